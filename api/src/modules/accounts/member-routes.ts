import type Router from '@koa/router';
import type { Knex } from 'knex';
import { changePasswordSchema, WRONG_CURRENT_PASSWORD, type Connection, type CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../http/errors';
import { requireUser } from '../../http/middleware';
import { validate } from '../../http/validate';
import { hashPassword, verifyPassword } from './password';
import { createUsersRepository } from './repository';
import { currentSessionId, signOut } from './session';
import { deleteUserSessions } from './sessionStore';
import { createLoginThrottle } from './throttle';

/**
 * The member's own settings and connections (issue 9): change password, sign out of all devices, and the members
 * you share a group with. Kept beside the accounts module's routes; registered from app.ts.
 */
export function registerMemberRoutes(router: Router, deps: AppDeps): void {
  const users = createUsersRepository(deps.db);
  // Wrong current passwords count like failed sign-ins (same account key), so guessing is throttled the same way.
  const throttle = createLoginThrottle(deps.db, deps.limits.throttle);

  router.post('/api/user/password', requireUser, async (ctx) => {
    const me = ctx.state.user as CurrentUser;
    const data = validate(changePasswordSchema, ctx.request.body);
    await throttle.assertAllowed(me.username, ctx.ip);
    const row = await users.findById(me.id);
    if (!row || !(await verifyPassword(row.password_hash, data.currentPassword))) {
      await throttle.recordFailure(me.username, ctx.ip);
      throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
    }
    if (data.newPassword === data.currentPassword) {
      const msg = 'Please choose a new password that is different from your current one';
      throw badRequest(msg, { newPassword: msg });
    }
    await users.update(me.id, { password_hash: await hashPassword(data.newPassword) });
    await throttle.recordSuccess(me.username);
    const signedOut = await deleteUserSessions(deps.db, me.id, currentSessionId(ctx));
    ctx.body = { ok: true, otherSessionsSignedOut: signedOut };
  });

  router.post('/api/user/sign-out-everywhere', requireUser, async (ctx) => {
    const me = ctx.state.user as CurrentUser;
    const signedOut = await deleteUserSessions(deps.db, me.id);
    signOut(ctx);
    ctx.body = { ok: true, sessionsSignedOut: signedOut };
  });

  router.get('/api/users/me/connections', requireUser, async (ctx) => {
    const me = ctx.state.user as CurrentUser;
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await connectionsOf(deps.db, me.id);
  });
}

/** Members who share at least one group with the user (by name), never their email or RSVPs. */
export async function connectionsOf(db: Knex, userId: number, limit = 100): Promise<Connection[]> {
  const { rows: present } = (await db.raw(`select to_regclass('group_members') is not null and to_regclass('groups') is not null as ok`)) as {
    rows: Array<{ ok: boolean }>;
  };
  if (!present[0]?.ok) return [];
  const { rows } = (await db.raw(
    `select u.id, u.name, u.avatar, u.profession, u.location,
            array_agg(distinct g.name order by g.name) as shared_groups
       from group_members mine
       join group_members theirs on theirs.group_id = mine.group_id and theirs.user_id <> mine.user_id
       join users u on u.id = theirs.user_id
       join groups g on g.id = mine.group_id
      where mine.user_id = ?
      group by u.id, u.name, u.avatar, u.profession, u.location
      order by count(*) desc, u.name, u.id
      limit ?`,
    [userId, limit],
  )) as { rows: Array<{ id: number; name: string; avatar: string | null; profession: string | null; location: string | null; shared_groups: string[] | string }> };
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    avatar: r.avatar,
    profession: r.profession,
    location: r.location,
    sharedGroups: parsePgArray(r.shared_groups),
  }));
}

/** pg parses text[] to an array; PGlite may too — but be safe with the '{a,b}' text form. */
function parsePgArray(v: string[] | string | null): string[] {
  if (Array.isArray(v)) return v;
  if (!v) return [];
  return v
    .replace(/^\{|\}$/g, '')
    .split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)
    .map((s) => s.replace(/^"|"$/g, '').replace(/\\"/g, '"'))
    .filter(Boolean);
}
