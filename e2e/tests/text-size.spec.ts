import { expect as baseExpect, test, type Page } from '@playwright/test';
import { checkA11y, signIn } from '../support/helpers';

/**
 * The header's text-size control (issue 11 §6): Normal, Large, Larger, remembered in this browser.
 * The choice scales the text of the whole site, the shell's pages and the remotes' (their CSS and
 * antd's components), without pushing any page sideways at 360 px.
 */

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };

/** The computed font size (px) of the first element matching `selector`. */
const fontSize = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

/** Font sizes of a page's h1, its first paragraph in <main>, and an antd button if there is one. */
async function sizes(page: Page) {
  return {
    h1: await fontSize(page, 'main h1'),
    p: await fontSize(page, 'main p'),
  };
}

async function sidewaysScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function ready(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('choosing Larger on the desktop scales the shell and the remotes, and is remembered', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await ready(page, '/');
  const homeBefore = await sizes(page);
  await ready(page, '/resources');
  const resourcesBefore = { ...(await sizes(page)), button: await fontSize(page, 'main .ant-btn') };

  await ready(page, '/');
  const button = page.getByRole('button', { name: 'Text size' });
  await expect(button).toHaveText('Aa');
  const box = (await button.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const group = page.getByRole('group', { name: 'Text size' }).first();
  await expect(group.getByRole('radio', { name: 'Normal' })).toBeChecked();
  await checkA11y(page); // with the panel open
  await group.getByText('Larger').click();
  await expect(group.getByRole('radio', { name: 'Larger' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger');
  expect(await page.evaluate(() => localStorage.getItem('afterwork.textSize'))).toBe('larger');

  // The home page (the shell's own) grows at once.
  const homeAfter = await sizes(page);
  expect(homeAfter.h1).toBeGreaterThan(homeBefore.h1 * 1.2);
  expect(homeAfter.p).toBeGreaterThan(homeBefore.p * 1.2);

  // Outside click closes the panel.
  await page.getByRole('heading', { level: 1 }).click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // A remote's page (mf-library): its own CSS and antd's components grow too.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore the Afterwork Library' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const resourcesAfter = { ...(await sizes(page)), button: await fontSize(page, 'main .ant-btn') };
  expect(resourcesAfter.h1).toBeGreaterThan(resourcesBefore.h1 * 1.2);
  expect(resourcesAfter.p).toBeGreaterThan(resourcesBefore.p * 1.2);
  expect(resourcesAfter.button).toBeGreaterThan(resourcesBefore.button * 1.2);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

  // Remembered in this browser: a reload (and a fresh visit) starts at Larger, before anything is drawn.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore the Afterwork Library' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger');
  expect(await fontSize(page, 'main h1')).toBeCloseTo(resourcesAfter.h1, 1);
  await page.getByRole('button', { name: 'Text size' }).click();
  await expect(page.getByRole('group', { name: 'Text size' }).first().getByRole('radio', { name: 'Larger' })).toBeChecked();

  // A remote's page loaded directly (mf-groups), also grows; and back to Normal restores the sizes.
  await ready(page, '/groups');
  const groupsLarger = await fontSize(page, 'main h1');
  await page.getByRole('button', { name: 'Text size' }).click();
  await page.getByRole('group', { name: 'Text size' }).first().getByText('Normal').click();
  expect(await fontSize(page, 'main h1')).toBeLessThan(groupsLarger / 1.2);
});

test('Larger text at 360 px: no sideways scrolling, the choice is in the mobile menu', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('afterwork.textSize', 'larger'));
  for (const path of ['/', '/communities', '/groups', '/resources']) {
    await ready(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger');
    expect(await sidewaysScroll(page), `sideways scrolling on ${path}`).toBeLessThanOrEqual(0);
  }
  // The header bar has no room for the 'Aa' button: the choices are in the menu.
  await expect(page.getByRole('button', { name: 'Text size' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.locator('#aw-mobile-menu');
  const group = menu.getByRole('group', { name: 'Text size' });
  await expect(group.getByRole('radio', { name: 'Larger' })).toBeChecked();
  for (const option of await group.locator('label').all()) {
    const b = (await option.boundingBox())!;
    expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44);
  }
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await checkA11y(page);
  await group.getByText('Large', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large');
  expect(await page.evaluate(() => localStorage.getItem('afterwork.textSize'))).toBe('large');
});

test('the text-size control works with the keyboard only', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await ready(page, '/');
  const button = page.getByRole('button', { name: 'Text size' });
  for (let i = 0; i < 20 && !(await button.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const group = page.getByRole('group', { name: 'Text size' }).first();
  await page.keyboard.press('Tab');
  await expect(group.getByRole('radio', { name: 'Normal' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: 'Large', exact: true })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large');
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: 'Larger' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger');
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await expect(group).toBeHidden();
  // Space opens it too.
  await page.keyboard.press('Space');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(group.getByRole('radio', { name: 'Larger' })).toBeChecked();
});

/**
 * Issue 19 §6: what Larger text broke for a member at 360 px: the dashboard scrolled sideways and cut the
 * interest chips ('Readin', 'Photogra'); the home page's 'Go to my dashboard' spilled out of its button.
 * Checked at every text size: no sideways scroll, no chip or button whose text is cut or overflows its box.
 */
for (const size of ['normal', 'large', 'larger'] as const) {
  test(`a member at 360 px with ${size} text: the dashboard and home page fit, chips and buttons hold their words`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/help');
    await page.evaluate((s) => localStorage.setItem('afterwork.textSize', s), size);
    await signIn(page, 'demo');
    for (const path of ['/dashboard', '/']) {
      await ready(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-text-size', size);
      expect(await sidewaysScroll(page), `sideways scrolling on ${path}`).toBeLessThanOrEqual(0);
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('main .aw-chip, main .ant-tag, main .ant-btn, main .ant-checkbox-wrapper, main .ant-checkable-tag')]
          .filter((el) => el.checkVisibility())
          .filter((el) => {
            const box = el.getBoundingClientRect();
            const range = document.createRange();
            range.selectNodeContents(el);
            const text = range.getBoundingClientRect();
            return el.scrollWidth > el.clientWidth + 1 || text.right > box.right + 1 || text.left < box.left - 1 || box.right > window.innerWidth + 1;
          })
          .map((el) => (el.textContent ?? '').trim().slice(0, 40)),
      );
      expect(cut, `text cut or spilling on ${path}`).toEqual([]);
      if (size === 'larger') await page.screenshot({ path: test.info().outputPath(`member-360-larger${path.replace(/\//g, '-') || '-home'}.png`), fullPage: true });
    }
  });
}
