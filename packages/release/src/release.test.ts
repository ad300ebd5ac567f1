import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { satisfy } from '@module-federation/runtime';
import { parseRegistryDocument } from '@afterwork/contracts/registry-document';
import { needsOf, unmetNeeds } from '@afterwork/contracts/remote-compat';
import { canary, promote, publish, rollback, status, ReleaseError, type ReleaseEnv } from './commands';
import { withRegistryLock } from './registry-file';

const shared = (name: string, version: string, opts: { singleton?: boolean; own?: boolean; required?: string } = {}) => ({
  name,
  version,
  singleton: opts.singleton ?? true,
  requiredVersion: opts.required ?? `^${version}`,
  assets: { js: { sync: opts.own === false ? [] : [`${name.replace(/\W/g, '')}.js`], async: [] } },
});

let dir: string;
let env: ReleaseEnv;
let logs: string[];
/** What the next build of mf-groups needs from the shell (its shell-sdk range). */
let sdkRange: string;
let builds: number;

function writeBuild(out: string, range: string) {
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'remoteEntry.js'), 'var mf_groups;');
  fs.writeFileSync(
    path.join(out, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mf_groups',
      shared: [shared('react', '19.3.1'), shared('@afterwork/shell-sdk', '1.0.0', { own: false, required: range }), shared('@afterwork/ui/antd-base', '1.0.0', { own: false }), shared('lodash', '4.17.0', { singleton: false })],
    }),
  );
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aw-release-'));
  logs = [];
  sdkRange = '^1.0.0';
  builds = 0;
  const root = path.join(dir, 'repo');
  fs.mkdirSync(path.join(root, 'mf-groups'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mf-groups', 'package.json'), JSON.stringify({ name: 'mf-groups', version: '1.1.0' }));
  fs.mkdirSync(path.join(dir, 'site'));
  fs.writeFileSync(
    path.join(dir, 'site', 'mf-manifest.json'),
    JSON.stringify({ name: 'shell', shared: [shared('react', '19.3.1'), shared('@afterwork/shell-sdk', '1.0.0'), shared('@afterwork/ui/antd-base', '1.0.0')] }),
  );
  fs.writeFileSync(
    path.join(dir, 'baseline.json'),
    JSON.stringify({
      remotes: [
        { name: 'mf_groups', prefixes: ['/groups'], current: 'bundled', versions: { bundled: { entry: '/remotes/mf-groups/mf-manifest.json' } } },
        { name: 'mf_library', prefixes: ['/resources'], current: 'bundled', versions: { bundled: { entry: '/remotes/mf-library/mf-manifest.json' } } },
      ],
    }),
  );
  let clock = Date.parse('2026-11-25T04:00:00Z');
  env = {
    root,
    remotesDir: path.join(dir, 'remotes'),
    liveFile: path.join(dir, 'remotes', 'registry.json'),
    baselineFile: path.join(dir, 'baseline.json'),
    siteDir: path.join(dir, 'site'),
    publicBase: '/remotes',
    now: () => new Date((clock += 1000)),
    commit: () => 'abc123def456',
    build: (app) => {
      builds++;
      writeBuild(path.join(root, app, 'dist'), sdkRange);
    },
    log: (line) => logs.push(line),
  };
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const live = () => JSON.parse(fs.readFileSync(env.liveFile, 'utf8'));
const groups = () => live().remotes.find((r: { name: string }) => r.name === 'mf_groups');

describe('what a remote needs from the shell (contracts/remote-compat, with MF runtime semver)', () => {
  it('needs every singleton and every package it brings no copy of; a shell meets them or says why not', () => {
    writeBuild(path.join(dir, 'b'), '^1.1.0');
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'b', 'mf-manifest.json'), 'utf8'));
    const needs = needsOf(manifest.shared);
    expect(needs).toEqual({ '@afterwork/shell-sdk': '^1.1.0', '@afterwork/ui/antd-base': '^1.0.0', react: '^19.3.1' });
    expect(unmetNeeds(needs, { react: '19.3.1', '@afterwork/shell-sdk': '1.0.0' }, satisfy)).toEqual([
      '@afterwork/shell-sdk ^1.1.0: the shell provides 1.0.0',
      '@afterwork/ui/antd-base ^1.0.0: the shell does not provide it',
    ]);
    expect(unmetNeeds(needs, { react: '19.4.0', '@afterwork/shell-sdk': '1.2.0', '@afterwork/ui/antd-base': '1.0.3' }, satisfy)).toEqual([]);
  });
});

describe('pnpm remote:publish', () => {
  it('builds the remote alone and publishes an immutable version folder with its release manifest; nobody gets it yet', () => {
    const release = publish(env, 'mf-groups');
    expect(builds).toBe(1);
    const folder = path.join(env.remotesDir, 'mf-groups', '1.1.0');
    expect(fs.readdirSync(folder).sort()).toEqual(['mf-manifest.json', 'release.json', 'remoteEntry.js']);
    expect(JSON.parse(fs.readFileSync(path.join(folder, 'release.json'), 'utf8'))).toEqual({
      name: 'mf_groups',
      app: 'mf-groups',
      version: '1.1.0',
      builtAt: '2026-11-25T04:00:01.000Z',
      commit: 'abc123def456',
      needs: { '@afterwork/shell-sdk': '^1.0.0', '@afterwork/ui/antd-base': '^1.0.0', react: '^19.3.1' },
    });
    expect(release.version).toBe('1.1.0');
    const g = groups();
    expect(g.current).toBe('bundled');
    expect(g.versions['1.1.0']).toEqual({ entry: '/remotes/mf-groups/1.1.0/mf-manifest.json', needs: release.needs, publishedAt: release.builtAt, commit: 'abc123def456' });
    expect(g.history).toEqual([{ at: release.builtAt, action: 'publish', version: '1.1.0' }]);
    // The other remotes of the baseline are kept, and the document is one the API accepts.
    expect(live().remotes.map((r: { name: string }) => r.name)).toEqual(['mf_groups', 'mf_library']);
    expect(parseRegistryDocument(live()).ok).toBe(true);
  });

  it('never overwrites a version: publishing it again is refused and the folder is untouched', () => {
    publish(env, 'mf-groups');
    const entry = path.join(env.remotesDir, 'mf-groups', '1.1.0', 'remoteEntry.js');
    const before = fs.statSync(entry).mtimeMs;
    expect(() => publish(env, 'mf-groups')).toThrow(/mf-groups 1\.1\.0 is already published; a version never changes/);
    expect(builds).toBe(1); // refused before building
    expect(fs.statSync(entry).mtimeMs).toBe(before);
  });

  it('refuses a version whose needs the running shell cannot meet, with the reason; --force publishes it anyway', () => {
    sdkRange = '^1.1.0';
    expect(() => publish(env, 'mf-groups', { version: '2.0.0' })).toThrow(
      'mf_groups 2.0.0 needs what the running shell does not provide:\n  - @afterwork/shell-sdk ^1.1.0: the shell provides 1.0.0',
    );
    expect(fs.existsSync(path.join(env.remotesDir, 'mf-groups', '2.0.0'))).toBe(false);
    expect(fs.existsSync(env.liveFile)).toBe(false);
    publish(env, 'mf-groups', { version: '2.0.0', force: true });
    expect(groups().versions['2.0.0'].needs['@afterwork/shell-sdk']).toBe('^1.1.0');
    expect(groups().history.at(-1)).toMatchObject({ action: 'publish', version: '2.0.0', note: 'published with --force' });
    // Promoting it is refused the same way.
    expect(() => promote(env, 'mf-groups', '2.0.0')).toThrow(/needs what the running shell does not provide/);
  });

  it('publishes an existing build with --from (no build), and refuses a folder holding another remote', () => {
    writeBuild(path.join(dir, 'elsewhere'), '^1.0.0');
    publish(env, 'mf_groups', { version: '1.2.0', from: path.join(dir, 'elsewhere') });
    expect(builds).toBe(0);
    expect(groups().versions['1.2.0']).toBeDefined();
    expect(() => publish(env, 'mf-library', { version: '1.0.0', from: path.join(dir, 'elsewhere') })).toThrow('holds mf_groups, not mf_library');
    expect(() => publish(env, 'groups')).toThrow('"groups" is not a remote');
  });
});

describe('pnpm remote:promote / remote:rollback / remote:canary', () => {
  it('promote makes a version current (the old one becomes the rollback target); rollback undoes it', () => {
    publish(env, 'mf-groups', { version: '1.0.0' });
    publish(env, 'mf-groups', { version: '2.0.0' });
    promote(env, 'mf-groups', '1.0.0');
    promote(env, 'mf-groups', '2.0.0');
    expect(groups()).toMatchObject({ current: '2.0.0', previous: ['1.0.0', 'bundled'] });
    expect(() => promote(env, 'mf-groups', '2.0.0')).toThrow('mf_groups 2.0.0 is already current');
    expect(() => promote(env, 'mf-groups', '3.0.0')).toThrow(/has no version 3\.0\.0/);

    rollback(env, 'mf-groups');
    expect(groups()).toMatchObject({ current: '1.0.0', previous: ['bundled'] });
    rollback(env, 'mf-groups');
    expect(groups()).toMatchObject({ current: 'bundled', previous: [] });
    expect(() => rollback(env, 'mf-groups')).toThrow('mf_groups has no earlier version to roll back to (current: bundled)');
    expect(groups().history.map((e: { action: string; version: string; from?: string }) => `${e.action} ${e.version}${e.from ? ` from ${e.from}` : ''}`)).toEqual([
      'publish 1.0.0',
      'publish 2.0.0',
      'promote 1.0.0 from bundled',
      'promote 2.0.0 from 1.0.0',
      'rollback 1.0.0 from 2.0.0',
      'rollback bundled from 1.0.0',
    ]);
  });

  it('a canary goes to a share of sessions; promote (no version) makes it current, rollback stops it', () => {
    publish(env, 'mf-groups', { version: '2.0.0' });
    canary(env, 'mf-groups', '2.0.0', 25);
    expect(groups().canary).toEqual({ version: '2.0.0', percent: 25, since: expect.any(String) });
    rollback(env, 'mf-groups');
    expect(groups().canary).toBeUndefined();
    expect(groups().current).toBe('bundled');

    canary(env, 'mf-groups', '2.0.0', 50);
    promote(env, 'mf-groups');
    expect(groups()).toMatchObject({ current: '2.0.0', previous: ['bundled'] });
    expect(groups().canary).toBeUndefined();
    expect(() => canary(env, 'mf-groups', '2.0.0', 10)).toThrow('already current');
    expect(() => canary(env, 'mf-groups', 'bundled', 150)).toThrow('whole percent from 1 to 99');
    expect(() => promote(env, 'mf-groups')).toThrow('name the version to promote');
    status(env, 'mf-groups');
    expect(logs.at(-6)).toBe('mf_groups: current 2.0.0, rollback to bundled');
  });

  it('refuses a version whose files are missing, and never writes a registry that does not validate', () => {
    publish(env, 'mf-groups', { version: '2.0.0' });
    fs.rmSync(path.join(env.remotesDir, 'mf-groups', '2.0.0', 'mf-manifest.json'));
    expect(() => promote(env, 'mf-groups', '2.0.0')).toThrow(/mf-manifest\.json is missing/);

    // A live file broken by hand is reported, and left as it is for a person to fix.
    fs.writeFileSync(env.liveFile, JSON.stringify({ remotes: [{ name: 'mf_groups', prefixes: ['/groups'], current: 'nope', versions: {} }] }));
    const broken = fs.readFileSync(env.liveFile, 'utf8');
    expect(() => rollback(env, 'mf-groups')).toThrow(/is not a valid registry:\n {2}- mf_groups: "versions" must name at least one version/);
    expect(fs.readFileSync(env.liveFile, 'utf8')).toBe(broken);
  });

  it('writes by rename (a new file, no partial one left) and one command at a time', () => {
    publish(env, 'mf-groups', { version: '2.0.0' });
    const inode = fs.statSync(env.liveFile).ino;
    promote(env, 'mf-groups', '2.0.0');
    expect(fs.statSync(env.liveFile).ino).not.toBe(inode);
    expect(fs.readdirSync(env.remotesDir).sort()).toEqual(['mf-groups', 'registry.json']);

    expect(() => withRegistryLock(env.liveFile, () => rollback(env, 'mf-groups'))).toThrow(ReleaseError);
    expect(groups().current).toBe('2.0.0');
  });
});
