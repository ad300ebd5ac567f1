import { zonedDateTime } from '@afterwork/contracts/time-zones';
import type { MailInbox } from '../../src/dev/mail-inbox';
import { startAppWithInbox, stopAppWithInbox, mailQueueDrained, type TestApp } from '../support';
import { createGroup, member } from '../groups/helpers';

/**
 * Issue 22: a group admin cancels a one-off activity (not a date of a series). Only the host's admins may; the
 * activity goes with its answers; members going (and only they) are told once by mail and in the site, as their
 * activity-change preferences say.
 */
describe('cancelling a one-off activity', () => {
  let inbox: MailInbox;
  let t: TestApp;

  beforeAll(async () => ({ t, inbox } = await startAppWithInbox()));
  afterAll(() => stopAppWithInbox({ t, inbox }));

  it('only the admin cancels; those going hear once, by mail and in the site; maybe, not going and opted-out members do not', async () => {
    const admin = await member(t, 'Host Hannah');
    const g = await createGroup(admin.agent);
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const created = await admin.agent.post(`/api/groups/${g.id}/activities`).send({
      title: 'Picnic in the Park', description: 'Bring something to share; we bring the blankets.',
      startDate: zonedDateTime(day, '12:00', 'Europe/London')!.toISOString(), endDate: zonedDateTime(day, '14:00', 'Europe/London')!.toISOString(),
      timeZone: 'Europe/London', isVirtual: false, location: 'Castle Park bandstand',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    expect(created.body.repeat).toBeNull();

    const people = [];
    for (const [name, status] of [['Ann Going', 'going'], ['Bob Maybe', 'maybe'], ['Cyd Quiet', 'going'], ['Dot Not', 'not_going']] as const) {
      const m = await member(t, name);
      expect((await m.agent.post(`/api/groups/${g.id}/members`).send({})).status).toBe(201);
      expect((await m.agent.post(`/api/activities/${id}/attendees`).send({ status })).status).toBe(201);
      people.push(m);
    }
    const [ann, bob, cyd, dot] = people as [typeof people[0], typeof people[0], typeof people[0], typeof people[0]];
    // Cyd turned activity-change mail off (the in-site notice stays on).
    expect((await cyd.agent.patch('/api/notification-preferences').send({ kind: 'activity-change', email: false })).status).toBe(200);

    // A member of the group who is not its admin cannot cancel it.
    const refused = await ann.agent.delete(`/api/activities/${id}`);
    expect(refused.status).toBe(403);
    expect((await t.request().get(`/api/activities/${id}`)).status).toBe(200);

    expect((await admin.agent.delete(`/api/activities/${id}`)).status).toBe(204);
    expect((await t.request().get(`/api/activities/${id}`)).status).toBe(404);
    expect(await t.db('activity_attendees').where({ activity_id: id }).select('id')).toEqual([]);

    const mail = await inbox.waitFor((m) => m.to.includes(ann.credentials.email) && m.subject === 'Cancelled: Picnic in the Park');
    expect(mail.text).toMatch(/Picnic in the Park on \w+day, .+ at 12:00 PM (GMT|BST), which you were going to, will not take place/);
    expect(mail.headers['list-unsubscribe']).toMatch(/activity-change/);
    await mailQueueDrained(t);
    expect(inbox.mails.filter((m) => m.to.includes(ann.credentials.email) && m.headers['x-afterwork-kind'] !== 'email-confirmation')).toHaveLength(1);
    for (const quiet of [bob, cyd, dot, { credentials: admin.credentials }]) expect(inbox.mails.filter((m) => m.to.includes(quiet.credentials.email) && m.headers['x-afterwork-kind'] !== 'email-confirmation')).toHaveLength(0);

    const notices = async (who: typeof ann) => ((await who.agent.get('/api/notifications')).body.items as Array<{ kind: string; title: string; link: string }>).filter((n) => n.kind === 'activity-change');
    expect(await notices(ann)).toEqual([expect.objectContaining({ title: 'Picnic in the Park is cancelled', link: `/groups/${g.id}` })]);
    expect(await notices(cyd)).toHaveLength(1);
    expect(await notices(bob)).toHaveLength(0);
    expect(await notices(dot)).toHaveLength(0);
    // Cancelling again: it is gone (404), nobody hears twice.
    expect((await admin.agent.delete(`/api/activities/${id}`)).status).toBe(404);
  });

  it('the organiser\'s message goes into the mail and the notice of those going; a message too long is refused, nothing cancelled (issue 31)', async () => {
    const admin = await member(t, 'Host Hugo');
    const g = await createGroup(admin.agent);
    const day = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
    const created = await admin.agent.post(`/api/groups/${g.id}/activities`).send({
      title: 'Canal walk', description: 'Two gentle miles along the towpath.',
      startDate: zonedDateTime(day, '10:00', 'Europe/London')!.toISOString(), endDate: zonedDateTime(day, '11:30', 'Europe/London')!.toISOString(),
      timeZone: 'Europe/London', isVirtual: false, location: 'Lock 7',
    });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const eve = await member(t, 'Eve Going');
    expect((await eve.agent.post(`/api/groups/${g.id}/members`).send({})).status).toBe(201);
    expect((await eve.agent.post(`/api/activities/${id}/attendees`).send({ status: 'going' })).status).toBe(201);

    const tooLong = await admin.agent.post(`/api/activities/${id}/cancellation`).send({ scope: 'one', message: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('Please keep your message under 500 characters.');
    expect((await eve.agent.post(`/api/activities/${id}/cancellation`).send({ scope: 'one', message: 'Hi' })).status).toBe(403);
    expect((await t.request().get(`/api/activities/${id}`)).status).toBe(200);

    const done = await admin.agent.post(`/api/activities/${id}/cancellation`).send({ scope: 'one', message: '  The towpath is flooded. We walk again next week!  ' });
    expect(done.status).toBe(204);
    const mail = await inbox.waitFor((m) => m.to.includes(eve.credentials.email) && m.subject === 'Cancelled: Canal walk');
    expect(mail.text).toContain(`A message from ${g.name}: “The towpath is flooded. We walk again next week!”`);
    const notices = ((await eve.agent.get('/api/notifications')).body.items as Array<{ kind: string; body: string }>).filter((n) => n.kind === 'activity-change');
    expect(notices).toEqual([expect.objectContaining({ body: expect.stringContaining('“The towpath is flooded. We walk again next week!”') })]);
  });
});
