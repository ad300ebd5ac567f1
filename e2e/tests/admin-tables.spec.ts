import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/helpers';

/**
 * Issue 19 §10: the admin tables, at the widths where they broke.
 *  - 1280 px: a row's action buttons keep each label whole on one line ('View', not 'Vie/w'), at every text size;
 *  - 360 px: the library table's Edit and Delete are on screen (each row is a card), no sideways scrolling;
 *  - the built-in 'admin' and 'user' roles offer no Delete, and the server refuses to delete them with a clear 4xx.
 */

// A loaded machine (CI runs beside the other checks) can take more than the default 10 s to draw a remote's page.
const expect = baseExpect.configure({ timeout: 30_000 });

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const textSizes = ['normal', 'large', 'larger'] as const;
type TextSize = (typeof textSizes)[number];

async function useTextSize(page: Page, size: TextSize) {
  await page.goto('/help');
  await page.evaluate((s) => localStorage.setItem('afterwork.textSize', s), size);
}

/** Labels of the table's action buttons whose text runs over more than one line (a word broken mid-way). */
async function brokenLabels(table: Locator) {
  return table.evaluate((el) =>
    [...el.querySelectorAll<HTMLElement>('td .ant-btn')]
      .filter((b) => b.checkVisibility())
      .filter((b) => {
        // Each text node of the label sits on one line (an icon beside it is not a line of its own).
        const walker = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if ([...range.getClientRects()].filter((r) => r.width > 0).length > 1) return true;
        }
        return false;
      })
      .map((b) => `${b.getAttribute('aria-label') ?? b.textContent}: '${b.innerText.replace(/\n/g, '/')}'`),
  );
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const size of textSizes) {
  test(`1280 px, ${size} text: admin table actions keep their words whole`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await useTextSize(page, size);
    await signIn(page, 'admin', '/admin/users');
    const roles = page.getByRole('table').first();
    await expect(page.getByRole('button', { name: 'View role admin' })).toBeVisible();
    expect(await brokenLabels(roles), '/admin/users').toEqual([]);

    await page.goto('/admin/communities');
    await expect(page.getByRole('button', { name: /^View details of / }).first()).toBeVisible();
    expect(await brokenLabels(page.getByRole('table').first()), '/admin/communities').toEqual([]);

    await page.goto('/resources/manage');
    await expect(page.getByRole('button', { name: /^Preview / }).first()).toBeVisible();
    expect(await brokenLabels(page.getByRole('table').first()), '/resources/manage').toEqual([]);
    if (size === 'larger') await page.screenshot({ path: test.info().outputPath('manage-1280-larger.png'), fullPage: false });
  });
}

for (const size of ['normal', 'larger'] as const) {
  test(`360 px, ${size} text: the library table's Edit and Delete are on screen`, async ({ page }) => {
    await page.setViewportSize(PHONE);
    await useTextSize(page, size);
    await signIn(page, 'admin', '/resources/manage');
    const edit = page.getByRole('button', { name: /^Edit / }).first();
    const del = page.getByRole('button', { name: /^Delete / }).first();
    await expect(edit).toBeVisible();
    for (const button of [edit, del]) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await brokenLabels(page.getByRole('table').first())).toEqual([]);
    await edit.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`manage-360-${size}.png`), fullPage: false });
    // Edit works from the card.
    await edit.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}

test("the built-in 'admin' and 'user' roles offer no Delete; the server refuses it with a clear message", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, 'admin', '/admin/users');
  for (const name of ['admin', 'user']) {
    await expect(page.getByRole('button', { name: `View role ${name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete role ${name}` })).toHaveCount(0);
    await page.getByRole('button', { name: `View role ${name}` }).click();
    const details = page.getByRole('dialog', { name: 'Role details' });
    await expect(details.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await details.getByRole('button', { name: 'Close' }).last().click();
    await expect(details).toBeHidden();
  }

  const roles = (await (await page.request.get('/api/roles')).json()) as Array<{ id: number; name: string }>;
  for (const name of ['admin', 'user']) {
    const res = await page.request.delete(`/api/roles/${roles.find((r) => r.name === name)!.id}`);
    expect(res.status()).toBe(409);
    expect((await res.json()).error.message).toBe(`The '${name}' role is built in and cannot be deleted`);
  }
});
