// Live updates (issue 30, item 6): what GET /api/events sends a tab, and which cached answers each event makes stale.
// An event says only WHAT changed (kinds and ids, never words): the page refetches through the normal, authorised API.
// Zod-free, like paths.ts and query-keys.ts (the shell's first visit imports it).
import { apiPaths } from './paths';
import { queryKeys } from './query-keys';

/** A value an event may carry: ids, kinds, flags. */
export type RealtimeValue = string | number | boolean | null;

/** One event as a tab receives it (the SSE `data:` line, JSON); its sequence number is the SSE `id:`. */
export type RealtimeEvent = { kind: string } & Record<string, RealtimeValue>;

/** What happened to a post in a discussion. */
export type DiscussionChange = 'post' | 'reply' | 'edit' | 'delete' | 'remove' | 'pin' | 'unpin';

/** A post of a group's, a community's or an activity's discussion changed (`postId`; `parentId` for a reply). */
export interface DiscussionEvent {
  kind: 'discussion';
  change: DiscussionChange;
  place: 'group' | 'community' | 'activity';
  placeId: number;
  postId: number;
  parentId: number | null;
}

/** The reader's notices changed (a new one, or read in another tab): the header's bell and its unread count. */
export interface NoticesEvent {
  kind: 'notices';
}

/** What happened in a private conversation. */
export type MessageChange = 'message' | 'read' | 'accept' | 'decline' | 'delete';

/** A private conversation changed (`messageId` for a new or deleted message): sent to its two members only. */
export interface MessageEvent {
  kind: 'message';
  change: MessageChange;
  conversationId: number;
  messageId: number | null;
}

/** Events were missed beyond what the server still keeps: refresh everything on the page. */
export interface ResyncEvent {
  kind: 'resync';
}

/** The SSE `retry:` the stream asks for (ms): how soon the browser reconnects after a drop. */
export const REALTIME_RETRY_MS = 3000;

export const REALTIME_MESSAGES = {
  /** 406: the address answers only a browser's EventSource. */
  eventStreamOnly: 'This address sends live updates to open pages (Accept: text/event-stream).',
  /** 429: the member has the site open in more tabs than the limit (the page still works, without live updates). */
  tooManyStreams: 'The site is open in many tabs or windows. Pages in this one update when you reload them.',
  /** 503: this server holds as many live connections as it may. */
  busy: 'Live updates are busy just now. Pages update when you reload them.',
} as const;

const keyPath = (key: readonly unknown[]): string | undefined => (typeof key[0] === 'string' ? key[0] : undefined);

/**
 * Which cached answers an event makes stale: a predicate on query keys (their first part is the API path, see
 * query-keys.ts). Undefined: the event touches nothing this site caches. A kind added later adds its line here.
 */
export function staleAfter(event: RealtimeEvent): ((key: readonly unknown[]) => boolean) | undefined {
  switch (event.kind) {
    case 'discussion': {
      const id = Number(event.placeId);
      const path = event.place === 'group' ? apiPaths.groupDiscussion(id) : event.place === 'community' ? apiPaths.communityDiscussion(id) : undefined;
      // Another place (an activity's questions and chat): every discussion on the page, to be safe.
      return path ? (key) => keyPath(key) === path : (key) => queryKeys.discussions.owns(key);
    }
    case 'message':
      // The list, the conversation and the header's unread count: a message changes all three.
      return (key) => queryKeys.messages.owns(key);
    case 'notices':
      return (key) => keyPath(key) === apiPaths.notifications;
    case 'resync':
      return () => true;
    default:
      return undefined;
  }
}
