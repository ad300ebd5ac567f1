import { ADMIN_MESSAGES } from '@afterwork/contracts/admin';
import { createAdminTestApp, signUpMember, unique, type Agent, type TestApp } from '../support';

let t: TestApp;
let admin: Agent;
let adminId: number;
beforeAll(async () => ({ t, admin, adminId } = await createAdminTestApp()));
afterAll(() => t.close());

const auditFor = (action: string, targetId: number) =>
  t.db('admin_audit_log').where({ action, target_id: targetId }).orderBy('id', 'desc').first();

describe('GET /api/roles', () => {
  it('lists the built-in roles with their permissions as a list and a holder count', async () => {
    const res = await admin.get('/api/roles');
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.map((r: { name: string }) => [r.name, r]));
    expect(byName.admin).toMatchObject({ name: 'admin', permissions: ['admin'] });
    expect(byName.admin.userCount).toBeGreaterThanOrEqual(1);
    expect(byName.user).toMatchObject({ name: 'user', permissions: [] });
    expect(Object.keys(byName.user).sort()).toEqual(['createdAt', 'description', 'id', 'name', 'permissions', 'updatedAt', 'userCount']);
  });
});

describe('POST /api/roles', () => {
  it('creates a role (201), permissions optional, and records it in the audit log', async () => {
    const name = unique('Editor ');
    const res = await admin.post('/api/roles').send({ name, description: 'Edits the library', permissions: ['read:resources', 'write:resources'] });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name, description: 'Edits the library', permissions: ['read:resources', 'write:resources'], userCount: 0 });
    const row = await auditFor('role.created', res.body.id);
    expect(row).toMatchObject({ actor_id: adminId, target_type: 'role', target_label: name });
    expect(row.details).toMatchObject({ name, permissions: ['read:resources', 'write:resources'] });

    const bare = await admin.post('/api/roles').send({ name: unique('Bare ') });
    expect(bare.status).toBe(201);
    expect(bare.body).toMatchObject({ description: null, permissions: [] });
    const nulls = await admin.post('/api/roles').send({ name: unique('Nulls '), description: null, permissions: null });
    expect(nulls.body).toMatchObject({ description: null, permissions: [] });
  });

  it('accepts permissions as a comma-separated string and stores one list', async () => {
    const res = await admin.post('/api/roles').send({ name: unique('Csv '), permissions: 'read:resources, write:groups,,read:resources' });
    expect(res.status).toBe(201);
    expect(res.body.permissions).toEqual(['read:resources', 'write:groups']);
  });

  it("400 with the spec's messages for a short or long name", async () => {
    const short = await admin.post('/api/roles').send({ name: 'a' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ error: { message: 'Name must be at least 2 characters', fields: { name: 'Name must be at least 2 characters' } } });
    const long = await admin.post('/api/roles').send({ name: 'x'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ name: 'Name cannot exceed 50 characters' });
    const missing = await admin.post('/api/roles').send({});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.name).toBeDefined();
    const badPerms = await admin.post('/api/roles').send({ name: unique('P '), permissions: [1, 2] });
    expect(badPerms.status).toBe(400);
    expect(badPerms.body.error.fields).toHaveProperty('permissions');
  });

  it('409 when the name is taken (case-insensitive)', async () => {
    const name = unique('Dup ');
    expect((await admin.post('/api/roles').send({ name })).status).toBe(201);
    const again = await admin.post('/api/roles').send({ name: name.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { message: ADMIN_MESSAGES.roleNameTaken, fields: { name: ADMIN_MESSAGES.roleNameTaken } } });
    expect((await admin.post('/api/roles').send({ name: 'admin' })).status).toBe(409);
  });
});

describe('PATCH /api/roles/:id', () => {
  it('updates the fields sent, keeps the rest, and audits the changes', async () => {
    const created = await admin.post('/api/roles').send({ name: unique('Helper '), description: 'Helps', permissions: ['a'] });
    const id = created.body.id;
    const newName = unique('Guide ');
    const res = await admin.patch(`/api/roles/${id}`).send({ name: newName });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, name: newName, description: 'Helps', permissions: ['a'] });
    const row = await auditFor('role.updated', id);
    expect(row.details).toEqual({ changes: { name: { from: created.body.name, to: newName } } });
    const perms = await admin.patch(`/api/roles/${id}`).send({ permissions: ['b', 'c'], description: null });
    expect(perms.body).toMatchObject({ description: null, permissions: ['b', 'c'] });
  });

  it('400 on a bad name, 404 on an unknown role, 400 on a bad id, 409 on a taken name', async () => {
    const a = await admin.post('/api/roles').send({ name: unique('A ') });
    const b = await admin.post('/api/roles').send({ name: unique('B ') });
    expect((await admin.patch(`/api/roles/${a.body.id}`).send({ name: 'x' })).body.error.message).toBe('Name must be at least 2 characters');
    expect((await admin.patch('/api/roles/999999').send({ name: 'Whatever' })).status).toBe(404);
    expect((await admin.patch('/api/roles/abc').send({ name: 'Whatever' })).status).toBe(400);
    const taken = await admin.patch(`/api/roles/${a.body.id}`).send({ name: b.body.name });
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(ADMIN_MESSAGES.roleNameTaken);
    expect((await admin.patch(`/api/roles/${a.body.id}`).send({})).status).toBe(400);
  });

  it('the built-in roles can be described but not renamed', async () => {
    const roles = (await admin.get('/api/roles')).body as Array<{ id: number; name: string; description: string }>;
    const user = roles.find((r) => r.name === 'user')!;
    const renamed = await admin.patch(`/api/roles/${user.id}`).send({ name: 'members' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.error.message).toBe(ADMIN_MESSAGES.builtInRename('user'));
    const described = await admin.patch(`/api/roles/${user.id}`).send({ name: 'user', description: user.description });
    expect(described.status).toBe(200);
  });
});

describe('DELETE /api/roles/:id', () => {
  it("refuses to delete the built-in 'admin' and 'user' roles", async () => {
    const roles = (await admin.get('/api/roles')).body as Array<{ id: number; name: string }>;
    for (const name of ['admin', 'user']) {
      const res = await admin.delete(`/api/roles/${roles.find((r) => r.name === name)!.id}`);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(ADMIN_MESSAGES.builtInDelete(name));
    }
  });

  it("moves the role's holders to 'user', says how many, and audits it", async () => {
    const role = await admin.post('/api/roles').send({ name: unique('Temp ') });
    const m1 = t.agent();
    const m2 = t.agent();
    const u1 = (await signUpMember(m1)).user;
    const u2 = (await signUpMember(m2)).user;
    for (const u of [u1, u2]) expect((await admin.patch(`/api/users/${u.id}/role`).send({ roleId: role.body.id })).status).toBe(200);
    const listed = (await admin.get('/api/roles')).body.find((r: { id: number }) => r.id === role.body.id);
    expect(listed.userCount).toBe(2);
    const res = await admin.delete(`/api/roles/${role.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: role.body.id, name: role.body.name, movedUsers: 2 });
    expect((await m1.get('/api/user')).body.role).toBe('user');
    const row = await auditFor('role.deleted', role.body.id);
    expect(row.details).toEqual({ name: role.body.name, movedUsers: 2, movedTo: 'user' });
    expect((await admin.delete(`/api/roles/${role.body.id}`)).status).toBe(404);
  });
});
