import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export const demoAccounts = {
  demo: { username: 'demo', password: 'demo-password' },
  admin: { username: 'admin', password: 'admin-password' },
} as const;

/** Signs in through the API (the cookie lands in the page's context), then opens `path` if given. */
export async function signIn(page: Page, who: keyof typeof demoAccounts, path?: string) {
  const res = await page.request.post('/api/auth/login', { data: demoAccounts[who] });
  expect(res.status(), `sign-in as ${who}`).toBe(200);
  if (path) await page.goto(path);
  return (await res.json()).user as { id: number; name: string; username: string; role: string };
}

/** Signs a brand-new member up through the API; returns the credentials and user. */
export async function signUpNewMember(page: Page, prefix = 'member') {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const data = { username: `${prefix}_${suffix}`.slice(0, 40), password: 'long-enough-pw', name: `Test ${prefix} ${suffix}`, email: `${prefix}_${suffix}@example.com` };
  const res = await page.request.post('/api/register', { data });
  expect(res.status(), 'sign-up').toBe(201);
  // /api/register answers with the new member (as /api/user would).
  const body = await res.json();
  return { ...data, user: (body.user ?? body) as { id: number; name: string } };
}

/**
 * Waits until no finite animation or CSS transition is running (a spinner's endless one is ignored). axe reads
 * colours as they are at that instant: a button caught mid-way through antd's 0.2 s colour transition (disabled to
 * enabled, after a radio is checked) or a dialog still fading in measured a contrast it never has at rest (a loaded CI
 * machine, twice in a row).
 */
export async function settleAnimations(page: Page) {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
      null,
      { timeout: 5_000 },
    )
    .catch(() => undefined); // still moving after 5 s: axe reports what it sees, as before
}

/** axe over the page as it is now: no serious or critical violation (WCAG 2 A/AA rules). */
export async function checkA11y(page: Page, exclude: string[] = []) {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)).toEqual([]);
}

/**
 * Picks `option` in an antd Select: opens it (clicking `select`, unless its list is already open), waits for the
 * list's slide-in to finish, clicks the option and waits for the list to close. antd's visible options are not the
 * (hidden) role=option list. A click that landed while the list was still moving in (a loaded machine) can leave it
 * open with nothing chosen: then it is tried again.
 */
export async function pickOption(page: Page, select: Locator, option: string | RegExp) {
  const list = page.locator('.ant-select-dropdown:visible');
  await expect(async () => {
    if ((await list.count()) === 0) await select.click();
    await list.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
    await list.locator('.ant-select-item-option').filter({ hasText: option }).click({ timeout: 3_000 });
    await expect(list).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
