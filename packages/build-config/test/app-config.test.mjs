// The one Rspack + Module Federation preset: what every app's build shares and exposes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { assetModuleFilename, createAppConfig, imageRule, sharedSingletons, swcRule } from '../index.mjs';

const require = createRequire(import.meta.url);
const shellDir = path.resolve(import.meta.dirname, '../../../shell');
const installed = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [shellDir] })).version;
/** Does a caret range accept the version (major.minor.patch, no prerelease)? */
const caretAccepts = (range, version) => {
  const [want, have] = [range.replace('^', '').split('.').map(Number), version.split('.').map(Number)];
  return want[0] === have[0] && (have[1] > want[1] || (have[1] === want[1] && have[2] >= want[2]));
};
const federation = (config) => config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')._options;
const build = (options, mode = 'production') => createAppConfig({ appDir: shellDir, port: 3999, ...options })({}, { mode });

describe('sharedSingletons: one copy of each library per page', () => {
  const shared = sharedSingletons();

  it('shares React (and its entry points), the router, the query cache, zustand, zod and the shell SDK as singletons', () => {
    for (const name of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', '@afterwork/ui/router', '@tanstack/react-query', 'zustand', 'zod', '@afterwork/shell-sdk']) {
      expect(shared[name]).toMatchObject({ singleton: true });
    }
  });

  it('shares the router only through our re-export module (tree-shaken), never react-router whole', () => {
    expect(shared['react-router']).toBeUndefined();
    expect(shared['react-router-dom']).toBeUndefined();
  });

  it('declares the versions installed in the workspace, and accepts them', () => {
    for (const [name, pkg] of [['react', 'react'], ['react-dom/client', 'react-dom'], ['@tanstack/react-query', '@tanstack/react-query'], ['zod', 'zod']]) {
      expect(shared[name].version).toBe(installed(pkg));
      expect(caretAccepts(shared[name].requiredVersion, installed(pkg))).toBe(true);
    }
  });

  it('our shared packages carry the version of their package.json, and remotes ask for it with a caret range', () => {
    const own = (dir) => JSON.parse(readFileSync(new URL(`../../${dir}/package.json`, import.meta.url), 'utf8')).version;
    expect(shared['@afterwork/shell-sdk']).toMatchObject({ singleton: true, version: own('shell-sdk'), requiredVersion: `^${own('shell-sdk')}` });
    for (const group of ['router', 'antd-base', 'antd-display', 'antd-overlay', 'antd-form', 'antd-form-extra', 'antd-data'])
      expect(sharedSingletons({ consumeOnly: true })[`@afterwork/ui/${group}`]).toMatchObject({ singleton: true, import: false, version: own('ui'), requiredVersion: `^${own('ui')}` });
  });

  it('never shares antd whole: only our antd groups', () => {
    expect(Object.keys(shared).filter((k) => k.includes('antd'))).toEqual(
      ['antd-base', 'antd-display', 'antd-overlay', 'antd-form', 'antd-form-extra', 'antd-data'].map((group) => `@afterwork/ui/${group}`),
    );
    expect(shared.antd).toBeUndefined();
  });

  it("a remote inside the shell consumes the antd groups (import: false); standalone it brings them", () => {
    expect(sharedSingletons({ consumeOnly: true })['@afterwork/ui/antd-form'].import).toBe(false);
    expect(shared['@afterwork/ui/antd-form'].import).toBeUndefined();
  });

  it("the host's first paint is eager; zod and the heavy antd groups never are", () => {
    const host = sharedSingletons({ eagerFirstPaint: true });
    for (const name of ['react', 'react-dom/client', '@afterwork/ui/router', '@tanstack/react-query', '@afterwork/shell-sdk', '@afterwork/ui/antd-base']) expect(host[name].eager).toBe(true);
    expect(host.zod.eager).toBe(false);
    for (const group of ['antd-display', 'antd-overlay', 'antd-form', 'antd-form-extra', 'antd-data']) expect(host[`@afterwork/ui/${group}`].eager).toBeUndefined();
    expect(shared.react.eager).toBeUndefined();
  });
});

describe('createAppConfig', () => {
  it("exposes a remote's public surface under its name, loading nothing before it is used", () => {
    const mf = federation(build({ name: 'mf_groups', exposes: { './routes': './src/routes.tsx' } }));
    expect(mf.name).toBe('mf_groups');
    expect(mf.exposes).toEqual({ './routes': './src/routes.tsx' });
    expect(mf.shareStrategy).toBe('loaded-first');
    expect(mf.manifest).toBe(true);
    expect(mf.dts).toBe(false);
  });

  it('in production a remote uses the host\'s MF runtime and antd; standalone (development) it brings its own', () => {
    const prod = federation(build({ name: 'mf_groups' }));
    expect(prod.experiments).toEqual({ externalRuntime: true });
    expect(prod.shared['@afterwork/ui/antd-base'].import).toBe(false);
    const dev = federation(build({ name: 'mf_groups' }, 'development'));
    expect(dev.experiments).toEqual({});
    expect(dev.shared['@afterwork/ui/antd-base'].import).toBeUndefined();
  });

  it('the host provides the MF runtime and exposes nothing', () => {
    const host = federation(build({ name: 'shell', isHost: true, runtimePlugins: ['./src/remotes/plugin.ts'] }));
    expect(host.experiments).toEqual({ provideExternalRuntime: true });
    expect(host.exposes).toEqual({});
    expect(host.runtimePlugins).toEqual(['./src/remotes/plugin.ts']);
    expect(host.shared.react.eager).toBe(true);
  });

  it('writes hashed files in production, resolved from the page (publicPath auto), and deep links load main.js from /', () => {
    const config = build({ name: 'mf_groups' });
    expect(config.mode).toBe('production');
    expect(config.output.publicPath).toBe('auto');
    expect(config.output.filename).toBe('[name].[contenthash:8].js');
    const html = config.plugins.find((p) => p.constructor.name === 'HtmlRspackPlugin');
    expect(JSON.stringify(html)).toContain('"publicPath":"/"');
    expect(build({ name: 'mf_groups' }, 'development').output.filename).toBe('[name].js');
  });

  it("runs our own CSS through the text-size loader, never node_modules' CSS", () => {
    const rule = build({ name: 'mf_groups' }).module.rules.find((r) => r.use?.[0]?.loader?.endsWith('text-scale-loader.cjs'));
    expect(rule.test.test('card.css')).toBe(true);
    expect(rule.exclude.test('/x/node_modules/antd/reset.css')).toBe(true);
  });

  it("builds with the rules it exports to the shell's pre-render: swc (React's dev runtime in development only), images named by content", () => {
    const prod = build({ name: 'shell', isHost: true });
    expect(prod.module.rules).toContainEqual(swcRule({ development: false }));
    expect(build({ name: 'shell', isHost: true }, 'development').module.rules).toContainEqual(swcRule({ development: true }));
    expect(swcRule({ target: 'es2022' }).options.jsc.target).toBe('es2022');
    expect(prod.module.rules).toContainEqual(imageRule());
    expect(prod.output.assetModuleFilename).toBe(assetModuleFilename);
    expect(imageRule().test.test('hero.webp')).toBe(true);
    // A file by default; `?inline` a data: URL (both builds alike); the pre-render emits no files of its own.
    const [inline, file] = imageRule().oneOf;
    expect(inline).toEqual({ resourceQuery: /inline/, type: 'asset/inline' });
    expect(file).toEqual({ type: 'asset/resource' });
    expect(imageRule({ emit: false }).oneOf[1]).toEqual({ type: 'asset/resource', generator: { emit: false } });
    expect(imageRule({ emit: false }).oneOf[0]).toEqual(inline);
  });
});
