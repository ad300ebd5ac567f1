import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiPaths } from '@afterwork/contracts/paths';
import { createTestApp, signUpMember, testConfig, type Agent, type TestApp } from '../support';

/**
 * Issue 32 finding 11: the data export missed the member's community activity suggestions, their mentor
 * applications and their photo, and exports were unlimited (each a full copy of the member's data and a mail). Now
 * it holds all three, and a member may ask for DATA_EXPORTS_PER_DAY (3) a day.
 */
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'photos', name));

describe('download my data: complete, and a few a day', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afterwork-export-photos-'));
    t = createTestApp({ worker: true, config: { dataExportsPerDay: 2, photos: { ...testConfig().photos, dir } } });
    await t.ready();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function ready(agent: Agent, id: number): Promise<void> {
    for (let i = 0; i < 80; i++) {
      const list = (await agent.get(apiPaths.dataExports)).body as Array<{ id: number; status: string }>;
      if (list.find((e) => e.id === id)?.status === 'ready') return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the export never became ready');
  }

  it('holds the community suggestions, mentor applications and the photo itself', async () => {
    const me = t.agent();
    const { user, credentials } = await signUpMember(me);
    const photo = await me.put('/api/user/photo').set('Content-Type', 'image/png').send(fixture('garden.png'));
    expect(photo.status).toBe(200);
    const [community] = (await t.db('communities')
      .insert({ name: 'Export Test Walkers', location: 'Bristol', description: 'A community for the export test.', latitude: 51.45, longitude: -2.58 })
      .returning('id')) as Array<{ id: number }>;
    await t.db('community_activity_suggestions').insert({ community_id: community.id, user_id: user.id, title: 'A choir on Thursdays', details: 'In the library hall' });
    await t.db('mentor_applications').insert({ user_id: user.id, name: 'Hilda', email: credentials.email, expertise: 'Bookkeeping', years_experience: 30, motivation: 'I like to help small shops.' });

    const asked = await me.post(apiPaths.dataExports).send({});
    expect(asked.status).toBe(201);
    await ready(me, asked.body.id);
    const res = await me.get(apiPaths.dataExportDownload(asked.body.id)).buffer(true).parse((r, cb) => {
      let data = '';
      r.on('data', (c: Buffer) => (data += c.toString()));
      r.on('end', () => cb(null, data));
    });
    const data = JSON.parse(res.body as string) as { sections: Record<string, { rows: Array<Record<string, unknown>> }> };
    expect(data.sections.communitySuggestions.rows).toEqual([expect.objectContaining({ community_id: community.id, title: 'A choir on Thursdays', details: 'In the library hall' })]);
    expect(data.sections.mentorApplications.rows).toEqual([expect.objectContaining({ expertise: 'Bookkeeping', years_experience: 30, motivation: 'I like to help small shops.' })]);
    const [mine] = data.sections.photo.rows as Array<{ address: string; content_type: string; data_base64: string }>;
    expect(mine.address).toBe(photo.body.avatar);
    expect(mine.content_type).toBe('image/jpeg');
    const served = await me.get(photo.body.avatar).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    expect(Buffer.from(mine.data_base64, 'base64').equals(served.body as Buffer)).toBe(true);
    const html = await me.get(`${apiPaths.dataExportDownload(asked.body.id)}?format=html`);
    expect(html.text).toContain(`<img alt="Your profile photo" src="data:image/jpeg;base64,${mine.data_base64}"`);
  });

  it('a member may ask DATA_EXPORTS_PER_DAY times a day; then 429 with a plain message, and nothing is made', async () => {
    const me = t.agent();
    await signUpMember(me);
    for (let i = 0; i < 2; i++) {
      const asked = await me.post(apiPaths.dataExports).send({});
      expect(asked.status).toBe(201);
      await ready(me, asked.body.id);
    }
    const over = await me.post(apiPaths.dataExports).send({});
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/^You can ask for a copy of your data 2 times a day\. Please try again in \d+ hours?\.$/);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await me.get(apiPaths.dataExports)).body).toHaveLength(2);
  });
});
