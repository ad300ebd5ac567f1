import { apiPaths } from '@afterwork/contracts/paths';
import { DATA_EXPORT_NOT_FOUND } from '@afterwork/contracts/safety';
import { startMailInbox, type MailInbox } from '../../src/dev/mail-inbox';
import { createTestApp, signUpMember, type Agent, type TestApp } from '../support';
import { createGroup, insertActivity } from '../groups/helpers';

/**
 * 'Download my data' (issue 21): a member asks, a job on the queue produces it, a mail says it is ready, and the
 * member downloads JSON (machine-readable) or HTML (readable) for 7 days; nobody else can; secrets never leave.
 */
describe('download my data', () => {
  let inbox: MailInbox;
  let t: TestApp;

  beforeAll(async () => {
    inbox = await startMailInbox();
    t = createTestApp({ worker: true, config: { smtpUrl: `smtp://127.0.0.1:${inbox.smtpPort}`, publicUrl: 'http://afterwork.test' } });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  async function ready(agent: Agent, id: number) {
    for (let i = 0; i < 80; i++) {
      const list = (await agent.get(apiPaths.dataExports)).body as Array<{ id: number; status: string; expiresAt: string | null }>;
      const mine = list.find((e) => e.id === id);
      if (mine?.status === 'ready') return mine;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('the export never became ready');
  }

  it('produces everything we hold on the member as a job, mails them, and offers JSON and HTML for 7 days', async () => {
    const me = t.agent();
    const { user, credentials } = await signUpMember(me, { name: 'Hilda Baxter', bio: 'Retired nurse <b>and</b> baker.' });
    const group = await createGroup(me);
    const activityId = await insertActivity(t.db, group.id, { title: 'Harbour walk' });
    await me.post(apiPaths.activityAttendees(activityId)).send({ status: 'going' });
    const other = t.agent();
    const { user: pest } = await signUpMember(other, { name: 'Con Mann' });
    await me.post(apiPaths.reports).send({ targetType: 'member', targetId: pest.id, reason: 'scam', note: 'Asked for my bank details' });
    await me.post(apiPaths.blocks).send({ userId: pest.id });

    const asked = await me.post(apiPaths.dataExports).send({});
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ status: 'pending', readyAt: null });
    // Asking again while it is prepared answers the same export.
    const again = await me.post(apiPaths.dataExports).send({});
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(asked.body.id);

    const done = await ready(me, asked.body.id);
    const days = (Date.parse(done.expiresAt!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const mail = await inbox.waitFor((m) => m.to.includes(credentials.email) && m.subject === 'Your Afterwork data is ready to download');
    expect(mail.text).toContain('http://afterwork.test/settings');

    const json = await me.get(apiPaths.dataExportDownload(asked.body.id)).buffer(true).parse((res, cb) => {
      let data = '';
      res.on('data', (c: Buffer) => (data += c.toString()));
      res.on('end', () => cb(null, data));
    });
    expect(json.status).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-disposition']).toMatch(/^attachment; filename="afterwork-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = JSON.parse(json.body as string) as { member: number; sections: Record<string, { rows: Array<Record<string, unknown>> }> };
    expect(data.member).toBe(user.id);
    expect(data.sections.profile.rows[0]).toMatchObject({ username: credentials.username, email: credentials.email, bio: 'Retired nurse <b>and</b> baker.' });
    expect(data.sections.groups.rows).toEqual([expect.objectContaining({ group_id: group.id, role: 'admin' })]);
    expect(data.sections.rsvps.rows).toEqual([expect.objectContaining({ activity_id: activityId, title: 'Harbour walk', status: 'going' })]);
    expect(data.sections.reportsMade.rows).toEqual([expect.objectContaining({ reason: 'scam', note: 'Asked for my bank details', target_label: 'Con Mann' })]);
    expect(data.sections.blocks.rows).toEqual([expect.objectContaining({ name: 'Con Mann' })]);
    for (const key of ['goals', 'assessmentResults', 'mentorReservations', 'notifications', 'communities']) expect(data.sections[key]).toBeDefined();
    // Secrets never leave.
    const text = json.body as string;
    expect(text).not.toMatch(/password|argon2|token_hash/i);

    const html = await me.get(`${apiPaths.dataExportDownload(asked.body.id)}?format=html`);
    expect(html.status).toBe(200);
    expect(html.headers['content-type']).toMatch(/^text\/html/);
    expect(html.text).toContain('<h1>Your Afterwork data</h1>');
    expect(html.text).toContain('Retired nurse &lt;b&gt;and&lt;/b&gt; baker.');
    expect(html.text).not.toContain('<b>and</b>');
    // Readable (issue 31): labels in words, never the stored column names; answers and times in words, on her clocks.
    const page = await me.get(`${apiPaths.dataExportDownload(asked.body.id)}?format=html&tz=${encodeURIComponent('America/New_York')}`);
    expect(page.text).toContain('<dt>Email address</dt>');
    expect(page.text).toContain('<dt>Your answer</dt><dd>going</dd>');
    expect(page.text).toContain('<h3>Harbour walk</h3>');
    expect(page.text).toContain('(times are in America/New_York)');
    expect(page.text).toMatch(/<dt>Starts<\/dt><dd>\w+day,? \d{1,2} \w+ \d{4},? (at )?\d{2}:\d{2}<\/dd>/);
    for (const column of ['start_date', 'created_at', 'activity_id', 'group_name', 'target_label']) expect(page.text).not.toContain(`>${column}<`);
    expect(page.text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    expect((await me.get(`${apiPaths.dataExportDownload(asked.body.id)}?format=html&tz=Not%2FA_Zone`)).text).toContain('(times are in UTC)');

    // Nobody else can download it; bad input is a clear 400; visitors 401.
    const foreign = await other.get(apiPaths.dataExportDownload(asked.body.id));
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(DATA_EXPORT_NOT_FOUND);
    expect((await other.get(apiPaths.dataExports)).body).toEqual([]);
    expect((await me.get(`${apiPaths.dataExportDownload(asked.body.id)}?format=pdf`)).status).toBe(400);
    expect((await t.request().get(apiPaths.dataExports)).status).toBe(401);

    // After 7 days it is gone.
    await t.db('data_exports').where({ id: asked.body.id }).update({ expires_at: new Date(Date.now() - 1000) });
    expect((await me.get(apiPaths.dataExportDownload(asked.body.id))).status).toBe(404);
    expect((await me.get(apiPaths.dataExports)).body).toEqual([]);
    expect(await t.db('data_exports').where({ id: asked.body.id }).first()).toBeUndefined();
  });
});
