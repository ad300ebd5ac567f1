import { useActingFor } from '../layout/helping';
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSession } from '@afterwork/shell-sdk';
import { apiPaths } from '@afterwork/contracts/paths';
import { staleAfter, type RealtimeEvent } from '@afterwork/contracts/realtime';

/** After the stream was refused or cut for good (signed out, too many tabs, an instance restarting): try again then. */
export const RECONNECT_MS = 30_000;

/** What one event changes in the page: the cached answers it makes stale are fetched again (the open ones at once). */
export function applyLiveEvent(queryClient: QueryClient, event: RealtimeEvent): void {
  const stale = staleAfter(event);
  if (stale) void queryClient.invalidateQueries({ predicate: (q) => stale(q.queryKey) });
}

type EventSourceLike = Pick<EventSource, 'close' | 'readyState' | 'onmessage' | 'onerror'>;

/**
 * One stream for this tab (GET /api/events): each event refreshes what it makes stale, in the one query cache the
 * shell and every remote share. A dropped connection is resumed by the browser itself (EventSource sends
 * Last-Event-ID); one closed for good is opened again after `reconnectMs`, resuming from the last event seen (the
 * `lastEventId` parameter), so nothing is missed or applied twice. Answers the function that closes it.
 */
export function connectLiveUpdates(
  queryClient: QueryClient,
  opts: { open?: (url: string) => EventSourceLike; reconnectMs?: number } = {},
): () => void {
  const open = opts.open ?? ((url: string) => new EventSource(url, { withCredentials: true }));
  const reconnectMs = opts.reconnectMs ?? RECONNECT_MS;
  let source: EventSourceLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastId: string | undefined;
  let stopped = false;

  const connect = () => {
    if (stopped) return;
    const s = open(lastId ? `${apiPaths.events}?lastEventId=${encodeURIComponent(lastId)}` : apiPaths.events);
    source = s;
    s.onmessage = (msg: MessageEvent<string>) => {
      if (msg.lastEventId) lastId = msg.lastEventId;
      let event: RealtimeEvent;
      try {
        event = JSON.parse(msg.data) as RealtimeEvent;
      } catch {
        return;
      }
      if (event && typeof event.kind === 'string') applyLiveEvent(queryClient, event);
    };
    s.onerror = () => {
      // CONNECTING: the browser retries by itself. CLOSED: it gave up (an error status); we try later.
      if (s.readyState !== 2 || stopped || source !== s) return;
      s.close();
      timer = setTimeout(connect, reconnectMs);
    };
  };
  connect();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    source?.close();
  };
}

/** Live updates while a member is signed in (none for visitors, none where the browser has no EventSource). */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  // A helper acting for a member has no event stream (it could carry her messages: issue 34).
  const acting = !!useActingFor();
  useEffect(() => {
    if (!userId || acting || typeof EventSource === 'undefined') return undefined;
    return connectLiveUpdates(queryClient);
  }, [userId, acting, queryClient]);
}
