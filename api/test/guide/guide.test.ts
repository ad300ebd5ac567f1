import { createTestApp, signUpMember, unique, type TestApp } from '../support';
import { expandTerms, extractTerms, splitKinds, toTsQuery } from '../../src/modules/guide/terms';

let t: TestApp;
const token = unique('kw'); // a word no other content has, e.g. kw1a2b3c4d
const made: { communities: number[]; groups: number[]; mentors: number[] } = { communities: [], groups: [], mentors: [] };
let hasMentors = false;
let ids: { community: number; group: number; upcoming: number; past: number; mentor?: number };

beforeAll(async () => {
  t = createTestApp();
  const day = 86_400_000;
  const [{ id: community }] = await t.db('communities')
    .insert({ name: `Riverside ${token} Circle`, location: 'Bristol, UK', type: 'craft', description: `Weekly ${token} evenings for beginners`, latitude: 51.45, longitude: -2.58 })
    .returning('id');
  made.communities.push(community);
  const [{ id: group }] = await t.db('groups')
    .insert({ name: `The ${token} Group`, description: `Friendly ${token} practice every Tuesday`, type: 'practice', location: 'Bath, UK' })
    .returning('id');
  made.groups.push(group);
  const [{ id: upcoming }] = await t.db('activities')
    .insert({ group_id: group, title: `${token} taster morning`, description: 'Come and try it', location: 'Bath Library', start_date: new Date(Date.now() + 3 * day) })
    .returning('id');
  const [{ id: past }] = await t.db('activities')
    .insert({ group_id: group, title: `${token} last year`, description: 'Long gone', location: 'Bath Library', start_date: new Date(Date.now() - 30 * day) })
    .returning('id');
  ids = { community, group, upcoming, past };
  const { rows } = await t.db.raw(`select to_regclass('mentors') is not null as ok`);
  hasMentors = !!rows[0]?.ok;
  if (hasMentors) {
    const [{ id: mentor }] = await t.db('mentors')
      .insert({
        name: `Mentor ${token}`, role: 'Retired engineer', bio: `Thirty years of ${token}`, location: 'York', education: 'BSc',
        years_experience: 30, availability: 'Weekdays', rating: 4.8, contact_email: 'm@example.com', mentoring_since: '2015', background: 'Engineering',
        specialties: JSON.stringify([token, 'Woodworking']), languages: JSON.stringify(['English']), social_links: JSON.stringify({}),
      })
      .returning('id');
    made.mentors.push(mentor);
    ids.mentor = mentor;
  }
});

afterAll(async () => {
  await t.db('groups').whereIn('id', made.groups).delete();
  await t.db('communities').whereIn('id', made.communities).delete();
  if (hasMentors) await t.db('mentors').whereIn('id', made.mentors).delete();
  await t.close();
});

const ask = (agent: ReturnType<TestApp['agent']>, message: unknown) => agent.post('/api/guide/ask').send({ message });

describe('the guide is for signed-in members', () => {
  it('401 for visitors on ask and recommendations', async () => {
    expect((await t.request().post('/api/guide/ask').send({ message: 'gardening' })).status).toBe(401);
    expect((await t.request().get('/api/guide/recommendations')).status).toBe(401);
  });

  it('400 for an empty, blank or too long message', async () => {
    const agent = t.agent();
    await signUpMember(agent);
    for (const message of ['', '   \n ', undefined]) {
      const res = await ask(agent, message);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toMatch(/Please type a message|This field is required/);
    }
    const long = await ask(agent, 'a'.repeat(501));
    expect(long.status).toBe(400);
    expect(long.body.error.fields.message).toBe('Please keep your message under 500 characters');
  });
});

describe('answers from real content', () => {
  it('finds the seeded library resource about walking and links to it', async () => {
    const agent = t.agent();
    await signUpMember(agent);
    const { body: resources } = await t.request().get('/api/resources?search=Walking for Wellbeing');
    const walking = resources.find((r: { title: string }) => r.title === 'Walking for Wellbeing');
    expect(walking).toBeDefined();
    const res = await ask(agent, 'I would like to go walking more often');
    expect(res.status).toBe(200);
    expect(res.body.noMatch).toBe(false);
    expect(res.body.matchedTerms).toContain('walking');
    expect(res.body.reply).toContain('Walking for Wellbeing');
    expect(res.body.suggestions).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'resource', title: 'Walking for Wellbeing', href: `/resources/${walking.id}` })]));
  });

  it('matches communities, groups, upcoming activities (never past ones) and mentors, with links', async () => {
    const agent = t.agent();
    await signUpMember(agent, { name: 'Olive Asker' });
    const res = await ask(agent, `Is there anything about ${token} near me?`);
    expect(res.status).toBe(200);
    const hrefs = res.body.suggestions.map((s: { href: string }) => s.href);
    expect(hrefs).toEqual(expect.arrayContaining([`/communities/${ids.community}`, `/groups/${ids.group}`, `/activities/${ids.upcoming}`]));
    expect(hrefs).not.toContain(`/activities/${ids.past}`);
    if (ids.mentor) expect(hrefs).toContain(`/mentors/${ids.mentor}`);
    expect(res.body.reply).toContain(`Riverside ${token} Circle (Bristol, UK)`);
    expect(res.body.reply).toContain(`The ${token} Group`);
    const activity = res.body.suggestions.find((s: { kind: string }) => s.kind === 'activity');
    expect(activity).toMatchObject({ title: `${token} taster morning`, detail: 'Bath Library' });
    expect(new Date(activity.startDate).getTime()).toBeGreaterThan(Date.now());
  });

  it('a kind word narrows the answer ("groups" → only groups)', async () => {
    const agent = t.agent();
    await signUpMember(agent);
    const res = await ask(agent, `Which ${token} groups can I join?`);
    expect(res.status).toBe(200);
    expect(res.body.suggestions.map((s: { kind: string }) => s.kind)).toEqual(['group']);
    expect(res.body.reply).toMatch(/^Here is what I found on Afterwork for “kw[0-9a-f]+”: 1 group\./);
  });

  it('says honestly when nothing matches and suggests browsing', async () => {
    const agent = t.agent();
    await signUpMember(agent);
    const res = await ask(agent, 'xylophonequartz zzyzx');
    expect(res.status).toBe(200);
    expect(res.body.noMatch).toBe(true);
    expect(res.body.reply).toContain("I couldn't find anything on Afterwork about “xylophonequartz” and “zzyzx”");
    expect(res.body.suggestions.map((s: { href: string }) => s.href)).toEqual(['/communities', '/groups', '/resources', '/mentorship']);
  });

  it('greets by first name; with no topic it uses the saved interests', async () => {
    const agent = t.agent();
    await signUpMember(agent, { name: 'Winifred Bloom' });
    const hello = await ask(agent, 'Hello!');
    expect(hello.body.reply).toMatch(/^Hello Winifred!/);
    await agent.patch('/api/user').send({ interests: [token] });
    const res = await ask(agent, 'What could I do this week?');
    expect(res.body.reply).toContain('your interests');
    expect(res.body.matchedTerms).toEqual([token]);
    expect(res.body.suggestions.map((s: { href: string }) => s.href)).toContain(`/communities/${ids.community}`);
  });

  it('never breaks on punctuation or query syntax in the message', async () => {
    const agent = t.agent();
    await signUpMember(agent);
    for (const message of ["walking & (yoga | !chess):* '; drop table users; --", '!!!', '日本語 の 本', '<script>alert(1)</script>']) {
      const res = await ask(agent, message);
      expect(res.status).toBe(200);
      expect(typeof res.body.reply).toBe('string');
    }
  });

  it('rate-limits each member: 20 questions a minute, then 429 with Retry-After', async () => {
    const agent = t.agent();
    await signUpMember(agent);
    for (let i = 0; i < 20; i++) expect((await ask(agent, 'thanks')).status).toBe(200);
    const res = await ask(agent, 'thanks');
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    // Another member is not affected.
    const other = t.agent();
    await signUpMember(other);
    expect((await ask(other, 'thanks')).status).toBe(200);
  });
});

describe('GET /api/guide/recommendations', () => {
  it('communities and activities matched to the interests; resources are the first 4 of the library', async () => {
    const agent = t.agent();
    await signUpMember(agent);
    await agent.patch('/api/user').send({ interests: [token] });
    const res = await agent.get('/api/guide/recommendations');
    expect(res.status).toBe(200);
    expect(res.body.basedOn).toEqual([token]);
    expect(res.body.communities[0]).toMatchObject({ kind: 'community', id: ids.community, href: `/communities/${ids.community}` });
    // Matched activities are padded with other upcoming ones (other test files add some), then sorted by
    // date: ours is among them, whatever its place.
    expect(res.body.activities).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'activity', id: ids.upcoming, href: `/activities/${ids.upcoming}` })]),
    );
    expect(res.body.communities.length).toBeLessThanOrEqual(4);
    const { body: library } = await t.request().get('/api/resources');
    expect(res.body.resources.map((r: { id: number }) => r.id)).toEqual(library.slice(0, 4).map((r: { id: number }) => r.id));
  });
});

describe('terms (unit)', () => {
  it('drops conversational words, keeps topics, and builds a safe tsquery', () => {
    expect(extractTerms("I'd like to meet people who love gardening and chess!")).toEqual(['gardening', 'chess']);
    expect(splitKinds(['walking', 'groups'])).toEqual({ kinds: ['group'], terms: ['walking'] });
    expect(expandTerms(['lonely'])).toEqual(['lonely', 'loneliness', 'friendship', 'connected']);
    expect(toTsQuery(['photo', 'cars'])).toBe('photo:* | cars');
    expect(toTsQuery(["x'|!&"])).toBeNull();
  });
});
