// Lints every fixture of ./fixtures as the file its first line names (`// as: <path from the workspace root>`)
// with the workspace's own ESLint configuration, and prints, per fixture, the rules that fired (JSON).
// Run by api-rules.test.cjs; plain node, so ESLint loads its ES module configuration as `pnpm lint` does.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../../..');
const folder = path.join(import.meta.dirname, 'fixtures');
const eslint = new ESLint({ cwd: root });
const out = [];
for (const name of readdirSync(folder).filter((f) => f.endsWith('.ts')).sort()) {
  const code = readFileSync(path.join(folder, name), 'utf8');
  const as = /^\/\/ as: (.+)$/m.exec(code)?.[1];
  const expect = /^\/\/ expect: (.+)$/m.exec(code)?.[1];
  const message = /^\/\/ message: (.+)$/m.exec(code)?.[1];
  const [result] = await eslint.lintText(code, { filePath: path.join(root, as) });
  out.push({ fixture: name, as, expect, message, fired: result.messages.map((m) => m.ruleId ?? m.message), messages: result.messages.map((m) => m.message) });
}
process.stdout.write(JSON.stringify(out));
