import { apiPaths } from '@afterwork/contracts/paths';
import { createTestApp, signInAdmin, unique, type TestApp } from '../support';
import { createGroup, DAY, HOUR, member } from '../groups/helpers';

/**
 * Issue 18, finding 2: who may see whom. A group's members and an activity's attendees are for the members of the
 * group (or community) hosting it and site admins; everyone else sees counts. A virtual activity's meeting link is
 * for the host's members, members going and site admins, never for visitors (page, lists, .ics).
 */
describe('who may see members, attendees and meeting links', () => {
  let t: TestApp;
  let insider: Awaited<ReturnType<typeof member>>;
  let outsider: Awaited<ReturnType<typeof member>>;
  let admin: ReturnType<TestApp['agent']>;
  let groupId: number;
  let activityId: number;
  let communityId: number;
  let communityActivityId: number;
  const LINK = 'https://meet.example.com/secret-room-42';

  beforeAll(async () => {
    t = await createTestApp();
    insider = await member(t, 'Insider Ivy');
    outsider = await member(t, 'Outsider Otto');
    admin = t.agent();
    await signInAdmin(admin, t.db);
    groupId = (await createGroup(insider.agent)).id;
    const start = new Date(Date.now() + 3 * DAY);
    [{ id: activityId }] = await t.db('activities')
      .insert({ group_id: groupId, title: 'Online chat', description: 'A video chat.', is_virtual: true, meeting_link: LINK, start_date: start, end_date: new Date(start.getTime() + HOUR) })
      .returning('id');
    await insider.agent.post(apiPaths.activityAttendees(activityId)).send({ status: 'going' }).expect(201);
    [{ id: communityId }] = await t.db('communities')
      .insert({ name: unique('Circle '), location: 'Exeter, UK', type: 'learn', description: 'A circle for visibility', latitude: 50.72, longitude: -3.53 })
      .returning('id');
    [{ id: communityActivityId }] = await t.db('activities')
      .insert({ community_id: communityId, title: 'Circle call', description: 'A call.', is_virtual: true, meeting_link: LINK, start_date: start, end_date: new Date(start.getTime() + HOUR) })
      .returning('id');
    await insider.agent.post(apiPaths.communityMembership(communityId)).expect(201);
  });
  afterAll(() => t.close());

  it("a group's member list: its members and site admins; other members get 403 with a clear message", async () => {
    expect((await insider.agent.get(apiPaths.groupMembers(groupId))).status).toBe(200);
    expect((await admin.get(apiPaths.groupMembers(groupId))).status).toBe(200);
    expect((await t.request().get(apiPaths.groupMembers(groupId))).status).toBe(401);
    const refused = await outsider.agent.get(apiPaths.groupMembers(groupId));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only members of this group can see who is in it.');
    // The count stays public.
    expect((await t.request().get(apiPaths.group(groupId))).body.memberCount).toBe(1);
  });

  it("an activity's attendees: members of its group or community and site admins; others see the counts", async () => {
    const list = await insider.agent.get(apiPaths.activityAttendees(activityId));
    expect(list.status).toBe(200);
    expect(list.body.map((a: { userId: number }) => a.userId)).toEqual([insider.user.id]);
    expect((await admin.get(apiPaths.activityAttendees(activityId))).status).toBe(200);
    const refused = await outsider.agent.get(apiPaths.activityAttendees(activityId));
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Only members of this group can see who is coming.');
    expect((await outsider.agent.get(apiPaths.activity(activityId))).body.goingCount).toBe(1);

    expect((await insider.agent.get(apiPaths.activityAttendees(communityActivityId))).status).toBe(200);
    const community = await outsider.agent.get(apiPaths.activityAttendees(communityActivityId));
    expect(community.status).toBe(403);
    expect(community.body.error.message).toBe('Only members of this community can see who is coming.');
    expect((await outsider.agent.get(apiPaths.activityAttendees(99_999_999))).status).toBe(404);
  });

  it('walking the ids rebuilds nobody’s RSVPs', async () => {
    const seen: number[] = [];
    for (let id = Math.max(1, activityId - 30); id <= activityId + 5; id++) {
      const res = await outsider.agent.get(apiPaths.activityAttendees(id));
      if (res.status === 200) seen.push(...res.body.map((a: { userId: number }) => a.userId));
    }
    expect(seen).not.toContain(insider.user.id);
  });

  it("a virtual activity's meeting link: the host's members, members going and site admins; not visitors or outsiders", async () => {
    const linkOf = async (agent: ReturnType<TestApp['agent']> | null, id: number) =>
      (await (agent ?? t.request()).get(apiPaths.activity(id))).body.meetingLink;
    expect(await linkOf(null, activityId)).toBeNull();
    expect(await linkOf(outsider.agent, activityId)).toBeNull();
    expect(await linkOf(insider.agent, activityId)).toBe(LINK);
    expect(await linkOf(admin, activityId)).toBe(LINK);
    expect(await linkOf(null, communityActivityId)).toBeNull();
    expect(await linkOf(insider.agent, communityActivityId)).toBe(LINK);

    // Lists: the group's and the community's.
    const groupList = async (agent: ReturnType<TestApp['agent']> | null) =>
      (await (agent ?? t.request()).get(apiPaths.groupActivities(groupId))).body.find((a: { id: number }) => a.id === activityId).meetingLink;
    expect(await groupList(null)).toBeNull();
    expect(await groupList(outsider.agent)).toBeNull();
    expect(await groupList(insider.agent)).toBe(LINK);
    const communityList = async (agent: ReturnType<TestApp['agent']> | null) =>
      (await (agent ?? t.request()).get(apiPaths.communityActivities(communityId))).body.find((a: { id: number }) => a.id === communityActivityId).meetingLink;
    expect(await communityList(null)).toBeNull();
    expect(await communityList(insider.agent)).toBe(LINK);

    // The .ics of one activity.
    const ics = async (agent: ReturnType<TestApp['agent']> | null) => (await (agent ?? t.request()).get(apiPaths.activityIcs(activityId))).text;
    expect(await ics(null)).not.toContain('secret-room-42');
    expect(await ics(outsider.agent)).not.toContain('secret-room-42');
    expect(await ics(insider.agent)).toContain('secret-room-42');

    // The member's own list keeps it.
    const mine = await insider.agent.get(apiPaths.userActivities(insider.user.id));
    expect(mine.body.find((a: { id: number }) => a.id === activityId).meetingLink).toBe(LINK);
  });
});
