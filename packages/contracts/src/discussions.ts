// Discussions in groups and communities (issue 30, item 1), and an activity's 'Questions and chat' (item 2):
// members' posts with one level of replies.
import { z } from 'zod';
import { visibleText } from './text-rules';
import type { ScamReason } from './scam-guard';

/** The longest post or reply, in characters. */
export const DISCUSSION_POST_MAX = 4000;
/** The longest reason a group admin or community lead gives when removing a post. */
export const DISCUSSION_REASON_MAX = 500;
/** How long after sending the author may still change their words. */
export const DISCUSSION_EDIT_MINUTES = 15;
/** An activity's 'Questions and chat' becomes read-only this many days after the activity ends. */
export const ACTIVITY_CHAT_OPEN_DAYS = 7;
/** Posts per page (newest activity first). */
export const DISCUSSION_PAGE_SIZE = 20;

export const DISCUSSION_MESSAGES = {
  empty: 'Please write something before sending.',
  tooLong: `Please keep your message under ${DISCUSSION_POST_MAX} characters.`,
  reasonEmpty: 'Please tell the author why their post was removed.',
  reasonTooLong: `Please keep the reason under ${DISCUSSION_REASON_MAX} characters.`,
  membersOnly: 'Only members can read and write in this discussion. Please join first.',
  editWindow: `A post can only be changed in the first ${DISCUSSION_EDIT_MINUTES} minutes after it was sent.`,
  notAuthor: 'Only the author can change or delete this post.',
  moderatorsOnly: 'Only the group admins or community leads can do this.',
  replyToReply: 'Please reply to the first post of the conversation.',
  pinReply: 'Only a first post can be pinned.',
  replyToAnnouncement: 'An announcement cannot be answered here. Please start a new conversation below it.',
  pinAnnouncement: 'Announcements are always shown at the top already.',
  thankOwn: 'You cannot thank yourself.',
  notFound: 'This post no longer exists.',
  badCursor: 'Invalid page',
  chatClosed: `This chat closed ${ACTIVITY_CHAT_OPEN_DAYS} days after the activity ended. You can still read it, but no longer write in it.`,
} as const;

const text = (max: number, emptyMessage: string, longMessage: string) =>
  visibleText(z.string(emptyMessage).trim().min(1, emptyMessage).max(max, longMessage));

export const discussionPostInputSchema = z.strictObject({
  body: text(DISCUSSION_POST_MAX, DISCUSSION_MESSAGES.empty, DISCUSSION_MESSAGES.tooLong),
  /** The author saw the scam guard's nudge (a 422 with code 'scam_nudge') and sends it anyway. */
  confirmed: z.boolean({ error: 'confirmed must be true or false' }).optional(),
});
export type DiscussionPostInput = z.infer<typeof discussionPostInputSchema>;

export const discussionRemovalSchema = z.strictObject({ reason: text(DISCUSSION_REASON_MAX, DISCUSSION_MESSAGES.reasonEmpty, DISCUSSION_MESSAGES.reasonTooLong) });

export const discussionPageQuerySchema = z.object({ before: z.string().max(100).optional() });

/** Where a discussion is: a group's, a community's, or an activity's questions and chat (for its host's members). */
export type DiscussionPlace = 'group' | 'community' | 'activity';

export interface DiscussionPost {
  id: number;
  author: { id: number; name: string };
  /** Plain text, as written: never HTML. */
  body: string;
  createdAt: string;
  /** When the author last changed it (shown as 'edited'), or null. */
  editedAt: string | null;
  thanks: number;
  thankedByMe: boolean;
  /** The reader wrote it (may delete it; may edit it until `editableUntil`). */
  mine: boolean;
  editableUntil: string | null;
  pinned: boolean;
  /** 'announcement': an organiser's announcement (listed in `DiscussionPage.announcements`, no replies). */
  kind: DiscussionPostKind;
  /** An announcement's audience in words ('All members', 'Members going to Tuesday walk') and how many it reached. */
  audience: { label: string; count: number } | null;
  /**
   * The scam guard flagged it and its author sent it anyway: readers see a calm warning (`ScamWarning` with
   * `warningReasons`). Never on the reader's own post.
   */
  warning: boolean;
  warningReasons: ScamReason[];
  /** Its photo (issue 30): where to fetch it (members only) and the words that describe it, or null. */
  photo: { url: string; alt: string } | null;
  replies: DiscussionPost[];
}

export type DiscussionPostKind = 'post' | 'announcement';

/** A page of a discussion. Non-members get only `count` (and `member: false`): enough to invite them to join. */
export interface DiscussionPage {
  member: boolean;
  /** The reader may pin and remove (group admin, community lead, site admin). */
  moderator: boolean;
  /** The reader may send announcements: group admins and co-organisers, community leads (issue 34). */
  organiser?: boolean;
  /** First posts in the discussion (what a visitor sees). */
  count: number;
  pinned: DiscussionPost | null;
  /** The organisers' latest announcements, newest first (first page only; above the pinned post and the conversations). */
  announcements: DiscussionPost[];
  posts: DiscussionPost[];
  nextCursor: string | null;
  /** Why nobody may write any more (an activity's chat, a week after it ended), or null while it is open. */
  closed: string | null;
}
