import { useCallback, useId, useRef, useState } from 'react';
import { Link } from '@afterwork/ui/router';
import { useQuery } from '@tanstack/react-query';
import { formatDay, formatDayMonth } from '@afterwork/ui/dates';
import { useDismiss } from './use-dismiss';
import { notificationsQuery } from './api/notices-queries';
import { useMarkNotificationsRead } from './api/notices-mutations';

const countText = (n: number) => (n === 0 ? 'No unread notifications' : n === 1 ? '1 unread notification' : `${n} unread notifications`);

function when(iso: string): string {
  const d = new Date(iso);
  const minutes = Math.round((Date.now() - d.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  return d.getFullYear() === new Date().getFullYear() ? formatDayMonth(iso) : formatDay(iso);
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path d="M12 3a6 6 0 0 0-6 6v3.5L4.5 16h15L18 12.5V9a6 6 0 0 0-6-6zM9.5 19a2.5 2.5 0 0 0 5 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The header's bell for a signed-in member (issue 17 §5): the unread count (announced politely when it changes),
 * a panel listing the notices with links and times, and 'Mark all as read'. Notices come from the API only (the
 * remotes never raise them). Plain HTML like the account menu: closes on an outside click and on Escape.
 */
export function NotificationBell({ userId }: { userId: number }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useDismiss(open, close, [buttonRef, panelRef], buttonRef);

  const list = useQuery(notificationsQuery(userId));
  const markRead = useMarkNotificationsRead(userId);

  const unread = list.data?.unread ?? 0;
  const items = list.data?.items ?? [];
  const toggle = () => {
    setOpen((o) => !o);
    // Opening shows the newest: ask again unless the list is under a few seconds old.
    if (!open && list.dataUpdatedAt < Date.now() - 5000) void list.refetch();
  };

  return (
    <div className="aw-bell">
      <button
        ref={buttonRef}
        type="button"
        className="aw-bell-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Notifications: ${countText(unread).toLowerCase()}`}
        onClick={toggle}
      >
        <BellIcon />
        {unread > 0 && (
          <span className="aw-bell-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <span className="aw-sr-only" aria-live="polite" role="status">
        {list.data ? countText(unread) : ''}
      </span>
      <div ref={panelRef} id={panelId} className="aw-bell-panel" hidden={!open} role="region" aria-label="Your notifications">
        <div className="aw-bell-head">
          <h2 className="aw-bell-title">Notifications</h2>
          <button type="button" className="aw-bell-read" onClick={() => markRead.mutate()} disabled={unread === 0 || markRead.isPending}>
            Mark all as read
          </button>
        </div>
        {list.isError ? (
          <p className="aw-bell-empty">Your notifications could not be loaded. Please try again later.</p>
        ) : items.length === 0 ? (
          <p className="aw-bell-empty">{list.isPending ? 'Loading…' : 'No notifications yet.'}</p>
        ) : (
          <ul className="aw-bell-list">
            {items.map((n) => {
              const body = (
                <>
                  <span className="aw-bell-item-title">
                    {!n.read && <span className="aw-bell-dot" aria-hidden="true" />}
                    {n.title}
                    {!n.read && <span className="aw-sr-only"> (unread)</span>}
                  </span>
                  <span className="aw-bell-item-body">{n.body}</span>
                  <time className="aw-bell-item-time" dateTime={n.createdAt}>{when(n.createdAt)}</time>
                </>
              );
              return (
                <li key={n.id} className={n.read ? 'aw-bell-item' : 'aw-bell-item aw-bell-unread'}>
                  {n.link ? <Link to={n.link} onClick={close}>{body}</Link> : <div>{body}</div>}
                </li>
              );
            })}
          </ul>
        )}
        <Link to="/settings" className="aw-bell-settings" onClick={close}>Notification settings</Link>
      </div>
    </div>
  );
}
