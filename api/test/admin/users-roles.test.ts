import type { Knex } from 'knex';
import { ADMIN_MESSAGES } from '@afterwork/contracts/admin';
import { newAdmin, signUpMember, type Agent, type TestApp } from '../support';
import { createOwnTestApp } from '../support/own-database';

// The last-admin guard needs a database where we know every admin: this file makes its own.
let db: Knex;
let t: TestApp;
let admin: Agent;
let adminId: number;
let roleIds: Record<string, number>;

beforeAll(async () => {
  t = await createOwnTestApp('admin');
  db = t.db;
  ({ agent: admin, id: adminId } = await newAdmin(t));
  roleIds = Object.fromEntries((await db('roles').select('id', 'name')).map((r: { id: number; name: string }) => [r.name, r.id]));
});
afterAll(() => t.close());

describe('GET /api/users-with-roles', () => {
  it('lists every member with username, name, email, role and roleId (never a password)', async () => {
    const m = t.agent();
    const { user, credentials } = await signUpMember(m, { name: 'Agnes Cole' });
    const res = await admin.get('/api/users-with-roles');
    expect(res.status).toBe(200);
    const row = res.body.find((u: { id: number }) => u.id === user.id);
    expect(row).toEqual({ id: user.id, username: credentials.username, name: 'Agnes Cole', email: credentials.email, role: 'user', roleId: roleIds.user });
    expect(res.body.find((u: { id: number }) => u.id === adminId)).toMatchObject({ role: 'admin', roleId: roleIds.admin });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });
});

describe('PATCH /api/users/:id/role', () => {
  it('the last admin cannot be demoted, by themselves or anyone', async () => {
    const res = await admin.patch(`/api/users/${adminId}/role`).send({ roleId: roleIds.user });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { message: ADMIN_MESSAGES.lastAdmin } });
    expect((await admin.get('/api/user')).body.role).toBe('admin');
    expect(await db('admin_audit_log').where({ action: 'user.role_changed', target_id: adminId }).first()).toBeUndefined();
  });

  it('makes a member an admin (they gain access at once), then takes it away; both audited', async () => {
    const m = t.agent();
    const { user } = await signUpMember(m);
    expect((await m.get('/api/roles')).status).toBe(403);
    const promote = await admin.patch(`/api/users/${user.id}/role`).send({ roleId: roleIds.admin });
    expect(promote.status).toBe(200);
    expect(promote.body).toMatchObject({ id: user.id, role: 'admin', roleId: roleIds.admin });
    expect((await m.get('/api/user')).body.role).toBe('admin');
    expect((await m.get('/api/roles')).status).toBe(200);
    const demote = await admin.patch(`/api/users/${user.id}/role`).send({ roleId: roleIds.user });
    expect(demote.body).toMatchObject({ role: 'user' });
    expect((await m.get('/api/roles')).status).toBe(403);
    const rows = await db('admin_audit_log').where({ action: 'user.role_changed', target_id: user.id }).orderBy('id');
    expect(rows.map((r: { details: unknown }) => r.details)).toEqual([{ from: 'user', to: 'admin' }, { from: 'admin', to: 'user' }]);
    expect(rows[0]).toMatchObject({ actor_id: adminId, target_type: 'user' });
  });

  it('with a second admin, an admin may step down; then the remaining one is the last', async () => {
    const m = t.agent();
    const { user } = await signUpMember(m);
    await admin.patch(`/api/users/${user.id}/role`).send({ roleId: roleIds.admin });
    // Two admins: the new one steps down the original... then cannot step down themselves.
    expect((await m.patch(`/api/users/${adminId}/role`).send({ roleId: roleIds.user })).status).toBe(200);
    expect((await admin.get('/api/roles')).status).toBe(403);
    const last = await m.patch(`/api/users/${user.id}/role`).send({ roleId: roleIds.user });
    expect(last.status).toBe(409);
    expect(last.body.error.message).toBe(ADMIN_MESSAGES.lastAdmin);
    // Put things back.
    expect((await m.patch(`/api/users/${adminId}/role`).send({ roleId: roleIds.admin })).status).toBe(200);
    expect((await admin.patch(`/api/users/${user.id}/role`).send({ roleId: roleIds.user })).status).toBe(200);
  });

  it('two admins demoting each other at the same moment: one wins, the other is refused', async () => {
    const m = t.agent();
    const { user } = await signUpMember(m);
    await admin.patch(`/api/users/${user.id}/role`).send({ roleId: roleIds.admin });
    const [a, b] = await Promise.all([
      admin.patch(`/api/users/${user.id}/role`).send({ roleId: roleIds.user }),
      m.patch(`/api/users/${adminId}/role`).send({ roleId: roleIds.user }),
    ]);
    const statuses = [a.status, b.status].sort();
    // Either one demotion succeeds and the other is refused (409 last admin, or 403 because its author was demoted first).
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const admins = await db('users').where({ role_id: roleIds.admin }).count({ n: '*' }).first();
    expect(Number(admins!.n)).toBe(1);
    // Restore the original admin if it lost.
    if (a.status !== 200) await m.patch(`/api/users/${adminId}/role`).send({ roleId: roleIds.admin });
  });

  it('400 on a bad body or id, 404 on an unknown member or role, no-op on the same role', async () => {
    const m = t.agent();
    const { user } = await signUpMember(m);
    expect((await admin.patch(`/api/users/${user.id}/role`).send({})).body.error.message).toBe('Please choose a role');
    expect((await admin.patch(`/api/users/${user.id}/role`).send({ roleId: 'admin' })).status).toBe(400);
    expect((await admin.patch('/api/users/abc/role').send({ roleId: roleIds.user })).status).toBe(400);
    const noUser = await admin.patch('/api/users/999999/role').send({ roleId: roleIds.user });
    expect(noUser.status).toBe(404);
    expect(noUser.body.error.message).toBe(ADMIN_MESSAGES.userNotFound);
    const noRole = await admin.patch(`/api/users/${user.id}/role`).send({ roleId: 999999 });
    expect(noRole.status).toBe(404);
    expect(noRole.body.error.message).toBe(ADMIN_MESSAGES.roleNotFound);
    const same = await admin.patch(`/api/users/${user.id}/role`).send({ roleId: roleIds.user });
    expect(same.status).toBe(200);
    expect(await db('admin_audit_log').where({ action: 'user.role_changed', target_id: user.id }).first()).toBeUndefined();
  });
});

describe('GET /api/admin/audit', () => {
  it('lists the latest changes first, with who, what, target and when; limit 1..100', async () => {
    const role = await admin.post('/api/roles').send({ name: 'Audit Probe', permissions: ['x'] });
    await admin.patch(`/api/roles/${role.body.id}`).send({ description: 'Probing' });
    await admin.delete(`/api/roles/${role.body.id}`);
    const res = await admin.get('/api/admin/audit?limit=3');
    expect(res.status).toBe(200);
    expect(res.body.map((e: { action: string }) => e.action)).toEqual(['role.deleted', 'role.updated', 'role.created']);
    expect(res.body[0]).toMatchObject({ actorId: adminId, actorName: 'Test Administrator', targetType: 'role', targetId: role.body.id, targetLabel: 'Audit Probe' });
    expect(Date.parse(res.body[0].createdAt)).not.toBeNaN();
    expect((await admin.get('/api/admin/audit')).body.length).toBeLessThanOrEqual(20);
    expect((await admin.get('/api/admin/audit?limit=0')).status).toBe(400);
    expect((await admin.get('/api/admin/audit?limit=101')).body.error.message).toBe('Limit must be a number from 1 to 100');
  });
});
