import type { Knex } from 'knex';
import type {
  ActivitySuggestion, Community, CommunityFormData, CommunityLead, CommunityListItem, CommunityMembership, CommunitySuggestion,
  CommunityUpdateData, UserCommunity,
} from '@afterwork/contracts/communities';
import { iso } from '../../db';
import { blockedEitherWay } from '../../db/member-blocks';
import type { Actor } from '../../policies/actor';
import { profileDetailsSql } from '../../policies/profiles';
import { visibleSql } from '../../policies/visibility';
import { nextDates } from '../../db/next-dates';

/** Row types (snake_case, as stored). pg answers numeric columns as strings: the mappers make them numbers. */
export interface CommunityRow {
  id: number;
  name: string;
  location: string;
  type: string;
  description: string;
  member_count: number;
  latitude: string | number;
  longitude: string | number;
  image_url: string | null;
  cover_photo: string | null;
  created_by: number | null;
  created_at: Date;
  updated_at: Date;
}
export interface CommunityLeadRow {
  id: number;
  community_id: number;
  user_id: number;
  role: string;
  bio: string | null;
  joined_at: Date;
  user_name: string;
  user_avatar: string | null;
  user_profession: string | null;
}
export const toListItem = (r: Pick<CommunityRow, 'id' | 'name' | 'location' | 'type' | 'latitude' | 'longitude' | 'member_count'>): CommunityListItem => ({
  id: r.id,
  name: r.name,
  location: r.location,
  type: r.type,
  latitude: Number(r.latitude),
  longitude: Number(r.longitude),
  memberCount: Number(r.member_count),
});

export const toCommunity = (r: CommunityRow, myMembership: CommunityMembership | null = null): Community => ({
  ...toListItem(r),
  description: r.description,
  imageUrl: r.image_url,
  coverPhoto: r.cover_photo,
  createdBy: r.created_by,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
  myMembership,
});

export const toLead = (r: CommunityLeadRow): CommunityLead => ({
  id: r.id,
  communityId: r.community_id,
  userId: r.user_id,
  role: r.role,
  bio: r.bio,
  joinedAt: iso(r.joined_at)!,
  user: { name: r.user_name, avatar: r.user_avatar, profession: r.user_profession },
});

/** Columns of the explorer list (and nothing else: 10k rows travel). */
const LIST_COLUMNS = ['id', 'name', 'location', 'type', 'latitude', 'longitude', 'member_count'] as const;

function toRowPatch(data: CommunityUpdateData): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  if (data.name !== undefined) row.name = data.name;
  if (data.description !== undefined) row.description = data.description;
  if (data.type !== undefined) row.type = data.type;
  if (data.location !== undefined) row.location = data.location;
  if (data.latitude !== undefined) row.latitude = data.latitude;
  if (data.longitude !== undefined) row.longitude = data.longitude;
  if (data.imageUrl !== undefined) row.image_url = data.imageUrl;
  if (data.coverPhoto !== undefined) row.cover_photo = data.coverPhoto;
  return row;
}

export function createCommunitiesRepository(db: Knex) {
  return {
    async list(): Promise<CommunityListItem[]> {
      // A community hidden by a moderator (issue 21) leaves the explorer, its page and everything on it (issue 32).
      const rows = await db('communities').select(LIST_COLUMNS).whereRaw(visibleSql.community()).orderBy([{ column: 'name' }, { column: 'id' }]);
      return (rows as CommunityRow[]).map(toListItem);
    },
    findById: async (id: number): Promise<CommunityRow | undefined> => (await db('communities').where({ id }).whereRaw(visibleSql.community()).first()) as CommunityRow | undefined,
    exists: async (id: number): Promise<boolean> => !!(await db('communities').where({ id }).whereRaw(visibleSql.community()).first('id')),
    /** True when the community exists (and is not hidden); its row stays locked until the transaction ends (joins and leaves queue up). */
    lockCommunity: async (trx: Knex.Transaction, id: number): Promise<boolean> =>
      !!(await trx('communities').where({ id }).whereRaw(visibleSql.community()).forUpdate().first('id')),
    async insert(data: CommunityFormData, createdBy: number | null, q: Knex = db): Promise<CommunityRow> {
      const [row] = await q('communities')
        .insert({ ...toRowPatch(data), created_by: createdBy })
        .returning('*');
      return row as CommunityRow;
    },
    async update(id: number, data: CommunityUpdateData, q: Knex = db): Promise<CommunityRow | undefined> {
      const [row] = await q('communities')
        .where({ id })
        .whereRaw(visibleSql.community())
        .update({ ...toRowPatch(data), updated_at: q.fn.now() })
        .returning('*');
      return row as CommunityRow | undefined;
    },
    /** Deletes the community; answers its name, or undefined when there was none (from the returned row, never a row count). */
    remove: async (id: number, q: Knex = db): Promise<string | undefined> =>
      ((await q('communities').where({ id }).whereRaw(visibleSql.community()).delete().returning('name')) as Array<{ name: string }>)[0]?.name,
    /**
     * The community's leads as `viewer` may see them (issue 32, finding 6): the picture and profession as the profile
     * rule says (policies/profiles.ts; visitors see names and roles only), nobody blocked either way.
     */
    async leads(communityId: number, viewer: Actor): Promise<CommunityLeadRow[]> {
      const rule = profileDetailsSql('u', viewer);
      const rows = await db('community_leads as l')
        .join('users as u', 'u.id', 'l.user_id')
        .where('l.community_id', communityId)
        .modify((q) => {
          if (viewer) q.whereNot(blockedEitherWay(db, viewer.id, 'u.id'));
        })
        .select(
          'l.*',
          'u.name as user_name',
          db.raw(`case when ${rule.sql} then u.avatar end as user_avatar`, rule.bindings as Knex.RawBinding[]),
          db.raw(`case when ${rule.sql} then u.profession end as user_profession`, rule.bindings as Knex.RawBinding[]),
        )
        // leaders first, then coordinators, mentors, other leads; then by when they joined
        .orderByRaw(`case l.role when 'leader' then 0 when 'coordinator' then 1 when 'mentor' then 2 else 3 end, l.joined_at, l.id`);
      return rows as CommunityLeadRow[];
    },
    /**
     * The member's place in the community (their lead role, or 'member'), or null. `q` may be the caller's
     * transaction.
     */
    async membership(communityId: number, userId: number, q: Knex = db): Promise<CommunityMembership | null> {
      const row = (await q('community_members as m')
        .leftJoin('community_leads as l', function () {
          this.on('l.community_id', 'm.community_id').andOn('l.user_id', 'm.user_id');
        })
        .where({ 'm.community_id': communityId, 'm.user_id': userId })
        .first('m.joined_at', 'l.role')) as { joined_at: Date; role: string | null } | undefined;
      return row ? { role: row.role ?? 'member', joinedAt: iso(row.joined_at)! } : null;
    },
    /** Adds the member (nothing when they already are one); true when they were added. The count follows by trigger. */
    addMember: async (trx: Knex.Transaction, communityId: number, userId: number): Promise<boolean> =>
      (await trx('community_members').insert({ community_id: communityId, user_id: userId }).onConflict(['community_id', 'user_id']).ignore().returning('id')).length > 0,
    /** Removes the member, and their lead role with it; true when they were a member (from the returned rows). */
    async removeMember(trx: Knex.Transaction, communityId: number, userId: number): Promise<boolean> {
      await trx('community_leads').where({ community_id: communityId, user_id: userId }).delete();
      return (await trx('community_members').where({ community_id: communityId, user_id: userId }).delete().returning('id')).length > 0;
    },
    /** The community's real member count (as this transaction sees it). */
    memberCount: async (communityId: number, q: Knex = db): Promise<number | undefined> => {
      const row = (await q('communities').where({ id: communityId }).first('member_count')) as { member_count: number } | undefined;
      return row ? Number(row.member_count) : undefined;
    },
    /** A member's communities, most recently joined first. */
    async communitiesOf(userId: number): Promise<UserCommunity[]> {
      const rows = (await db('community_members as m')
        .join('communities as c', 'c.id', 'm.community_id')
        .leftJoin('community_leads as l', function () {
          this.on('l.community_id', 'm.community_id').andOn('l.user_id', 'm.user_id');
        })
        .where('m.user_id', userId)
        .whereRaw(visibleSql.community('c'))
        .select(LIST_COLUMNS.map((c) => `c.${c}`))
        .select('m.joined_at', 'l.role')
        .orderBy([{ column: 'm.joined_at', order: 'desc' }, { column: 'c.id', order: 'desc' }])) as Array<CommunityRow & { joined_at: Date; role: string | null }>;
      const next = await nextDates(db, 'community_id', rows.map((r) => Number(r.id)));
      return rows.map((r) => ({ ...toListItem(r), membership: { role: r.role ?? 'member', joinedAt: iso(r.joined_at)! }, nextActivity: next.get(Number(r.id)) ?? null }));
    },
    /** True when the member leads the community (any lead role). */
    isLead: async (communityId: number, userId: number, q: Knex = db): Promise<boolean> =>
      !!(await q('community_leads').where({ community_id: communityId, user_id: userId }).first('id')),
    /** Of `userIds`, who is a member of the community and who leads it, in one query (the live updates' readers, issue 30). */
    async standingsAmong(communityId: number, userIds: number[]): Promise<{ members: Set<number>; leads: Set<number> }> {
      if (!userIds.length) return { members: new Set(), leads: new Set() };
      const [members, leads] = await Promise.all([
        db('community_members').where({ community_id: communityId }).whereRaw('user_id = any(?::int[])', [userIds]).select('user_id'),
        db('community_leads').where({ community_id: communityId }).whereRaw('user_id = any(?::int[])', [userIds]).select('user_id'),
      ]);
      const ids = (rows: Array<{ user_id: number }>) => new Set(rows.map((r) => r.user_id));
      return { members: ids(members as Array<{ user_id: number }>), leads: ids(leads as Array<{ user_id: number }>) };
    },
    /** The user ids of the community's leads. */
    leadIds: async (communityId: number, q: Knex = db): Promise<number[]> =>
      (await q('community_leads').where({ community_id: communityId }).select('user_id')).map((r: { user_id: number }) => r.user_id),
    /** Members' suggestions for the community, newest first, with who made them. */
    async suggestions(communityId: number): Promise<CommunitySuggestion[]> {
      const rows = (await db('community_activity_suggestions as s')
        .join('users as u', 'u.id', 's.user_id')
        .where('s.community_id', communityId)
        .select('s.id', 's.community_id', 's.title', 's.details', 's.created_at', 'u.name as author_name')
        .orderBy([{ column: 's.created_at', order: 'desc' }, { column: 's.id', order: 'desc' }])
        .limit(200)) as Array<{ id: number; community_id: number; title: string; details: string | null; created_at: Date; author_name: string }>;
      return rows.map((r) => ({ id: r.id, communityId: r.community_id, title: r.title, details: r.details, createdAt: iso(r.created_at)!, authorName: r.author_name }));
    },
    async addSuggestion(communityId: number, userId: number, title: string, details: string | null, q: Knex = db): Promise<ActivitySuggestion> {
      const [row] = await q('community_activity_suggestions')
        .insert({ community_id: communityId, user_id: userId, title, details })
        .returning('*');
      const r = row as { id: number; community_id: number; title: string; details: string | null; created_at: Date };
      return { id: r.id, communityId: r.community_id, title: r.title, details: r.details, createdAt: iso(r.created_at)! };
    },
  };
}
export type CommunitiesRepository = ReturnType<typeof createCommunitiesRepository>;
