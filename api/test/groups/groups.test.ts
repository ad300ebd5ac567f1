import { createTestApp, signInAdmin, unique, type TestApp } from '../support';
import { DAY, HOUR, createGroup, groupBody, insertActivity, member } from './helpers';

describe('groups API', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp();
  });
  afterAll(() => t.close());

  describe('create group', () => {
    it('401 for visitors', async () => {
      const res = await t.request().post('/api/groups').send(groupBody());
      expect(res.status).toBe(401);
    });

    it.each([
      [{ name: 'ab' }, 'name', 'Group name must be at least 3 characters.'],
      [{ name: 'x'.repeat(51) }, 'name', 'Group name must not exceed 50 characters.'],
      [{ name: undefined }, 'name', 'Group name must be at least 3 characters.'],
      [{ description: 'too short' }, 'description', 'Description must be at least 10 characters.'],
      [{ description: 'x'.repeat(501) }, 'description', 'Description must not exceed 500 characters.'],
      [{ type: 'hobby' }, 'type', 'Please select a group type.'],
      [{ type: undefined }, 'type', 'Please select a group type.'],
      [{ location: 'ab' }, 'location', 'Location must be at least 3 characters.'],
      [{ location: 'x'.repeat(101) }, 'location', 'Location must not exceed 100 characters.'],
      [{ imageUrl: 'not a url' }, 'imageUrl', 'Please enter a valid URL for the image.'],
      [{ imageUrl: 'javascript:alert(1)' }, 'imageUrl', 'Please enter a valid URL for the image.'],
    ])('400 with the spec message for %j', async (patch, field, message) => {
      const { agent } = await member(t);
      const res = await agent.post('/api/groups').send(groupBody(patch));
      expect(res.status).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    });

    it('stores createdBy from the session (never the body), makes the creator admin, empty optional fields become null', async () => {
      const { agent, user } = await member(t);
      const res = await agent.post('/api/groups').send(groupBody({ createdBy: 1, location: '', imageUrl: '  ', name: '  Tidy Name  ' }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ createdBy: user.id, location: null, imageUrl: null, memberCount: 1, activityCount: 0, name: 'Tidy Name' });
      const members = await agent.get(`/api/groups/${res.body.id}/members`);
      expect(members.body).toEqual([expect.objectContaining({ userId: user.id, role: 'admin', name: 'Margaret Holloway' })]);
      const mine = await agent.get(`/api/users/${user.id}/groups`);
      expect(mine.body).toEqual([expect.objectContaining({ id: res.body.id, role: 'admin' })]);
    });
  });

  describe('list and read', () => {
    it('lists groups for visitors, with search over name, description and location and a type filter', async () => {
      const { agent } = await member(t);
      const tag = unique('zq');
      const a = await createGroup(agent, { name: `Chess ${tag}`, type: 'practice' });
      const b = await createGroup(agent, { description: `We knit in the ${tag} library together.`, type: 'craft' });
      const c = await createGroup(agent, { location: `${tag} Park`, type: 'social' });
      const all = await t.request().get(`/api/groups?search=${tag}`);
      expect(all.status).toBe(200);
      expect(all.body.map((g: { id: number }) => g.id).sort()).toEqual([a.id, b.id, c.id].sort());
      const crafts = await t.request().get(`/api/groups?search=${tag}&type=craft`);
      expect(crafts.body.map((g: { id: number }) => g.id)).toEqual([b.id]);
      expect((await t.request().get('/api/groups?search=%25%25%25nothing')).body).toEqual([]);
      expect((await t.request().get('/api/groups?type=hobby')).status).toBe(400);
    });

    it('search (issue 19 §4): every word must match, each anywhere in name, type, description or location', async () => {
      const { agent } = await member(t);
      const tag = unique('zw');
      const yoga = await createGroup(agent, { name: `Chair Yoga ${tag}`, description: 'Gentle stretching on a sturdy chair.', location: 'Redland, Bristol', type: 'practice' });
      const walk = await createGroup(agent, { name: `Harbour ${tag}`, description: 'Easy walks by the water.', location: 'Bristol Harbourside', type: 'active' });
      const ids = async (search: string) => (await t.request().get(`/api/groups?search=${encodeURIComponent(search)}`)).body.map((g: { id: number }) => g.id).sort();
      expect(await ids(`${tag} yoga bristol`)).toEqual([yoga.id]);
      expect(await ids(`${tag} walking`)).toEqual([walk.id]); // 'walks' in the description
      expect(await ids(`${tag} bristol`)).toEqual([yoga.id, walk.id].sort());
      expect(await ids(`${tag} practice`)).toEqual([yoga.id]); // the type
      expect(await ids(`${tag} knitting`)).toEqual([]);
      expect((await t.request().get(`/api/groups?search=${encodeURIComponent("a & !b | c:*")}`)).status).toBe(200);
    });

    it('one group; 400 for a non-numeric id, 404 for an unknown one', async () => {
      const { agent } = await member(t);
      const g = await createGroup(agent);
      expect((await t.request().get(`/api/groups/${g.id}`)).body).toMatchObject({ id: g.id, memberCount: 1 });
      expect((await t.request().get('/api/groups/abc')).status).toBe(400);
      expect((await t.request().get('/api/groups/0')).status).toBe(400);
      const missing = await t.request().get('/api/groups/99999999');
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe('Group not found');
      for (const path of ['/members', '/activities']) {
        expect((await agent.get(`/api/groups/abc${path}`)).status).toBe(400);
        expect((await agent.get(`/api/groups/99999999${path}`)).status).toBe(404);
      }
    });

    it('members list needs a signed-in member (401 for visitors)', async () => {
      const { agent } = await member(t);
      const g = await createGroup(agent);
      expect((await t.request().get(`/api/groups/${g.id}/members`)).status).toBe(401);
    });
  });

  describe('membership', () => {
    it('joining adds the signed-in member as a member and keeps memberCount true; twice is 409', async () => {
      const { agent: owner } = await member(t);
      const g = await createGroup(owner);
      const { agent, user } = await member(t, 'Joan Whitfield');
      const res = await agent.post(`/api/groups/${g.id}/members`).send({ userId: user.id, role: 'member' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ groupId: g.id, userId: user.id, role: 'member' });
      expect((await t.request().get(`/api/groups/${g.id}`)).body.memberCount).toBe(2);
      const again = await agent.post(`/api/groups/${g.id}/members`).send({});
      expect(again.status).toBe(409);
      expect(again.body.error.message).toBe('You are already a member of this group.');
      expect((await t.request().get(`/api/groups/${g.id}`)).body.memberCount).toBe(2);
    });

    it('401 for visitors, 403 for joining as someone else or as admin, 404 unknown group, 400 bad id', async () => {
      const { agent: owner, user: ownerUser } = await member(t);
      const g = await createGroup(owner);
      const { agent } = await member(t);
      expect((await t.request().post(`/api/groups/${g.id}/members`).send({})).status).toBe(401);
      const other = await agent.post(`/api/groups/${g.id}/members`).send({ userId: ownerUser.id });
      expect(other.status).toBe(403);
      expect(other.body.error.message).toBe('You can only join a group yourself.');
      expect((await agent.post(`/api/groups/${g.id}/members`).send({ role: 'admin' })).status).toBe(403);
      expect((await agent.post('/api/groups/99999999/members').send({})).status).toBe(404);
      expect((await agent.post('/api/groups/x/members').send({})).status).toBe(400);
    });

    it('a member leaves themself; another member cannot remove them; a group admin and a site admin can', async () => {
      const { agent: owner } = await member(t);
      const g = await createGroup(owner);
      const a = await member(t);
      const b = await member(t);
      const c = await member(t);
      for (const m of [a, b, c]) await m.agent.post(`/api/groups/${g.id}/members`).send({});
      expect((await t.request().get(`/api/groups/${g.id}`)).body.memberCount).toBe(4);

      const denied = await a.agent.delete(`/api/groups/${g.id}/members/${b.user.id}`);
      expect(denied.status).toBe(403);
      expect(denied.body.error.message).toBe('Only the member themself or a group admin can remove a membership.');
      expect((await t.request().delete(`/api/groups/${g.id}/members/${b.user.id}`)).status).toBe(401);

      expect((await a.agent.delete(`/api/groups/${g.id}/members/${a.user.id}`)).status).toBe(204);
      expect((await owner.delete(`/api/groups/${g.id}/members/${b.user.id}`)).status).toBe(204);
      const admin = t.agent();
      await signInAdmin(admin, t.db);
      expect((await admin.delete(`/api/groups/${g.id}/members/${c.user.id}`)).status).toBe(204);
      expect((await t.request().get(`/api/groups/${g.id}`)).body.memberCount).toBe(1);
      const gone = await owner.delete(`/api/groups/${g.id}/members/${c.user.id}`);
      expect(gone.status).toBe(404);
      expect((await owner.delete(`/api/groups/99999999/members/${c.user.id}`)).status).toBe(404);
      expect((await owner.delete(`/api/groups/${g.id}/members/abc`)).status).toBe(400);
    });
  });

  describe('activities and RSVPs', () => {
    it('lists a group\'s activities (with live counts) and one activity; 400/404 paths', async () => {
      const { agent } = await member(t);
      const g = await createGroup(agent);
      const id = await insertActivity(t.db, g.id, { max: 5 });
      const list = await t.request().get(`/api/groups/${g.id}/activities`);
      expect(list.status).toBe(200);
      expect(list.body[0]).toMatchObject({ id, groupId: g.id, groupName: g.name, maxAttendees: 5, goingCount: 0, myRsvp: null });
      const one = await t.request().get(`/api/activities/${id}`);
      expect(one.body).toMatchObject({ id, title: 'Harbourside walk', isVirtual: false });
      expect((await t.request().get('/api/activities/abc')).status).toBe(400);
      const missing = await t.request().get('/api/activities/99999999');
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe('Activity not found');
      expect((await agent.get('/api/activities/99999999/attendees')).status).toBe(404);
      expect((await t.request().get(`/api/activities/${id}/attendees`)).status).toBe(401);
    });

    it('only members RSVP; the first answer creates (201), a later one updates; myRsvp reflects it', async () => {
      const { agent: owner } = await member(t);
      const g = await createGroup(owner);
      const id = await insertActivity(t.db, g.id, { max: 5 });
      const { agent, user } = await member(t, 'Frank OConnor');

      expect((await t.request().post(`/api/activities/${id}/attendees`).send({ status: 'going' })).status).toBe(401);
      const notMember = await agent.post(`/api/activities/${id}/attendees`).send({ status: 'going' });
      expect(notMember.status).toBe(403);
      expect(notMember.body.error.message).toBe('Only members of this group can RSVP. Please join the group first.');

      await agent.post(`/api/groups/${g.id}/members`).send({});
      const first = await agent.post(`/api/activities/${id}/attendees`).send({ userId: user.id, status: 'maybe' });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ activityId: id, userId: user.id, status: 'maybe', waitlistPosition: null });
      const update = await agent.patch(`/api/activities/${id}/attendees/${user.id}`).send({ status: 'going' });
      expect(update.status).toBe(200);
      expect(update.body.status).toBe('going');
      const again = await agent.post(`/api/activities/${id}/attendees`).send({ status: 'going' });
      expect(again.status).toBe(200);

      const seen = await agent.get(`/api/activities/${id}`);
      expect(seen.body).toMatchObject({ goingCount: 1, myRsvp: { status: 'going', waitlistPosition: null } });
      const attendees = await agent.get(`/api/activities/${id}/attendees`);
      expect(attendees.body).toEqual([expect.objectContaining({ userId: user.id, status: 'going', name: 'Frank OConnor' })]);
      const inGroup = await agent.get(`/api/groups/${g.id}/activities`);
      expect(inGroup.body[0].myRsvp).toEqual({ status: 'going', guests: 0, waitlistPosition: null });
    });

    it('an RSVP is created or changed only by its own member (403), with bad input 400', async () => {
      const { agent: owner, user: ownerUser } = await member(t);
      const g = await createGroup(owner);
      const id = await insertActivity(t.db, g.id);
      const { agent, user } = await member(t);
      await agent.post(`/api/groups/${g.id}/members`).send({});
      await owner.post(`/api/activities/${id}/attendees`).send({ status: 'going' });

      const forOther = await agent.post(`/api/activities/${id}/attendees`).send({ userId: ownerUser.id, status: 'not_going' });
      expect(forOther.status).toBe(403);
      expect(forOther.body.error.message).toBe('You can only answer for yourself.');
      expect((await agent.patch(`/api/activities/${id}/attendees/${ownerUser.id}`).send({ status: 'not_going' })).status).toBe(403);
      const admin = t.agent();
      await signInAdmin(admin, t.db);
      expect((await admin.patch(`/api/activities/${id}/attendees/${ownerUser.id}`).send({ status: 'not_going' })).status).toBe(403);

      expect((await agent.post(`/api/activities/${id}/attendees`).send({ status: 'waitlisted' })).status).toBe(400);
      expect((await agent.post(`/api/activities/${id}/attendees`).send({ status: 'yes' })).body.error.fields.status).toBe('Please choose going, maybe or not going.');
      expect((await agent.patch(`/api/activities/${id}/attendees/${user.id}`).send({})).status).toBe(400);
      const none = await agent.patch(`/api/activities/${id}/attendees/${user.id}`).send({ status: 'maybe' });
      expect(none.status).toBe(404);
      expect((await agent.patch(`/api/activities/abc/attendees/${user.id}`).send({ status: 'maybe' })).status).toBe(400);
      expect((await agent.post('/api/activities/99999999/attendees').send({ status: 'going' })).status).toBe(404);
      const owners = await owner.get(`/api/activities/${id}`);
      expect(owners.body.myRsvp.status).toBe('going');
    });

    it('no RSVP on a past activity (409 with a clear message)', async () => {
      const { agent } = await member(t);
      const g = await createGroup(agent);
      const id = await insertActivity(t.db, g.id, { startInMs: -2 * DAY });
      const res = await agent.post(`/api/activities/${id}/attendees`).send({ status: 'going' });
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe('This activity has already taken place, so RSVPs are closed.');
    });

    it('a going answer on a full activity joins the waitlist with its position; an activity without capacity never waitlists', async () => {
      const { agent: owner } = await member(t);
      const g = await createGroup(owner);
      const full = await insertActivity(t.db, g.id, { max: 1 });
      const open = await insertActivity(t.db, g.id, { max: null });
      await owner.post(`/api/activities/${full}/attendees`).send({ status: 'going' });
      const { agent } = await member(t);
      await agent.post(`/api/groups/${g.id}/members`).send({});
      const res = await agent.post(`/api/activities/${full}/attendees`).send({ status: 'going' });
      expect(res.body).toMatchObject({ status: 'waitlisted', waitlistPosition: 1 });
      expect((await agent.get(`/api/activities/${full}`)).body).toMatchObject({ goingCount: 1, waitlistCount: 1, myRsvp: { status: 'waitlisted', waitlistPosition: 1 } });
      expect((await agent.post(`/api/activities/${open}/attendees`).send({ status: 'going' })).body.status).toBe('going');
    });
  });

  describe('create activity (group admins)', () => {
    const future = (days: number, hours = 10) => new Date(Date.now() + days * DAY + hours * HOUR).toISOString();
    const body = (o: Record<string, unknown> = {}) => ({
      title: 'Winter walk', description: 'A brisk walk round the lake.', startDate: future(3), endDate: future(3, 12),
      isVirtual: false, location: 'Lake car park', maxAttendees: 8, ...o,
    });

    it('group admin creates; plain members 403; site admin allowed; visitors 401', async () => {
      const { agent: owner, user } = await member(t);
      const g = await createGroup(owner);
      const res = await owner.post(`/api/groups/${g.id}/activities`).send(body());
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ groupId: g.id, title: 'Winter walk', maxAttendees: 8, createdBy: user.id, meetingLink: null });
      expect((await t.request().get(`/api/groups/${g.id}`)).body.activityCount).toBe(1);

      const { agent } = await member(t);
      await agent.post(`/api/groups/${g.id}/members`).send({});
      const denied = await agent.post(`/api/groups/${g.id}/activities`).send(body());
      expect(denied.status).toBe(403);
      expect(denied.body.error.message).toBe('Only group admins can create activities for this group.');
      expect((await t.request().post(`/api/groups/${g.id}/activities`).send(body())).status).toBe(401);
      const admin = t.agent();
      await signInAdmin(admin, t.db);
      expect((await admin.post(`/api/groups/${g.id}/activities`).send(body({ isVirtual: true, location: null, meetingLink: 'https://meet.example.com/x' }))).status).toBe(201);
      expect((await owner.post('/api/groups/99999999/activities').send(body())).status).toBe(404);
    });

    it.each([
      [{ title: 'ab' }, 'title', 'Title must be at least 3 characters.'],
      [{ description: 'short' }, 'description', 'Description must be at least 10 characters.'],
      [{ startDate: 'tomorrow-ish' }, 'startDate', 'Please choose a start date and time.'],
      [{ startDate: new Date(Date.now() - DAY).toISOString() }, 'startDate', 'The start must be in the future.'],
      [{ endDate: new Date(Date.now() + DAY).toISOString(), startDate: new Date(Date.now() + 2 * DAY).toISOString() }, 'endDate', 'The end must be after the start.'],
      [{ location: '' }, 'location', 'Please enter where the activity takes place.'],
      [{ isVirtual: true, meetingLink: '' }, 'meetingLink', 'Please enter the meeting link.'],
      [{ isVirtual: true, meetingLink: 'ftp://x' }, 'meetingLink', 'Please enter a valid meeting link.'],
      [{ maxAttendees: 0 }, 'maxAttendees', 'Capacity must be at least 1.'],
      [{ maxAttendees: 2.5 }, 'maxAttendees', 'Capacity must be a whole number.'],
    ])('400 for %j', async (patch, field, message) => {
      const { agent } = await member(t);
      const g = await createGroup(agent);
      const res = await agent.post(`/api/groups/${g.id}/activities`).send(body(patch));
      expect(res.status).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    });
  });

  describe("a member's own lists", () => {
    it('GET /api/users/:id/groups and /activities: self and site admins only', async () => {
      const { agent: owner } = await member(t);
      const g = await createGroup(owner);
      const id = await insertActivity(t.db, g.id);
      const { agent, user } = await member(t);
      await agent.post(`/api/groups/${g.id}/members`).send({});
      await agent.post(`/api/activities/${id}/attendees`).send({ status: 'maybe' });

      // With its next date (issue 31: the dashboard's 'My groups'): the nearest still to come, not a past one.
      const sooner = await insertActivity(t.db, g.id, { startInMs: 86_400_000, title: 'Coffee first' });
      await insertActivity(t.db, g.id, { startInMs: -86_400_000, title: 'Yesterday' });
      const groups = await agent.get(`/api/users/${user.id}/groups`);
      expect(groups.body).toEqual([expect.objectContaining({ id: g.id, role: 'member', nextActivity: expect.objectContaining({ id: sooner, title: 'Coffee first' }) })]);
      const acts = await agent.get(`/api/users/${user.id}/activities`);
      expect(acts.body).toEqual([expect.objectContaining({ id, status: 'maybe', groupId: g.id })]);

      expect((await owner.get(`/api/users/${user.id}/groups`)).status).toBe(403);
      expect((await owner.get(`/api/users/${user.id}/activities`)).status).toBe(403);
      expect((await t.request().get(`/api/users/${user.id}/groups`)).status).toBe(401);
      expect((await agent.get('/api/users/abc/groups')).status).toBe(400);
      const admin = t.agent();
      await signInAdmin(admin, t.db);
      expect((await admin.get(`/api/users/${user.id}/activities`)).body).toHaveLength(1);
      expect((await admin.get('/api/users/99999999/groups')).status).toBe(404);
    });
  });
});
