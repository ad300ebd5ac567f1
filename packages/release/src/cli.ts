// `pnpm remote:<command> ...`: the release commands of a remote (see docs/deploy.md, "How a team ships its remote").
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { siteFolders } from '@afterwork/contracts/site-folders';
import { canary, promote, publish, rollback, status, ReleaseError, type ReleaseEnv } from './commands';

const root = path.resolve(import.meta.dirname, '../../..');
// The same variables, and defaults, as the API's (contracts/site-folders.ts): the commands change what the API serves.
// A relative path is read from the folder pnpm was called from.
const folders = siteFolders(process.env, root, process.env.INIT_CWD ?? process.cwd());

function commit(): string {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim();
    return dirty ? `${sha}+dirty` : sha;
  } catch {
    return 'unknown';
  }
}

export const env: ReleaseEnv = {
  root,
  remotesDir: folders.remotesDir,
  liveFile: folders.remotesRegistry,
  baselineFile: folders.remotesBaseline,
  siteDir: folders.siteDir,
  publicBase: (process.env.REMOTES_PUBLIC_BASE ?? '/remotes').replace(/\/$/, ''),
  now: () => new Date(),
  commit,
  build(app) {
    const r = spawnSync('pnpm', ['--filter', app, 'build'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new ReleaseError(`the build of ${app} failed`);
  },
  log: (line) => console.log(line),
};

const USAGE = `usage:
  pnpm remote:publish <remote> [--version <v>] [--from <dist folder>] [--force]
  pnpm remote:canary <remote> <version> <percent> [--force]
  pnpm remote:promote <remote> [<version>] [--force]     (no version: the running canary)
  pnpm remote:rollback <remote>                          (stops a canary, else goes back one version)
  pnpm remote:status [<remote>]`;

function main(argv: string[]) {
  const [command, ...rest] = argv;
  const flags = new Map<string, string | true>();
  const args: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    if (a === '--force') flags.set('force', true);
    else if (a === '--version' || a === '--from') flags.set(a.slice(2), rest[++i] ?? '');
    else if (a.startsWith('--')) throw new ReleaseError(`unknown option ${a}\n${USAGE}`);
    else args.push(a);
  }
  const force = flags.get('force') === true;
  const need = (n: number) => {
    if (args.length < n) throw new ReleaseError(USAGE);
  };
  switch (command) {
    case 'publish':
      need(1);
      return void publish(env, args[0], { version: flags.get('version') as string | undefined, from: flags.get('from') as string | undefined, force });
    case 'canary':
      need(3);
      return void canary(env, args[0], args[1], Number(args[2]), { force });
    case 'promote':
      need(1);
      return void promote(env, args[0], args[1], { force });
    case 'rollback':
      need(1);
      return void rollback(env, args[0]);
    case 'status':
      return void status(env, args[0]);
    default:
      throw new ReleaseError(USAGE);
  }
}

try {
  main(process.argv.slice(2));
} catch (err) {
  if (!(err instanceof ReleaseError)) throw err;
  console.error(`remote release: ${err.message}`);
  process.exit(1);
}
