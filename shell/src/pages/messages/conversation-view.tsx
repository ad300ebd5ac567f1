import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button } from '@afterwork/ui/antd-base';
import { MemberName } from '@afterwork/ui/member-name';
import { useNavigate } from '@afterwork/ui/router';
import { PageSpinner } from '@afterwork/ui/states';
import { errorText } from '@afterwork/shell-sdk';
import type { ConversationSummary } from '@afterwork/contracts/messages';
import { conversationQuery } from './api/messages-queries';
import { useAnswerRequest, useMarkRead, useSendMessage } from './api/messages-mutations';
import { Composer } from './composer';
import { takeSent } from './just-sent';
import { MessageItem } from './message-item';

/** Where the conversation stands, in words, with Accept and Decline for the recipient of a request. */
function RequestPanel({ conversation }: { conversation: ConversationSummary }) {
  const answer = useAnswerRequest();
  const navigate = useNavigate();
  const name = conversation.other.name;
  if (conversation.state === 'request-sent') {
    return (
      <p className="aw-messages-notice" role="note">
        Waiting for {name} to accept. You do not share a group or community yet, so your first message is a request. You can write again once they accept.
      </p>
    );
  }
  return (
    <section className="aw-messages-notice" aria-label="Message request">
      <p>
        {name} would like to send you messages. You do not share a group or community. If you accept, you can write to each other. If you decline, they
        are not told and cannot write to you again.
      </p>
      <div className="aw-row">
        <Button type="primary" size="large" loading={answer.isPending && answer.variables?.accept} onClick={() => answer.mutate({ conversationId: conversation.id, accept: true })}>
          Accept
        </Button>
        <Button
          size="large"
          loading={answer.isPending && !answer.variables?.accept}
          onClick={() => answer.mutate({ conversationId: conversation.id, accept: false }, { onSuccess: () => navigate('/messages') })}
        >
          Decline
        </Button>
      </div>
    </section>
  );
}

/** One conversation: its messages oldest first (earlier ones on demand), where it stands, and the message box. */
export function ConversationView({ id, userId }: { id: number; userId: number }) {
  // Taken once, when the conversation opens after its first message.
  const [justSent] = useState(() => takeSent(id));
  const query = useInfiniteQuery(conversationQuery(id, userId));
  const send = useSendMessage();
  const markRead = useMarkRead();
  const [news, setNews] = useState('');
  const newest = useRef<number | null>(null);

  const pages = query.data?.pages ?? [];
  const conversation = pages[0]?.conversation;
  const messages = pages.flatMap((p) => p.messages).reverse();
  const last = messages.at(-1);

  // Opened (or a new message arrived while open): read, so the counts follow.
  const unread = conversation?.unread ?? 0;
  const mark = markRead.mutate;
  useEffect(() => {
    if (unread > 0) mark(id);
  }, [id, unread, mark]);

  // A new message from the other member is announced politely (once, not every character).
  useEffect(() => {
    if (!last) return;
    if (newest.current !== null && last.id > newest.current && !last.mine) setNews(`New message from ${last.sender.name}`);
    newest.current = last.id;
  }, [last]);

  if (query.isPending) return <PageSpinner label="Loading the conversation..." />;
  if (query.isError) {
    return <Alert type="error" showIcon role="alert" title="This conversation could not be opened" description={errorText(query.error)} />;
  }
  if (!conversation) return null;
  const other = conversation.other;
  const canWrite = other.id !== null && conversation.state === 'open';

  return (
    <section className="aw-conversation" aria-labelledby="conversation-title">
      <h2 id="conversation-title" className="aw-conversation-title">
        <span className="aw-sr-only">Conversation with </span>
        <MemberName userId={other.id} name={other.name} />
      </h2>
      {query.hasNextPage && (
        <Button size="large" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
          Show earlier messages
        </Button>
      )}
      <ol className="aw-message-list" aria-label="Messages">
        {messages.map((m) => (
          <MessageItem key={m.id} message={m} />
        ))}
      </ol>
      <span className="aw-sr-only" aria-live="polite" role="status">
        {news}
      </span>
      {other.id === null ? (
        <p className="aw-messages-notice">This member has left Afterwork, so they cannot receive messages. You can still read your conversation.</p>
      ) : conversation.state !== 'open' ? (
        <RequestPanel conversation={conversation} />
      ) : null}
      {canWrite && (
        <Composer
          draftKey={`aw-message-draft:${userId}:c${id}`}
          label={`Your message to ${other.name}`}
          onSend={(body, confirmed) => send.mutateAsync({ conversationId: id, body, confirmed })}
          justSent={justSent}
        />
      )}
    </section>
  );
}
