// Private messages (issue 30, item 4): conversations between two members.
import { z } from 'zod';
import type { ScamReason } from './scam-guard';
import { visibleText } from './text-rules';

/** The longest message, in characters. */
export const MESSAGE_MAX = 2000;
/** Messages per page of a conversation (newest first from the API; the page shows them oldest first). */
export const MESSAGE_PAGE_SIZE = 30;
/** Conversations per page of the list (newest message first). */
export const CONVERSATION_PAGE_SIZE = 20;
/** How much of the last message the list shows. */
export const MESSAGE_PREVIEW_MAX = 120;

export const MESSAGE_WORDS = {
  empty: 'Please write a message before sending.',
  tooLong: `Please keep your message under ${MESSAGE_MAX} characters.`,
  recipientRequired: 'Please choose whom to write to.',
  /** A member who does not exist, who left, or who blocked the writer: the same words, so a block is never learnt. */
  memberMissing: 'We could not find that member. They may have left Afterwork.',
  self: 'You cannot send a message to yourself.',
  youBlocked: (name: string) => `You have blocked ${name}. To write to them, unblock them in Settings first.`,
  formerMember: 'This member has left Afterwork, so they cannot receive messages.',
  conversationMissing: 'We could not find this conversation.',
  messageMissing: 'This message no longer exists.',
  notYours: 'You can only delete your own messages.',
  waiting: (name: string) => `Waiting for ${name} to accept. You can write again once they accept your first message.`,
  notARequest: 'There is no message request to answer here.',
  tooManyNew: 'You have started several new conversations today.',
  badCursor: 'Invalid page',
  deleted: 'Message deleted',
  accepted: (name: string) => `You can now write to ${name}.`,
  declined: (name: string) => `You declined the request from ${name}. They are not told.`,
} as const;

const body = visibleText(z.string(MESSAGE_WORDS.empty).trim().min(1, MESSAGE_WORDS.empty).max(MESSAGE_MAX, MESSAGE_WORDS.tooLong));

/** The sender saw the scam guard's nudge (a 422 with code 'scam_nudge') and sends it anyway. */
const confirmed = z.boolean({ error: 'confirmed must be true or false' }).optional();

/** POST apiPaths.conversationMessages: a message in a conversation. Plain text: HTML is kept as text, never rendered. */
export const messageInputSchema = z.strictObject({ body, confirmed });
export type MessageInput = z.infer<typeof messageInputSchema>;

/** POST apiPaths.conversations: the first message to a member (a new conversation, or the one they already have). */
export const newConversationSchema = z.strictObject({
  recipientId: z.number(MESSAGE_WORDS.recipientRequired).int(MESSAGE_WORDS.recipientRequired).positive(MESSAGE_WORDS.recipientRequired).max(2147483647, MESSAGE_WORDS.recipientRequired),
  body,
  confirmed,
});
export type NewConversationInput = z.infer<typeof newConversationSchema>;

export const messagePageQuerySchema = z.object({ before: z.string().max(100).optional() });

/**
 * Where a conversation stands for the reader: `open` (both write), `request-sent` (the reader's first message waits
 * for the other to accept), `request-received` (the reader may accept or decline).
 */
export type ConversationState = 'open' | 'request-sent' | 'request-received';

/** The other member of a conversation: `id` null once they deleted their account ('Former member'). */
export interface ConversationMember {
  id: number | null;
  name: string;
}

/** One line of the list of conversations. */
export interface ConversationSummary {
  id: number;
  other: ConversationMember;
  state: ConversationState;
  /** Messages from the other member the reader has not read. */
  unread: number;
  lastMessage: { preview: string; at: string; mine: boolean; deleted: boolean } | null;
}

export interface ConversationList {
  conversations: ConversationSummary[];
  nextCursor: string | null;
}

export interface PrivateMessage {
  id: number;
  /** The reader wrote it (may delete it). */
  mine: boolean;
  sender: ConversationMember;
  /** Plain text as written (empty when deleted: the page shows 'Message deleted'). */
  body: string;
  deleted: boolean;
  createdAt: string;
  /**
   * The scam guard flagged it and its sender sent it anyway: the reader sees a calm warning (`ScamWarning` with
   * `warningReasons`). Never on the reader's own message.
   */
  warning: boolean;
  warningReasons: ScamReason[];
}

/** A page of one conversation: its messages newest first, and older ones through `nextCursor`. */
export interface ConversationPage {
  conversation: ConversationSummary;
  messages: PrivateMessage[];
  nextCursor: string | null;
}

/**
 * GET apiPaths.conversationWith: the member, the conversation the reader already has with them (or null), and
 * whether a first message would be a request (`request`) or may be sent at once (`direct`).
 */
export interface ConversationWith {
  member: { id: number; name: string };
  conversationId: number | null;
  firstMessage: 'direct' | 'request';
}

/** POST apiPaths.conversations and apiPaths.conversationMessages answer the message and its conversation. */
export interface SentMessage {
  conversation: ConversationSummary;
  message: PrivateMessage;
}

/** GET apiPaths.messagesUnread: the header's envelope. */
export interface UnreadMessages {
  unread: number;
}

/** 'Message deleted', '2 unread' — the words the list and the header use. */
export const unreadWords = (n: number): string => (n === 0 ? 'No unread messages' : n === 1 ? '1 unread' : `${n} unread`);
