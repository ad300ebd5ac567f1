import type { Knex } from 'knex';
import { FORMER_MEMBER } from '@afterwork/contracts/safety-words';
import type { ScamReason } from '@afterwork/contracts/scam-guard';
import { iso, jsonb } from '../../db';
import type { MessagingTies, Recipient } from '../../policies/messaging';

/** A conversation's row, seen from one of its members (`me`). */
export interface ConversationRow {
  id: number;
  memberA: number | null;
  memberB: number | null;
  startedBy: number | null;
  status: 'open' | 'request' | 'declined';
  lastMessageAt: string;
}

/** A line of the reader's list: the conversation, the other member, the reader's unread count and the last message. */
export interface ConversationLine extends ConversationRow {
  otherId: number | null;
  otherName: string;
  unread: number;
  last: { body: string; at: string; senderId: number | null; deleted: boolean } | null;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  senderId: number | null;
  senderName: string;
  body: string;
  deleted: boolean;
  createdAt: string;
  /** The scam guard's reasons when the sender sent it anyway after the nudge (empty: ordinary). */
  scamReasons: ScamReason[];
}

/** Where a keyset page starts: after (last message time, id), newest first. */
export interface ListCursor {
  at: string;
  id: number;
}

type Q = Knex | Knex.Transaction;
type Raw = Record<string, unknown>;

const toConversation = (r: Raw): ConversationRow => ({
  id: r.id as number,
  memberA: (r.member_a as number | null) ?? null,
  memberB: (r.member_b as number | null) ?? null,
  startedBy: (r.started_by as number | null) ?? null,
  status: r.status as ConversationRow['status'],
  lastMessageAt: iso(r.last_message_at as Date)!,
});

const reasonsOf = (v: ScamReason[] | string | null | undefined): ScamReason[] => (v == null ? [] : typeof v === 'string' ? (JSON.parse(v) as ScamReason[]) : v);

const toMessage = (r: Raw): MessageRow => ({
  id: r.id as number,
  conversationId: r.conversation_id as number,
  senderId: (r.sender_id as number | null) ?? null,
  senderName: (r.sender_name as string | null) ?? FORMER_MEMBER,
  body: r.deleted_at ? '' : (r.body as string),
  deleted: !!r.deleted_at,
  createdAt: iso(r.created_at as Date)!,
  scamReasons: reasonsOf(r.scam_reasons as ScamReason[] | string | null),
});

/** The side of `me` in the conversation row (`c`): their column, the other's, and their read mark. */
const sideSql = (c = 'c') => ({
  other: `case when ${c}.member_a = :me then ${c}.member_b else ${c}.member_a end`,
  read: `case when ${c}.member_a = :me then ${c}.a_read_id else ${c}.b_read_id end`,
});

/**
 * The conversations `me` may see, with the other member: not with a member either blocked, and not a request `me`
 * declined. (A member who left is null on their side: the conversation stays, with 'Former member'.)
 */
const VISIBLE_TO_ME = `(c.member_a = :me or c.member_b = :me)
  and not exists (select 1 from member_blocks mb
                   where (mb.blocker_id = :me and mb.blocked_id = ${sideSql().other})
                      or (mb.blocked_id = :me and mb.blocker_id = ${sideSql().other}))`;

/** In `me`'s list and unread count: a request they declined is out of both (they can still open it from the member's profile). */
const LISTED = `${VISIBLE_TO_ME} and not (c.status = 'declined' and c.started_by is distinct from :me)`;

/** Messages from the other member after `me`'s read mark (not deleted, not hidden). */
const UNREAD = `(select count(*) from messages um
                  where um.conversation_id = c.id and um.id > ${sideSql().read}
                    and um.sender_id is distinct from :me and um.deleted_at is null and um.hidden_at is null)`;

/** SQL of private messages. Functions taking `q` run on the caller's transaction. */
export function createMessagesRepository(db: Knex) {
  async function lines(q: Q, me: number, where: string, bindings: Record<string, unknown>, limit: number, listed = true): Promise<ConversationLine[]> {
    const { rows } = (await q.raw(
      `select c.*, ${sideSql().other} as other_id, ou.name as other_name, ${UNREAD} as unread,
              lm.body as last_body, lm.created_at as last_at, lm.sender_id as last_sender, lm.deleted_at as last_deleted
         from conversations c
         left join users ou on ou.id = ${sideSql().other}
         left join lateral (select m.body, m.created_at, m.sender_id, m.deleted_at from messages m
                             where m.conversation_id = c.id and m.hidden_at is null order by m.id desc limit 1) lm on true
        where ${listed ? LISTED : VISIBLE_TO_ME} and ${where}
        order by c.last_message_at desc, c.id desc
        limit :limit`,
      { me, limit, ...bindings },
    )) as { rows: Raw[] };
    return rows.map((r) => ({
      ...toConversation(r),
      otherId: (r.other_id as number | null) ?? null,
      otherName: (r.other_name as string | null) ?? FORMER_MEMBER,
      unread: Number(r.unread),
      last: r.last_at
        ? { body: r.last_deleted ? '' : (r.last_body as string), at: iso(r.last_at as Date)!, senderId: (r.last_sender as number | null) ?? null, deleted: !!r.last_deleted }
        : null,
    }));
  }

  return {
    /** A page of `me`'s conversations, newest message first, after `cursor` (`limit + 1` rows tell whether there is more). */
    page: (me: number, limit: number, cursor?: ListCursor): Promise<ConversationLine[]> =>
      cursor
        ? lines(db, me, '(c.last_message_at, c.id) < (:at::timestamptz, :cid)', { at: cursor.at, cid: cursor.id }, limit + 1)
        : lines(db, me, 'true', {}, limit + 1),

    /** One conversation as `me` sees it (undefined: not theirs, or hidden from them by a block; a request they declined is found). */
    line: async (me: number, id: number, q: Q = db): Promise<ConversationLine | undefined> => (await lines(q, me, 'c.id = :cid', { cid: id }, 1, false))[0],

    /** Messages from others that `me` has not read, in every conversation they may see (the header's envelope). */
    async unreadTotal(me: number): Promise<number> {
      const { rows } = (await db.raw(`select coalesce(sum(${UNREAD}), 0) as n from conversations c where ${LISTED}`, { me })) as { rows: Array<{ n: string }> };
      return Number(rows[0]?.n ?? 0);
    },

    /** The conversation row (whoever asks), locked in `q`'s transaction when asked. */
    async find(id: number, q: Q = db, lock = false): Promise<ConversationRow | undefined> {
      const query = q('conversations').where({ id }).first();
      if (lock) void query.forUpdate();
      const row = (await query) as Raw | undefined;
      return row ? toConversation(row) : undefined;
    },

    /** The conversation between two members, if they have one. */
    async between(a: number, b: number, q: Q = db): Promise<ConversationRow | undefined> {
      const row = (await q('conversations').where({ member_a: Math.min(a, b), member_b: Math.max(a, b) }).first()) as Raw | undefined;
      return row ? toConversation(row) : undefined;
    },

    /** A member as `writerId` may know them: their name and the blocks between them (undefined: no such member). */
    async recipient(writerId: number, memberId: number, q: Q = db): Promise<Recipient | undefined> {
      const row = (await q('users')
        .where({ id: memberId })
        .first(
          'name',
          q.raw('exists (select 1 from member_blocks mb where mb.blocker_id = users.id and mb.blocked_id = ?) as blocked_writer', [writerId]),
          q.raw('exists (select 1 from member_blocks mb where mb.blocker_id = ? and mb.blocked_id = users.id) as blocked_by_writer', [writerId]),
        )) as { name: string; blocked_writer: boolean; blocked_by_writer: boolean } | undefined;
      return row ? { name: row.name, blockedWriter: !!row.blocked_writer, blockedByWriter: !!row.blocked_by_writer } : undefined;
    },

    /** What ties the two members (policies/messaging.ts decides what it allows). */
    async ties(a: number, b: number, q: Q = db): Promise<MessagingTies> {
      const { rows } = (await q.raw(
        `select
           exists (select 1 from group_members x join group_members y on y.group_id = x.group_id join groups g on g.id = x.group_id
                    where x.user_id = :a and y.user_id = :b and g.hidden_at is null)
           or exists (select 1 from community_members x join community_members y on y.community_id = x.community_id
                        join communities cm on cm.id = x.community_id
                       where x.user_id = :a and y.user_id = :b and cm.hidden_at is null) as share_place,
           exists (select 1 from mentors m join users mu on lower(mu.email) = lower(m.contact_email)
                    where (mu.id = :a and (exists (select 1 from mentorship_requests r where r.mentor_id = m.id and r.user_id = :b)
                                           or exists (select 1 from mentor_session_reservations r join mentor_sessions s on s.id = r.session_id
                                                       where s.mentor_id = m.id and r.user_id = :b)))
                       or (mu.id = :b and (exists (select 1 from mentorship_requests r where r.mentor_id = m.id and r.user_id = :a)
                                           or exists (select 1 from mentor_session_reservations r join mentor_sessions s on s.id = r.session_id
                                                       where s.mentor_id = m.id and r.user_id = :a)))) as mentorship,
           exists (select 1 from users u join roles ro on ro.id = u.role_id where u.id in (:a, :b) and ro.name = 'admin') as site_admin`,
        { a, b },
      )) as { rows: Array<{ share_place: boolean; mentorship: boolean; site_admin: boolean }> };
      const r = rows[0]!;
      return { sharePlace: !!r.share_place, mentorship: !!r.mentorship, siteAdmin: !!r.site_admin };
    },

    /** A new conversation between two members; answers its id. */
    async insertConversation(trx: Knex.Transaction, c: { a: number; b: number; startedBy: number; status: 'open' | 'request' }): Promise<number> {
      const [row] = (await trx('conversations')
        .insert({ member_a: Math.min(c.a, c.b), member_b: Math.max(c.a, c.b), started_by: c.startedBy, status: c.status })
        .returning('id')) as Array<{ id: number }>;
      return row!.id;
    },

    async setStatus(trx: Knex.Transaction, id: number, status: 'open' | 'declined'): Promise<void> {
      await trx('conversations').where({ id }).update({ status }).returning('id');
    },

    /** A message; the conversation comes up the lists and the sender has read up to it. Answers the stored message. */
    async insertMessage(trx: Knex.Transaction, m: { conversationId: number; senderId: number; body: string; scamReasons?: ScamReason[] }): Promise<MessageRow> {
      const [row] = (await trx('messages')
        .insert({ conversation_id: m.conversationId, sender_id: m.senderId, body: m.body, scam_reasons: m.scamReasons?.length ? jsonb(m.scamReasons) : null })
        .returning('*')) as Raw[];
      await trx.raw(
        `update conversations set last_message_at = :at,
                a_read_id = case when member_a = :me then :id else a_read_id end,
                b_read_id = case when member_b = :me then :id else b_read_id end
          where id = :cid`,
        { at: row!.created_at as Date, me: m.senderId, id: row!.id as number, cid: m.conversationId },
      );
      const sender = (await trx('users').where({ id: m.senderId }).first('name')) as { name: string } | undefined;
      return toMessage({ ...row!, sender_name: sender?.name ?? null });
    },

    /** Messages from the other member that `me` has not read in one conversation. */
    async unreadIn(conversationId: number, me: number, q: Q = db): Promise<number> {
      const { rows } = (await q.raw(`select ${UNREAD} as n from conversations c where c.id = :cid`, { me, cid: conversationId })) as { rows: Array<{ n: string }> };
      return Number(rows[0]?.n ?? 0);
    },

    /** A page of a conversation's messages (not hidden), newest first, before message `beforeId`. */
    async messages(conversationId: number, limit: number, beforeId?: number): Promise<MessageRow[]> {
      const q = db('messages as m')
        .leftJoin('users as u', 'u.id', 'm.sender_id')
        .where('m.conversation_id', conversationId)
        .whereNull('m.hidden_at')
        .select('m.*', 'u.name as sender_name')
        .orderBy('m.id', 'desc')
        .limit(limit + 1);
      if (beforeId !== undefined) void q.where('m.id', '<', beforeId);
      return ((await q) as Raw[]).map(toMessage);
    },

    /** `me` has read the conversation up to its newest message. */
    async markRead(conversationId: number, me: number, q: Q = db): Promise<void> {
      await q.raw(
        `update conversations c set
            a_read_id = case when c.member_a = :me then greatest(c.a_read_id, n.max_id) else c.a_read_id end,
            b_read_id = case when c.member_b = :me then greatest(c.b_read_id, n.max_id) else c.b_read_id end
           from (select coalesce(max(id), 0) as max_id from messages where conversation_id = :cid) n
          where c.id = :cid`,
        { me, cid: conversationId },
      );
    },

    /** One message that was not hidden by a moderator (deleted or not), locked when asked. */
    async message(id: number, q: Q = db, lock = false): Promise<MessageRow | undefined> {
      const query = q('messages as m').leftJoin('users as u', 'u.id', 'm.sender_id').where('m.id', id).whereNull('m.hidden_at').first('m.*', 'u.name as sender_name');
      if (lock) void query.forUpdate('m');
      const row = (await query) as Raw | undefined;
      return row ? toMessage(row) : undefined;
    },

    /** Deletes a message's words for both sides; the row stays ('Message deleted'). */
    async deleteMessage(trx: Knex.Transaction, id: number): Promise<void> {
      await trx('messages').where({ id }).update({ body: '', deleted_at: trx.fn.now() }).returning('id');
    },
  };
}
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
