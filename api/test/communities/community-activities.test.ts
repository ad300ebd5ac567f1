import { apiPaths } from '@afterwork/contracts/paths';
import { createTestApp, signInAdmin, signUpMember, unique, type Agent, type TestApp } from '../support';

// Issue 20 item 1: community activities take RSVPs with the same engine as group activities (one activities table):
// capacity, waitlist, calendar files, a member's lists; only the community's members answer; leads add activities.
let t: TestApp;
const created: number[] = [];
const DAY = 86_400_000;

async function newCommunity(): Promise<number> {
  const [c] = await t.db('communities')
    .insert({ name: unique('Harbour Circle '), location: 'Bristol, UK', type: 'active', description: 'Testing community activities', latitude: 51.45, longitude: -2.59 })
    .returning('id');
  created.push((c as { id: number }).id);
  return (c as { id: number }).id;
}

async function newActivity(communityId: number, opts: { max?: number | null; startInMs?: number; title?: string } = {}): Promise<number> {
  const start = new Date(Date.now() + (opts.startInMs ?? 3 * DAY));
  const [a] = await t.db('activities')
    .insert({
      community_id: communityId,
      title: opts.title ?? 'Harbour walk',
      description: 'A gentle walk by the water.',
      location: 'Ferry stop',
      start_date: start,
      end_date: new Date(start.getTime() + 2 * 3_600_000),
      max_attendees: opts.max === undefined ? 2 : opts.max,
    })
    .returning('id');
  return (a as { id: number }).id;
}

async function joinedMember(communityId: number): Promise<{ agent: Agent; id: number }> {
  const agent = t.agent();
  const { user } = await signUpMember(agent);
  await agent.post(apiPaths.communityMembership(communityId)).expect(201);
  return { agent, id: user.id };
}

beforeAll(() => {
  t = createTestApp();
});
afterAll(async () => {
  await t.db('communities').whereIn('id', created).delete();
  await t.close();
});

describe('RSVPs to a community activity', () => {
  it('only the community\'s members answer; a visitor is asked to sign in', async () => {
    const communityId = await newCommunity();
    const activityId = await newActivity(communityId);
    expect((await t.request().post(apiPaths.activityAttendees(activityId)).send({ status: 'going' })).status).toBe(401);
    const outsider = t.agent();
    await signUpMember(outsider);
    const refused = await outsider.post(apiPaths.activityAttendees(activityId)).send({ status: 'going' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only members of this community can RSVP. Please join the community first.');
    await outsider.post(apiPaths.communityMembership(communityId)).expect(201);
    const ok = await outsider.post(apiPaths.activityAttendees(activityId)).send({ status: 'going' });
    expect(ok.status).toBe(201);
    expect(ok.body).toMatchObject({ activityId, status: 'going', waitlistPosition: null });
  });

  it('keeps capacity: a full activity waitlists, a freed place goes to the first in line', async () => {
    const communityId = await newCommunity();
    const activityId = await newActivity(communityId, { max: 2 });
    const [a, b, c, d] = await Promise.all([0, 1, 2, 3].map(() => joinedMember(communityId)));
    expect((await a.agent.post(apiPaths.activityAttendees(activityId)).send({ status: 'going' })).body.status).toBe('going');
    expect((await b.agent.post(apiPaths.activityAttendees(activityId)).send({ status: 'going' })).body.status).toBe('going');
    const third = await c.agent.post(apiPaths.activityAttendees(activityId)).send({ status: 'going' });
    expect(third.body).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
    const fourth = await d.agent.post(apiPaths.activityAttendees(activityId)).send({ status: 'going' });
    expect(fourth.body).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 });

    // The community page lists it with live counts and the viewer's own answer.
    const list = await c.agent.get(apiPaths.communityActivities(communityId));
    expect(list.body[0]).toMatchObject({ id: activityId, communityId, groupId: null, goingCount: 2, waitlistCount: 2, maxAttendees: 2, myRsvp: { status: 'waitlisted', waitlistPosition: 1 } });
    expect((await t.request().get(apiPaths.communityActivities(communityId))).body[0].myRsvp).toBeNull();

    // b steps back: c moves up; d is now first in line.
    await b.agent.patch(apiPaths.activityAttendee(activityId, b.id)).send({ status: 'not_going' }).expect(200);
    expect((await c.agent.get(apiPaths.activity(activityId))).body.myRsvp).toEqual({ status: 'going', guests: 0, waitlistPosition: null });
    expect((await d.agent.get(apiPaths.activity(activityId))).body.myRsvp).toEqual({ status: 'waitlisted', guests: 0, waitlistPosition: 1 });

    // a leaves the community: their answer goes, and d moves up.
    await a.agent.delete(apiPaths.communityMembership(communityId)).expect(200);
    expect(await t.db('activity_attendees').where({ activity_id: activityId, user_id: a.id }).first()).toBeUndefined();
    expect((await d.agent.get(apiPaths.activity(activityId))).body.myRsvp).toEqual({ status: 'going', guests: 0, waitlistPosition: null });
    expect((await t.request().get(apiPaths.activity(activityId))).body).toMatchObject({ goingCount: 2, waitlistCount: 0, communityName: expect.stringMatching(/^Harbour Circle /) });
  });

  it('a capacity race: 16 members answering at once never put more than the capacity on going', async () => {
    const communityId = await newCommunity();
    const capacity = 5;
    const activityId = await newActivity(communityId, { max: capacity });
    const members = [];
    for (let i = 0; i < 16; i += 1) members.push(await joinedMember(communityId));
    const answers = await Promise.all(members.map((m) => m.agent.post(apiPaths.activityAttendees(activityId)).send({ status: 'going' })));
    expect(answers.map((r) => r.status)).toEqual(Array(16).fill(201));
    const statuses = answers.map((r) => r.body.status as string);
    expect(statuses.filter((s) => s === 'going')).toHaveLength(capacity);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(16 - capacity);
    const positions = answers.filter((r) => r.body.status === 'waitlisted').map((r) => r.body.waitlistPosition as number).sort((x, y) => x - y);
    expect(positions).toEqual(Array.from({ length: 16 - capacity }, (_, i) => i + 1));
    const going = await t.db('activity_attendees').where({ activity_id: activityId, status: 'going' }).count({ n: '*' }).first();
    expect(Number(going!.n)).toBe(capacity);
  });

  it('RSVPs close once it has started', async () => {
    const communityId = await newCommunity();
    const activityId = await newActivity(communityId, { startInMs: -DAY });
    const m = await joinedMember(communityId);
    const res = await m.agent.post(apiPaths.activityAttendees(activityId)).send({ status: 'going' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This activity has already taken place, so RSVPs are closed.');
  });

  it('calendar: a file per activity, the member\'s list and private feed carry community activities too', async () => {
    const communityId = await newCommunity();
    const activityId = await newActivity(communityId, { max: null, title: 'Lantern walk' });
    const m = await joinedMember(communityId);
    await m.agent.post(apiPaths.activityAttendees(activityId)).send({ status: 'going' }).expect(201);

    const ics = await t.request().get(apiPaths.activityIcs(activityId));
    expect(ics.status).toBe(200);
    expect(ics.headers['content-type']).toMatch(/text\/calendar/);
    expect(ics.text).toContain('SUMMARY:Lantern walk');
    expect(ics.text.replace(/\r\n /g, '')).toMatch(/Hosted by Harbour Circle [0-9a-f]+ on Afterwork/);

    const mine = await m.agent.get(apiPaths.userActivities(m.id));
    expect(mine.body.find((a: { id: number }) => a.id === activityId)).toMatchObject({ communityId, groupId: null, status: 'going' });

    const feed = await m.agent.get(apiPaths.userCalendarFeed(m.id));
    const file = await t.request().get(feed.body.path);
    expect(file.text).toContain('SUMMARY:Lantern walk');
  });
});

describe('activities and suggestions for the community\'s leads', () => {
  const body = () => ({
    title: 'Picnic in the park',
    description: 'Bring a blanket; we bring the tea and cake.',
    startDate: new Date(Date.now() + 5 * DAY).toISOString(),
    endDate: new Date(Date.now() + 5 * DAY + 2 * 3_600_000).toISOString(),
    location: 'Brandon Hill, by the tower',
    maxAttendees: 12,
  });

  it('a lead or a site admin adds an activity; other members are refused; bad input gets the form messages', async () => {
    const communityId = await newCommunity();
    const lead = await joinedMember(communityId);
    await t.db('community_leads').insert({ community_id: communityId, user_id: lead.id, role: 'leader' });
    const plain = await joinedMember(communityId);

    const refused = await plain.agent.post(apiPaths.communityActivities(communityId)).send(body());
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only the community leads can create activities for this community.');
    expect((await t.request().post(apiPaths.communityActivities(communityId)).send(body())).status).toBe(401);

    const bad = await lead.agent.post(apiPaths.communityActivities(communityId)).send({ ...body(), title: 'ab' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.title).toBe('Title must be at least 3 characters.');

    const made = await lead.agent.post(apiPaths.communityActivities(communityId)).send(body());
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ communityId, groupId: null, title: 'Picnic in the park', maxAttendees: 12, createdBy: lead.id, goingCount: 0 });
    // Members answer it at once.
    expect((await plain.agent.post(apiPaths.activityAttendees(made.body.id)).send({ status: 'going' })).status).toBe(201);

    const admin = t.agent();
    await signInAdmin(admin, t.db);
    expect((await admin.post(apiPaths.communityActivities(communityId)).send(body())).status).toBe(201);
    expect((await admin.post(apiPaths.communityActivities(99_999_999)).send(body())).status).toBe(404);
  });

  it('members\' suggestions are stored and shown to the leads and site admins only', async () => {
    const communityId = await newCommunity();
    const lead = await joinedMember(communityId);
    await t.db('community_leads').insert({ community_id: communityId, user_id: lead.id, role: 'coordinator' });
    const member = t.agent();
    await signUpMember(member, { name: 'Edith Suggests' });
    await member.post(apiPaths.communitySuggestions(communityId)).send({ title: 'Boat trip', details: 'On the ferry' }).expect(201);

    const seen = await lead.agent.get(apiPaths.communitySuggestions(communityId));
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual([{ id: expect.any(Number), communityId, title: 'Boat trip', details: 'On the ferry', createdAt: expect.any(String), authorName: 'Edith Suggests' }]);
    const refused = await member.get(apiPaths.communitySuggestions(communityId));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only the community leads can read its suggestions.');
    expect((await t.request().get(apiPaths.communitySuggestions(communityId))).status).toBe(401);
    const admin = t.agent();
    await signInAdmin(admin, t.db);
    expect((await admin.get(apiPaths.communitySuggestions(communityId))).body).toHaveLength(1);
  });
});
