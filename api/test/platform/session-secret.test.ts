/**
 * Issue 32 finding 10: `npm start` signed sessions and unsubscribe links with a development SESSION_SECRET that is
 * public (it is in the sources), so anyone could switch off anyone's mail on a demo facing a network. Now each
 * installation makes its own random secret on first start, kept in the data folder (every process of it reads the
 * same one: the worker signs the links the API checks), and a known development secret is refused when PUBLIC_URL
 * is not this machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afterwork-secret-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const PUBLISHED = 'afterwork-dev-session-secret-not-for-production';

describe('the session secret of an installation', () => {
  it('is made at random on the first start, kept (owner-only) in the data folder, and the same on every later start', () => {
    const file = path.join(dir, 'one', 'session-secret');
    const first = loadConfig({ NODE_ENV: 'development', LOCAL_SECRET_FILE: file });
    expect(first.sessionSecret).not.toBe(PUBLISHED);
    expect(first.sessionSecret).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 random bits
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first.sessionSecret);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ NODE_ENV: 'development', LOCAL_SECRET_FILE: file }).sessionSecret).toBe(first.sessionSecret);
    // Another installation has another secret.
    expect(loadConfig({ NODE_ENV: 'development', LOCAL_SECRET_FILE: path.join(dir, 'two', 'session-secret') }).sessionSecret).not.toBe(first.sessionSecret);
  });

  it('by default lives in the data folder, .data/session-secret', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).localSecretFile).toMatch(/[/\\]\.data[/\\]session-secret$/);
  });

  it('a SESSION_SECRET given is used as it is', () => {
    expect(loadConfig({ NODE_ENV: 'development', SESSION_SECRET: 'x'.repeat(40), LOCAL_SECRET_FILE: path.join(dir, 'unused') }).sessionSecret).toBe('x'.repeat(40));
    expect(fs.existsSync(path.join(dir, 'unused'))).toBe(false);
  });

  it('a published development secret is refused when the site is reached from elsewhere than this machine', () => {
    expect(() => loadConfig({ SESSION_SECRET: PUBLISHED, PUBLIC_URL: 'https://afterwork.example' })).toThrow(/SESSION_SECRET: .*published development secret/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: PUBLISHED, PUBLIC_URL: 'http://192.168.1.20:3000' })).toThrow(/published development secret/);
    // On this machine it still works (tests, a developer's own browser).
    expect(loadConfig({ SESSION_SECRET: PUBLISHED, PUBLIC_URL: 'http://127.0.0.1:3000' }).sessionSecret).toBe(PUBLISHED);
    expect(loadConfig({ SESSION_SECRET: PUBLISHED }).sessionSecret).toBe(PUBLISHED);
  });
});
