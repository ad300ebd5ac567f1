import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailInbox, type MailInbox } from '../../src/dev/mail-inbox';
import { createDeliveriesRepository, forgottenKey } from '../../src/modules/mail/repository';
import { createTestApp, mailQueueDrained, signUpMember, testConfig, type TestApp } from '../support';

/**
 * Issue 32 finding 4: after a member deleted their account, their photo was still served (`/api/photos/...` 200) and
 * `mail_deliveries` kept the address and subject of every mail sent to them. Now the deletion removes their stored
 * files, and the mail log keeps only what stops a mail going twice: the idempotency key, hashed.
 */
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'photos', name));
const PASSWORD = 'correct-horse-battery';

describe('deleting an account leaves no trace of the member', () => {
  let inbox: MailInbox;
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    inbox = await startMailInbox();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afterwork-deletion-photos-'));
    t = createTestApp({ worker: true, config: { smtpUrl: `smtp://127.0.0.1:${inbox.smtpPort}`, photos: { ...testConfig().photos, dir } } });
  });
  afterAll(async () => {
    await t.close();
    await inbox.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('their photo is no longer served nor stored, and the mail log forgets their address and subjects', async () => {
    const me = t.agent();
    const { user, credentials } = await signUpMember(me);
    const upload = await me.put('/api/user/photo').set('Content-Type', 'image/jpeg').send(fixture('phone-photo-gps.jpg'));
    expect(upload.status).toBe(200);
    const avatar = upload.body.avatar as string;
    const other = t.agent();
    await signUpMember(other);
    expect((await other.get(avatar)).status).toBe(200);
    expect(fs.readdirSync(path.join(dir, 'members', String(user.id)))).toHaveLength(1);

    // A mail that went to them (a data export's 'ready' mail), in the log with their address.
    await me.post('/api/data-exports').send({});
    await inbox.waitFor((m) => m.to.includes(credentials.email) && m.subject === 'Your Afterwork data is ready to download');
    await mailQueueDrained(t);
    const before = await t.db('mail_deliveries').where({ user_id: user.id });
    expect(before.length).toBeGreaterThan(0);
    const keys = before.map((r: { idempotency_key: string }) => r.idempotency_key);

    expect((await me.post('/api/user/deletion').send({ password: PASSWORD, confirm: true })).status).toBe(200);
    await inbox.waitFor((m) => m.to.includes(credentials.email) && m.subject === 'Your Afterwork account has been deleted');
    await mailQueueDrained(t);

    expect((await other.get(avatar)).status).toBe(404);
    expect(fs.existsSync(path.join(dir, 'members', String(user.id)))).toBe(false);

    // (Other test files write to this table at the same time: only this member's rows are looked at.)
    const log = JSON.stringify(await t.db('mail_deliveries').select('*'));
    expect(log).not.toContain(credentials.email);
    for (const key of [...keys, `account-deleted:${user.id}`]) expect(log).not.toContain(`"${key}"`);
    const theirs = await t.db('mail_deliveries').whereIn('idempotency_key', [...keys, `account-deleted:${user.id}`].map(forgottenKey));
    expect(theirs).toHaveLength(keys.length + 1);
    for (const row of theirs) expect(row).toMatchObject({ user_id: null, to_address: '', subject: '', message_id: null, status: 'sent' });
    expect(theirs.map((r: { kind: string }) => r.kind)).toEqual(expect.arrayContaining(['data-export', 'account-deleted']));

    // Nor does the job queue keep their mails (completed jobs stay a day otherwise): not their data export's mail,
    // not the deletion's confirmation, whatever queue schema this run uses.
    const schemas = (await t.db.raw(`select table_schema from information_schema.tables where table_name = 'job' and table_schema like 'pgboss%'`)).rows as Array<{ table_schema: string }>;
    expect(schemas.length).toBeGreaterThan(0);
    const left = async () => {
      let found = 0;
      for (const { table_schema: s } of schemas) {
        found += ((await t.db.raw(`select 1 from ??.job where name = 'mail' and position(? in data::text) > 0`, [s, credentials.email])).rows as unknown[]).length;
      }
      return found;
    };
    // The confirmation's job is wiped once its worker is done with it (drained above; give its batch a moment).
    for (let i = 0; i < 40 && (await left()) > 0; i++) await new Promise((r) => setTimeout(r, 250));
    expect(await left()).toBe(0);

    // What idempotency needs stays: the same mail asked for again is still not sent twice.
    const deliveries = createDeliveriesRepository(t.db);
    for (const key of [...keys, `account-deleted:${user.id}`]) {
      expect(await deliveries.claim({ key, userId: null, to: credentials.email, kind: 'account-deleted', subject: 'again' })).toBe(false);
    }
  });
});

describe('an S3-compatible photo store forgets a member', () => {
  it('lists the member\'s prefix (signed), deletes each photo, until nothing is listed', async () => {
    const { s3PhotoStore } = await import('../../src/modules/photos/store');
    const calls: Array<{ method: string; url: string; auth: string }> = [];
    let listed = 0;
    const fetch = (async (url: string, init: { method?: string; headers: Record<string, string> }) => {
      calls.push({ method: init.method ?? 'GET', url, auth: init.headers.authorization });
      if (url.includes('list-type=2')) {
        const keys = listed++ === 0 ? ['members/7/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg', 'members/7/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg'] : [];
        return new Response(`<ListBucketResult>${keys.map((k) => `<Contents><Key>${k}</Key></Contents>`).join('')}</ListBucketResult>`, { status: 200 });
      }
      return new Response(null, { status: 204 });
    }) as unknown as typeof globalThis.fetch;
    const store = s3PhotoStore({ bucket: 'photos', endpoint: 'https://s3.example', region: 'eu-west-2', accessKeyId: 'AK', secretAccessKey: 'SK', fetch });
    await store.deleteMember(7);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET https://s3.example/photos?list-type=2&prefix=members%2F7%2F',
      'DELETE https://s3.example/photos/members/7/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.jpg',
      'DELETE https://s3.example/photos/members/7/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.jpg',
      'GET https://s3.example/photos?list-type=2&prefix=members%2F7%2F',
    ]);
    expect(calls.every((c) => c.auth.startsWith('AWS4-HMAC-SHA256 Credential=AK/'))).toBe(true);
  });
});
