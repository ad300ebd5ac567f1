// `pnpm typecheck`: TypeScript (strict) over every project of the workspace.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

export const projects = ['packages/contracts', 'packages/shell-sdk', 'packages/ui', 'packages/release', 'api', 'shell', 'mf-library', 'mf-communities', 'mf-groups', 'mf-mentors-portals', 'mf-admin', 'e2e'];

export function typecheck() {
  const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
  let failed = 0;
  for (const p of projects) {
    if (!existsSync(path.join(root, p, 'tsconfig.json')) || !existsSync(path.join(root, p, 'src')) && !['e2e'].includes(p)) continue;
    const r = run(tsc, ['-p', path.join(p, 'tsconfig.json')]);
    console.log(`${r.code === 0 ? '✓' : '✗'} ${p}`);
    if (r.code !== 0) failed++;
  }
  return failed;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(typecheck() ? 1 : 0);
