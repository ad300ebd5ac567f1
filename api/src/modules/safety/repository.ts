import type { Knex } from 'knex';
import type { ReportReason, ReportTargetType } from '@afterwork/contracts/safety';
import { jsonb } from '../../db';
import { visibleSql } from '../../policies/visibility';
import { messageSnapshot } from './message-report-repository';
import { hidePost, postSnapshot } from './post-report-repository';

const VISIBLE: Record<Exclude<ReportTargetType, 'member'>, (alias: string) => string> = {
  group: visibleSql.group,
  activity: visibleSql.activity,
  community: visibleSql.community,
  resource: visibleSql.resource,
  // A private message a moderator hid (issue 30).
  message: (m: string) => `${m}.hidden_at is null`,
  // A discussion post or reply a moderator hid or a group admin removed (issue 30, item 7).
  post: (p: string) => `${p}.removed_at is null`,
};

/** What a report keeps of its target: a label, the content as it was, and the member responsible. */
export interface TargetSnapshot {
  label: string;
  snapshot: Record<string, unknown>;
  authorId: number | null;
  hidden: boolean;
}

export interface ReportRow {
  id: number;
  reporter_id: number | null;
  target_type: ReportTargetType;
  target_id: number;
  target_label: string;
  reason: ReportReason;
  note: string | null;
  snapshot: Record<string, unknown>;
  author_id: number | null;
  status: 'open' | 'closed';
  created_at: Date;
}

/** The table of each target type, the columns copied into a report, and which of them names it. */
const TARGETS: Record<ReportTargetType, { table: string; columns: string[]; label: string; author: string }> = {
  member: { table: 'users', columns: ['name', 'username', 'bio', 'location', 'profession', 'avatar'], label: 'name', author: 'id' },
  group: { table: 'groups', columns: ['name', 'description', 'type', 'location', 'image_url'], label: 'name', author: 'created_by' },
  activity: { table: 'activities', columns: ['title', 'description', 'location', 'start_date', 'meeting_link', 'group_id', 'community_id'], label: 'title', author: 'created_by' },
  community: { table: 'communities', columns: ['name', 'description', 'location', 'type'], label: 'name', author: 'created_by' },
  resource: { table: 'resources', columns: ['title', 'description', 'category', 'link', 'content'], label: 'title', author: 'created_by' },
  // Only hide() uses this one: a message's copy is messageSnapshot's (with the two messages before it).
  message: { table: 'messages', columns: ['body'], label: 'body', author: 'sender_id' },
  // The same for a post: its copy is postSnapshot's (with where it was written and what it answers).
  post: { table: 'discussion_posts', columns: ['body'], label: 'body', author: 'author_id' },
};

/** The column that says a target is hidden (a post's is its removal's, so it leaves every list as a removal does). */
const hiddenColumn = (type: Exclude<ReportTargetType, 'member'>) => (type === 'post' ? 'removed_at' : 'hidden_at');

/** Long texts are cut in the copy (a report keeps enough to judge, not a second library). */
const clip = (v: unknown): unknown => (typeof v === 'string' && v.length > 4000 ? `${v.slice(0, 4000)}…` : v instanceof Date ? v.toISOString() : v);

/** SQL of reports, moderation, blocks and warnings. Functions taking `q` run on the caller's transaction. */
export function createSafetyRepository(db: Knex) {
  return {
    /**
     * The target as it is now, or undefined when it does not exist. `hidden`: not visible to `viewerId` (policies/
     * visibility.ts): hidden by a moderator (an activity also by its host's hiding), or a member who blocked them.
     */
    async snapshotOf(type: ReportTargetType, id: number, viewerId: number, q: Knex = db): Promise<TargetSnapshot | undefined> {
      if (type === 'message') return messageSnapshot(q, id, viewerId);
      if (type === 'post') return postSnapshot(q, id, viewerId);
      const spec = TARGETS[type];
      const hidden =
        type === 'member'
          ? q.raw('exists (select 1 from member_blocks mb where mb.blocker_id = users.id and mb.blocked_id = ?) as is_hidden', [viewerId])
          : q.raw(`not ${VISIBLE[type](spec.table)} as is_hidden`);
      const extra = [hidden];
      const row = (await q(spec.table)
        .where({ id })
        .first([...spec.columns, `${spec.author} as author_id`, ...extra])) as (Record<string, unknown> & { author_id: number | null; is_hidden: boolean }) | undefined;
      if (!row) return undefined;
      const snapshot = Object.fromEntries(spec.columns.map((c) => [c, clip(row[c])]));
      return { label: String(row[spec.label] ?? '').slice(0, 200), snapshot, authorId: row.author_id ?? null, hidden: !!row.is_hidden };
    },

    /** True when this member already has an open report on this target. */
    hasOpenReport: async (reporterId: number, type: ReportTargetType, id: number): Promise<boolean> =>
      !!(await db('reports').where({ reporter_id: reporterId, target_type: type, target_id: id, status: 'open' }).first('id')),

    async insertReport(data: {
      reporterId: number; type: ReportTargetType; id: number; reason: ReportReason; note: string | null; target: TargetSnapshot;
    }): Promise<number> {
      const [row] = await db('reports')
        .insert({
          reporter_id: data.reporterId,
          target_type: data.type,
          target_id: data.id,
          target_label: data.target.label || '(untitled)',
          reason: data.reason,
          note: data.note,
          snapshot: jsonb(data.target.snapshot),
          author_id: data.target.authorId,
        })
        .returning('id');
      return (row as { id: number }).id;
    },

    /** Open reports, newest first (at most `limit`), for the moderation queue. */
    openReports: async (limit: number): Promise<ReportRow[]> =>
      db('reports').where({ status: 'open' }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit) as Promise<ReportRow[]>,

    countOpen: async (): Promise<number> => Number(((await db('reports').where({ status: 'open' }).count('* as n').first()) as unknown as { n: string | number }).n),

    /** The open reports about one target, locked (two moderators acting at once: the second finds none). */
    lockOpenReports: async (trx: Knex.Transaction, type: ReportTargetType, id: number): Promise<ReportRow[]> =>
      trx('reports').where({ status: 'open', target_type: type, target_id: id }).forUpdate().select('*') as Promise<ReportRow[]>,

    async closeReports(trx: Knex.Transaction, ids: number[], resolution: string, reason: string): Promise<void> {
      await trx('reports').whereIn('id', ids).update({ status: 'closed', resolution, resolution_reason: reason, resolved_at: trx.fn.now() });
    },

    /** Hides a group, activity, community or resource: it leaves every list and page (list caches follow by trigger). */
    async hide(trx: Knex.Transaction, type: Exclude<ReportTargetType, 'member'>, id: number, by?: number): Promise<void> {
      if (type === 'post') return hidePost(trx, id, by ?? null);
      await trx(TARGETS[type].table).where({ id }).update({ hidden_at: trx.fn.now() });
    },

    /** Current suspension of members: id → ISO end ('forever' for good). */
    async suspensions(ids: number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = (await db('users')
        .whereIn('id', ids)
        .andWhere('suspended_until', '>', db.fn.now())
        .select('id', db.raw(`case when suspended_until = 'infinity' then 'forever' else to_char(suspended_until at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end as until`))) as Array<{ id: number; until: string }>;
      return new Map(rows.map((r) => [r.id, r.until]));
    },

    /** A member as `viewerId` may see them (issue 32, finding 8): their name, and whether they blocked the viewer. */
    async memberSeenBy(viewerId: number, memberId: number): Promise<{ name: string; blockedViewer: boolean } | undefined> {
      const row = (await db('users')
        .where({ id: memberId })
        .first('name', db.raw('exists (select 1 from member_blocks mb where mb.blocker_id = users.id and mb.blocked_id = ?) as blocked_viewer', [viewerId]))) as
        | { name: string; blocked_viewer: boolean }
        | undefined;
      return row ? { name: row.name, blockedViewer: !!row.blocked_viewer } : undefined;
    },

    /** Which of these targets are hidden now. */
    async hiddenIds(type: Exclude<ReportTargetType, 'member'>, ids: number[]): Promise<Set<number>> {
      if (!ids.length) return new Set();
      const rows = (await db(TARGETS[type].table).whereIn('id', ids).whereNotNull(hiddenColumn(type)).select('id')) as Array<{ id: number }>;
      return new Set(rows.map((r) => r.id));
    },

    /** The member with their role, for a warning or a suspension. */
    memberForAction: async (q: Knex, id: number): Promise<{ id: number; name: string; username: string; email: string; role: string } | undefined> =>
      (await q('users').join('roles', 'roles.id', 'users.role_id').where('users.id', id).first('users.id', 'users.name', 'users.username', 'users.email', 'roles.name as role')) as
        | { id: number; name: string; username: string; email: string; role: string }
        | undefined,

    /** Records a warning in the moderator's transaction (the member is told by the notifier: moderation-service). */
    async insertWarning(trx: Knex.Transaction, userId: number, reason: string): Promise<number> {
      const [row] = (await trx('member_warnings').insert({ user_id: userId, reason }).returning('id')) as Array<{ id: number }>;
      return row.id;
    },

    /** The member's warnings they have not said they read, newest first. */
    unreadWarnings: async (userId: number): Promise<Array<{ id: number; reason: string; created_at: Date }>> =>
      db('member_warnings').where({ user_id: userId }).whereNull('acknowledged_at').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).select('id', 'reason', 'created_at'),

    /** Marks one of the member's own warnings read (and its notice); answers whether it was theirs. */
    async markWarningRead(userId: number, id: number): Promise<boolean> {
      return db.transaction(async (trx) => {
        const rows = (await trx('member_warnings').where({ id, user_id: userId }).update({ acknowledged_at: trx.raw('coalesce(acknowledged_at, now())') }).returning('id')) as Array<{ id: number }>;
        if (!rows.length) return false;
        await trx('notifications').where({ user_id: userId, dedupe_key: `warning:${id}` }).whereNull('read_at').update({ read_at: trx.fn.now() }).returning('id');
        return true;
      });
    },

    /** Suspends until `now + days`, or for good when `days` is null. Answers the end (null for good). */
    async suspend(trx: Knex.Transaction, userId: number, days: number | null, reason: string): Promise<Date | null> {
      const until = days === null ? `'infinity'::timestamptz` : `now() + (${Math.trunc(days)} * interval '1 day')`;
      const { rows } = (await trx.raw(
        `update users set suspended_until = ${until}, suspension_reason = ? where id = ?
         returning case when suspended_until = 'infinity' then null else suspended_until end as until`,
        [reason, userId],
      )) as { rows: Array<{ until: Date | null }> };
      return rows[0]?.until ?? null;
    },

    /** The members `blockerId` blocked, the latest first. */
    blocksOf: (blockerId: number): Promise<Array<{ id: number; name: string; created_at: Date }>> =>
      db('member_blocks')
        .join('users', 'users.id', 'member_blocks.blocked_id')
        .where('member_blocks.blocker_id', blockerId)
        .orderBy([{ column: 'member_blocks.created_at', order: 'desc' }, { column: 'users.id', order: 'desc' }])
        .select('users.id', 'users.name', 'member_blocks.created_at') as unknown as Promise<Array<{ id: number; name: string; created_at: Date }>>,

    /** A block (a repeat changes nothing). */
    async addBlock(blockerId: number, blockedId: number): Promise<void> {
      await db('member_blocks').insert({ blocker_id: blockerId, blocked_id: blockedId }).onConflict(['blocker_id', 'blocked_id']).ignore();
    },

    /** Removes a block; answers whether there was one. */
    async removeBlock(blockerId: number, blockedId: number): Promise<boolean> {
      const removed = (await db('member_blocks').where({ blocker_id: blockerId, blocked_id: blockedId }).delete().returning('blocked_id')) as Array<{ blocked_id: number }>;
      return removed.length > 0;
    },
  };
}
export type SafetyRepository = ReturnType<typeof createSafetyRepository>;
