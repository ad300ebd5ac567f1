import { createAdminTestApp, signUpMember, unique, type Agent, type TestApp } from '../support';

// Community changes are made by the communities module; the admin module records them in the audit log.
let t: TestApp;
let admin: Agent;
let adminId: number;
beforeAll(async () => ({ t, admin, adminId } = await createAdminTestApp()));
afterAll(() => t.close());

const audit = (action: string, targetId: number) => t.db('admin_audit_log').where({ action, target_id: targetId, target_type: 'community' }).orderBy('id');

it('an admin creating, updating and deleting a community leaves three audit rows', async () => {
  const name = unique('Audit Walkers ');
  const created = await admin.post('/api/communities').send({
    name, description: 'Gentle walks by the sea, then tea.', type: 'active', location: 'Whitby, UK', latitude: '54.4858', longitude: '-0.6149',
  });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  expect(await audit('community.created', id)).toEqual([
    expect.objectContaining({ actor_id: adminId, target_label: name, details: { name, type: 'active', location: 'Whitby, UK' } }),
  ]);

  expect((await admin.patch(`/api/communities/${id}`).send({ name: `${name} Club`, location: 'Scarborough, UK' })).status).toBe(200);
  expect(await audit('community.updated', id)).toEqual([
    expect.objectContaining({ target_label: `${name} Club`, details: { fields: ['name', 'location'] } }),
  ]);

  expect((await admin.delete(`/api/communities/${id}`)).status).toBe(204);
  expect(await audit('community.deleted', id)).toEqual([expect.objectContaining({ target_label: `${name} Club`, details: { name: `${name} Club` } })]);

  const listed = await admin.get('/api/admin/audit?limit=100');
  expect(listed.body.filter((e: { targetId: number; targetType: string }) => e.targetType === 'community' && e.targetId === id).map((e: { action: string }) => e.action))
    .toEqual(['community.deleted', 'community.updated', 'community.created']);
});

it('refused or failed community calls write nothing', async () => {
  const member = t.agent();
  await signUpMember(member);
  const before = Number((await t.db('admin_audit_log').where({ target_type: 'community' }).count({ n: '*' }).first())!.n);
  expect((await member.post('/api/communities').send({ name: 'Sneaky club' })).status).toBe(403);
  expect((await admin.post('/api/communities').send({ name: 'ab' })).status).toBe(400);
  expect((await admin.delete('/api/communities/999999')).status).toBe(404);
  const after = Number((await t.db('admin_audit_log').where({ target_type: 'community' }).count({ n: '*' }).first())!.n);
  // Other test files may audit their own communities meanwhile: only ours must not appear.
  const ours = await t.db('admin_audit_log').where({ target_type: 'community' }).whereIn('target_label', ['Sneaky club', 'ab']).orWhere({ target_id: 999999 });
  expect(ours).toEqual([]);
  expect(after).toBeGreaterThanOrEqual(before);
});
