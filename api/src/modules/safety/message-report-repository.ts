import type { Knex } from 'knex';
import { FORMER_MEMBER } from '@afterwork/contracts/safety-words';
import type { TargetSnapshot } from './repository';

/** How much of each message a report keeps. */
const CLIP = 2000;
const clip = (s: string) => (s.length > CLIP ? `${s.slice(0, CLIP)}…` : s);

type Row = { id: number; body: string; created_at: Date; deleted_at: Date | null; sender_id: number | null; sender_name: string | null };

/**
 * A private message as a report keeps it (issue 30): the message, who sent it and to whom, and the two messages
 * before it in the conversation — the only private words a moderator ever reads. Only a member of the conversation
 * can report it: for anyone else (and for a message deleted or hidden already) it does not exist.
 */
export async function messageSnapshot(q: Knex, id: number, viewerId: number): Promise<TargetSnapshot | undefined> {
  const found = (await q('messages as m')
    .join('conversations as c', 'c.id', 'm.conversation_id')
    .where('m.id', id)
    .andWhere((w) => w.where('c.member_a', viewerId).orWhere('c.member_b', viewerId))
    .first('m.conversation_id', 'm.sender_id', 'm.deleted_at', 'm.hidden_at', 'c.member_a', 'c.member_b')) as
    | { conversation_id: number; sender_id: number | null; deleted_at: Date | null; hidden_at: Date | null; member_a: number | null; member_b: number | null }
    | undefined;
  if (!found) return undefined;
  const rows = (await q('messages as m')
    .leftJoin('users as u', 'u.id', 'm.sender_id')
    .where('m.conversation_id', found.conversation_id)
    .andWhere('m.id', '<=', id)
    .whereNull('m.hidden_at')
    .orderBy('m.id', 'desc')
    .limit(3)
    .select('m.id', 'm.body', 'm.created_at', 'm.deleted_at', 'm.sender_id', 'u.name as sender_name')) as Row[];
  const [message, before, beforeThat] = rows;
  const recipientId = found.sender_id === found.member_a ? found.member_b : found.member_a;
  const recipient = recipientId ? ((await q('users').where({ id: recipientId }).first('name')) as { name: string } | undefined) : undefined;
  const from = message?.sender_name ?? FORMER_MEMBER;
  const line = (r: Row | undefined) => (r ? `${r.sender_name ?? FORMER_MEMBER} (${r.created_at.toISOString()}): ${r.deleted_at ? 'Message deleted' : clip(r.body)}` : null);
  return {
    label: `Private message from ${from}`.slice(0, 200),
    snapshot: {
      from,
      to: recipient?.name ?? FORMER_MEMBER,
      message: message ? clip(message.body) : '',
      sent_at: message?.created_at.toISOString() ?? null,
      message_before: line(before),
      two_messages_before: line(beforeThat),
    },
    authorId: found.sender_id,
    // A message deleted by its writer or hidden by a moderator cannot be reported (it shows nowhere).
    hidden: !!found.deleted_at || !!found.hidden_at || !message,
  };
}
