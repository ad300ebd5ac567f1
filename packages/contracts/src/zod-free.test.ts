import fs from 'node:fs';
import path from 'node:path';

/** Modules the first visit (or any page that must stay light) imports: zod (88 KB gzip) must not come along. */
const ZOD_FREE = ['paths', 'access', 'registry', 'roles', 'newsletter', 'assessment-ids', 'assessment-definitions', 'community-types', 'query-keys', 'notification-kinds', 'safety-words', 'page-boot', 'privacy-words', 'business-words'];

/** This package's modules imported by `file`, at run time (type-only imports are erased), followed transitively. */
function runtimeImports(name: string, seen = new Set<string>()): Set<string> {
  if (seen.has(name)) return seen;
  seen.add(name);
  const text = fs.readFileSync(path.join(__dirname, `${name}.ts`), 'utf8');
  for (const m of text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)) {
    const spec = m[1];
    if (spec.startsWith('./')) runtimeImports(spec.slice(2), seen);
    else seen.add(spec);
  }
  return seen;
}

describe('zod stays out of the light modules', () => {
  it.each(ZOD_FREE)('%s.ts imports no zod, directly or through another module', (name) => {
    expect([...runtimeImports(name)].filter((m) => m === 'zod' || m.startsWith('zod/'))).toEqual([]);
  });

  it('the check itself sees zod where it is', () => {
    expect(runtimeImports('groups').has('zod')).toBe(true);
  });
});
