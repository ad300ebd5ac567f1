import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/helpers';
import { appOf, watchScripts } from '../support/js-bytes';

/**
 * JavaScript bytes (gzip) a cold visit downloads, per app. With `remote`, the page is taken as loaded only once that
 * remote's scripts came (under load the shell can be quiet for longer than networkidle's 500 ms before it asks for
 * the remote, and the remote's figure would be missing).
 */
async function jsBytesByApp(page: Page, path: string, remote?: string) {
  const scripts = watchScripts(page);
  await page.goto(path, { waitUntil: 'networkidle' });
  if (remote) {
    await expect.poll(() => [...scripts.urls].some((url) => appOf(url) === remote), { timeout: 20_000, message: `${remote} loads on ${path}` }).toBe(true);
    await page.waitForLoadState('networkidle');
  }
  return scripts.gzipBytesByApp();
}

const KB = 1024;
const total = (o: Record<string, number>) => Object.values(o).reduce((a, b) => a + b, 0);

/** Issue 35's pages drawn by a remote: the remote whose scripts the page waits for (deploy/remotes.json's prefixes). */
const remoteOf = (path: string) =>
  (
    [
      ['/communities', 'mf-communities'],
      ['/groups', 'mf-groups'],
      ['/activities', 'mf-groups'],
      ['/resources', 'mf-library'],
      ['/assessments', 'mf-library'],
      ['/mentorship', 'mf-mentors-portals'],
    ] as const
  ).find(([prefix]) => path.startsWith(prefix))?.[1];

/** Pages a member sees only signed in (as the demo member, who belongs to some of the demo groups). */
const SIGNED_IN = new Set(['/messages', '/groups/:id?tab=discussion']);

/** Real ids of the e2e demo data for the `:id` of a path, read from the API as a visitor (or the signed-in member). */
async function idsFor(page: Page, memberId?: number) {
  const list = async <T>(path: string) => {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    const body = (await res.json()) as T[];
    expect(body.length, `${path} has demo rows`).toBeGreaterThan(0);
    return body;
  };
  const groups = await list<{ id: number; activityCount: number }>('/api/groups');
  const group = groups.find((g) => g.activityCount > 0) ?? groups[0];
  return {
    '/communities/:id': async () => (await list<{ id: number }>('/api/communities'))[0].id,
    '/groups/:id': async () => group.id,
    '/activities/:id': async () => (await list<{ id: number }>(`/api/groups/${group.id}/activities`))[0].id,
    '/resources/:id': async () => (await list<{ id: number }>('/api/resources'))[0].id,
    // One of the demo member's own groups: its discussion is open to them.
    '/groups/:id?tab=discussion': async () => (await list<{ id: number }>(`/api/users/${memberId}/groups`))[0].id,
  } as Record<string, () => Promise<number>>;
}

test.describe('byte budget (production build)', () => {
  // Issue 24 §2's targets: the sign-in page and the business page at most 300 KB (281.0 and 283.5 measured on
  // 2026-11-28: their forms load zod only when a field is first checked); / is in issue 35's table below.
  for (const [path, budget] of [['/auth', 300], ['/business', 300]] as const) {
    test(`a first visit to ${path} downloads at most ${budget} KB gzip of JavaScript`, async ({ page }) => {
      const bytes = await jsBytesByApp(page, path);
      console.log(`first visit to ${path}: ${(total(bytes) / KB).toFixed(1)} KB gzip`, bytes);
      expect(total(bytes)).toBeLessThanOrEqual(budget * KB);
    });
  }

  // Issue 35 §4: every page of its target list; the target is at most 250 KB gzip on a first visit. A page already
  // under it is held to 250. A page over it has a ratchet budget: the figure measured on 2026-11-29 (KB gzip, in the
  // row's comment; docs/performance.md) rounded up to the next 10 KB, plus 15 KB of headroom for the features merging
  // meanwhile. The gap from there down to 250 KB is issue 35's open work (§1–§3: server-rendered first view, fewer
  // bytes on remote pages). Lower a ratchet whenever a page gets lighter; never raise it.
  for (const [path, budget] of [
    ['/', 250], // 235.7 (issue 24 §2's target too)
    ['/communities', 425], // 402.4
    ['/communities/:id', 405], // 387.7
    ['/groups', 515], // 492.3
    ['/groups/:id', 515], // 492.3
    ['/activities/:id', 535], // 510.7
    ['/resources', 375], // 352.2
    ['/resources/:id', 375], // 352.2
    ['/mentorship', 345], // 320.7
    ['/assessments/loneliness', 375], // 357.6
    ['/messages', 395], // 376.2
    ['/groups/:id?tab=discussion', 535], // 510.7
  ] as const) {
    const who = SIGNED_IN.has(path) ? ' (signed in)' : '';
    test(`a first visit to ${path}${who} downloads at most ${budget} KB gzip of JavaScript`, async ({ page }) => {
      const member = who ? await signIn(page, 'demo') : undefined;
      const id = path.includes(':id') ? await (await idsFor(page, member?.id))[path]() : undefined;
      const url = path.replace(':id', String(id));
      const bytes = await jsBytesByApp(page, url, remoteOf(path));
      console.log(`first visit to ${url}${who}: ${(total(bytes) / KB).toFixed(1)} KB gzip`, bytes);
      expect(total(bytes)).toBeLessThanOrEqual(budget * KB);
    });
  }

  for (const [remote, path] of [
    ['mf-library', '/resources'],
    ['mf-communities', '/communities'],
    ['mf-groups', '/groups'],
    ['mf-mentors-portals', '/mentorship'],
  ] as const) {
    test(`${remote}'s own code on ${path} is at most 60 KB gzip`, async ({ page }) => {
      const bytes = await jsBytesByApp(page, path, remote);
      console.log(`${remote} on ${path}: ${(bytes[remote] / KB).toFixed(1)} KB gzip`);
      expect(bytes[remote]).toBeLessThanOrEqual(60 * KB);
    });
  }
});
