import { createTestApp, signInAdmin, signUpMember, type Agent, type TestApp } from '../support';

// Every admin route: 401 for a visitor, 403 for a member, an answer for an admin.
let t: TestApp;
let member: Agent;
let admin: Agent;
let memberId: number;
let userRoleId: number;
beforeAll(async () => {
  t = createTestApp();
  member = t.agent();
  admin = t.agent();
  memberId = (await signUpMember(member)).user.id;
  await signInAdmin(admin, t.db);
  userRoleId = (await t.db('roles').where({ name: 'user' }).first('id'))!.id;
});
afterAll(() => t.close());

const routes: Array<{ method: 'get' | 'post' | 'patch' | 'delete'; path: () => string; body?: () => object; ok: number }> = [
  { method: 'get', path: () => '/api/roles', ok: 200 },
  { method: 'post', path: () => '/api/roles', body: () => ({ name: `acc_${Date.now()}` }), ok: 201 },
  { method: 'get', path: () => '/api/users-with-roles', ok: 200 },
  { method: 'patch', path: () => `/api/users/${memberId}/role`, body: () => ({ roleId: userRoleId }), ok: 200 },
  { method: 'get', path: () => '/api/admin/audit?limit=5', ok: 200 },
];

describe.each(routes)('$method $path', ({ method, path, body, ok }) => {
  it('401 for a visitor', async () => {
    const res = await t.request()[method](path()).send(body?.());
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { message: 'Please sign in' } });
  });
  it('403 for a member', async () => {
    const res = await member[method](path()).send(body?.());
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { message: 'You need admin privileges' } });
  });
  it(`${ok} for an admin`, async () => {
    const res = await admin[method](path()).send(body?.());
    expect(res.status).toBe(ok);
  });
});

describe('role by id routes', () => {
  it('PATCH and DELETE /api/roles/:id: 401 visitor, 403 member, OK admin', async () => {
    const created = await admin.post('/api/roles').send({ name: `byid_${Date.now()}` });
    const id = created.body.id as number;
    for (const [method, body] of [['get', undefined], ['patch', { description: 'Changed' }], ['delete', undefined]] as const) {
      expect((await t.request()[method](`/api/roles/${id}`).send(body)).status).toBe(401);
      expect((await member[method](`/api/roles/${id}`).send(body)).status).toBe(403);
    }
    expect((await admin.get(`/api/roles/${id}`)).status).toBe(200);
    expect((await admin.patch(`/api/roles/${id}`).send({ description: 'Changed' })).status).toBe(200);
    expect((await admin.delete(`/api/roles/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/roles/${id}`)).status).toBe(404);
  });

  it('a member cannot make themselves an admin', async () => {
    const adminRoleId = (await t.db('roles').where({ name: 'admin' }).first('id'))!.id;
    const res = await member.patch(`/api/users/${memberId}/role`).send({ roleId: adminRoleId });
    expect(res.status).toBe(403);
    expect((await t.db('users').where({ id: memberId }).first('role_id'))!.role_id).toBe(userRoleId);
  });
});
