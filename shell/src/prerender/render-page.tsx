import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { App } from '../app/app';
import { prerenderedPages } from '../app/app-routes';

export { prerenderedPages };
export { serviceWorkerBootScript, textSizeBootScript } from '@afterwork/contracts/page-boot';

/**
 * The HTML of one public page as a visitor's browser first renders it (built in Node by rspack.prerender.config.ts,
 * run by shell/prerender.mjs after the browser build): the same <App> at that address, nobody signed in yet (the
 * session is asked for in the browser, so the header's session part stays a placeholder until hydration), at the
 * Normal text size. `styles` are antd's CSS-in-JS rules for that tree, with the cache-path map that lets the
 * browser's antd reuse them instead of inserting them again.
 */
export async function renderPage(path: string): Promise<{ html: string; styles: string }> {
  const page = prerenderedPages[path];
  if (!page) throw new Error(`${path} is not a pre-rendered page`);
  await page.preload();
  const cache = createCache();
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StyleProvider cache={cache}>
      <StrictMode>
        <App Router={({ children }) => <StaticRouter location={path}>{children}</StaticRouter>} />
      </StrictMode>
    </StyleProvider>,
    {
      // Never outline a large boundary (the page) to be revealed by an inline script: the page is one piece of
      // HTML, and the site's CSP runs no inline script but the text-size one.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error) {
        errors.push(error);
      },
    },
  );
  if (errors.length) throw errors[0];
  const html = await new Response(prelude).text();
  if (html.includes('<script') || html.includes('<!--$?-->') || html.includes('<!--$!-->')) {
    throw new Error(`${path}: the pre-render left a pending boundary or an inline script`);
  }
  return { html, styles: extractStyle(cache) };
}
