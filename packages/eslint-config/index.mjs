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
  // The API's rooms: a module (api/src/modules/<module>), the platform every module stands on (db, platform,
  // policies, http, dev tools), and the rest of api/: the composition root (app, compose, schema, background,
  // deps, config, the server, worker and CLI), benches and tests.
  { type: 'api-module', pattern: 'api/src/modules/*', partialMatch: false, capture: ['module'] },
  { type: 'api-platform', pattern: 'api/src/@(db|platform|policies|http|dev)', partialMatch: false, capture: ['room'] },
  { type: 'api-checks', pattern: 'api/@(test|bench)', partialMatch: false },
  { type: 'api', pattern: 'api', partialMatch: false },
  { type: 'e2e', pattern: 'e2e', partialMatch: false },
  { type: 'scripts', pattern: 'scripts', partialMatch: false },
];

// A knex delete/update's affected-row count (issue 16): read .returning(...) rows instead.
const affectedRowCount = [
  'VariableDeclarator > AwaitExpression > %',
  'BinaryExpression > AwaitExpression > %',
  'UnaryExpression > AwaitExpression > %',
  'IfStatement > AwaitExpression > %',
  'ReturnStatement > %',
  'ReturnStatement > AwaitExpression > %',
  'ArrowFunctionExpression > %',
].map((p) => ({
  selector: p.replace('%', "CallExpression[callee.property.name=/^(del|delete|update)$/][callee.object.type='CallExpression']"),
  message: 'Do not use the affected-row count of a knex delete/update: add .returning(...) and use the rows it returns.',
}));

// Where the API writes SQL: repositories (the sessions' store and the job queue's counts included), migrations,
// seeds and db/. Nowhere else (the rate limits hand the pool to rate-limiter-flexible and write none).
const API_SQL_ROOMS = [
  'api/src/db/**', 'api/src/**/migrations/**', 'api/src/**/seed.ts', 'api/src/**/seed-data.ts', 'api/src/**/*repository.ts',
];
// A query written outside them: calling the knex instance or a transaction (`db('users')`, `trx(...)`,
// `deps.db(...)`), raw SQL (`.raw(...)`), or the builder's entry points on it (`db.select`, `trx.fn`, ...).
const KNEX = '/^(db|trx|q|knex|tx)$/';
const SQL_MESSAGE = 'SQL lives in repositories (modules/<m>/*repository.ts): call one, passing the transaction you hold.';
const sqlOutsideRepositories = [
  `CallExpression[callee.type='Identifier'][callee.name=${KNEX}]`,
  "CallExpression[callee.type='MemberExpression'][callee.property.name='db']",
  "CallExpression[callee.property.name='raw']",
  `MemberExpression[object.type='Identifier'][object.name=${KNEX}][property.name=/^(select|insert|update|del|delete|from|with|fn|ref|schema|count|first|queryBuilder|raw|table)$/]`,
].map((selector) => ({ selector, message: SQL_MESSAGE }));

/** `afterwork/kebab-case-names`: every folder and file name of a linted file's path (from the workspace root) in kebab-case. */
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const MIGRATION = /^\d{12}_[a-z0-9_]+\.ts$/;
const kebabCaseNames = {
  meta: { type: 'suggestion', schema: [], messages: { name: "'{{ name }}' is not kebab-case: name files and folders like session-repository.ts (docs/architecture.md)." } },
  create(context) {
    const relative = path.relative(root, context.filename);
    if (relative.startsWith('..') || path.isAbsolute(relative)) return {};
    const parts = relative.split(path.sep);
    const name = parts.pop();
    const wrong = [...parts.filter((p) => !KEBAB.test(p) && !p.startsWith('.')), ...(KEBAB.test(name) || (parts.includes('migrations') && MIGRATION.test(name)) ? [] : [name])];
    return wrong.length ? { Program: (node) => context.report({ node, messageId: 'name', data: { name: wrong[0] } }) } : {};
  },
};

// The API's module tree, lowest first (docs/architecture.md): a module imports only modules on a lower floor, so
// modules never import each other in a loop (type imports included). A module needing one above it declares what it
// needs and src/compose.ts wires it (accounts' MemberAnswers, activities' ActivityFacts). A new module takes the floor
// above everything it imports.
const API_MODULE_FLOORS = [
  ['jobs', 'audit', 'places'],
  ['mail'],
  ['accounts'],
  ['realtime'],
  ['groups'],
  ['communities'],
  ['activities'],
  ['notifications'],
  ['mentors', 'helpers', 'safety', 'assessments', 'photos', 'admin', 'business-enquiries', 'discussions', 'goals', 'messages', 'guide', 'health', 'newsletter', 'portals', 'remotes', 'resources'],
  ['inbound-mail'],
];
const moduleFloorPolicies = API_MODULE_FLOORS.flatMap((floor, level) => {
  const notBelow = API_MODULE_FLOORS.slice(level).flat();
  return floor.map((module) => ({
    from: { element: { type: 'api-module', captured: { module } } },
    disallow: { to: { element: { type: 'api-module', captured: { module: `@(${notBelow.filter((m) => m !== module).join('|')})` } } } },
    message: `${module} imports only modules below it in the module tree (docs/architecture.md, Inside the API): {{ to.element.captured.module }} is not. Declare what you need and wire it in src/compose.ts.`,
  }));
});

const sameApp = { element: { captured: { app: '{{ from.element.captured.app }}' } } };
const pkg = (...names) => ({ element: { type: 'package', captured: { package: names.length === 1 ? names[0] : `@(${names.join('|')})` } } });

export default defineConfig(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-prerender/**', '.data/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '.bench/**',
    // Broken on purpose: linted as the API files they name by packages/eslint-config/test (api-rules.test.cjs).
    'packages/eslint-config/test/fixtures/**'] },
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
          // Its tests and benches may reach any file of it (they test internals too).
          { from: { element: { type: ['api', 'api-module', 'api-platform', 'api-checks'] } }, allow: { to: [{ element: { type: ['api', 'api-module', 'api-platform', 'api-checks'] } }, pkg('contracts')] } },
          // A module reaches another module only through its public face; the app (composition root) too.
          {
            from: { element: { type: ['api', 'api-module'] } },
            disallow: { to: { element: { type: 'api-module', fileInternalPath: '!public.ts' } } },
            message: 'Another module is reached only through its public.ts ({{ to.element.captured.module }}/public.ts): see docs/architecture.md, Inside the API.',
          },
          ...moduleFloorPolicies,
          // The platform (db, platform, policies, http) stands under every module and imports none of them.
          {
            from: { element: { type: 'api-platform' } },
            disallow: { to: { element: { type: ['api-module', 'api'], fileInternalPath: '!@(config|deps).ts' } } },
            message: 'db/, platform/, policies/ and http/ are below every module: they import no module and nothing of the app but config.ts and deps.ts.',
          },
          // Playwright drives the built site; it may read the contracts and the API (to start it), never an app's source.
          { from: { element: { type: 'e2e' } }, allow: { to: [{ element: { type: ['e2e', 'api', 'scripts'] } }, pkg('contracts')] } },
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
    // Every file and folder name of the workspace is kebab-case (dots separate suffixes: x.test.ts, jest.config.cjs).
    // Migrations keep their stored names (yyyymmddhhmm_snake_case): knex_migrations holds them.
    files: [SOURCE],
    plugins: { afterwork: { rules: { 'kebab-case-names': kebabCaseNames } } },
    rules: { 'afterwork/kebab-case-names': 'error' },
  },
  {
    // An affected-row count is not evidence that a row existed (PGlite once answered 0 for a delete that had
    // happened, so deletes answered 404): read the rows a write touched with .returning(...) instead (issue 16).
    files: ['api/src/**/*.ts', 'api/bench/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...affectedRowCount],
    },
  },
  {
    // The API's layers (docs/architecture.md, Inside the API): routes -> services -> repositories. SQL (a knex
    // query, .raw) is written only in repositories, migrations, seeds and db/; elsewhere the
    // database is reached through them. Services may hold a transaction open (db.transaction) and pass it on.
    files: ['api/src/**/*.ts'],
    ignores: API_SQL_ROOMS,
    rules: {
      'no-restricted-syntax': ['error', ...affectedRowCount, ...sqlOutsideRepositories],
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'knex', allowTypeImports: true, message: 'Only repositories, migrations, seeds and db/ use knex itself; elsewhere import its types only.' }],
      }],
    },
  },
  {
    files: ['api/src/modules/**/*routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'knex', allowTypeImports: true, message: 'Routes call services, never the database.' }],
        patterns: [{ regex: 'repository$', message: 'Routes call services (from deps.services); services call repositories.' }],
      }],
    },
  },
  {
    files: ['api/src/modules/**/*repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{ regex: '(service|routes)$', message: 'A repository is the lowest layer: it imports no service and no routes.' }],
      }],
    },
  },
  {
    files: ['api/src/modules/**/*service.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [{ name: 'knex', allowTypeImports: true, message: 'Services reach the database through repositories (a transaction they hold is a type).' }],
        patterns: [{ regex: 'routes$', message: 'Services are called by routes, never the other way round.' }],
      }],
    },
  },
  {
    // Configuration is read in one place: config.ts (validated, with defaults and *_FILE secrets). The process
    // entry points that are not the API (the CLI's password prompt, the dev mail inbox) and the embedded server's
    // child environment are the exceptions.
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/config.ts', 'api/src/cli.ts', 'api/src/dev/**', 'api/src/db/embedded/**'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through config.ts (loadConfig), not process.env.' }],
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
