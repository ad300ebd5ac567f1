/** Row types of every table, for knex's typed tables. Modules add their tables here. */
export interface RoleRow {
  id: number;
  name: string;
  description: string | null;
  permissions: string[];
  created_at: Date;
  updated_at: Date;
}
export interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  name: string;
  email: string;
  /** When the member confirmed `email` (null: not yet; only confirmation and security mail go there). */
  email_confirmed_at?: Date | null;
  avatar: string | null;
  bio: string | null;
  location: string | null;
  profession: string | null;
  interests: string[];
  role_id: number;
  /** Sessions issued before this time are revoked (sign out everywhere, password change or reset). */
  sessions_valid_after: Date | null;
  /** Suspended by a moderator until this time ('infinity': for good); null when not suspended. */
  suspended_until: Date | number | null;
  suspension_reason: string | null;
  /** Who sees the profile details (issue 18): 'members', 'connections' (share a group or community) or 'nobody'. */
  profile_visibility: 'members' | 'connections' | 'nobody';
  /** Whether other members see the username. */
  show_username: boolean;
  created_at: Date;
  updated_at: Date;
}
export interface SessionRow {
  id: string;
  data: Record<string, unknown>;
  user_id: number | null;
  expires_at: Date;
  created_at: Date;
  updated_at: Date;
}
export interface LoginThrottleRow {
  key: string;
  failures: number;
  window_start: Date;
  locked_until: Date | null;
  lockouts: number;
  updated_at: Date;
}
export interface ResourceRow {
  id: number;
  title: string;
  description: string;
  category: string;
  icon_name: string;
  link: string | null;
  content: string | null;
  featured: boolean;
  created_by: number | null;
  created_at: Date;
  updated_at: Date;
}

declare module 'knex/types/tables' {
  interface Tables {
    roles: RoleRow;
    users: UserRow;
    sessions: SessionRow;
    login_throttle: LoginThrottleRow;
    resources: ResourceRow;
  }
}
