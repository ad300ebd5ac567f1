import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/helpers';

/**
 * Paint before JavaScript (issue 24 §2): the shell's public pages arrive as HTML written at build (shell/prerender.mjs)
 * and React hydrates that HTML instead of drawing the page again.
 */
const PAGES = [
  { path: '/', h1: 'Feel Better, Together' },
  { path: '/plans', h1: 'Plans & Pricing' },
  { path: '/business', h1: 'Afterwork for Business' },
  { path: '/help', h1: 'Help Center' },
  { path: '/demo-video', h1: 'See Afterwork in action' },
];

/** Console errors and page errors (a hydration mismatch is reported as a console error by React). */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    // A visitor's GET /api/user answers 401 ('nobody signed in'): the browser logs that request, nothing is wrong.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return errors;
}

test.describe('pre-rendered public pages', () => {
  for (const { path, h1 } of PAGES) {
    test(`${path} is in the HTML and hydrates without a mismatch`, async ({ page, request }) => {
      const html = await (await request.get(path, { headers: { Accept: 'text/html' } })).text();
      expect(html).toContain(`>${h1.replace('&', '&amp;')}</h1>`);
      expect(html).toContain('data-css-hash'); // antd's styles for the page, in the HTML
      // The header's session part is a placeholder until the browser knows who is there.
      const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
      expect(header).toContain('aw-header-placeholder');
      expect(header).not.toContain('Join');

      const errors = watchErrors(page);
      // The heading React finds when it hydrates must be the one that came in the HTML (not drawn again).
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') (window as unknown as { h1: Element | null }).h1 = document.querySelector('h1');
        });
      });
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      expect(await page.evaluate(() => {
        const first = (window as unknown as { h1: Element | null }).h1;
        return !!first && first.isConnected && first === document.querySelector('h1');
      })).toBe(true);
      expect(errors).toEqual([]);
    });
  }

  test('the home page paints without JavaScript: text, styles and the hero', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Feel Better, Together' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Three friends/ })).toBeVisible();
    // The site's stylesheet applies (the hero's green) and so do antd's (a LinkButton is a styled .ant-btn).
    expect(await page.locator('section.aw-hero').evaluate((e) => getComputedStyle(e).backgroundImage + getComputedStyle(e).backgroundColor)).toContain('11, 93, 75');
    expect(await page.locator('a.ant-btn').first().evaluate((e) => getComputedStyle(e).display)).not.toBe('inline');
    await context.close();
  });

  test('the chosen text size applies before any of the site\'s JavaScript runs', async ({ page }) => {
    await page.goto('/plans');
    await expect(page.locator('html[data-hydrated]')).toBeAttached({ timeout: 20_000 });
    const normal = await page.locator('main h1').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    await page.evaluate(() => localStorage.setItem('afterwork.textSize', 'larger'));
    await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.goto('/plans');
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'larger');
    const larger = await page.locator('main h1').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(larger / normal).toBeCloseTo(1.3, 1);
  });

  test('a signed-in member never sees "Join for free" in the header of a pre-rendered page', async ({ page }) => {
    await signIn(page, 'demo');
    await page.addInitScript(() => {
      const w = window as unknown as { sawJoin: boolean };
      w.sawJoin = false;
      new MutationObserver(() => {
        if (document.querySelector('header')?.textContent?.includes('Join for free')) w.sawJoin = true;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    const errors = watchErrors(page);
    await page.goto('/');
    await expect(page.getByText(/Welcome back/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: /My Account/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { sawJoin: boolean }).sawJoin)).toBe(false);
    await expect(page.locator('section.aw-hero').getByText('Join for free')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
