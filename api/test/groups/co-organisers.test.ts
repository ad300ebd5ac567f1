import { createTestApp, type TestApp } from '../support';
import { createGroup, DAY, HOUR, insertActivity, member } from './helpers';

/** Co-organisers (issue 34 item 4): a group admin's choice; they organise activities without admin rights. */
describe('co-organisers', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp();
  });
  afterAll(() => t.close());

  const future = (days: number, hours = 10) => new Date(Date.now() + days * DAY + hours * HOUR).toISOString();
  const activity = { title: 'Winter walk', description: 'A brisk walk round the lake.', startDate: future(3), endDate: future(3, 12), isVirtual: false, location: 'Lake car park, Exeter, UK', maxAttendees: 8 };

  it('an admin makes a member a co-organiser: shown in the member list; creates and edits activities; no admin rights', async () => {
    const { agent: owner } = await member(t, 'Grace Admin');
    const g = await createGroup(owner);
    const co = await member(t, 'Colin Organiser');
    const plain = await member(t, 'Pat Plain');
    await co.agent.post(`/api/groups/${g.id}/members`).send({});
    await plain.agent.post(`/api/groups/${g.id}/members`).send({});

    // Before: a plain member cannot organise, nor make anyone a co-organiser.
    expect((await co.agent.post(`/api/groups/${g.id}/activities`).send(activity)).status).toBe(403);
    const notAdmin = await plain.agent.put(`/api/groups/${g.id}/members/${co.user.id}/role`).send({ role: 'organiser' });
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.body.error.message).toBe('Only a group admin can make a member a co-organiser.');
    expect((await owner.put(`/api/groups/${g.id}/members/${co.user.id}/role`).send({ role: 'admin' })).status).toBe(400);
    expect((await owner.put(`/api/groups/${g.id}/members/${co.user.id}/role`).send({ role: 'organiser' })).body).toEqual({ userId: co.user.id, role: 'organiser' });

    const list = await plain.agent.get(`/api/groups/${g.id}/members`);
    const roles = Object.fromEntries((list.body as Array<{ name: string; role: string }>).map((m) => [m.name, m.role]));
    expect(roles).toMatchObject({ 'Grace Admin': 'admin', 'Colin Organiser': 'organiser', 'Pat Plain': 'member' });

    const created = await co.agent.post(`/api/groups/${g.id}/activities`).send(activity);
    expect(created.status).toBe(201);
    const existing = await insertActivity(t.db, g.id);
    expect((await co.agent.patch(`/api/activities/${existing}`).send({ title: 'Harbourside walk (longer)' })).status).toBe(200);
    expect((await plain.agent.patch(`/api/activities/${existing}`).send({ title: 'Mine now' })).status).toBe(403);

    // No admin rights: cannot make others co-organisers or remove members.
    expect((await co.agent.put(`/api/groups/${g.id}/members/${plain.user.id}/role`).send({ role: 'organiser' })).status).toBe(403);
    expect((await co.agent.delete(`/api/groups/${g.id}/members/${plain.user.id}`)).status).toBe(403);
    // Back to a plain member: organising stops.
    await owner.put(`/api/groups/${g.id}/members/${co.user.id}/role`).send({ role: 'member' });
    expect((await co.agent.post(`/api/groups/${g.id}/activities`).send(activity)).status).toBe(403);
  });
});
