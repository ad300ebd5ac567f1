import { apiPaths } from '@afterwork/contracts/paths';
import { createTestApp, type TestApp } from '../support';
import { createGroup, HOUR, DAY, insertActivity, member } from './helpers';

/**
 * Issue 34 §3: who came. The organisers tick the member and each guest from 2 hours before to 2 days after; a tick
 * replayed (a phone's queue sent twice) counts once; a member who did not answer is a walk-in, only when they belong
 * to the host; members see how many activities they came to this year.
 */
describe('attendance', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp();
  });
  afterAll(() => t.close());

  async function setUp() {
    const organiser = await member(t, 'Olive Organiser');
    const groupId = (await createGroup(organiser.agent, { location: 'Exeter, UK' })).id;
    const ann = await member(t, 'Ann Going');
    const bob = await member(t, 'Bob Walkin');
    const stranger = await member(t, 'Sam Stranger');
    for (const m of [ann, bob]) await m.agent.post(`/api/groups/${groupId}/members`).send({});
    // Ann says going with 2 guests while it is upcoming; then the activity starts in an hour.
    const activityId = await insertActivity(t.db, groupId, { max: 10 });
    expect((await ann.agent.post(apiPaths.activityAttendees(activityId)).send({ status: 'going', guests: 2 })).status).toBe(201);
    await t.db('activities').where({ id: activityId }).update({ start_date: new Date(Date.now() + HOUR), end_date: new Date(Date.now() + 3 * HOUR) });
    return { organiser, ann, bob, stranger, groupId, activityId };
  }

  it('ticks the member and each guest; a tick replayed twice counts once; the count shows came of said going', async () => {
    const { organiser, ann, activityId } = await setUp();
    const sheet = await organiser.agent.get(apiPaths.activityAttendance(activityId));
    expect(sheet.status).toBe(200);
    expect(sheet.body).toMatchObject({ open: true, saidGoing: 3, came: 0 });
    expect(sheet.body.people).toEqual([{ userId: ann.user.id, name: 'Ann Going', guests: 2, walkIn: false, came: [false, false, false] }]);

    const ticks = { marks: [{ userId: ann.user.id, guestNo: 0, came: true }, { userId: ann.user.id, guestNo: 2, came: true }] };
    const first = await organiser.agent.post(apiPaths.activityAttendance(activityId)).send(ticks);
    expect(first.status).toBe(200);
    // The same queue sent again (the phone did not hear the answer), and both at once.
    const [again, thrice] = await Promise.all([
      organiser.agent.post(apiPaths.activityAttendance(activityId)).send(ticks),
      organiser.agent.post(apiPaths.activityAttendance(activityId)).send(ticks),
    ]);
    expect([again.status, thrice.status]).toEqual([200, 200]);
    expect(thrice.body.people[0].came).toEqual([true, false, true]);
    expect(thrice.body).toMatchObject({ saidGoing: 3, came: 2 });
    expect(await t.db('activity_attendance').where({ activity_id: activityId }).select('user_id', 'guest_no').orderBy('guest_no')).toEqual([
      { user_id: ann.user.id, guest_no: 0 },
      { user_id: ann.user.id, guest_no: 2 },
    ]);

    // Taking a tick back, twice, is one change.
    const back = { marks: [{ userId: ann.user.id, guestNo: 2, came: false }] };
    await organiser.agent.post(apiPaths.activityAttendance(activityId)).send(back);
    const undone = await organiser.agent.post(apiPaths.activityAttendance(activityId)).send(back);
    expect(undone.body).toMatchObject({ came: 1 });

    // Ann's dashboard count.
    const mine = await ann.agent.get(apiPaths.userAttendance(ann.user.id));
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ year: new Date().getUTCFullYear(), activities: 1 });
    // Only her own.
    expect((await organiser.agent.get(apiPaths.userAttendance(ann.user.id))).status).toBe(403);
  });

  it('a walk-in is a member of the host; a stranger, a guest too many or a walk-in guest is refused and nothing is written', async () => {
    const { organiser, ann, bob, stranger, activityId } = await setUp();
    const sheet = await organiser.agent.get(apiPaths.activityAttendance(activityId));
    expect(sheet.body.others.map((o: { name: string }) => o.name)).toEqual(expect.arrayContaining(['Bob Walkin', 'Olive Organiser']));
    expect(sheet.body.others.map((o: { name: string }) => o.name)).not.toContain('Sam Stranger');

    // A good tick with a bad one in the same batch: neither is written.
    const bad = await organiser.agent
      .post(apiPaths.activityAttendance(activityId))
      .send({ marks: [{ userId: ann.user.id, guestNo: 0, came: true }, { userId: stranger.user.id, guestNo: 0, came: true }] });
    expect(bad.status).toBe(403);
    expect(bad.body.error.message).toBe('Only members of the group or community hosting this activity can be added as someone who came.');
    const tooMany = await organiser.agent.post(apiPaths.activityAttendance(activityId)).send({ marks: [{ userId: ann.user.id, guestNo: 3, came: true }] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toBe('This member did not say they bring that many guests.');
    const walkInGuest = await organiser.agent.post(apiPaths.activityAttendance(activityId)).send({ marks: [{ userId: bob.user.id, guestNo: 1, came: true }] });
    expect(walkInGuest.status).toBe(400);
    const empty = await organiser.agent.post(apiPaths.activityAttendance(activityId)).send({ marks: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Please send at least one tick.');
    expect(await t.db('activity_attendance').where({ activity_id: activityId })).toEqual([]);

    // Bob came without answering: added as someone who came.
    const walkIn = await organiser.agent.post(apiPaths.activityAttendance(activityId)).send({ marks: [{ userId: bob.user.id, guestNo: 0, came: true }] });
    expect(walkIn.status).toBe(200);
    expect(walkIn.body.people.find((p: { userId: number }) => p.userId === bob.user.id)).toMatchObject({ walkIn: true, came: [true], guests: 0 });
    expect(walkIn.body).toMatchObject({ saidGoing: 3, came: 1 });
    expect(walkIn.body.others.map((o: { name: string }) => o.name)).not.toContain('Bob Walkin');
  });

  it('only the organisers take attendance, and only from 2 hours before to 2 days after', async () => {
    const { organiser, ann, stranger, activityId, groupId } = await setUp();
    const mark = { marks: [{ userId: ann.user.id, guestNo: 0, came: true }] };
    for (const who of [ann, stranger]) {
      const read = await who.agent.get(apiPaths.activityAttendance(activityId));
      expect(read.status).toBe(403);
      expect(read.body.error.message).toBe('Only the organisers of this activity can take attendance.');
      expect((await who.agent.post(apiPaths.activityAttendance(activityId)).send(mark)).status).toBe(403);
    }
    expect((await t.request().get(apiPaths.activityAttendance(activityId))).status).toBe(401);
    expect((await organiser.agent.get(apiPaths.activityAttendance(999999))).status).toBe(404);

    // A co-organiser (issue 34 §4) takes attendance like the admin; back to a plain member, not any more.
    expect((await organiser.agent.put(`/api/groups/${groupId}/members/${ann.user.id}/role`).send({ role: 'organiser' })).status).toBe(200);
    expect((await ann.agent.get(apiPaths.activityAttendance(activityId))).status).toBe(200);
    expect((await ann.agent.post(apiPaths.activityAttendance(activityId)).send(mark)).status).toBe(200);
    expect((await organiser.agent.put(`/api/groups/${groupId}/members/${ann.user.id}/role`).send({ role: 'member' })).status).toBe(200);
    expect((await ann.agent.get(apiPaths.activityAttendance(activityId))).status).toBe(403);

    // Three days ahead: not yet.
    const later = await insertActivity(t.db, groupId, { startInMs: 3 * DAY });
    const early = await organiser.agent.post(apiPaths.activityAttendance(later)).send(mark);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Attendance can be taken from 2 hours before the activity until 2 days after it.');
    expect((await organiser.agent.get(apiPaths.activityAttendance(later))).body.open).toBe(false);
    // Three days ago: closed.
    const past = await insertActivity(t.db, groupId, { startInMs: -3 * DAY });
    expect((await organiser.agent.post(apiPaths.activityAttendance(past)).send(mark)).status).toBe(409);
  });
});
