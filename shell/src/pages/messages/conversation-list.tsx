import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { Link } from '@afterwork/ui/router';
import { PageSpinner } from '@afterwork/ui/states';
import { formatDateTime } from '@afterwork/ui/dates';
import { errorText } from '@afterwork/shell-sdk';
import { MESSAGE_WORDS, unreadWords, type ConversationSummary } from '@afterwork/contracts/messages';
import { conversationsQuery } from './api/messages-queries';

/** Where a conversation stands, in words (a request waits for someone). */
function stateWords(c: ConversationSummary): string | null {
  if (c.state === 'request-received') return 'Wants to send you messages';
  if (c.state === 'request-sent') return `Waiting for ${c.other.name} to accept`;
  return null;
}

function lastWords(c: ConversationSummary): string {
  if (!c.lastMessage) return '';
  const text = c.lastMessage.deleted ? MESSAGE_WORDS.deleted : c.lastMessage.preview;
  return c.lastMessage.mine ? `You: ${text}` : text;
}

/** The member's conversations, newest first: who, the last message, when, and what is unread — in words, not only colour. */
export function ConversationList({ userId, selected }: { userId: number; selected: number | null }) {
  const query = useInfiniteQuery(conversationsQuery(userId));
  if (query.isPending) return <PageSpinner label="Loading your conversations..." />;
  if (query.isError) return <Alert type="error" showIcon role="alert" title="Your conversations could not be loaded" description={errorText(query.error)} />;
  const conversations = query.data.pages.flatMap((p) => p.conversations);
  if (!conversations.length) {
    return (
      <p className="aw-messages-empty">
        No messages yet. To write to someone, open their profile and choose &lsquo;Send a message&rsquo;, or use the menu beside their name in a group or
        activity.
      </p>
    );
  }
  return (
    <>
      <ul className="aw-conversation-list">
        {conversations.map((c) => {
          const state = stateWords(c);
          return (
            <li key={c.id} className={c.unread > 0 ? 'aw-conversation-line aw-conversation-unread' : 'aw-conversation-line'}>
              <Link to={`/messages?c=${c.id}`} aria-current={c.id === selected ? 'page' : undefined}>
                <span className="aw-conversation-head">
                  <span className="aw-conversation-name">{c.other.name}</span>
                  {c.unread > 0 && <span className="aw-conversation-count">{unreadWords(c.unread)}</span>}
                </span>
                {state && <span className="aw-conversation-state">{state}</span>}
                <span className="aw-conversation-preview">{lastWords(c)}</span>
                {c.lastMessage && (
                  <time className="aw-conversation-time" dateTime={c.lastMessage.at}>
                    {formatDateTime(c.lastMessage.at)}
                  </time>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      {query.hasNextPage && (
        <Button size="large" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          Show older conversations
        </Button>
      )}
    </>
  );
}
