import { apiPaths } from '@afterwork/contracts/paths';
import { createTestApp, signInAdmin, signUpMember, unique, type TestApp } from '../support';
import { createGroup, DAY, HOUR } from '../groups/helpers';

/**
 * Issue 18, finding 7: input gaps. https-only pictures, community images on this site or the web (never
 * '//other-host'), names with something visible and no text-direction overrides, dates with a zone that exist and
 * stay in a sane range, no duplicate interests, and no vertical tab or form feed in a calendar file.
 */
describe('input gaps', () => {
  let t: TestApp;
  let member: ReturnType<TestApp['agent']>;
  let admin: ReturnType<TestApp['agent']>;
  let groupId: number;

  beforeAll(async () => {
    t = createTestApp();
    member = t.agent();
    admin = t.agent();
    await signUpMember(member);
    await signInAdmin(admin, t.db);
    groupId = (await createGroup(member)).id;
  });
  afterAll(() => t.close());

  it('a picture is an https address: javascript:, data: and http: are refused', async () => {
    const me = (await member.get(apiPaths.user)).body as { name: string; email: string };
    for (const avatar of ['javascript:alert(1)', 'data:image/png;base64,iVBORw0KGgo=', 'http://example.com/me.png', 'JAVASCRIPT:alert(1)']) {
      const res = await member.patch(apiPaths.user).send({ name: me.name, email: me.email, avatar });
      expect({ avatar, status: res.status }).toEqual({ avatar, status: 400 });
      expect(res.body.error.fields.avatar).toBeTruthy();
    }
    const ok = await member.patch(apiPaths.user).send({ name: me.name, email: me.email, avatar: 'https://example.com/me.png' });
    expect(ok.status).toBe(200);
    expect(ok.body.avatar).toBe('https://example.com/me.png');
  });

  it("a community's image is on this site or an http(s) address, never '//other-host/…'", async () => {
    const body = (imageUrl: string) => ({
      name: unique('Circle '), description: 'A circle for the input test.', type: 'learn', location: 'Exeter, UK', latitude: 50.72, longitude: -3.53, imageUrl,
    });
    for (const bad of ['//evil.example/x.png', '/\\evil.example/x.png', 'javascript:alert(1)']) {
      const res = await admin.post(apiPaths.communities).send(body(bad));
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
    }
    expect((await admin.post(apiPaths.communities).send(body('/images/communities/walk.jpg'))).status).toBe(201);
    expect((await admin.post(apiPaths.communities).send(body('https://images.example.com/walk.jpg'))).status).toBe(201);
  });

  it('names need a visible character and no text-direction override', async () => {
    const zeroWidth = '\u200b\u200c\u200d\u2060\ufeff';
    const reg = (name: string) =>
      t.request().post(apiPaths.register).send({ username: unique('zw_'), password: 'correct-horse-battery', name, email: `${unique('zw')}@example.com` });
    expect((await reg(zeroWidth)).status).toBe(400);
    expect((await reg('Eve\u202egnirts')).status).toBe(400);
    expect((await reg('Eve \u2066isolate\u2069')).status).toBe(400);
    expect((await reg('Zoë Ångström')).status).toBe(201);
    const me = (await member.get(apiPaths.user)).body as { email: string };
    expect((await member.patch(apiPaths.user).send({ name: zeroWidth, email: me.email })).status).toBe(400);
    expect((await member.post(apiPaths.groups).send({ name: zeroWidth + zeroWidth, description: 'A group with an invisible name.', type: 'social' })).status).toBe(400);
    expect((await member.post(apiPaths.groups).send({ name: 'Readers\u202e', description: 'A group with a reversed name.', type: 'social' })).status).toBe(400);
  });

  describe('activity dates', () => {
    const start = new Date(Date.now() + 3 * DAY);
    const activity = (startDate: string, endDate: string) => ({
      title: 'Date check', description: 'Checking the dates of activities.', startDate, endDate, location: 'The library',
    });
    const post = (startDate: string, endDate: string) => member.post(apiPaths.groupActivities(groupId)).send(activity(startDate, endDate));
    const y = start.getUTCFullYear() + 1;

    it.each([
      ['without a time zone', `${y}-06-01T10:00`, `${y}-06-01T12:00`, 'startDate'],
      ['on a day that does not exist', `${y}-02-30T10:00:00Z`, `${y}-03-02T12:00:00Z`, 'startDate'],
      ['at an hour that does not exist', `${y}-06-01T25:00:00Z`, `${y}-06-02T12:00:00Z`, 'startDate'],
      ['in the year 275760', '275760-09-13T00:00:00.000Z', '275760-09-13T01:00:00.000Z', 'startDate'],
      ['in the expanded-year form', '+002030-01-01T10:00:00Z', '+002030-01-01T12:00:00Z', 'startDate'],
      ['more than five years ahead', new Date(Date.now() + 6 * 365 * DAY).toISOString(), new Date(Date.now() + 6 * 365 * DAY + HOUR).toISOString(), 'startDate'],
      ['lasting 5,000 years', start.toISOString(), new Date(start.getTime() + 5000 * 365 * DAY).toISOString(), 'endDate'],
      ['lasting more than 31 days', start.toISOString(), new Date(start.getTime() + 32 * DAY).toISOString(), 'endDate'],
    ])('refuses a date %s', async (_what, s, e, field) => {
      const res = await post(s, e);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
    });

    it('accepts a sensible one, with Z or an offset', async () => {
      expect((await post(start.toISOString(), new Date(start.getTime() + 2 * HOUR).toISOString())).status).toBe(201);
      expect((await post(`${y}-06-01T10:00:00+01:00`, `${y}-06-01T12:30+01:00`)).status).toBe(201);
    });
  });

  describe('changing an activity keeps the same rules (PATCH /api/activities/:id)', () => {
    const start = new Date(Date.now() + 3 * DAY);
    let id: number;
    beforeAll(async () => {
      const res = await member.post(apiPaths.groupActivities(groupId)).send({
        title: 'Edit check', description: 'Checking the dates of a changed activity.', startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 2 * HOUR).toISOString(), location: 'The library',
      });
      expect(res.status).toBe(201);
      id = res.body.id as number;
    });
    const patch = (body: Record<string, unknown>) => member.patch(apiPaths.activity(id)).send(body);
    const far = Date.now() + 6 * 365 * DAY;

    it.each([
      ['a start more than five years ahead', { startDate: new Date(far).toISOString(), endDate: new Date(far + HOUR).toISOString() }, 'startDate', 'within the next 5 years'],
      ['a start alone more than five years ahead', { startDate: new Date(far).toISOString() }, 'startDate', 'within the next 5 years'],
      ['a start in the past', { startDate: new Date(Date.now() - DAY).toISOString() }, 'startDate', 'in the future'],
      ['an end alone 32 days after the start', { endDate: new Date(start.getTime() + 32 * DAY).toISOString() }, 'endDate', 'at most 31 days'],
      ['both, lasting 5,000 years', { startDate: start.toISOString(), endDate: new Date(start.getTime() + 5000 * 365 * DAY).toISOString() }, 'endDate', 'at most 31 days'],
      ['a start alone after the stored end', { startDate: new Date(start.getTime() + 3 * HOUR).toISOString() }, 'endDate', 'after the start'],
      ['a title with a direction override', { title: 'Edit\u202echeck' }, 'title', ''],
    ])('refuses %s', async (_what, body, field, words) => {
      const res = await patch(body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {})).toContain(field);
      expect(res.body.error.fields[field]).toContain(words);
      const stored = (await t.db('activities').where({ id }).first('start_date', 'end_date', 'title')) as { start_date: Date; title: string };
      expect(new Date(stored.start_date).toISOString()).toBe(start.toISOString());
      expect(stored.title).toBe('Edit check');
    });

    it('accepts a sensible change of either time', async () => {
      const end = new Date(start.getTime() + 30 * DAY);
      const res = await patch({ endDate: end.toISOString() });
      expect(res.status).toBe(200);
      expect(new Date(res.body.endDate as string).toISOString()).toBe(end.toISOString());
      expect((await patch({ startDate: new Date(start.getTime() + DAY).toISOString() })).status).toBe(200);
    });
  });

  it('duplicate interests are stored once', async () => {
    const me = (await member.get(apiPaths.user)).body as { name: string; email: string };
    const res = await member.patch(apiPaths.user).send({ name: me.name, email: me.email, interests: ['Chess', 'chess', ' Chess ', 'Reading', 'READING'] });
    expect(res.status).toBe(200);
    expect(res.body.interests).toEqual(['Chess', 'Reading']);
  });

  it('a calendar file never carries a vertical tab or a form feed (text stored before the rules)', async () => {
    const s = new Date(Date.now() + 3 * DAY);
    const [{ id }] = await t.db('activities')
      .insert({ group_id: groupId, title: 'Tab\u000bbed title', description: 'Form\u000cfeed and \u0007bell', location: 'Hall\u000b2', start_date: s, end_date: new Date(s.getTime() + HOUR) })
      .returning('id');
    const ics = await t.request().get(apiPaths.activityIcs(id));
    expect(ics.status).toBe(200);
    // eslint-disable-next-line no-control-regex -- the test looks for the control characters themselves
    expect(ics.text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
    expect(ics.text).toContain('SUMMARY:Tab bed title');
  });
});
