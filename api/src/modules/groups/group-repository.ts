import type { Knex } from 'knex';
import type { CreateGroupData, Group, GroupMember, GroupMemberRole, UserGroup } from '@afterwork/contracts/groups';
import { iso, toCount } from '../../db';
import { searchQueryText } from '../../db/word-search';
import { blockedEitherWay, distrustedBy, shownAvatar } from '../../db/member-blocks';
import type { GroupMemberRow, GroupRow } from './tables';
import type { CurrentUser } from '@afterwork/contracts/users';
import { visibleSql } from '../../policies/visibility';
import { nextDates } from '../../db/next-dates';

type GroupWithCount = GroupRow & { activity_count: number | string };

const toGroup = (g: GroupWithCount): Group => ({
  id: g.id,
  name: g.name,
  description: g.description,
  type: g.type,
  location: g.location,
  memberCount: g.member_count,
  activityCount: toCount(g.activity_count),
  imageUrl: g.image_url,
  createdBy: g.created_by,
  createdAt: iso(g.created_at)!,
});

/** Data access for groups and their memberships. Functions that take `q` run on the caller's transaction. */
export function createGroupRepository(db: Knex) {
  const groupBase = (q: Knex = db) =>
    q('groups').select(
      'groups.*',
      q.raw('(select count(*) from activities ga where ga.group_id = groups.id and ga.hidden_at is null) as activity_count'),
    )
      // A group hidden by a moderator (issue 21) is gone from every list and page (policies/visibility.ts).
      .whereRaw(visibleSql.group()) as unknown as Knex.QueryBuilder<GroupWithCount, GroupWithCount[]>;

  return {
    async listGroups(filter: { search?: string; type?: string }): Promise<Group[]> {
      const q = groupBase();
      if (filter.type) q.where('groups.type', filter.type);
      // Every word, in the name, type, description or location (issue 19 §4): the GIN index on search_doc.
      const words = filter.search ? searchQueryText(filter.search) : null;
      if (words) q.whereRaw(`groups.search_doc @@ to_tsquery('english', ?)`, [words]);
      return (await q.orderBy([{ column: 'groups.created_at', order: 'desc' }, { column: 'groups.id', order: 'desc' }])).map(toGroup);
    },

    /**
     * The groups whose location names a town as a whole word ('Castle Park, Bristol' meets in Bristol; 'Bristolian
     * Hall' does not), the busiest first. Case-insensitive.
     */
    async listGroupsMeetingIn(town: string, limit = 24): Promise<Group[]> {
      const word = town.trim().replace(/[\\^$.|?*+()[\]{}-]/g, '\\$&');
      if (!word) return [];
      const rows = await groupBase()
        .whereRaw(`groups.location ~* ?`, [`\\m${word}\\M`])
        .orderBy([{ column: 'groups.member_count', order: 'desc' }, { column: 'groups.id', order: 'asc' }])
        .limit(limit);
      return rows.map(toGroup);
    },

    async findGroup(id: number, q: Knex = db): Promise<Group | undefined> {
      const row = await groupBase(q).where('groups.id', id).first();
      return row ? toGroup(row) : undefined;
    },

    /**
     * True when the group exists and is not hidden (joining and leaving a hidden group read as for no group, issue 32);
     * its row stays locked FOR UPDATE until the transaction ends.
     */
    lockGroup: async (trx: Knex.Transaction, id: number): Promise<boolean> =>
      !!(await trx('groups').where({ id }).whereRaw(visibleSql.group()).forUpdate().first('id')),

    /** A new group with its founder as its first admin; answers the id. */
    async insertGroup(trx: Knex.Transaction, data: CreateGroupData, founderId: number): Promise<number> {
      const [row] = await trx('groups')
        .insert({ name: data.name, description: data.description, type: data.type, location: data.location, image_url: data.imageUrl, created_by: founderId, member_count: 1 })
        .returning('id');
      const groupId = typeof row === 'object' ? (row as { id: number }).id : (row as number);
      await trx('group_members').insert({ group_id: groupId, user_id: founderId, role: 'admin' });
      return groupId;
    },

    async listUserGroups(userId: number): Promise<UserGroup[]> {
      const rows = (await groupBase()
        .join('group_members as gm', 'gm.group_id', 'groups.id')
        .where('gm.user_id', userId)
        .select('gm.role as member_role', 'gm.joined_at as member_joined_at')
        .orderBy('gm.joined_at', 'desc')) as Array<GroupWithCount & { member_role: GroupMemberRole; member_joined_at: Date }>;
      const next = await nextDates(db, 'group_id', rows.map((r) => Number(r.id)));
      return rows.map((r) => ({ ...toGroup(r), role: r.member_role, joinedAt: iso(r.member_joined_at)!, nextActivity: next.get(Number(r.id)) ?? null }));
    },

    /**
     * The group's members as `viewerId` sees them: nobody they block or who blocks them (issue 21), and no picture of
     * a member who shows other members only their name (issue 18).
     */
    /**
     * The members `viewer` may see: never one who blocked the viewer; the members the viewer blocked only with
     * `withBlocked` (the Members tab asks, so its count is the group's and an organiser can still remove them; issue
     * 31), marked `blockedByMe`. `reportedByMe`: the viewer reported them (their own report, never anyone else's).
     */
    async listMembers(groupId: number, viewer: CurrentUser, withBlocked = false): Promise<GroupMember[]> {
      const viewerId = viewer.id;
      const query = db('group_members')
        .join('users', 'users.id', 'group_members.user_id')
        .where('group_members.group_id', groupId)
        .select(
          'group_members.*',
          'users.name',
          shownAvatar(db, viewer),
          db.raw('exists (select 1 from member_blocks mb where mb.blocker_id = ? and mb.blocked_id = users.id) as blocked_by_me', [viewerId]),
          db.raw(`exists (select 1 from reports r where r.reporter_id = ? and r.target_type = 'member' and r.target_id = users.id) as reported_by_me`, [viewerId]),
        )
        .orderByRaw(`case when group_members.role = 'admin' then 0 else 1 end`)
        .orderBy([{ column: 'group_members.joined_at', order: 'asc' }, { column: 'group_members.id', order: 'asc' }]);
      if (withBlocked) query.whereNotExists(db('member_blocks').whereRaw('blocker_id = users.id and blocked_id = ?', [viewerId]).select(db.raw('1')));
      else query.whereNot(blockedEitherWay(db, viewerId, 'users.id'));
      const rows = await query;
      return rows.map((m: GroupMemberRow & { name: string; avatar: string | null; blocked_by_me: boolean; reported_by_me: boolean }) => ({
        id: m.id,
        groupId: m.group_id,
        userId: m.user_id,
        role: m.role,
        joinedAt: iso(m.joined_at)!,
        name: m.name,
        avatar: m.avatar,
        blockedByMe: m.blocked_by_me,
        reportedByMe: m.reported_by_me,
      }));
    },

    findMembership: (groupId: number, userId: number, q: Knex = db): Promise<GroupMemberRow | undefined> =>
      q('group_members').where({ group_id: groupId, user_id: userId }).first(),

    /** Sets a member's role (never to or from 'admin' here); answers whether the member was found. */
    async setRole(trx: Knex.Transaction, groupId: number, userId: number, role: 'member' | 'organiser'): Promise<boolean> {
      const rows = await trx('group_members').where({ group_id: groupId, user_id: userId }).whereNot('role', 'admin').update({ role }).returning('id');
      return rows.length === 1;
    },

    /** Of `userIds`, the group's members and their role, in one query (the live updates' readers, issue 30). */
    membershipsAmong: async (groupId: number, userIds: number[]): Promise<Map<number, string>> => {
      if (!userIds.length) return new Map();
      const rows = (await db('group_members').where({ group_id: groupId }).whereRaw('user_id = any(?::int[])', [userIds]).select('user_id', 'role')) as Array<{ user_id: number; role: string }>;
      return new Map(rows.map((r) => [r.user_id, r.role]));
    },

    /** Adds a plain member (a unique violation when they already are one). */
    async insertMember(trx: Knex.Transaction, groupId: number, userId: number): Promise<GroupMemberRow> {
      const [m] = await trx('group_members').insert({ group_id: groupId, user_id: userId, role: 'member' }).returning('*');
      return m as GroupMemberRow;
    },

    /** True when a membership was removed (read from the returned rows: affected-row counts are not trusted). */
    deleteMember: async (trx: Knex.Transaction, groupId: number, userId: number): Promise<boolean> =>
      (await trx('group_members').where({ group_id: groupId, user_id: userId }).del().returning('id')).length > 0,

    /**
     * A group never stays without an admin while it has members (issue 18, finding 9): when none is left, the
     * longest-standing member becomes one, never one the leaver (`leaverId`) blocked or reported (issue 31). Answers the
     * new admin's user id, or null when nothing changed.
     */
    async handOverIfNoAdmin(trx: Knex.Transaction, groupId: number, leaverId: number | null): Promise<number | null> {
      const rows = (
        await trx.raw(
          `update group_members set role = 'admin'
            where id = (select gm.id from group_members gm where gm.group_id = ? and not ?
                         order by gm.joined_at asc, gm.id asc limit 1)
              and not exists (select 1 from group_members where group_id = ? and role = 'admin')
            returning user_id`,
          [groupId, leaverId == null ? trx.raw('false') : distrustedBy(trx, leaverId, 'gm.user_id'), groupId],
        )
      ).rows as Array<{ user_id: number }>;
      return rows[0]?.user_id ?? null;
    },

    /** Recount a group's members (inside the transaction that changed them). */
    async recountMembers(q: Knex, groupId: number): Promise<void> {
      await q.raw('update groups set member_count = (select count(*) from group_members where group_id = ?) where id = ?', [groupId, groupId]);
    },
  };
}
export type GroupRepository = ReturnType<typeof createGroupRepository>;
