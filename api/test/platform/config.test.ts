/** Configuration from the environment, secrets from files (`<NAME>_FILE`, as Docker and Kubernetes mount them). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afterwork-config-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const secretFile = (name: string, content: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
};

describe('loadConfig', () => {
  it('reads DATABASE_URL and SESSION_SECRET from the files *_FILE names (trailing newline trimmed)', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL_FILE: secretFile('database_url', 'postgres://afterwork:s3cret@db:5432/afterwork\n'),
      SESSION_SECRET_FILE: secretFile('session_secret', 'a-session-secret-of-some-length\n'),
    });
    expect(config.databaseUrl).toBe('postgres://afterwork:s3cret@db:5432/afterwork');
    expect(config.sessionSecret).toBe('a-session-secret-of-some-length');
  });

  it('says clearly when a secret file cannot be read, or when both forms are set', () => {
    expect(() => loadConfig({ DATABASE_URL_FILE: path.join(dir, 'missing') })).toThrow(/DATABASE_URL_FILE: cannot read .*missing \(ENOENT\)/);
    expect(() => loadConfig({ SESSION_SECRET: 'x'.repeat(20), SESSION_SECRET_FILE: secretFile('s2', 'y'.repeat(20)) })).toThrow(/set SESSION_SECRET or SESSION_SECRET_FILE, not both/);
  });

  it('still requires a session secret in production, from either form', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET_FILE: secretFile('short', 'short\n') })).toThrow(/at least 16 characters/);
  });
});
