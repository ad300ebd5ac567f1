import { useEffect } from 'react';
import { useSession } from '@afterwork/shell-sdk';
import { Link, useSearchParams } from '@afterwork/ui/router';
import { ConversationList } from './conversation-list';
import { ConversationView } from './conversation-view';
import { NewConversation } from './new-conversation';
import './messages.css';

const idOf = (raw: string | null): number | null => (raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null);

/**
 * /messages (issue 30): the member's conversations beside the open one (?c=<id>), or a new one to a member
 * (?to=<member>). On a phone, one at a time, with a clear 'Back to messages'.
 */
export default function MessagesPage() {
  const { user } = useSession();
  const [params] = useSearchParams();
  const open = idOf(params.get('c'));
  const to = open ? null : idOf(params.get('to'));
  useEffect(() => {
    document.title = 'Messages | Afterwork';
  }, []);
  if (!user) return null;
  const showing = open !== null || to !== null;
  return (
    <div className={`aw-page aw-messages${showing ? ' aw-messages-showing' : ''}`}>
      <h1>Messages</h1>
      <div className="aw-messages-layout">
        <section className="aw-messages-list" aria-label="Your conversations">
          <ConversationList userId={user.id} selected={open} />
        </section>
        <div className="aw-messages-pane">
          {showing && (
            <Link to="/messages" className="aw-messages-back">
              <span aria-hidden="true" className="aw-messages-back-arrow">←</span>Back to messages
            </Link>
          )}
          {open !== null ? (
            <ConversationView key={open} id={open} userId={user.id} />
          ) : to !== null ? (
            <NewConversation key={to} memberId={to} userId={user.id} />
          ) : (
            <p className="aw-messages-empty aw-messages-choose">Choose a conversation to read it and reply.</p>
          )}
        </div>
      </div>
    </div>
  );
}
