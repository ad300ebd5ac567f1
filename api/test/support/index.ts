import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import request from 'supertest';
import { createApp } from '../../src/app';
import { startMailInbox, type MailInbox } from '../../src/dev/mail-inbox';
import { loadConfig, type Config } from '../../src/config';
import { createDb } from '../../src/db';
import type { CreateAppDeps } from '../../src/deps';
import { hashPassword } from '../../src/modules/accounts/password';
import { createUsersRepository } from '../../src/modules/accounts/repository';

export type Agent = ReturnType<typeof request.agent>;

/** URL of this run's throwaway database (created by test/global-setup.ts). */
export const testDbUrl = (): string => {
  const url = process.env.TEST_DB_URL;
  if (!url) throw new Error('TEST_DB_URL is not set: run the API tests through api/jest.config.cjs');
  return url;
};

/** This test file's job queue schema (jest loads this module once per file): workers of parallel files never meet. */
const jobsSchema = `pgboss_test_${randomBytes(5).toString('hex')}`;

/** A fresh config for tests (no static site unless given, quiet logs). */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test' }),
    databaseUrl: testDbUrl(),
    siteDir: '/nonexistent-afterwork-site',
    remotesDir: '/nonexistent-afterwork-remotes',
    remotesRegistry: '/nonexistent-afterwork-remotes/registry.json',
    remotesBaseline: '/nonexistent-afterwork-remotes/baseline.json',
    trustProxy: true,
    ...overrides,
  };
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  db: Knex;
  /** A supertest agent that keeps cookies (one browser). */
  agent(): Agent;
  /** Plain supertest (no cookie jar). */
  request(): ReturnType<typeof request>;
  /** Resolves when the workers asked for (`worker: true`) are running. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Build the app on the test database. Call `close()` in afterAll.
 * Sign-in throttling per IP and the registrations per IP are relaxed by default so parallel test files (all from
 * one address) never lock each other out; the tests of those limits set their own.
 */
export function createTestApp(
  opts: {
    config?: Partial<Config>;
    limits?: CreateAppDeps['limits'];
    db?: Knex;
    now?: () => Date;
    /** Run the mail queue's workers in this app (as the API process does); polled every half second. */
    worker?: boolean;
    jobs?: CreateAppDeps['jobs'];
    mailer?: CreateAppDeps['mailer'];
    pushAgent?: CreateAppDeps['pushAgent'];
  } = {},
): TestApp {
  const config = testConfig(opts.config);
  const db = opts.db ?? createDb({ databaseUrl: config.databaseUrl ?? testDbUrl() });
  const app = createApp({
    config,
    db,
    now: opts.now,
    mailer: opts.mailer,
    pushAgent: opts.pushAgent,
    jobs: { pollingIntervalSeconds: 0.5, schema: jobsSchema, ...opts.jobs },
    limits: {
      registrations: { max: 100_000, windowMs: 60_000 },
      ...opts.limits,
      throttle: { ipMaxFailures: 10_000, ...opts.limits?.throttle },
    },
  });
  const server = app.callback();
  const working = opts.worker ? Promise.all([app.deps.mail.startWorker(), app.deps.dataExports.startWorker(), app.deps.push.startWorker()]).then(() => undefined) : Promise.resolve();
  return {
    app,
    db,
    agent: () => request.agent(server),
    request: () => request(server),
    ready: () => working,
    close: async () => {
      app.registry.close();
      await working.catch(() => undefined);
      await app.deps.jobs.stop(3000);
      app.deps.mail.close();
      await app.sessionCache.close();
      await app.deps.services.realtime.close();
      if (!opts.db) await db.destroy();
    },
  };
}

/** A unique suffix for usernames, emails and titles (test files run in parallel on one database). */
export const unique = (prefix = 'u'): string => `${prefix}${randomBytes(4).toString('hex')}`;

export interface MemberCredentials {
  username: string;
  password: string;
  name: string;
  email: string;
  [key: string]: unknown;
}

// A connection of this file's own to the shared test database, for `signUpMember`'s confirmation (closed after the file).
let supportDb: Knex | undefined;
afterAll(async () => {
  await supportDb?.destroy();
  supportDb = undefined;
});

/**
 * Register a new member through POST /api/register; the agent is signed in afterwards. The new address is taken as
 * confirmed (as if the member had followed the link, issue 17), so the member's mail is sent; `{ confirmEmail:
 * false }` leaves it unconfirmed (test/accounts/email-confirmation.test.ts follows the real link).
 */
export async function signUpMember(agent: Agent, overrides: Partial<MemberCredentials> = {}, opts: { confirmEmail?: boolean } = {}) {
  const username = overrides.username ?? unique('member_');
  const body: MemberCredentials = {
    username,
    password: 'correct-horse-battery',
    name: 'Margaret Holloway',
    email: `${username}@example.com`,
    ...overrides,
  };
  const res = await agent.post('/api/register').send(body);
  if (res.status !== 201) throw new Error(`signUpMember failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (opts.confirmEmail !== false) {
    supportDb ??= createDb({ databaseUrl: testDbUrl(), poolMax: 2 });
    await supportDb('users').where({ username }).update({ email_confirmed_at: supportDb.fn.now() });
  }
  return { user: res.body as { id: number; username: string; role: string }, credentials: body };
}

/** Create an admin directly in the database, then sign the agent in as that admin. */
export async function signInAdmin(agent: Agent, db: Knex) {
  const users = createUsersRepository(db);
  const username = unique('admin_');
  const password = 'admin-test-password';
  await users.insert({
    username,
    passwordHash: await hashPassword(password),
    name: 'Test Administrator',
    email: `${username}@example.com`,
    roleId: await users.roleIdByName('admin'),
    emailConfirmed: true,
  });
  const res = await agent.post('/api/login').send({ username, password });
  if (res.status !== 200) throw new Error(`signInAdmin failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { user: res.body as { id: number; username: string; role: string }, credentials: { username, password } };
}

/** A new site admin, signed in in a browser of their own. */
export async function newAdmin(t: TestApp): Promise<{ agent: Agent; id: number }> {
  const agent = t.agent();
  return { agent, id: (await signInAdmin(agent, t.db)).user.id };
}

/** The app on the shared test database with a signed-in site admin (call `t.close()` in afterAll). */
export async function createAdminTestApp(): Promise<{ t: TestApp; admin: Agent; adminId: number }> {
  const t = createTestApp();
  const { agent, id } = await newAdmin(t);
  return { t, admin: agent, adminId: id };
}

/**
 * Waits until the app's mail queue has nothing left to do (no job created, retrying or active), so every mail asked
 * for has gone out: then 'nobody else got a mail' is a fact, not a guess made after a fixed pause. Mails are enqueued
 * in the request's own transaction, so call it after the request has answered.
 */
export async function mailQueueDrained(t: TestApp, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    const counts = await t.app.deps.jobs.counts('mail');
    const left = (counts.created ?? 0) + (counts.retry ?? 0) + (counts.active ?? 0);
    if (!left) return;
    if (Date.now() > deadline) throw new Error(`mail queue still busy after ${ms} ms: ${JSON.stringify(counts)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Empty the given tables (restart ids, cascade). Only for a test file that owns those tables' rows. */
export async function resetTables(db: Knex, tables: string[]): Promise<void> {
  if (tables.length) await db.raw(`truncate ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`);
}

/** The value of a Set-Cookie cookie (`afterwork.sid` by default) in a response. */
export function cookieValue(res: { headers: Record<string, unknown> }, name = 'afterwork.sid'): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  for (const c of list) {
    const [pair] = c.split(';');
    const i = pair.indexOf('=');
    if (pair.slice(0, i).trim() === name) return pair.slice(i + 1);
  }
  return undefined;
}

/** All Set-Cookie header lines. */
export const setCookies = (res: { headers: Record<string, unknown> }): string[] => {
  const raw = res.headers['set-cookie'];
  return Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
};

/**
 * An app whose mail goes through the job queue (a worker in this process) into a real SMTP server started for the
 * test file, with the mail limit out of the way. Close both with `stopAppWithInbox`.
 */
export async function startAppWithInbox(config: Partial<Config> = {}): Promise<{ t: TestApp; inbox: MailInbox }> {
  const inbox = await startMailInbox();
  const t = createTestApp({ worker: true, config: { smtpUrl: `smtp://127.0.0.1:${inbox.smtpPort}`, publicUrl: 'http://afterwork.test', mailLimit: { max: 1000, windowMs: 60_000 }, ...config } });
  await t.ready();
  return { t, inbox };
}

export async function stopAppWithInbox({ t, inbox }: { t?: TestApp; inbox?: MailInbox }): Promise<void> {
  await t?.close();
  await inbox?.close();
}
