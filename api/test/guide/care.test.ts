import { createTestApp, signUpMember, unique, type TestApp } from '../support';
import { careFor, countryOf, distressOf } from '../../src/modules/guide/care';
import { townOf } from '../../src/modules/guide/service';

/**
 * Issue 19 §14: the guide meets distress with care. Words of bereavement, loneliness or despair get a kind opening
 * and a helpline for the member's country before any link; suggestions prefer places in the member's town.
 */

let t: TestApp;
const token = unique('cz'); // a word no other content has
const town = `Zed${unique('t').slice(1, 7)}ton`; // a town no other content has
const made: { groups: number[]; communities: number[] } = { groups: [], communities: [] };
let far: number;
let near: number;
let friendlyNear: number;

beforeAll(async () => {
  t = createTestApp();
  // Far away but a strong match (the word in its name) and large; near the member but a weaker match.
  [{ id: far }] = await t.db('groups')
    .insert({ name: `${token} Circle`, description: `All about ${token}`, type: 'social', location: 'Mumbai, India', member_count: 500 })
    .returning('id');
  [{ id: near }] = await t.db('groups')
    .insert({ name: 'Tuesday Club', description: `We sometimes talk about ${token}`, type: 'social', location: `${town}, UK`, member_count: 3 })
    .returning('id');
  // A sociable place in the member's town, for a lonely member who names no topic.
  [{ id: friendlyNear }] = await t.db('communities')
    .insert({ name: `${town} Coffee and Friendship`, location: `${town}, UK`, type: 'social', description: 'A welcome for newcomers over coffee', latitude: 51.4, longitude: -2.5 })
    .returning('id');
  made.groups.push(far, near);
  made.communities.push(friendlyNear);
});

afterAll(async () => {
  await t.db('groups').whereIn('id', made.groups).delete();
  await t.db('communities').whereIn('id', made.communities).delete();
  await t.close();
});

const ask = (agent: ReturnType<TestApp['agent']>, message: string) => agent.post('/api/guide/ask').send({ message });

async function memberIn(location: string | null, name = 'Margaret Hale') {
  const agent = t.agent();
  await signUpMember(agent, { name });
  if (location) expect((await agent.patch('/api/user').send({ location })).status).toBe(200);
  return agent;
}

describe('words of distress (unit)', () => {
  it('knows bereavement, loneliness and despair, and leaves ordinary questions alone', () => {
    expect(distressOf('My husband died in March')).toBe('bereavement');
    expect(distressOf('I lost my wife last year and the house is so quiet')).toBe('bereavement');
    expect(distressOf('grieving for my sister')).toBe('bereavement');
    expect(distressOf("I'm so lonely since I retired")).toBe('loneliness');
    expect(distressOf('I have no one to talk to')).toBe('loneliness');
    expect(distressOf('I feel hopeless')).toBe('despair');
    expect(distressOf('I can’t go on like this')).toBe('despair');
    expect(distressOf('Since my wife passed away I feel there is no point in living')).toBe('despair');
    expect(distressOf('walking groups in Bristol')).toBeNull();
    expect(distressOf('a gardening club near me')).toBeNull();
  });

  it('reads the country from a free-text location', () => {
    expect(countryOf('Leeds, UK')).toBe('GB');
    expect(countryOf('Perth, Scotland')).toBe('GB');
    expect(countryOf('Cambridge, MA')).toBe('US');
    expect(countryOf('New York')).toBe('US');
    expect(countryOf('Boston, USA')).toBe('US');
    expect(countryOf('Toronto, Canada')).toBe('CA');
    expect(countryOf('Munich')).toBe('DE');
    expect(countryOf('Dublin, Ireland')).toBe('IE');
    expect(countryOf('Atlantis')).toBeNull();
    expect(countryOf(null)).toBeNull();
  });

  it('names the helplines of the member’s country, with a line for the particular sorrow where there is one', () => {
    const uk = careFor('bereavement', 'Ann', 'Bristol, UK');
    expect(uk.helplines.map((h) => `${h.name} ${h.phone}`)).toEqual(['Samaritans 116 123', 'Cruse Bereavement Support 0808 808 1677']);
    expect(uk.helplines[0]).toMatchObject({ country: 'United Kingdom', href: 'tel:116123' });
    expect(careFor('despair', 'Bob', 'Austin, TX').helplines.map((h) => h.phone)).toEqual(['988']);
    expect(careFor('loneliness', 'Ann', 'Leeds, UK').helplines.map((h) => h.name)).toContain('The Silver Line (Age UK), for people over 55');
    const nowhere = careFor('despair', 'Cy', null);
    expect(nowhere.helplines).toEqual([]);
    expect(nowhere.findHelpline).toContain('findahelpline.com');
  });

  it("takes the member's town from the profile's location", () => {
    expect(townOf('Bristol, UK')).toBe('Bristol');
    expect(townOf("St Ives, Cornwall")).toBe('St Ives');
    expect(townOf('')).toBeNull();
    expect(townOf('%_%')).toBeNull();
  });
});

describe('POST /api/guide/ask meets distress with care', () => {
  it('a UK member who has lost her husband: a kind opening, Samaritans 116 123 and Cruse, then links', async () => {
    const agent = await memberIn(`${town}, UK`);
    const res = await ask(agent, 'My husband died last month and the evenings are very long');
    expect(res.status).toBe(200);
    expect(res.body.care.kind).toBe('bereavement');
    expect(res.body.reply).toMatch(/^I'm so sorry for your loss, Margaret\./);
    expect(res.body.care.opening).toBe(res.body.reply.slice(0, res.body.care.opening.length));
    expect(res.body.care.helplines.map((h: { phone: string }) => h.phone)).toEqual(['116 123', '0808 808 1677']);
    expect(res.body.care.findHelpline).toBeNull();
    expect(res.body.noMatch).toBe(false);
    expect(res.body.suggestions.length).toBeGreaterThan(0);
  });

  it('a US member in despair gets 988, and the opening says to call for help now', async () => {
    const agent = await memberIn('Boston, USA', 'Walter Price');
    const res = await ask(agent, "I feel hopeless and I can't go on");
    expect(res.status).toBe(200);
    expect(res.body.care.kind).toBe('despair');
    expect(res.body.reply).toMatch(/^Walter, I'm so sorry you are feeling like this\./);
    expect(res.body.care.helplines).toEqual([
      { country: 'United States', name: '988 Suicide & Crisis Lifeline', phone: '988', href: 'tel:988', hours: 'Call or text, free, day or night' },
    ]);
  });

  it('a lonely member who names no topic is pointed to friendly places in their own town', async () => {
    const agent = await memberIn(`${town}, UK`);
    const res = await ask(agent, 'I am so lonely');
    expect(res.body.care.kind).toBe('loneliness');
    expect(res.body.care.helplines.map((h: { name: string }) => h.name)).toEqual(['Samaritans', 'The Silver Line (Age UK), for people over 55']);
    const hrefs: string[] = res.body.suggestions.map((s: { href: string }) => s.href);
    // Groups, then communities, each nearest first; then reading from the library.
    expect(hrefs[0]).toBe(`/groups/${near}`);
    expect(hrefs.find((h) => h.startsWith('/communities/'))).toBe(`/communities/${friendlyNear}`);
    expect(hrefs.some((h) => h.startsWith('/resources/'))).toBe(true);
    expect(res.body.reply).toContain(`Friendly groups near ${town} welcome new people`);
    // The reply is short: the opening and one more sentence, no list of search hits.
    expect(res.body.reply).not.toContain('Here is what I found');
  });

  it('without a known country: no guessed number, but where to find one', async () => {
    const agent = await memberIn(null);
    const res = await ask(agent, 'Since my wife passed away I feel so alone');
    expect(res.body.care.kind).toBe('bereavement');
    expect(res.body.care.helplines).toEqual([]);
    expect(res.body.care.findHelpline).toMatch(/findahelpline\.com/);
  });

  it('an ordinary question has no care part', async () => {
    const agent = await memberIn(`${town}, UK`);
    const res = await ask(agent, `${token} groups`);
    expect(res.status).toBe(200);
    expect(res.body.care).toBeUndefined();
  });
});

describe('suggestions prefer places near the member', () => {
  it("a group in the member's town comes before a better-matching one far away", async () => {
    const agent = await memberIn(`${town}, UK`);
    const res = await ask(agent, `${token} groups`);
    const groups = res.body.suggestions.filter((s: { kind: string }) => s.kind === 'group').map((s: { id: number }) => s.id);
    expect(groups).toEqual([near, far]);
  });

  it('with no town on the profile, the better match comes first', async () => {
    const agent = await memberIn(null);
    const res = await ask(agent, `${token} groups`);
    const groups = res.body.suggestions.filter((s: { kind: string }) => s.kind === 'group').map((s: { id: number }) => s.id);
    expect(groups).toEqual([far, near]);
  });
});
