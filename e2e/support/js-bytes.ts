import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** The app a URL of the composed site belongs to: /remotes/<app>/... or the shell. */
export const appOf = (url: string) => new URL(url).pathname.match(/^\/remotes\/([^/]+)\//)?.[1] ?? 'shell';

/**
 * Watches the scripts a page loads. `gzipBytesByApp()` fetches each again and gzips it here (level 9), so the
 * figure is deterministic for a given build whatever encoding the server chose (the API answers brotli to
 * Chromium, and a response body read from the page can come back empty).
 */
export function watchScripts(page: Page) {
  const urls = new Set<string>();
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.endsWith('.js') && res.ok()) urls.add(res.url());
  });
  return {
    urls,
    async gzipBytesByApp(): Promise<Record<string, number>> {
      const byApp: Record<string, number> = {};
      for (const url of urls) {
        const body = await (await page.request.get(url)).body();
        const app = appOf(url);
        byApp[app] = (byApp[app] ?? 0) + gzipSync(body, { level: 9 }).length;
      }
      return byApp;
    },
  };
}
