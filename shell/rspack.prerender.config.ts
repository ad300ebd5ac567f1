import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { assetModuleFilename, imageRule, resolveExtensions, swcRule } from '@afterwork/build-config';

/**
 * The public pages' pre-render (issue 24 §2): the shell's App built for Node (no federation: the public pages
 * import only shell, ui and shell-sdk code), one file, `dist-prerender/render-page.cjs`, which shell/prerender.mjs
 * runs after the browser build to write each page's HTML. Stylesheets are the browser build's (linked from the
 * HTML), so CSS imports are dropped here; images get the browser build's URLs (same names and content hashes).
 */
const appDir = import.meta.dirname;
const config: Configuration = {
  context: appDir,
  mode: 'production',
  target: 'node20',
  devtool: false,
  entry: { 'render-page': './src/prerender/render-page.tsx' },
  output: {
    path: path.join(appDir, 'dist-prerender'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    publicPath: '/',
    assetModuleFilename,
    clean: true,
  },
  resolve: { extensions: resolveExtensions },
  module: {
    rules: [
      swcRule({ target: 'es2022' }),
      imageRule({ emit: false }),
      { test: /\.css$/i, loader: path.join(appDir, 'src/prerender/no-css-loader.cjs'), type: 'javascript/auto' },
    ],
  },
  plugins: [
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production') }),
    // One file: the pages' import() calls resolve from it, with no chunk loading in Node.
    new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
  ],
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
};
export default config;
