// The workspace's ESLint rules (flat config). The root eslint.config.mjs re-exports this; `pnpm lint` runs it.
// The architecture rules (which room may import which, a feature's public face, no cycles, antd only through
// @afterwork/ui) are written down in docs/architecture.md ("Boundaries the linter keeps").
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import comments from '@eslint-community/eslint-plugin-eslint-comments';
import globals from 'globals';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');

const APPS = ['shell', 'mf-library', 'mf-communities', 'mf-groups', 'mf-mentors-portals', 'mf-admin'];
const FRONTEND = `@(${APPS.join('|')})`;
const SOURCE = '**/*.{ts,tsx,mts,cts,js,mjs,cjs}';
const TESTS = ['**/*.test.{ts,tsx}', '**/test/**', 'e2e/**'];
const tsconfigs = [...APPS, 'api', 'e2e', 'packages/contracts', 'packages/shell-sdk', 'packages/ui', 'packages/release'].map((p) => path.join(root, p, 'tsconfig.json'));

// Rooms, from the most specific. A file belongs to the first element whose pattern matches its folder.
const elements = [
  // A feature of a remote (src/features/<feature>) or a page folder of the shell (src/pages/<page>).
  { type: 'feature', pattern: '*/src/features/*', partialMatch: false, capture: ['app', 'feature'] },
  { type: 'feature', pattern: '*/src/pages/*', partialMatch: false, capture: ['app', 'feature'] },
  // What several features of one app share (a remote's src/common): it imports no feature.
  { type: 'common', pattern: '*/src/common', partialMatch: false, capture: ['app'] },
  // Everything else of an app: its composition root (routes, bootstrap, standalone) and its own shared folders.
  { type: 'app', pattern: FRONTEND, partialMatch: false, capture: ['app'] },
  { type: 'package', pattern: 'packages/*', partialMatch: false, capture: ['package'] },
  { type: 'api', pattern: 'api', partialMatch: false },
  { type: 'e2e', pattern: 'e2e', partialMatch: false },
  { type: 'scripts', pattern: 'scripts', partialMatch: false },
];

const sameApp = { element: { captured: { app: '{{ from.element.captured.app }}' } } };
const pkg = (...names) => ({ element: { type: 'package', captured: { package: names.length === 1 ? names[0] : `@(${names.join('|')})` } } });

export default defineConfig(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-prerender/**', '.data/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '.bench/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: [SOURCE],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX, boundaries, '@eslint-community/eslint-comments': comments },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.cjs', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: tsconfigs, alwaysTryTypes: true, noWarnOnMultipleProjects: true })],
      // eslint-plugin-boundaries resolves through eslint-module-utils: hand it the same resolver by path.
      'import/resolver': { [require.resolve('eslint-import-resolver-typescript')]: { project: tsconfigs, alwaysTryTypes: true, noWarnOnMultipleProjects: true } },
      'boundaries/root-path': root,
      'boundaries/elements': elements,
      'boundaries/include': [SOURCE],
    },
    rules: {
      // Architecture: which room may import which.
      'boundaries/dependencies': ['error', {
        default: 'disallow',
        policies: [
          // An app (shell or remote) imports itself and the frontend packages; never another app, the API or e2e.
          { from: { element: { type: ['app', 'feature', 'common'] } }, allow: { to: [sameApp, pkg('contracts', 'shell-sdk', 'ui', 'build-config')] } },
          { from: { element: { type: 'common' } }, disallow: { to: { element: { type: ['feature', 'app'] } } }, message: 'src/common is shared by the features of this app: it imports none of them.' },
          // Inside an app, a feature reaches another feature only through its public face (public.ts).
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { element: { type: 'feature', fileInternalPath: '!public.ts' } } },
            message: 'A feature reaches another feature only through that feature\'s public.ts ({{ to.element.captured.feature }}/public.ts).',
          },
          // The shared packages: contracts imports nothing of ours; shell-sdk the contracts; ui the shell-sdk and contracts.
          { from: pkg('contracts'), allow: { to: pkg('contracts') } },
          { from: pkg('shell-sdk'), allow: { to: pkg('shell-sdk', 'contracts') } },
          { from: pkg('ui'), allow: { to: pkg('ui', 'shell-sdk', 'contracts') } },
          // The release commands of the remotes (node, never in a browser) validate with the contracts.
          { from: pkg('release'), allow: { to: pkg('release', 'contracts') } },
          // A package's jest config uses the shared jest preset.
          { from: { element: { type: 'package', fileInternalPath: 'jest.config.cjs' } }, allow: { to: pkg('build-config') } },
          { from: pkg('build-config', 'eslint-config'), allow: { to: { element: { type: 'package', captured: { package: '{{ from.element.captured.package }}' } } } } },
          // The API imports only itself and the contracts: never frontend code.
          { from: { element: { type: 'api' } }, allow: { to: [{ element: { type: 'api' } }, pkg('contracts')] } },
          // Playwright drives the built site; it may read the contracts and the API (to start it), never an app's source.
          { from: { element: { type: 'e2e' } }, allow: { to: [{ element: { type: ['e2e', 'api'] } }, pkg('contracts')] } },
          { from: { element: { type: 'scripts' } }, allow: { to: { element: { type: ['scripts', 'package'] } } } },
        ],
      }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // An eslint-disable names its rule and says why (`-- reason`); an unused one is an error (linterOptions).
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      // `_name` marks a deliberately unused parameter; `{ omitted, ...rest }` drops fields from a copy.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // Frontend code: hooks rules, browser globals, antd only through @afterwork/ui (its antd-* groups keep the bytes in budget).
    files: [`${FRONTEND}/**/*.{ts,tsx}`, 'packages/@(ui|shell-sdk)/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': ['error', {
        paths: [
          { name: 'antd', message: 'Import antd through @afterwork/ui/antd-base, -display, -overlay, -form or -data (see docs/architecture.md, Bytes).' },
          { name: 'react-router-dom', message: 'Import the router from @afterwork/ui/router (one shared, tree-shaken router: docs/architecture.md, Bytes).' },
          { name: 'react-router', message: 'Import the router from @afterwork/ui/router (one shared, tree-shaken router: docs/architecture.md, Bytes).' },
        ],
        patterns: [{ group: ['antd/*'], message: 'Import antd through @afterwork/ui/antd-* (see docs/architecture.md, Bytes).' }],
      }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // A feature's public face names what it offers: never `export *`.
    files: ['*/src/@(features|pages)/*/public.ts'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'public.ts names each export (no `export *`): see docs/architecture.md.' }] },
  },
  {
    // An affected-row count is not evidence that a row existed (PGlite once answered 0 for a delete that had
    // happened, so deletes answered 404): read the rows a write touched with .returning(...) instead (issue 16).
    files: ['api/src/**/*.ts', 'api/bench/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...[
        'VariableDeclarator > AwaitExpression > %',
        'BinaryExpression > AwaitExpression > %',
        'UnaryExpression > AwaitExpression > %',
        'IfStatement > AwaitExpression > %',
        'ReturnStatement > %',
        'ReturnStatement > AwaitExpression > %',
        'ArrowFunctionExpression > %',
      ].map((path) => ({
        selector: path.replace('%', "CallExpression[callee.property.name=/^(del|delete|update)$/][callee.object.type='CallExpression']"),
        message: 'Do not use the affected-row count of a knex delete/update: add .returning(...) and use the rows it returns.',
      }))],
    },
  },
  {
    // The antd groups and the router module are the one place that imports antd and react-router; the build's
    // pre-render (Node, no federation) takes react-router's StaticRouter directly.
    files: ['packages/ui/src/antd-*.ts', 'packages/ui/src/router.ts', 'shell/src/prerender/*.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: TESTS,
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Runs inside jest's jsdom.
    files: ['packages/build-config/jest-setup.cjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
