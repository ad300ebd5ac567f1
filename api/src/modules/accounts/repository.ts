import type { Knex } from 'knex';
import type { Connection, CurrentUser, PrivacySettings, PublicUser } from '@afterwork/contracts/users';
import type { UserRow } from '../../db/tables';
import { iso, jsonb } from '../../db';
import { blockedEitherWay } from '../../db/member-blocks';
import { profileDetailsSql } from '../../policies/profiles';
import { visibleSql } from '../../policies/visibility';

export type UserWithRole = UserRow & { role: string };

const userColumns = ['users.*', 'roles.name as role'];

export const toCurrentUser = (u: UserWithRole): CurrentUser => ({
  id: u.id,
  username: u.username,
  name: u.name,
  email: u.email,
  avatar: u.avatar,
  bio: u.bio,
  location: u.location,
  profession: u.profession,
  interests: Array.isArray(u.interests) ? u.interests : [],
  role: u.role,
  createdAt: iso(u.created_at)!,
});

/** What another member sees of `u`: `parts` says whether the details and the username are shown (issue 18). */
export const toPublicUser = (u: UserWithRole, parts: { details: boolean; username: boolean }, blockedByMe = false): PublicUser => {
  const c = toCurrentUser(u);
  return {
    id: c.id,
    name: c.name,
    username: parts.username ? c.username : null,
    avatar: parts.details ? c.avatar : null,
    bio: parts.details ? c.bio : null,
    location: parts.details ? c.location : null,
    profession: parts.details ? c.profession : null,
    interests: parts.details ? c.interests : [],
    createdAt: c.createdAt,
    limited: !parts.details || !parts.username,
    blockedByMe,
  };
};

export function createUsersRepository(db: Knex) {
  const base = () => db('users').join('roles', 'roles.id', 'users.role_id').select(userColumns) as unknown as Knex.QueryBuilder<UserWithRole, UserWithRole[]>;
  return {
    findById: (id: number): Promise<UserWithRole | undefined> => base().where('users.id', id).first() as Promise<UserWithRole | undefined>,
    /** The member, unless suspended now (as their sessions would be refused): who may still act, e.g. by mail. */
    findActive: (id: number): Promise<UserWithRole | undefined> =>
      base().where('users.id', id).andWhere((q) => q.whereNull('users.suspended_until').orWhere('users.suspended_until', '<=', db.fn.now())).first() as Promise<UserWithRole | undefined>,
    exists: async (id: number): Promise<boolean> => !!(await db('users').where({ id }).first('id')),
    /** The member's name, or undefined when no such member. */
    nameOf: async (id: number): Promise<string | undefined> => ((await db('users').where({ id }).first('name')) as { name: string } | undefined)?.name,
    findByUsername: (username: string): Promise<UserWithRole | undefined> =>
      base().whereRaw('lower(users.username) = lower(?)', [username]).first() as Promise<UserWithRole | undefined>,
    /** The account whose address this is (addresses are unique whatever their case). */
    findByEmail: (email: string): Promise<UserWithRole | undefined> =>
      base().whereRaw('lower(users.email) = lower(?)', [email.trim()]).first() as Promise<UserWithRole | undefined>,
    usernameTaken: async (username: string, exceptId?: number) =>
      !!(await db('users').whereRaw('lower(username) = lower(?)', [username]).modify((q) => { if (exceptId) q.whereNot('id', exceptId); }).first('id')),
    emailTaken: async (email: string, exceptId?: number) =>
      !!(await db('users').whereRaw('lower(email) = lower(?)', [email]).modify((q) => { if (exceptId) q.whereNot('id', exceptId); }).first('id')),
    roleIdByName: async (name: string): Promise<number | undefined> => (await db('roles').where({ name }).first('id'))?.id,
    async insert(data: {
      username: string; passwordHash: string; name: string; email: string;
      bio?: string | null; location?: string | null; profession?: string | null; interests?: string[]; avatar?: string | null; roleId?: number;
      /** The address is known good (demo accounts, an admin made by the operator): no confirmation link needed. */
      emailConfirmed?: boolean;
    }): Promise<number> {
      const [row] = await db('users')
        .insert({
          username: data.username,
          password_hash: data.passwordHash,
          name: data.name,
          email: data.email,
          bio: data.bio ?? null,
          location: data.location ?? null,
          profession: data.profession ?? null,
          avatar: data.avatar ?? null,
          interests: jsonb(data.interests ?? []) as unknown as string[],
          ...(data.roleId ? { role_id: data.roleId } : {}),
          ...(data.emailConfirmed ? { email_confirmed_at: db.fn.now() } : {}),
        })
        .returning('id');
      return (row as { id: number }).id;
    },
    async update(id: number, patch: Partial<Pick<UserRow, 'name' | 'email' | 'bio' | 'location' | 'profession' | 'avatar' | 'interests' | 'password_hash' | 'role_id'>>): Promise<void> {
      const data: Record<string, unknown> = { ...patch, updated_at: db.fn.now() };
      if (patch.interests) data.interests = jsonb(patch.interests);
      await db('users').where({ id }).update(data);
    },

    /** Whether `viewer` sees the details of member `memberId` (the profile rule, policies/profiles.ts). */
    async detailsShown(viewer: CurrentUser, memberId: number): Promise<boolean> {
      const rule = profileDetailsSql('u', viewer);
      const { rows } = (await db.raw(`select ${rule.sql} as ok from users u where u.id = ?`, [...rule.bindings, memberId] as Knex.RawBinding[])) as {
        rows: Array<{ ok: boolean }>;
      };
      return !!rows[0]?.ok;
    },

    /** The privacy choices of a member (issue 18). */
    async privacy(id: number): Promise<PrivacySettings | undefined> {
      const row = (await db('users').where({ id }).first('profile_visibility', 'show_username')) as Pick<UserRow, 'profile_visibility' | 'show_username'> | undefined;
      return row ? { profileVisibility: row.profile_visibility, showUsername: row.show_username } : undefined;
    },

    async updatePrivacy(id: number, patch: Partial<PrivacySettings>): Promise<void> {
      const update: Partial<Pick<UserRow, 'profile_visibility' | 'show_username'>> = {};
      if (patch.profileVisibility !== undefined) update.profile_visibility = patch.profileVisibility;
      if (patch.showUsername !== undefined) update.show_username = patch.showUsername;
      await db('users').where({ id }).update(update);
    },

    /** Who blocks whom between a viewer and a member (issue 21). */
    async blocksBetween(viewerId: number, memberId: number): Promise<{ viewerBlocked: boolean; blockedViewer: boolean }> {
      const rows = (await db('member_blocks')
        .where({ blocker_id: viewerId, blocked_id: memberId })
        .orWhere({ blocker_id: memberId, blocked_id: viewerId })
        .select('blocker_id')) as Array<{ blocker_id: number }>;
      return { viewerBlocked: rows.some((r) => r.blocker_id === viewerId), blockedViewer: rows.some((r) => r.blocker_id === memberId) };
    },

    /** Members who share a visible group with `viewer` (details as the profile rule says), never blocked either way. */
    async connectionsOf(viewer: CurrentUser, limit = 100): Promise<Connection[]> {
      const userId = viewer.id;
      const rule = profileDetailsSql('u', viewer);
      const { rows: present } = (await db.raw(`select to_regclass('group_members') is not null and to_regclass('groups') is not null as ok`)) as {
        rows: Array<{ ok: boolean }>;
      };
      if (!present[0]?.ok) return [];
      const { rows } = (await db.raw(
        // Never a member blocked either way (issue 21), nor a group hidden by a moderator; details as the profile rule says.
        `select u.id, u.name,
                case when ${rule.sql} then u.avatar end as avatar,
                case when ${rule.sql} then u.profession end as profession,
                case when ${rule.sql} then u.location end as location,
                array_agg(distinct g.name order by g.name) as shared_groups
           from group_members mine
           join group_members theirs on theirs.group_id = mine.group_id and theirs.user_id <> mine.user_id
           join users u on u.id = theirs.user_id
           join groups g on g.id = mine.group_id and ${visibleSql.group('g')}
          where mine.user_id = ?
            and not ?
          group by u.id, u.name, u.avatar, u.profession, u.location, u.profile_visibility
          order by count(*) desc, u.name, u.id
          limit ?`,
        [...rule.bindings, ...rule.bindings, ...rule.bindings, userId, blockedEitherWay(db, userId, 'u.id'), limit] as Knex.RawBinding[],
      )) as { rows: Array<{ id: number; name: string; avatar: string | null; profession: string | null; location: string | null; shared_groups: string[] | string }> };
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        avatar: r.avatar,
        profession: r.profession,
        location: r.location,
        sharedGroups: parsePgArray(r.shared_groups),
      }));
    },

    /**
     * Ends the member's sessions (except `except`) in `trx`: `sessions_valid_after` moves to now, so a session issued
     * before it is refused even if a late save wrote to it; the kept session is re-issued at the same instant.
     * Answers how many ended.
     */
    /** Whether the member has confirmed their current address (only then does their mail go there). */
    async hasConfirmedEmail(id: number): Promise<boolean> {
      return !!(await db('users').where({ id }).whereNotNull('email_confirmed_at').first('id'));
    },

    async endSessions(trx: Knex.Transaction, memberId: number, except?: string): Promise<number> {
      await trx('users').where({ id: memberId }).update({ sessions_valid_after: trx.fn.now() });
      const ended = await trx('sessions')
        .where({ user_id: memberId })
        .modify((q) => {
          if (except) q.whereNot({ id: except });
        })
        .delete()
        .returning('id');
      if (except) await trx('sessions').where({ id: except, user_id: memberId }).update({ created_at: trx.fn.now() });
      return ended.length;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** pg parses text[] to an array; a value in the '{a,b}' text form (an untyped expression) is parsed here. */
function parsePgArray(v: string[] | string | null): string[] {
  if (Array.isArray(v)) return v;
  if (!v) return [];
  return v
    .replace(/^\{|\}$/g, '')
    .split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)
    .map((s) => s.replace(/^"|"$/g, '').replace(/\\"/g, '"'))
    .filter(Boolean);
}
