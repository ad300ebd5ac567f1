import type { Knex } from 'knex';
import { FORMER_MEMBER } from '@afterwork/contracts/safety-words';
import { publish } from '../realtime/public';
import type { TargetSnapshot } from './repository';

/** Why a post a moderator hid is gone (its author's own list of removals says so). */
export const HIDDEN_BY_MODERATORS = "Hidden by the site's moderators after a report.";

/** How much of each post a report keeps. */
const CLIP = 2000;
const clip = (s: string) => (s.length > CLIP ? `${s.slice(0, CLIP)}…` : s);

type PostRow = {
  id: number; parent_id: number | null; author_id: number | null; author_name: string | null; body: string; created_at: Date;
  removed_at: Date | null; parent_removed: boolean; place_name: string | null; place_kind: 'group' | 'community' | 'activity'; reader: boolean;
};
type Line = { body: string; created_at: Date; author_name: string | null };

/**
 * A discussion post or reply as a report keeps it (issue 30, item 7), with its context: where it was written, and for
 * a reply the post it answers and the reply just before it. Only a member who may read the discussion (a member of
 * the group or community, or of an activity's host) can report it; for anyone else, and for a post removed already
 * (or a reply under one), it does not exist.
 */
export async function postSnapshot(q: Knex, id: number, viewerId: number): Promise<TargetSnapshot | undefined> {
  const row = (await q('discussion_posts as p')
    .leftJoin('users as u', 'u.id', 'p.author_id')
    .leftJoin('discussion_posts as parent', 'parent.id', 'p.parent_id')
    .leftJoin('groups as g', 'g.id', 'p.group_id')
    .leftJoin('communities as c', 'c.id', 'p.community_id')
    .leftJoin('activities as a', 'a.id', 'p.activity_id')
    .where('p.id', id)
    .whereNull('g.hidden_at').whereNull('c.hidden_at').whereNull('a.hidden_at')
    .first(
      'p.id', 'p.parent_id', 'p.author_id', 'u.name as author_name', 'p.body', 'p.created_at', 'p.removed_at',
      q.raw('(parent.id is not null and parent.removed_at is not null) as parent_removed'),
      q.raw('coalesce(g.name, c.name, a.title) as place_name'),
      q.raw(`case when p.group_id is not null then 'group' when p.community_id is not null then 'community' else 'activity' end as place_kind`),
      q.raw(
        `(exists (select 1 from group_members gm where gm.user_id = ? and gm.group_id = coalesce(p.group_id, a.group_id))
          or exists (select 1 from community_members cm where cm.user_id = ? and cm.community_id = coalesce(p.community_id, a.community_id))) as reader`,
        [viewerId, viewerId],
      ),
    )) as PostRow | undefined;
  if (!row || !row.reader) return undefined;
  const from = row.author_name ?? FORMER_MEMBER;
  const line = (r: Line | undefined) => (r ? `${r.author_name ?? FORMER_MEMBER} (${r.created_at.toISOString()}): ${clip(r.body)}` : null);
  let context: Record<string, string | null> = {};
  if (row.parent_id !== null) {
    const lines = q('discussion_posts as p').leftJoin('users as u', 'u.id', 'p.author_id');
    const post = (await lines.clone().where('p.id', row.parent_id).first('p.body', 'p.created_at', 'u.name as author_name')) as Line | undefined;
    const before = (await lines.clone()
      .where('p.parent_id', row.parent_id).whereNull('p.removed_at')
      .andWhere((w) => w.where('p.created_at', '<', row.created_at).orWhere((x) => x.where('p.created_at', row.created_at).andWhere('p.id', '<', row.id)))
      .orderBy([{ column: 'p.created_at', order: 'desc' }, { column: 'p.id', order: 'desc' }])
      .first('p.body', 'p.created_at', 'u.name as author_name')) as Line | undefined;
    context = { in_answer_to: line(post), reply_before: line(before) };
  }
  const what = row.parent_id === null ? 'Post' : 'Reply';
  const where = row.place_kind === 'activity' ? `the questions and chat of ${row.place_name}` : `the discussion of ${row.place_name}`;
  return {
    label: `${what} by ${from} in ${where}`.slice(0, 200),
    snapshot: { where, from, written_at: row.created_at.toISOString(), [what.toLowerCase()]: clip(row.body), ...context },
    authorId: row.author_id,
    hidden: !!row.removed_at || row.parent_removed,
  };
}

/**
 * A moderator hides a reported post or reply (issue 30, item 7): it is removed as a group admin's removal is (out of
 * every list, its replies with it, unpinned), the open pages of its discussion refetch (the live stream's 'remove'),
 * its notices leave the bells, and mails about it still in the queue are not sent (`mail_withdrawals`, read by the mail service before sending).
 */
export async function hidePost(trx: Knex.Transaction, id: number, by: number | null): Promise<void> {
  // The post and its replies (as a group admin's removal): a reply shows nowhere without its post.
  const rows = (await trx('discussion_posts').where((w) => void w.where({ id }).orWhere({ parent_id: id })).whereNull('removed_at')
    .update({ removed_at: trx.fn.now(), removed_by: by, removal_reason: HIDDEN_BY_MODERATORS, pinned_at: null })
    .returning(['id', 'parent_id', 'author_id', 'group_id', 'community_id', 'activity_id'])) as Array<{
    id: number; parent_id: number | null; author_id: number; group_id: number | null; community_id: number | null; activity_id: number | null;
  }>;
  const row = rows.find((r) => r.id === id);
  if (!row) return;
  const ids = rows.map((r) => r.id);
  // Mails about it not sent yet: the new post's, the reply's, an announcement's (their keys begin so).
  await trx('mail_withdrawals')
    .insert(ids.flatMap((one) => ['discussion-post', 'discussion-reply', 'announcement'].map((kind) => ({ key_prefix: `${kind}:${one}` }))))
    .onConflict('key_prefix').ignore();
  // Its notices leave the bells (they quote it): the members told refetch theirs.
  const told = (await trx('notifications')
    .whereIn('dedupe_key', ids.flatMap((one) => ['discussion-post', 'discussion-reply', 'announcement', 'activity-chat'].map((kind) => `${kind}:${one}`)))
    .delete()
    .returning('user_id')) as Array<{ user_id: number }>;
  const place = row.group_id !== null ? { place: 'group' as const, id: row.group_id } : row.community_id !== null ? { place: 'community' as const, id: row.community_id } : { place: 'activity' as const, id: row.activity_id! };
  await publish(trx, {
    kind: 'discussion',
    audience: place,
    actorId: row.author_id,
    data: { change: 'remove', place: place.place, placeId: place.id, postId: row.id, parentId: row.parent_id },
  });
  if (told.length) await publish(trx, { kind: 'notices', audience: { members: [...new Set(told.map((n) => n.user_id))] } });
}
