import { expect as baseExpect, test, type Page } from '@playwright/test';
import { checkA11y, signIn } from '../support/helpers';

/**
 * Each of the five remotes of deploy/remotes.json made unreachable in turn: its pages show the friendly
 * fallback, the header, the footer and another remote's page keep working, and 'Try again' brings it
 * back without a page reload once it is reachable again.
 */

// Three load attempts with back-off before the fallback, on a busy machine: generous, never fixed sleeps.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const FALLBACK = 'This part of the site is temporarily unavailable';

interface Fault {
  /** Folder under /remotes/ (the registry's entry). */
  app: string;
  /** A page of that remote and its level-1 heading once loaded. */
  path: string;
  heading: string;
  as?: 'demo' | 'admin';
  /** How to reach another remote's page from the header or the footer, and its level-1 heading. */
  other: { where: 'banner' | 'contentinfo'; link: string; url: RegExp; heading: string; path: string };
}

const communities = { where: 'banner', link: 'Communities', url: /\/communities$/, heading: 'Explore Communities', path: '/communities' } as const;
const faults: Fault[] = [
  {
    app: 'mf-library',
    path: '/resources',
    heading: 'Explore the Afterwork Library',
    other: communities,
  },
  {
    app: 'mf-communities',
    path: '/communities',
    heading: 'Explore Communities',
    other: { where: 'banner', link: 'Resources', url: /\/resources$/, heading: 'Explore the Afterwork Library', path: '/resources' },
  },
  {
    app: 'mf-groups',
    path: '/groups',
    heading: 'Community Groups',
    other: { where: 'contentinfo', link: 'Mentors', url: /\/mentorship$/, heading: 'Find Your Afterwork Mentor', path: '/mentorship' },
  },
  {
    app: 'mf-mentors-portals',
    path: '/mentorship',
    heading: 'Find Your Afterwork Mentor',
    other: { where: 'contentinfo', link: 'Groups', url: /\/groups$/, heading: 'Community Groups', path: '/groups' },
  },
  {
    app: 'mf-admin',
    path: '/admin/users',
    heading: 'Roles and members',
    as: 'admin',
    other: communities,
  },
];

test('the registry lists exactly the five remotes under test', async ({ page }) => {
  const res = await page.request.get('/remotes.json');
  expect(res.status()).toBe(200);
  const { remotes } = (await res.json()) as { remotes: { entry: string }[] };
  const apps = remotes.map((r) => r.entry.match(/\/remotes\/([^/]+)\//)?.[1]).sort();
  expect(apps).toEqual(faults.map((f) => f.app).sort());
});

/** Marks the document so a later check can tell that the page was not reloaded. */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { __awNoReload: boolean }).__awNoReload = true));
const documentKept = (page: Page) => page.evaluate(() => (window as unknown as { __awNoReload?: boolean }).__awNoReload === true);

/** Blocks every request for the remote's files, as if its server were down; returns the blocked URLs. */
async function takeDown(page: Page, fault: Fault) {
  const blocked: string[] = [];
  await page.route(`**/remotes/${fault.app}/**`, (route) => {
    blocked.push(route.request().url());
    return route.abort('connectionrefused');
  });
  return blocked;
}
const bringBack = (page: Page, fault: Fault) => page.unroute(`**/remotes/${fault.app}/**`);

async function expectFallback(page: Page, fault: Fault) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: FALLBACK })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: fault.heading })).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

/** With the fallback shown: the page was not reloaded since markDocument; 'Try again' brings the remote's page back in place. */
async function recoverWithTryAgain(page: Page, fault: Fault) {
  await bringBack(page, fault);
  await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: fault.heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: FALLBACK })).toHaveCount(0);
  expect(await documentKept(page), 'recovered without a page reload').toBe(true);
}

for (const fault of faults) {
  test.describe(`${fault.app} down`, () => {
    test.beforeEach(async ({ page }) => {
      if (fault.as) await signIn(page, fault.as);
    });

    test("its page shows the fallback; header, footer and another remote's page work; 'Try again' recovers it", async ({ page }) => {
      const blocked = await takeDown(page, fault);
      await page.goto(fault.path);
      await expectFallback(page, fault);
      expect(blocked.length, 'the remote was really asked for').toBeGreaterThan(0);
      await checkA11y(page);

      // Another remote's page, opened while this one is down, works.
      await page.goto(fault.other.path);
      await expect(page.getByRole('heading', { level: 1, name: fault.other.heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: FALLBACK })).toHaveCount(0);

      // Back to the broken page, then the header: its links work while the fallback is shown.
      await page.goto(fault.path);
      await expectFallback(page, fault);
      await markDocument(page);
      await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).first().click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: FALLBACK })).toHaveCount(0);

      // Back again (still down): the fallback; then the remote comes back and 'Try again' loads it, no reload.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${fault.path}$`));
      await expectFallback(page, fault);
      await recoverWithTryAgain(page, fault);
    });

    // Each remote area is keyed by its remote (app-routes.tsx), so one remote's failure never follows the
    // visitor to another remote's page.
    test("following a header or footer link from its fallback to another remote's page shows that page", async ({ page }) => {
      await takeDown(page, fault);
      await page.goto(fault.path);
      await expectFallback(page, fault);
      await markDocument(page);
      await page.getByRole(fault.other.where).getByRole('link', { name: fault.other.link, exact: true }).first().click();
      await expect(page).toHaveURL(fault.other.url);
      await expect(page.getByRole('heading', { level: 1, name: fault.other.heading })).toBeVisible();
      await expect(page.getByRole('heading', { name: FALLBACK })).toHaveCount(0);

      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${fault.path}$`));
      await expectFallback(page, fault);
      await recoverWithTryAgain(page, fault);
    });
  });
}
