// The release commands of a remote: publish a version, try it on a share of sessions, make it current, undo.
// Every change of the registry is validated by the contracts' parser and written atomically (registry-file.ts);
// the API notices the new file by itself and open browsers get it on their next navigation.
import fs from 'node:fs';
import path from 'node:path';
import { satisfy } from '@module-federation/runtime';
import { BUNDLED_VERSION, isVersionLabel } from '@afterwork/contracts/registry';
import { HISTORY_LIMIT, type RegistryDocument, type RegistryEvent, type RegistryRemote } from '@afterwork/contracts/registry-document';
import { needsOf, providedBy, unmetNeeds, type ManifestShared } from '@afterwork/contracts/remote-compat';
import { ReleaseError, readRegistry, withRegistryLock, writeRegistry } from './registry-file';

export { ReleaseError };

export interface ReleaseEnv {
  /** The workspace (each remote's folder is `<root>/<app>`). */
  root: string;
  /** Published versions: `<remotesDir>/<app>/<version>/`. */
  remotesDir: string;
  /** The live registry the API watches. */
  liveFile: string;
  /** The shipped registry (deploy/remotes.json), used until a live one exists. */
  baselineFile: string;
  /** The site as deployed: the shell's mf-manifest.json says what it provides. */
  siteDir: string;
  /** URL path (or https origin + path) the published versions are served from. */
  publicBase: string;
  now(): Date;
  /** The commit the build comes from ('abc1234', '+dirty' when the tree has changes). */
  commit(): string;
  /** Builds one remote alone (production), into `<root>/<app>/dist`. */
  build(app: string): void;
  log(line: string): void;
}

/** What `remote:publish` writes beside the build: `<remotesDir>/<app>/<version>/release.json`. */
export interface ReleaseManifest {
  name: string;
  app: string;
  version: string;
  builtAt: string;
  commit: string;
  /** Shared packages it must get from the shell, with the range it accepts. */
  needs: Record<string, string>;
}

/** Version history kept as fallbacks and rollback targets. */
const PREVIOUS_LIMIT = 20;

/** 'mf-groups' or 'mf_groups' → the app folder and the Module Federation name. */
export function remoteNames(remote: string): { app: string; name: string } {
  const app = remote.replace(/_/g, '-');
  if (!/^mf-[a-z0-9-]+$/.test(app)) throw new ReleaseError(`"${remote}" is not a remote (mf-library, mf-groups, ...)`);
  return { app, name: app.replace(/-/g, '_') };
}

function readJson<T>(file: string, what: string): T {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch (err) {
    throw new ReleaseError(`cannot read ${what} (${file}): ${(err as Error).message}`);
  }
}

/** What the deployed shell provides ({ package: version }), from its mf-manifest.json. */
export function shellProvides(env: ReleaseEnv): Record<string, string> {
  const file = path.join(env.siteDir, 'mf-manifest.json');
  if (!fs.existsSync(file)) throw new ReleaseError(`no shell at ${env.siteDir} (its mf-manifest.json says what it provides): run \`pnpm build\` or set SITE_DIR`);
  return providedBy(readJson<{ shared: ManifestShared[] }>(file, "the shell's manifest").shared ?? []);
}

function checkCompatible(env: ReleaseEnv, name: string, version: string, needs: Record<string, string>, force: boolean) {
  const unmet = unmetNeeds(needs, shellProvides(env), satisfy);
  if (!unmet.length) return;
  const text = `${name} ${version} needs what the running shell does not provide:\n  - ${unmet.join('\n  - ')}`;
  if (!force) throw new ReleaseError(`${text}\nDeploy a shell that provides it first. (--force goes ahead anyway: the shell will refuse this version and fall back to the last good one.)`);
  env.log(`WARNING (--force): ${text}`);
}

function findRemote(doc: RegistryDocument, name: string): RegistryRemote {
  const remote = doc.remotes.find((r) => r.name === name);
  if (!remote) throw new ReleaseError(`the registry has no remote ${name} (known: ${doc.remotes.map((r) => r.name).join(', ')})`);
  return remote;
}

/** Reads the registry, applies `change` to one remote, validates and writes it, under the registry lock. */
function changeRemote(env: ReleaseEnv, name: string, change: (remote: RegistryRemote, doc: RegistryDocument) => RegistryEvent): RegistryRemote {
  return withRegistryLock(env.liveFile, () => {
    const doc = readRegistry(env.liveFile, env.baselineFile);
    const remote = findRemote(doc, name);
    const event = change(remote, doc);
    remote.history = [...remote.history, event].slice(-HISTORY_LIMIT);
    return findRemote(writeRegistry(env.liveFile, doc), name);
  });
}

/** The files of a published version must be there before any session is sent to it. */
function checkPublished(env: ReleaseEnv, remote: RegistryRemote, version: string) {
  const v = remote.versions[version];
  if (!v) throw new ReleaseError(`${remote.name} has no version ${version} (known: ${Object.keys(remote.versions).join(', ')}); publish it first`);
  const prefix = `${env.publicBase}/`;
  // The bundled build ships inside the site; a published one must be in REMOTES_DIR.
  if (version !== BUNDLED_VERSION && v.entry.startsWith(prefix)) {
    const file = path.join(env.remotesDir, v.entry.slice(prefix.length));
    if (!fs.existsSync(file)) throw new ReleaseError(`${remote.name} ${version}: ${file} is missing`);
  }
}

export interface PublishOptions {
  /** Default: the version in the remote's package.json. */
  version?: string;
  /** Publish an existing build (a `dist/` folder) instead of building. */
  from?: string;
  /** Publish even when the running shell cannot meet the version's needs. */
  force?: boolean;
}

/**
 * `pnpm remote:publish <remote>`: builds the remote alone and publishes it to `<remotesDir>/<app>/<version>/`
 * (never overwritten) with release.json, and adds the version to the registry. No session gets it until
 * `remote:canary` or `remote:promote`.
 */
export function publish(env: ReleaseEnv, remote: string, opts: PublishOptions = {}): ReleaseManifest {
  const { app, name } = remoteNames(remote);
  const appDir = path.join(env.root, app);
  const version = opts.version ?? readJson<{ version?: string }>(path.join(appDir, 'package.json'), `${app}'s package.json`).version;
  if (!version || !isVersionLabel(version) || version === 'bundled') throw new ReleaseError(`"${version}" is not a version to publish (e.g. 1.4.0)`);
  const target = path.join(env.remotesDir, app, version);
  const immutable = `${app} ${version} is already published; a version never changes: bump "version" in ${app}/package.json (or pass --version)`;
  if (fs.existsSync(target)) throw new ReleaseError(immutable);
  const known = readRegistry(env.liveFile, env.baselineFile);
  if (version in findRemote(known, name).versions) throw new ReleaseError(immutable);

  let source = opts.from ? path.resolve(opts.from) : path.join(appDir, 'dist');
  if (!opts.from) {
    env.log(`building ${app} (production)...`);
    env.build(app);
    source = path.join(appDir, 'dist');
  }
  const manifest = readJson<{ name?: string; shared?: ManifestShared[] }>(path.join(source, 'mf-manifest.json'), `the build's mf-manifest.json`);
  if (manifest.name !== name) throw new ReleaseError(`${source} holds ${manifest.name ?? 'no remote'}, not ${name}`);
  if (!fs.existsSync(path.join(source, 'remoteEntry.js'))) throw new ReleaseError(`${source} has no remoteEntry.js`);
  const needs = needsOf(manifest.shared ?? []);
  checkCompatible(env, name, version, needs, !!opts.force);

  const release: ReleaseManifest = { name, app, version, builtAt: env.now().toISOString(), commit: env.commit(), needs };
  // Copied beside the target and renamed into place: a version folder is complete or absent.
  const tmp = path.join(env.remotesDir, app, `.${version}.tmp-${process.pid}`);
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(tmp), { recursive: true });
  fs.cpSync(source, tmp, { recursive: true, filter: (f) => !/\.(br|gz)$/.test(f) });
  fs.writeFileSync(path.join(tmp, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
  try {
    fs.renameSync(tmp, target);
  } catch (err) {
    fs.rmSync(tmp, { recursive: true, force: true });
    if (['EEXIST', 'ENOTEMPTY'].includes((err as NodeJS.ErrnoException).code ?? '')) throw new ReleaseError(immutable);
    throw err;
  }

  try {
    changeRemote(env, name, (r) => {
      if (version in r.versions) throw new ReleaseError(immutable);
      r.versions[version] = { entry: `${env.publicBase}/${app}/${version}/mf-manifest.json`, needs, publishedAt: release.builtAt, commit: release.commit };
      return { at: release.builtAt, action: 'publish', version, ...(opts.force ? { note: 'published with --force' } : {}) };
    });
  } catch (err) {
    // Not in the registry, so not published: the folder goes, and the same version can be published again.
    fs.rmSync(target, { recursive: true, force: true });
    throw err;
  }
  env.log(`published ${name} ${version} to ${target}\n  needs ${Object.entries(needs).map(([p, r]) => `${p} ${r}`).join(', ') || 'nothing'}\n  next: pnpm remote:canary ${app} ${version} 10   or   pnpm remote:promote ${app} ${version}`);
  return release;
}

/**
 * `pnpm remote:promote <remote> [version]`: makes a version current for every session (by default the running
 * canary's). The version that was current becomes the first fallback and the target of `remote:rollback`.
 */
export function promote(env: ReleaseEnv, remote: string, version?: string, opts: { force?: boolean } = {}): RegistryRemote {
  const { name } = remoteNames(remote);
  return changeRemote(env, name, (r) => {
    const target = version ?? r.canary?.version;
    if (!target) throw new ReleaseError(`name the version to promote: pnpm remote:promote ${remote} <version>`);
    checkPublished(env, r, target);
    if (r.current === target) throw new ReleaseError(`${name} ${target} is already current`);
    checkCompatible(env, name, target, r.versions[target].needs ?? {}, !!opts.force);
    const from = r.current;
    r.previous = [from, ...r.previous.filter((v) => v !== target && v !== from)].slice(0, PREVIOUS_LIMIT);
    r.current = target;
    if (r.canary?.version === target) delete r.canary;
    env.log(`${name}: ${target} is current (was ${from}); open browsers get it on their next navigation`);
    return { at: env.now().toISOString(), action: 'promote', version: target, from };
  });
}

/** `pnpm remote:canary <remote> <version> <percent>`: sends a sticky share of sessions to a candidate version. */
export function canary(env: ReleaseEnv, remote: string, version: string, percent: number, opts: { force?: boolean } = {}): RegistryRemote {
  const { name } = remoteNames(remote);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) throw new ReleaseError('the share of sessions is a whole percent from 1 to 99');
  return changeRemote(env, name, (r) => {
    checkPublished(env, r, version);
    if (r.current === version) throw new ReleaseError(`${name} ${version} is already current`);
    checkCompatible(env, name, version, r.versions[version].needs ?? {}, !!opts.force);
    const since = env.now().toISOString();
    r.canary = { version, percent, since };
    env.log(`${name}: ${percent}% of sessions get ${version}, the others ${r.current}; then pnpm remote:promote ${remote}  or  pnpm remote:rollback ${remote}`);
    return { at: since, action: 'canary', version, percent };
  });
}

/**
 * `pnpm remote:rollback <remote>`: stops a running canary (every session back on the current version), or else
 * makes the version that was current before current again.
 */
export function rollback(env: ReleaseEnv, remote: string): RegistryRemote {
  const { name } = remoteNames(remote);
  return changeRemote(env, name, (r) => {
    const at = env.now().toISOString();
    if (r.canary) {
      const stopped = r.canary.version;
      delete r.canary;
      env.log(`${name}: canary ${stopped} stopped; every session gets ${r.current}`);
      return { at, action: 'cancel-canary', version: stopped };
    }
    const target = r.previous[0];
    if (!target) throw new ReleaseError(`${name} has no earlier version to roll back to (current: ${r.current})`);
    checkPublished(env, r, target);
    const from = r.current;
    r.current = target;
    r.previous = r.previous.slice(1);
    env.log(`${name}: rolled back from ${from} to ${target}; open browsers get it on their next navigation`);
    return { at, action: 'rollback', version: target, from };
  });
}

/** `pnpm remote:status [remote]`: current, canary, fallbacks and the last events of each remote. */
export function status(env: ReleaseEnv, remote?: string): RegistryRemote[] {
  const doc = readRegistry(env.liveFile, env.baselineFile);
  const list = remote ? [findRemote(doc, remoteNames(remote).name)] : doc.remotes;
  for (const r of list) {
    env.log(`${r.name}: current ${r.current}${r.canary ? `, canary ${r.canary.version} (${r.canary.percent}%)` : ''}${r.previous.length ? `, rollback to ${r.previous[0]}` : ''}`);
    for (const e of r.history.slice(-5).reverse()) env.log(`    ${e.at}  ${e.action} ${e.version}${e.from ? ` (was ${e.from})` : ''}${e.percent ? ` ${e.percent}%` : ''}`);
  }
  return list;
}
