// Discussions in groups and communities (issue 30): who may read, write, change, pin and remove (see actor.ts).
import { DISCUSSION_EDIT_MINUTES, DISCUSSION_MESSAGES } from '@afterwork/contracts/discussions';
import type { CurrentUser } from '@afterwork/contracts/users';
import { forbidden } from '../platform/errors';
import { isSiteAdmin, type Actor } from './actor';

/** The reader's place in a group or community: a member, one who runs it (group admin, community lead), or neither. */
export interface PlaceStanding {
  member: boolean;
  /** A group admin or a community lead. */
  runs: boolean;
  /** Organises (sends announcements): a group admin or co-organiser, a community lead (issue 34). Absent: as `runs`. */
  organises?: boolean;
}

/** Who sends announcements: those who organise the place (a co-organiser too, though she does not moderate). */
export const organisesPlace = (standing: PlaceStanding): boolean => standing.organises ?? standing.runs;

/** Members read the posts (site admins too, to moderate); everyone else sees only how many there are. */
export const mayReadDiscussion = (actor: Actor, standing: PlaceStanding): boolean => !!actor && (standing.member || standing.runs || isSiteAdmin(actor));

/** Members write (a site admin who is not a member reads and moderates, but does not post). */
export function assertMayWriteDiscussion(standing: PlaceStanding): void {
  if (!standing.member && !standing.runs) throw forbidden(DISCUSSION_MESSAGES.membersOnly);
}

/** Group admins, community leads and site admins pin and remove posts. */
export const mayModerateDiscussion = (actor: Actor, standing: PlaceStanding): boolean => !!actor && (standing.runs || isSiteAdmin(actor));
export function assertMayModerateDiscussion(actor: CurrentUser, standing: PlaceStanding): void {
  if (!mayModerateDiscussion(actor, standing)) throw forbidden(DISCUSSION_MESSAGES.moderatorsOnly);
}

export const EDIT_WINDOW_MS = DISCUSSION_EDIT_MINUTES * 60_000;

/** Until when the author may change a post (null: not theirs). */
export const editableUntil = (actor: Actor, post: { authorId: number; createdAt: string }, windowMs = EDIT_WINDOW_MS): Date | null =>
  actor && post.authorId === actor.id ? new Date(Date.parse(post.createdAt) + windowMs) : null;

/** The author changes their words in the first minutes after sending. */
export function assertMayEditPost(actor: CurrentUser, post: { authorId: number; createdAt: string }, now: Date, windowMs = EDIT_WINDOW_MS): void {
  if (post.authorId !== actor.id) throw forbidden(DISCUSSION_MESSAGES.notAuthor);
  if (now.getTime() > editableUntil(actor, post, windowMs)!.getTime()) throw forbidden(DISCUSSION_MESSAGES.editWindow);
}

/** The author deletes their own post any time (others' posts are removed with a reason, by those who run the place). */
export function assertMayDeletePost(actor: CurrentUser, post: { authorId: number }): void {
  if (post.authorId !== actor.id) throw forbidden(DISCUSSION_MESSAGES.notAuthor);
}
