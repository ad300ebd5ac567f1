import type { Knex } from 'knex';
import type {
  ActivitySuggestion, Community, CommunityActivity, CommunityFormData, CommunityLead, CommunityListItem, CommunityUpdateData,
} from '@afterwork/contracts/communities';
import { iso } from '../../db';

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
export interface CommunityActivityRow {
  id: number;
  community_id: number;
  title: string;
  description: string | null;
  location: string | null;
  is_virtual: boolean;
  meeting_link: string | null;
  start_date: Date;
  end_date: Date | null;
  max_attendees: number | null;
  image: string | null;
  created_by: number | null;
  created_at: Date;
  updated_at: Date;
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

export const toCommunity = (r: CommunityRow): Community => ({
  ...toListItem(r),
  description: r.description,
  imageUrl: r.image_url,
  coverPhoto: r.cover_photo,
  createdBy: r.created_by,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
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

export const toActivity = (r: CommunityActivityRow): CommunityActivity => ({
  id: r.id,
  communityId: r.community_id,
  title: r.title,
  description: r.description,
  location: r.location,
  isVirtual: !!r.is_virtual,
  meetingLink: r.meeting_link,
  startDate: iso(r.start_date)!,
  endDate: iso(r.end_date),
  maxAttendees: r.max_attendees,
  image: r.image,
  createdBy: r.created_by,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
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
  if (data.memberCount !== undefined) row.member_count = data.memberCount;
  if (data.imageUrl !== undefined) row.image_url = data.imageUrl;
  if (data.coverPhoto !== undefined) row.cover_photo = data.coverPhoto;
  return row;
}

export function createCommunitiesRepository(db: Knex) {
  return {
    async list(): Promise<CommunityListItem[]> {
      const rows = await db('communities').select(LIST_COLUMNS).orderBy([{ column: 'name' }, { column: 'id' }]);
      return (rows as CommunityRow[]).map(toListItem);
    },
    findById: async (id: number): Promise<CommunityRow | undefined> => (await db('communities').where({ id }).first()) as CommunityRow | undefined,
    exists: async (id: number): Promise<boolean> => !!(await db('communities').where({ id }).first('id')),
    async insert(data: CommunityFormData, createdBy: number | null): Promise<CommunityRow> {
      const [row] = await db('communities')
        .insert({ ...toRowPatch(data), member_count: data.memberCount ?? 0, created_by: createdBy })
        .returning('*');
      return row as CommunityRow;
    },
    async update(id: number, data: CommunityUpdateData): Promise<CommunityRow | undefined> {
      const [row] = await db('communities')
        .where({ id })
        .update({ ...toRowPatch(data), updated_at: db.fn.now() })
        .returning('*');
      return row as CommunityRow | undefined;
    },
    remove: async (id: number): Promise<boolean> => (await db('communities').where({ id }).delete()) > 0,
    async leads(communityId: number): Promise<CommunityLeadRow[]> {
      const rows = await db('community_leads as l')
        .join('users as u', 'u.id', 'l.user_id')
        .where('l.community_id', communityId)
        .select('l.*', 'u.name as user_name', 'u.avatar as user_avatar', 'u.profession as user_profession')
        // leaders first, then coordinators, mentors, other leads; then by when they joined
        .orderByRaw(`case l.role when 'leader' then 0 when 'coordinator' then 1 when 'mentor' then 2 else 3 end, l.joined_at, l.id`);
      return rows as CommunityLeadRow[];
    },
    async activities(communityId: number, now: Date): Promise<CommunityActivityRow[]> {
      const rows = await db('community_activities')
        .where({ community_id: communityId })
        .select('*')
        // upcoming (start >= now) first, soonest first; then past, most recent first
        .orderByRaw('case when start_date >= ? then 0 else 1 end', [now])
        .orderByRaw('case when start_date >= ? then start_date end asc', [now])
        .orderByRaw('case when start_date < ? then start_date end desc', [now])
        .orderBy('id');
      return rows as CommunityActivityRow[];
    },
    async addSuggestion(communityId: number, userId: number, title: string, details: string | null): Promise<ActivitySuggestion> {
      const [row] = await db('community_activity_suggestions')
        .insert({ community_id: communityId, user_id: userId, title, details })
        .returning('*');
      const r = row as { id: number; community_id: number; title: string; details: string | null; created_at: Date };
      return { id: r.id, communityId: r.community_id, title: r.title, details: r.details, createdAt: iso(r.created_at)! };
    },
  };
}
export type CommunitiesRepository = ReturnType<typeof createCommunitiesRepository>;
