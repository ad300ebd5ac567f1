import { useQuery } from '@tanstack/react-query';
import { NavLink } from '@afterwork/ui/router';
import { unreadMessagesQuery } from './api/message-queries';

const countText = (n: number) => (n === 0 ? 'no unread messages' : n === 1 ? '1 unread message' : `${n} unread messages`);

function EnvelopeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M3 6h18v12H3zM3 6l9 7 9-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The header's envelope beside the bell (issue 30): a link to the Messages page that says how many messages are
 * unread (in its name, and as a number on it; the number is announced politely when it changes).
 */
export function MessageEnvelope({ userId }: { userId: number }) {
  const unread = useQuery(unreadMessagesQuery(userId));
  const n = unread.data?.unread ?? 0;
  return (
    <>
      <NavLink to="/messages" className="aw-bell-button aw-envelope" aria-label={`Messages: ${countText(n)}`}>
        <EnvelopeIcon />
        {n > 0 && (
          <span className="aw-bell-count" aria-hidden="true">
            {n > 99 ? '99+' : n}
          </span>
        )}
      </NavLink>
      <span className="aw-sr-only" aria-live="polite" role="status">
        {unread.data && n > 0 ? `Messages: ${countText(n)}` : ''}
      </span>
    </>
  );
}
