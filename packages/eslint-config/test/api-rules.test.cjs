// The API's rules in packages/eslint-config (docs/architecture.md, Inside the API) fire where they should: each
// fixture is linted as the file it names (lint-fixtures.mjs) and must raise its expected rule, or nothing.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const results = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'lint-fixtures.mjs')], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }));

describe('the API rules of the workspace ESLint configuration', () => {
  it('lints every fixture', () => {
    expect(results.length).toBeGreaterThanOrEqual(14);
  });

  for (const r of results) {
    it(`${r.fixture} (${r.as}): ${r.expect}`, () => {
      if (r.expect === 'nothing') expect(r.fired).toEqual([]);
      else expect(r.fired).toContain(r.expect);
      // Where the same rule says several things, the fixture names the words it must say.
      if (r.message) expect(r.messages.join('\n')).toContain(r.message);
    });
  }
});
