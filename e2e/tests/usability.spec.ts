import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/helpers';

/**
 * Issue 19: what a 70-year-old first-time visitor trips over, each checked at the width where it showed.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const textSizes = ['normal', 'large', 'larger'] as const;

async function useTextSize(page: Page, size: (typeof textSizes)[number]) {
  await page.goto('/help');
  await page.evaluate((s) => localStorage.setItem('afterwork.textSize', s), size);
}

/** The element lies wholly inside the window, and none of its links or buttons cut their text short. */
async function expectInsideViewport(page: Page, panel: Locator, what: string) {
  await expect(panel, what).toBeVisible();
  const viewport = page.viewportSize()!;
  const box = (await panel.boundingBox())!;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width);
  const clipped = await panel.evaluate((el) =>
    [...el.querySelectorAll('a, button, p, label')]
      .filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible')
      .map((e) => e.textContent),
  );
  expect(clipped, `${what}: text cut short`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${what}: sideways scroll`).toBeLessThanOrEqual(0);
}

test.describe('1: menus, popovers and dialogs stay inside the window', () => {
  for (const size of textSizes) {
    test(`at 360 px with ${size} text: the account menu, the site menu and a dialog`, async ({ page }) => {
      await page.setViewportSize(PHONE);
      await useTextSize(page, size);
      await signIn(page, 'admin', '/');
      await expect(page.locator('html')).toHaveAttribute('data-text-size', size);

      await page.getByRole('button', { name: /^My Account/ }).click();
      const account = page.getByRole('navigation', { name: 'My Account' });
      await expectInsideViewport(page, page.locator('.aw-account-panel'), 'account menu');
      for (const name of ['Dashboard', 'Profile', 'Settings', 'Members']) {
        await expectInsideViewport(page, account.getByRole('link', { name, exact: true }), `account menu: ${name}`);
      }
      // The menu follows the chosen size (the header bar itself keeps the Normal size on a phone).
      const linkSize = await account.getByRole('link', { name: 'Dashboard' }).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(linkSize).toBeGreaterThanOrEqual(Math.floor(18 * { normal: 1, large: 1.15, larger: 1.3 }[size]));
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Menu' }).click();
      await expectInsideViewport(page, page.locator('#aw-mobile-menu'), 'site menu');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Learn more: Be active together' }).click();
      const dialog = page.getByRole('dialog', { name: 'Be active together' });
      await expectInsideViewport(page, dialog, 'dialog');
    });
  }

  test('at 1280 and 900 px with Larger text: the account menu and the text-size panel', async ({ page }) => {
    await useTextSize(page, 'larger');
    await signIn(page, 'admin', '/');
    for (const width of [DESKTOP.width, 900]) {
      await page.setViewportSize({ width, height: 800 });
      await page.getByRole('button', { name: /^My Account/ }).click();
      await expectInsideViewport(page, page.locator('.aw-account-panel'), `account menu at ${width}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Text size' }).click();
      await expectInsideViewport(page, page.locator('.aw-textsize-panel'), `text-size panel at ${width}`);
      await page.keyboard.press('Escape');
    }
  });
});

test.describe('2: groups and mentors are reachable from the header; a community says which groups meet there', () => {
  test('at 360 px the menu leads to Groups and Mentors', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link', { name: 'Mentors', exact: true })).toHaveAttribute('href', '/mentorship');
    await menu.getByRole('link', { name: 'Groups', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Community Groups' })).toBeVisible();
    await expect(page.locator('#aw-mobile-menu')).toBeHidden();
  });

  test('at 1280 px the header bar leads to Groups and Mentors, on a row of its own', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Groups', exact: true })).toHaveAttribute('href', '/groups');
    await nav.getByRole('link', { name: 'Mentors', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Afterwork Mentor' })).toBeVisible();
    // All eight links on one line, none wrapped.
    const tops = await nav.getByRole('link').evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
    expect(tops).toHaveLength(8);
    expect(new Set(tops).size).toBe(1);
  });

  test("at 360 px a community's page lists the groups that meet in its town", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const communities = (await (await page.request.get('/api/communities')).json()) as Array<{ id: number; location: string }>;
    const bristol = communities.find((c) => c.location === 'Bristol, UK')!;
    await page.goto(`/communities/${bristol.id}`);
    const panel = page.getByRole('region', { name: 'Groups that meet in Bristol' });
    await expect(panel).toBeVisible();
    const first = panel.getByRole('listitem').first();
    await expect(first).toContainText('Bristol');
    const name = (await first.getByRole('link').textContent())!;
    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/groups\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test.describe("3: every 'Join' entry opens the Register tab", () => {
  const registerSelected = async (page: Page) => {
    await expect(page).toHaveURL(/\/(auth|sign-in)\?tab=register$/);
    await expect(page.getByRole('tab', { name: 'Join for free' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Join for free' }).getByLabel('Full name')).toBeVisible();
  };

  test('at 360 px: the header, the menu, the home page, Plans and the demo page', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.locator('header.aw-header').getByRole('link', { name: 'Join', exact: true }).click();
    await registerSelected(page);

    await page.goto('/help');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#aw-mobile-menu').getByRole('link', { name: 'Join for free' }).click();
    await registerSelected(page);

    await page.goto('/');
    for (const where of ['.aw-hero', '.aw-join']) {
      await page.goto('/');
      await page.locator(`main ${where}`).getByRole('link', { name: 'Join for free' }).click();
      await registerSelected(page);
    }
    for (const name of ['Get Premium', 'Start free trial']) {
      await page.goto('/plans');
      await page.getByRole('link', { name }).click();
      await registerSelected(page);
    }
    await page.goto('/demo-video');
    await page.getByRole('link', { name: 'Start Your Free Trial' }).click();
    await registerSelected(page);
  });

  test("at 1280 px: 'Join for free' in the header", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/groups');
    await page.locator('header.aw-header').getByRole('link', { name: 'Join for free' }).click();
    await registerSelected(page);
  });

  test("at 360 px: a visitor's 'Join Group' opens Register, and the new member comes back to the group", async ({ page }) => {
    await page.setViewportSize(PHONE);
    const groups = (await (await page.request.get('/api/groups')).json()) as Array<{ id: number; name: string }>;
    const chess = groups.find((g) => g.name === 'Chess in the Park')!;
    await page.goto(`/groups/${chess.id}`);
    await page.getByRole('button', { name: 'Join Group', exact: true }).click();
    await registerSelected(page);
    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const panel = page.getByRole('tabpanel', { name: 'Join for free' });
    await panel.getByLabel('Full name').fill(`Pat Joiner ${suffix}`);
    await panel.getByLabel('Email').fill(`joiner_${suffix}@example.com`);
    await panel.getByLabel('Username').fill(`joiner_${suffix}`);
    await panel.getByLabel('Password').fill('long-enough-pw');
    await panel.getByRole('button', { name: 'Create my account' }).click();
    await expect(page).toHaveURL(new RegExp(`/groups/${chess.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Chess in the Park' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join Group', exact: true })).toBeVisible();
  });
});
