import type { GroupMemberRole } from '@afterwork/contracts/groups';

/** Row types of the groups area (snake_case, as stored), merged into knex's typed tables. */
export interface GroupRow {
  id: number;
  name: string;
  description: string;
  type: string;
  location: string | null;
  member_count: number;
  image_url: string | null;
  created_by: number | null;
  created_at: Date;
}
export interface GroupMemberRow {
  id: number;
  group_id: number;
  user_id: number;
  role: GroupMemberRole;
  joined_at: Date;
}
declare module 'knex/types/tables' {
  interface Tables {
    groups: GroupRow;
    group_members: GroupMemberRow;
  }
}
