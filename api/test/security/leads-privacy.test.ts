import { apiPaths } from '@afterwork/contracts/paths';
import { createTestApp, unique, type TestApp } from '../support';
import { member } from '../groups/helpers';

/**
 * Issue 32, finding 6: `GET /api/communities/:id/leads` (public) gave anyone every lead's picture and profession,
 * whatever the lead chose, and showed leads to members they blocked. Now it uses the profile rule
 * (policies/profiles.ts): visitors see names and roles only; members see what each lead chose; blocks hide leads.
 */
describe("a community's leads follow the profile rule", () => {
  let t: TestApp;
  let communityId: number;
  let lead: Awaited<ReturnType<typeof member>>;
  let open: Awaited<ReturnType<typeof member>>;
  const PICTURE = 'https://example.com/lead.png';

  beforeAll(async () => {
    t = createTestApp();
    [{ id: communityId }] = await t.db('communities')
      .insert({ name: unique('Lead circle '), location: 'Leeds, UK', type: 'learn', description: 'Leads', latitude: 53.8, longitude: -1.55 })
      .returning('id');
    lead = await member(t, 'Lena Lead', { profession: 'Retired nurse' });
    open = await member(t, 'Owen Open', { profession: 'Carpenter' });
    await t.db('users').whereIn('id', [lead.user.id, open.user.id]).update({ avatar: PICTURE });
    await open.agent.patch(apiPaths.myPrivacy).send({ profileVisibility: 'members' });
    await t.db('community_leads').insert([
      { community_id: communityId, user_id: lead.user.id, role: 'leader', bio: 'I run the walks.' },
      { community_id: communityId, user_id: open.user.id, role: 'mentor' },
    ]);
  });
  afterAll(() => t.close());

  const leadsAs = async (agent: ReturnType<TestApp['agent']> | null) =>
    ((await (agent ?? t.request()).get(apiPaths.communityLeads(communityId))).body as Array<{ userId: number; bio: string | null; user: { name: string; avatar: string | null; profession: string | null } }>);

  it('visitors see names, roles and the lead notes, never a picture or profession', async () => {
    const leads = await leadsAs(null);
    expect(leads.map((l) => l.user)).toEqual([
      { name: 'Lena Lead', avatar: null, profession: null },
      { name: 'Owen Open', avatar: null, profession: null },
    ]);
    expect(leads[0]!.bio).toBe('I run the walks.');
  });

  it("a member sees the details of a lead who shows them to all members, not of one who keeps them to connections", async () => {
    const someone = await member(t, 'Sam Someone');
    const leads = await leadsAs(someone.agent);
    expect(leads.map((l) => l.user)).toEqual([
      { name: 'Lena Lead', avatar: null, profession: null },
      { name: 'Owen Open', avatar: PICTURE, profession: 'Carpenter' },
    ]);
  });

  it('a lead who blocked a member, or whom they blocked, is not in their list', async () => {
    const pest = await member(t, 'Pat Pest');
    expect((await lead.agent.post(apiPaths.blocks).send({ userId: pest.user.id })).status).toBe(201);
    expect((await leadsAs(pest.agent)).map((l) => l.userId)).toEqual([open.user.id]);
    expect((await pest.agent.post(apiPaths.blocks).send({ userId: open.user.id })).status).toBe(201);
    expect(await leadsAs(pest.agent)).toEqual([]);
    // A lead still sees themself and the others.
    expect((await leadsAs(lead.agent)).map((l) => l.userId)).toEqual([lead.user.id, open.user.id]);
  });
});
