import type { Knex } from 'knex';
import {
  CONVERSATION_PAGE_SIZE, MESSAGE_PAGE_SIZE, MESSAGE_PREVIEW_MAX, MESSAGE_WORDS, type ConversationList, type ConversationPage, type ConversationSummary,
  type ConversationWith, type PrivateMessage, type SentMessage,
} from '@afterwork/contracts/messages';
import type { ScamReason } from '@afterwork/contracts/scam-guard';
import type { CurrentUser } from '@afterwork/contracts/users';
import { badRequest, isUniqueViolation, notFound } from '../../platform/errors';
import type { RateLimiter } from '../../platform/rate-limit';
import { assertMayAnswerRequest, assertMayDeleteMessage, assertMayWriteTo, firstMessageIs, sendingIn, stateFor } from '../../policies/messaging';
import { changed } from './changes';
import type { ConversationLine, ListCursor, MessageRow, MessagesRepository } from './repository';

/** What the messages tell (a port: the notifications module's message news, wired by the composition root). */
export interface MessageFacts {
  /** A message arrived for `recipientId` (told once per run of unread messages, in the sending transaction). */
  received(trx: Knex.Transaction, m: { conversationId: number; messageId: number; recipientId: number; senderName: string; body: string; request: boolean }): Promise<void>;
  /** `memberId` read the conversation: its notices in their bell are read too. */
  read(trx: Knex.Transaction, r: { conversationId: number; memberId: number }): Promise<void>;
}

/**
 * The scam guard (a port: the safety module's `createScamGuard`): `screen` throws the 422 nudge for a flagged text
 * not confirmed, and answers the reasons to store; `recordHit` counts a flagged message sent anyway.
 */
export interface MessageScamGuard {
  screen(text: string, options: { firstMessage?: boolean; confirmed?: boolean }): ScamReason[];
  recordHit(trx: Knex.Transaction, hit: { userId: number; source: 'message'; sourceId: number; body: string; reasons: ScamReason[] }): Promise<void>;
}

/** What a member writes: the words, and whether they confirmed them after the scam guard's nudge. */
export interface WrittenMessage {
  body: string;
  confirmed?: boolean;
}

/** The list's cursor: base64url of `<last message ISO>|<id>`; anything else is a 400. */
const encodeCursor = (c: ListCursor): string => Buffer.from(`${c.at}|${c.id}`).toString('base64url');
function decodeCursor(raw: string | undefined): ListCursor | undefined {
  if (raw === undefined || raw === '') return undefined;
  const [at, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const n = Number(id);
  if (!at || !/^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(at) || Number.isNaN(Date.parse(at)) || !Number.isSafeInteger(n) || n < 1 || n > 2147483647) {
    throw badRequest(MESSAGE_WORDS.badCursor);
  }
  return { at, id: n };
}
/** A conversation's cursor is the id of the oldest message shown. */
function decodeMessageCursor(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^[1-9][0-9]{0,9}$/.test(raw) || Number(raw) > 2147483647) throw badRequest(MESSAGE_WORDS.badCursor);
  return Number(raw);
}

/** The answer over the day's limit of new conversations (the window is a day: hours, not minutes). */
export function newConversationsWait(minutes: number): string {
  const hours = Math.ceil(minutes / 60);
  const wait = minutes < 90 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${hours} hours`;
  return `${MESSAGE_WORDS.tooManyNew} You can start another in ${wait}. You can still write in the conversations you already have.`;
}

const preview = (body: string): string => {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > MESSAGE_PREVIEW_MAX ? `${flat.slice(0, MESSAGE_PREVIEW_MAX - 1)}…` : flat;
};

/** Private messages between two members (issue 30, item 4). Built once by the composition root. */
export function createMessagesService(deps: {
  db: Knex;
  messages: MessagesRepository;
  facts: MessageFacts;
  /** New conversations per member per day (NEW_CONVERSATIONS_PER_DAY). */
  newConversations: RateLimiter;
  scam: MessageScamGuard;
}) {
  const { db, messages: repo, facts, newConversations, scam } = deps;

  const summary = (actor: CurrentUser, c: ConversationLine): ConversationSummary => ({
    id: c.id,
    other: { id: c.otherId, name: c.otherName },
    state: stateFor(actor, c),
    unread: c.unread,
    lastMessage: c.last ? { preview: preview(c.last.body), at: c.last.at, mine: c.last.senderId === actor.id, deleted: c.last.deleted } : null,
  });

  const messageView = (actor: CurrentUser, m: MessageRow): PrivateMessage => ({
    id: m.id,
    mine: m.senderId === actor.id,
    sender: { id: m.senderId, name: m.senderName },
    body: m.body,
    deleted: m.deleted,
    createdAt: m.createdAt,
    // The reader is warned; the sender already saw the nudge and is not told again.
    warning: m.scamReasons.length > 0 && m.senderId !== actor.id,
    warningReasons: m.senderId !== actor.id ? m.scamReasons : [],
  });

  /** The conversation as the actor may see it: 404 when not theirs, or hidden from them (a block either way). */
  async function visible(actor: CurrentUser, id: number, q: Knex = db): Promise<ConversationLine> {
    const line = await repo.line(actor.id, id, q);
    if (!line) throw notFound(MESSAGE_WORDS.conversationMissing);
    return line;
  }

  /** Writes one message in the caller's transaction, opening the conversation first when asked, and tells the other. */
  async function write(trx: Knex.Transaction, actor: CurrentUser, c: ConversationLine, body: string, open: boolean, reasons: ScamReason[]): Promise<MessageRow> {
    if (open) await repo.setStatus(trx, c.id, 'open');
    const recipientId = c.otherId!;
    // Told once per run of unread messages: the second message before they read the first tells nobody again.
    const alreadyUnread = await repo.unreadIn(c.id, recipientId, trx);
    const message = await repo.insertMessage(trx, { conversationId: c.id, senderId: actor.id, body, scamReasons: reasons });
    await scam.recordHit(trx, { userId: actor.id, source: 'message', sourceId: message.id, body, reasons });
    if (alreadyUnread === 0) {
      await facts.received(trx, { conversationId: c.id, messageId: message.id, recipientId, senderName: actor.name, body, request: !open && c.status !== 'open' });
    }
    await changed(trx, 'message', c, message.id);
    return message;
  }

  async function sendIn(actor: CurrentUser, id: number, written: WrittenMessage): Promise<SentMessage> {
    const { body } = written;
    const message = await db.transaction(async (trx) => {
      // The conversation's row is locked: two messages at once keep their order, and a request is answered once.
      await repo.find(id, trx, true);
      const c = await visible(actor, id, trx);
      const action = sendingIn(actor, c, c.otherName, c.otherId !== null && c.status === 'request' && c.startedBy === actor.id
        ? firstMessageIs(await repo.ties(actor.id, c.otherId, trx)) === 'direct'
        : false);
      // Checked once the actor may write here (a stranger learns nothing from the nudge).
      const reasons = scam.screen(body, { firstMessage: false, confirmed: written.confirmed });
      return write(trx, actor, c, body, action === 'open', reasons);
    });
    return { conversation: summary(actor, (await repo.line(actor.id, id))!), message: messageView(actor, message) };
  }

  return {
    /** The actor's conversations, newest message first (keyset pages). */
    async list(actor: CurrentUser, before?: string): Promise<ConversationList> {
      const rows = await repo.page(actor.id, CONVERSATION_PAGE_SIZE, decodeCursor(before));
      const shown = rows.slice(0, CONVERSATION_PAGE_SIZE);
      const last = shown.at(-1);
      return {
        conversations: shown.map((c) => summary(actor, c)),
        nextCursor: rows.length > CONVERSATION_PAGE_SIZE && last ? encodeCursor({ at: last.lastMessageAt, id: last.id }) : null,
      };
    },

    /** The header's envelope: messages from others the actor has not read. */
    unread: async (actor: CurrentUser): Promise<{ unread: number }> => ({ unread: await repo.unreadTotal(actor.id) }),

    /** Before writing to a member: who they are, the conversation the actor already has with them, and whether a first message is a request. */
    async with(actor: CurrentUser, userId: number): Promise<ConversationWith> {
      const recipient = await repo.recipient(actor.id, userId);
      assertMayWriteTo(actor, userId, recipient);
      const existing = await repo.between(actor.id, userId);
      return {
        member: { id: userId, name: recipient.name },
        conversationId: existing?.id ?? null,
        firstMessage: firstMessageIs(await repo.ties(actor.id, userId)),
      };
    },

    /** One page of a conversation (newest first). */
    async page(actor: CurrentUser, id: number, before?: string): Promise<ConversationPage> {
      const beforeId = decodeMessageCursor(before);
      const c = await visible(actor, id);
      const rows = await repo.messages(id, MESSAGE_PAGE_SIZE, beforeId);
      const shown = rows.slice(0, MESSAGE_PAGE_SIZE);
      return {
        conversation: summary(actor, c),
        messages: shown.map((m) => messageView(actor, m)),
        nextCursor: rows.length > MESSAGE_PAGE_SIZE && shown.length ? String(shown.at(-1)!.id) : null,
      };
    },

    /**
     * A message to a member: in the conversation the two already have, or a new one — open at once when they are tied
     * (policies/messaging.ts), a request otherwise. New conversations count against the day's limit.
     */
    async start(actor: CurrentUser, recipientId: number, written: WrittenMessage): Promise<SentMessage> {
      const { body } = written;
      const recipient = await repo.recipient(actor.id, recipientId);
      assertMayWriteTo(actor, recipientId, recipient);
      const existing = await repo.between(actor.id, recipientId);
      if (existing) return sendIn(actor, existing.id, written);
      // The first message of a conversation is screened more strictly, and before it counts against the day's limit.
      const reasons = scam.screen(body, { firstMessage: true, confirmed: written.confirmed });
      const status = firstMessageIs(await repo.ties(actor.id, recipientId)) === 'direct' ? 'open' : 'request';
      await newConversations.hit(`messages:new:${actor.id}`);
      let id: number;
      try {
        id = await db.transaction(async (trx) => {
          const cid = await repo.insertConversation(trx, { a: actor.id, b: recipientId, startedBy: actor.id, status });
          const c = (await repo.line(actor.id, cid, trx))!;
          await write(trx, actor, c, body, false, reasons);
          return cid;
        });
      } catch (err) {
        // The two started one at the same moment: the message goes into the conversation that won.
        if (!isUniqueViolation(err)) throw err;
        const won = await repo.between(actor.id, recipientId);
        if (!won) throw err;
        return sendIn(actor, won.id, written);
      }
      const line = (await repo.line(actor.id, id))!;
      const [message] = await repo.messages(id, 1);
      return { conversation: summary(actor, line), message: messageView(actor, message!) };
    },

    /** A message in a conversation the actor has. */
    send: (actor: CurrentUser, id: number, written: WrittenMessage): Promise<SentMessage> => sendIn(actor, id, written),

    /** The actor has read the conversation; answers their unread total. */
    async markRead(actor: CurrentUser, id: number): Promise<{ unread: number }> {
      await visible(actor, id);
      await db.transaction(async (trx) => {
        const c = (await repo.find(id, trx))!;
        await repo.markRead(id, actor.id, trx);
        await facts.read(trx, { conversationId: id, memberId: actor.id });
        await changed(trx, 'read', c);
      });
      return { unread: await repo.unreadTotal(actor.id) };
    },

    /** The recipient of a request accepts it (both write from now on) or declines it (it leaves their list; the writer is not told). */
    async answer(actor: CurrentUser, id: number, accept: boolean): Promise<{ ok: true; message: string; conversation: ConversationSummary }> {
      const name = await db.transaction(async (trx) => {
        await repo.find(id, trx, true);
        const c = await visible(actor, id, trx);
        assertMayAnswerRequest(actor, c);
        await repo.setStatus(trx, id, accept ? 'open' : 'declined');
        if (!accept) await repo.markRead(id, actor.id, trx);
        await changed(trx, accept ? 'accept' : 'decline', c);
        return c.otherName;
      });
      return { ok: true, message: accept ? MESSAGE_WORDS.accepted(name) : MESSAGE_WORDS.declined(name), conversation: summary(actor, await visible(actor, id)) };
    },

    /** The writer deletes their own message for both sides ('Message deleted'). */
    async deleteMessage(actor: CurrentUser, messageId: number): Promise<void> {
      await db.transaction(async (trx) => {
        const message = await repo.message(messageId, trx, true);
        if (!message) throw notFound(MESSAGE_WORDS.messageMissing);
        // Only the two members of its conversation know the message exists.
        const c = await repo.find(message.conversationId, trx);
        if (!c || (c.memberA !== actor.id && c.memberB !== actor.id)) throw notFound(MESSAGE_WORDS.messageMissing);
        assertMayDeleteMessage(actor, message);
        if (message.deleted) return;
        await repo.deleteMessage(trx, messageId);
        await changed(trx, 'delete', c, messageId);
      });
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
