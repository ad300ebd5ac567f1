// One Rspack + Module Federation preset for every Afterwork app (DESIGN.md §2).
// Each app's rspack.config.ts is a few lines: createAppConfig({ name, port, exposes? }).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const textScaleLoader = require.resolve('./text-scale-loader.cjs');
const workspaceRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const catalogVersion = (pkg) => require(require.resolve(`${pkg}/package.json`, { paths: [path.join(workspaceRoot, 'shell')] })).version;
/** Our own shared packages carry the version of their package.json: bump it when what they export grows. */
export const workspaceVersion = (dir) => require(path.join(workspaceRoot, dir, 'package.json')).version;

/**
 * Shared singletons: one copy per page, whoever loads first provides it.
 * antd is deliberately NOT here: shared modules are not tree-shaken, and antd whole is 447 KB gzip.
 * Every app bundles only the antd components it uses; the style cache (@ant-design/cssinjs) and
 * the theme (from @afterwork/shell-sdk) are shared, so the site keeps one look. See docs/architecture.md.
 */
export function sharedSingletons({ consumeOnly = false, eagerFirstPaint = false } = {}) {
  // The host puts what its first paint needs in its initial chunk (eager), so the browser gets it with
  // main.js instead of in a second wave of requests after the federation runtime has started: an earlier
  // first paint (issue 10, LCP of /). Remotes still consume these from the host's share scope.
  const eager = eagerFirstPaint ? { eager: true } : {};
  const singleton = (pkg, version = catalogVersion(pkg)) => ({
    singleton: true,
    requiredVersion: `^${version}`,
    version,
    strictVersion: false,
    ...eager,
  });
  const react = catalogVersion('react');
  const reactDom = catalogVersion('react-dom');
  return {
    react: singleton('react', react),
    'react/jsx-runtime': singleton('react', react),
    'react-dom': singleton('react-dom', reactDom),
    'react-dom/client': singleton('react-dom', reactDom),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    zustand: singleton('zustand'),
    zod: { ...singleton('zod'), eager: false }, // never on the first visit (88 KB gzip)
    '@ant-design/cssinjs': singleton('@ant-design/cssinjs'),
    '@afterwork/shell-sdk': singleton('@afterwork/shell-sdk', workspaceVersion('packages/shell-sdk')),
    // The router and antd in groups (packages/ui/src/router.ts, antd-*.ts): re-export modules naming what the site
    // uses, so rspack tree-shakes the library inside each (a shared module is not tree-shaken). Provided by the shell,
    // versioned as packages/ui. A remote's production build consumes
    // them only (import: false), so every antd component on the page runs on the shell's single antd core. Its
    // requiredVersion (^ the version it was built against) is what the shell checks before running it: a remote
    // built after a component joined a group (ui's version bumped) is refused by an older shell, which falls back
    // to the remote's last good version (shell/src/remotes/compatibility-plugin.ts, docs/deploy.md).
    ...Object.fromEntries(
      ['router', 'antd-base', 'antd-display', 'antd-overlay', 'antd-form', 'antd-form-extra', 'antd-data'].map((group) => [
        `@afterwork/ui/${group}`,
        {
          singleton: true,
          version: workspaceVersion('packages/ui'),
          requiredVersion: `^${workspaceVersion('packages/ui')}`,
          strictVersion: false,
          ...(consumeOnly ? { import: false } : {}),
          ...(group === 'antd-base' || group === 'router' ? eager : {}),
        },
      ]),
    ),
  };
}

/** The extensions imports may leave out, in every build of an app (the browser's and the shell's pre-render). */
export const resolveExtensions = ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'];
/** Where images go, named by content: the pre-render's image URLs are the browser build's only while both use this. */
export const assetModuleFilename = 'assets/[name].[contenthash:8][ext]';

/** Our TypeScript and TSX through rspack's built-in swc, with React's automatic runtime. */
export function swcRule({ development = false, target = 'es2020' } = {}) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development, refresh: false } },
        target,
      },
    },
    type: 'javascript/auto',
  };
}

/**
 * Images as files of their own (`emit: false`: their URLs only, for a build that links another build's files), or,
 * imported with `?inline`, as data: URLs.
 */
export function imageRule({ emit = true } = {}) {
  return {
    test: /\.(png|jpe?g|gif|svg|webp)$/i,
    oneOf: [
      // `import url from './picture.svg?inline'`: a data: URL in the code (and in pre-rendered HTML), for a small
      // picture a first paint waits for (the home page's hero: its own request was the page's LCP).
      { resourceQuery: /inline/, type: 'asset/inline' },
      { type: 'asset/resource', ...(emit ? {} : { generator: { emit: false } }) },
    ],
  };
}

/**
 * Writes `chunk-groups.json` beside the build: each named chunk group (the shell's `page-*` and `bootstrap`) with
 * its files, so the pre-render (shell/prerender.mjs) links a page's stylesheets from its HTML.
 */
class ChunkGroupsFilePlugin {
  apply(compiler) {
    compiler.hooks.done.tap('ChunkGroupsFilePlugin', (stats) => {
      const { namedChunkGroups = {} } = stats.toJson({ all: false, chunkGroups: true });
      const groups = Object.fromEntries(
        Object.entries(namedChunkGroups).map(([name, group]) => [name, group.assets.map((a) => a.name)]),
      );
      fs.writeFileSync(path.join(compiler.options.output.path, 'chunk-groups.json'), `${JSON.stringify(groups, null, 1)}\n`);
    });
  }
}

/**
 * @param {object} o
 * @param {string} o.appDir        the app's folder (import.meta.dirname of its config)
 * @param {string} o.name          Module Federation name (e.g. 'mf_library'); the shell is 'shell'
 * @param {number} o.port          dev server port
 * @param {Record<string,string>} [o.exposes]  a remote's public surface, e.g. { './routes': './src/routes.tsx' }
 * @param {boolean} [o.isHost]     the shell
 * @param {string[]} [o.runtimePlugins] MF runtime plugins (the shell's errorLoadRemote plugin)
 */
export function createAppConfig({ appDir, name, port, exposes, isHost = false, runtimePlugins = [] }) {
  return (env, argv) => {
    const production = argv.mode === 'production' || process.env.NODE_ENV === 'production';
    // In production a remote lives inside the shell: it takes antd and the MF runtime from it.
    // In development it runs standalone in its own harness, so it brings its own.
    const insideShell = production && !isHost;
    return {
      context: appDir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry: { main: './src/index.ts' },
      output: {
        path: path.join(appDir, 'dist'),
        publicPath: 'auto',
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename,
        clean: true,
      },
      resolve: { extensions: resolveExtensions },
      module: {
        rules: [
          swcRule({ development: !production }),
          imageRule(),
          { test: /\.css$/i, type: 'css/auto' },
          // Our own CSS font sizes follow the reader's text size (Normal, Large, Larger): see text-scale-loader.cjs.
          { test: /\.css$/i, exclude: /node_modules/, use: [{ loader: textScaleLoader }] },
        ],
      },
      plugins: [
        new rspack.HtmlRspackPlugin({
          template: path.join(path.dirname(new URL(import.meta.url).pathname), 'index.html'),
          title: 'Afterwork — Feel Better, Together',
          // Deep links (/groups/3) need absolute script paths in the host's page.
          publicPath: '/',
          minify: production,
        }),
        new rspack.DefinePlugin({
          'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes ?? {},
          shared: sharedSingletons({ consumeOnly: insideShell, eagerFirstPaint: isHost && production }),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
          experiments: isHost ? { provideExternalRuntime: true } : insideShell ? { externalRuntime: true } : {},
        }),
        ...(isHost && production ? [new ChunkGroupsFilePlugin()] : []),
      ],
      optimization: { minimize: production },
      performance: { hints: false },
      experiments: { css: true },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes.json'], target: `http://127.0.0.1:${process.env.API_PORT ?? 3080}` }],
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}
