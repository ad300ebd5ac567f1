// Private messages (issue 30, item 4): who may write to whom, and what each side may do in a conversation.
import { MESSAGE_WORDS } from '@afterwork/contracts/messages';
import type { ConversationState } from '@afterwork/contracts/messages';
import type { CurrentUser } from '@afterwork/contracts/users';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../platform/errors';

/**
 * What ties two members (read by the messages repository in one query): a group or community both belong to (not
 * hidden), a mentorship (one is a mentor — the member whose address is the mentor's contact address — whom the other
 * booked a session with or asked for mentorship), or one of them runs the site.
 */
export interface MessagingTies {
  sharePlace: boolean;
  mentorship: boolean;
  siteAdmin: boolean;
}

/** Tied members write to each other at once; to anyone else a first message is a request the recipient answers. */
export const firstMessageIs = (ties: MessagingTies): 'direct' | 'request' => (ties.sharePlace || ties.mentorship || ties.siteAdmin ? 'direct' : 'request');

/** The member written to, as the writer may know them. */
export interface Recipient {
  name: string;
  /** They blocked the writer: answered exactly as a member who does not exist (the block is never learnt). */
  blockedWriter: boolean;
  /** The writer blocked them. */
  blockedByWriter: boolean;
}

/**
 * 404 for a member who does not exist or blocked the writer (the same words: issue 32, finding 8), 400 for oneself,
 * 403 for a member the writer blocked (they know whom they blocked).
 */
export function assertMayWriteTo(actor: CurrentUser, recipientId: number, recipient: Recipient | undefined): asserts recipient is Recipient {
  if (recipientId === actor.id) throw badRequest(MESSAGE_WORDS.self);
  if (!recipient || recipient.blockedWriter) throw notFound(MESSAGE_WORDS.memberMissing);
  if (recipient.blockedByWriter) throw forbidden(MESSAGE_WORDS.youBlocked(recipient.name));
}

/** A conversation as its reader stands in it. */
export interface ConversationStanding {
  status: 'open' | 'request' | 'declined';
  startedBy: number | null;
  /** The other member's id (null: they deleted their account). */
  otherId: number | null;
}

/** Where the conversation stands for the reader: a request is 'sent' by its writer and 'received' by the other. */
export function stateFor(actor: CurrentUser, c: Pick<ConversationStanding, 'status' | 'startedBy'>): ConversationState {
  if (c.status === 'open') return 'open';
  return c.startedBy === actor.id ? 'request-sent' : 'request-received';
}

/**
 * What sending does to the conversation: 'send' as it is, or 'open' it first. The writer of a request waits until
 * it is accepted (409; the same answer after a decline: they are not told) unless the two are tied by now; the
 * recipient of a request opens it by answering. A member who left receives nothing (410).
 */
export function sendingIn(actor: CurrentUser, c: ConversationStanding, otherName: string, tiedNow: boolean): 'send' | 'open' {
  if (c.otherId === null) throw new HttpError(410, MESSAGE_WORDS.formerMember);
  if (c.status === 'open') return 'send';
  if (c.startedBy !== actor.id) return 'open';
  if (c.status === 'request' && tiedNow) return 'open';
  throw conflict(MESSAGE_WORDS.waiting(otherName));
}

/** Only the recipient of a request accepts or declines it. */
export function assertMayAnswerRequest(actor: CurrentUser, c: ConversationStanding): void {
  if (c.status === 'open' || c.startedBy === actor.id) throw badRequest(MESSAGE_WORDS.notARequest);
  if (c.otherId === null) throw new HttpError(410, MESSAGE_WORDS.formerMember);
}

/** A member deletes their own messages only (for both sides). */
export function assertMayDeleteMessage(actor: CurrentUser, message: { senderId: number | null }): void {
  if (message.senderId !== actor.id) throw forbidden(MESSAGE_WORDS.notYours);
}
