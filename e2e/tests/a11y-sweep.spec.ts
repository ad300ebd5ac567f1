import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, request, test, type Page } from '@playwright/test';
import { demoAccounts, settleAnimations, signIn } from '../support/helpers';

/**
 * Every route of the site, as a visitor, a member and an admin where it applies:
 *  - axe (WCAG 2.0/2.1 A and AA): no serious or critical violation;
 *  - 360 px wide and at 200% zoom (a 640x450 CSS viewport at deviceScaleFactor 2): no sideways scrolling;
 *  - every visible interactive element at least 44x44 CSS px (WCAG 2.5.5 / our DESIGN §4), except inline
 *    text links inside paragraphs (the 2.5.8 inline exception), at desktop width and at 360 px;
 *  - no text cut short or spilling out of its button, tag or chip, at 360 px;
 *  - and again at 360 px with the Large and Larger text sizes (issue 19 §6): no sideways scrolling, no text cut
 *    short or spilling out, 44 px targets.
 * One page per role (signed in once); each route is one test whose checks are soft, so a test lists
 * every problem of its route at once.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

type Role = 'visitor' | 'demo' | 'admin';
interface Ids { community: number; group: number; activity: number; resource: number; mentor: number; otherMember: number }
interface RouteCase {
  path: string | ((ids: Ids) => string);
  title: string;
  roles: Role[];
  /** The level-1 heading once the page has loaded (a RegExp when it depends on the data). */
  h1?: string | RegExp;
}

const all: Role[] = ['visitor', 'demo', 'admin'];
const everyone: Role[] = ['visitor', 'demo'];
const members: Role[] = ['demo', 'admin'];
const routes: RouteCase[] = [
  { title: '/', path: '/', roles: all },
  { title: '/auth', path: '/auth', roles: ['visitor'], h1: 'Sign in to Afterwork' },
  { title: '/sign-in', path: '/sign-in', roles: ['visitor'], h1: 'Sign in to Afterwork' },
  { title: '/plans', path: '/plans', roles: everyone },
  { title: '/business', path: '/business', roles: everyone },
  { title: '/help', path: '/help', roles: everyone },
  { title: '/help/home-screen', path: '/help/home-screen', roles: everyone },
  { title: '/demo-video', path: '/demo-video', roles: everyone },
  { title: '/privacy', path: '/privacy', roles: ['visitor'], h1: 'Privacy Policy' },
  { title: '/community-guidelines', path: '/community-guidelines', roles: ['visitor'], h1: 'Community Guidelines' },
  { title: '/safety', path: '/safety', roles: ['visitor', 'demo'], h1: 'Safety Center' },
  { title: '/terms', path: '/terms', roles: ['visitor'], h1: 'Terms of Service' },
  { title: '/cookies', path: '/cookies', roles: ['visitor'], h1: 'Cookie Policy' },
  { title: '/accessibility', path: '/accessibility', roles: ['visitor'], h1: 'Accessibility' },
  { title: '/goodbye', path: '/goodbye', roles: ['visitor'], h1: 'Your account has been deleted' },
  { title: '/communities', path: '/communities', roles: everyone, h1: 'Explore Communities' },
  { title: '/communities/:id', path: (i) => `/communities/${i.community}`, roles: everyone },
  { title: '/groups', path: '/groups', roles: everyone, h1: 'Community Groups' },
  { title: '/groups/:id', path: (i) => `/groups/${i.group}`, roles: all },
  { title: '/activities/:id', path: (i) => `/activities/${i.activity}`, roles: all },
  { title: '/resources', path: '/resources', roles: all, h1: 'Explore the Afterwork Library' },
  { title: '/resources/:id', path: (i) => `/resources/${i.resource}`, roles: all },
  { title: '/assessments', path: '/assessments', roles: everyone, h1: 'Wellbeing Self-Assessments' },
  { title: '/assessments/mental-health', path: '/assessments/mental-health', roles: everyone },
  { title: '/mentorship', path: '/mentorship', roles: everyone, h1: 'Find Your Afterwork Mentor' },
  { title: '/mentors/:id', path: (i) => `/mentors/${i.mentor}`, roles: everyone },
  { title: '/portals/fitness', path: '/portals/fitness', roles: everyone },
  { title: '/portals/fitness/tai-chi', path: '/portals/fitness/tai-chi', roles: everyone },
  { title: '/profile', path: '/profile', roles: members },
  { title: '/profile/:id (another member)', path: (i) => `/profile/${i.otherMember}`, roles: members },
  { title: '/dashboard', path: '/dashboard', roles: members },
  { title: '/ai-guidance', path: '/ai-guidance', roles: ['demo'] },
  { title: '/settings', path: '/settings', roles: members },
  { title: '/goals', path: '/goals', roles: ['demo'], h1: 'Your Goals' },
  { title: '/welcome', path: '/welcome', roles: ['demo'], h1: /^Welcome to Afterwork/ },
  { title: '/resources/manage', path: '/resources/manage', roles: ['admin'], h1: 'Manage Resource Library' },
  { title: '/admin/users', path: '/admin/users', roles: ['admin'], h1: 'Roles and members' },
  { title: '/admin/communities', path: '/admin/communities', roles: ['admin'], h1: 'Community management' },
  { title: '/admin/releases', path: '/admin/releases', roles: ['admin'], h1: 'Remote releases' },
  { title: '404', path: '/no-such-page-here', roles: everyone, h1: '404 Page Not Found' },
];

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 360, height: 740 };
const ZOOM_200 = { width: 640, height: 450 }; // 1280x900 at 200%: CSS px halve, device pixels double

/** The id of a demo account, found by signing it in on a separate request context (the page's cookies are untouched). */
async function accountId(baseURL: string, who: keyof typeof demoAccounts): Promise<number> {
  const api = await request.newContext({ baseURL });
  try {
    const res = await api.post('/api/auth/login', { data: demoAccounts[who] });
    expect(res.status(), `sign-in as ${who}`).toBe(200);
    return ((await res.json()) as { user: { id: number } }).user.id;
  } finally {
    await api.dispose();
  }
}

async function seededIds(page: Page, otherMember: number): Promise<Ids> {
  const list = async <T>(path: string) => {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    const body = (await res.json()) as T[];
    expect(body.length, `${path} has seeded rows`).toBeGreaterThan(0);
    return body;
  };
  const communities = await list<{ id: number }>('/api/communities');
  const groups = await list<{ id: number; activityCount: number }>('/api/groups');
  const group = groups.find((g) => g.activityCount > 0) ?? groups[0];
  const activities = await list<{ id: number }>(`/api/groups/${group.id}/activities`);
  const resources = await list<{ id: number }>('/api/resources');
  const mentors = await list<{ id: number }>('/api/mentors');
  return { community: communities[0].id, group: group.id, activity: activities[0].id, resource: resources[0].id, mentor: mentors[0].id, otherMember };
}

/** The page has settled: its level-1 heading is shown and no spinner or skeleton is left. */
async function settled(page: Page, h1: RouteCase['h1']) {
  await expect(page.getByRole('heading', { level: 1, ...(h1 ? { name: h1 } : {}) }).first()).toBeVisible();
  await expect(page.locator('[role=status] .ant-spin, .ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  // The page's own requests are answered (sections that load without a spinner are drawn).
  await page.waitForLoadState('networkidle');
}

/** Two animation frames: the layout (and any resize handler's re-render) has happened. */
const frames = (page: Page) => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

async function resizeTo(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(size.width);
  await frames(page);
}

async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const over = document.documentElement.scrollWidth - window.innerWidth;
    if (over <= 1) return null;
    // Name the widest culprits, to make the report useful.
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && el.getClientRects().length > 0)
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= window.innerWidth + 1)
      .slice(0, 4)
      .map((el) => `"${(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}" ${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : ''} (right ${Math.round(el.getBoundingClientRect().right)})`);
    return `scrollWidth ${document.documentElement.scrollWidth} > innerWidth ${window.innerWidth}: ${culprits.join(', ')}`;
  });
}

/**
 * Text cut short or spilling out of its box (issue 19 §6: chips cut to 'Readin', 'Go to my dashboard' spilling out of
 * its button): a button, link, tab, tag or chip whose content is wider than the box it is drawn in.
 */
async function cutText(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('button, a[href], [role=tab], [role=button], .ant-tag, .aw-chip, .ant-select-selection-item, label')) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const cs = getComputedStyle(el);
      if (cs.display === 'inline' || cs.display === 'contents') continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 1 || r.height <= 1) continue;
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) {
        const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text) out.push(`"${text.slice(0, 50)}" ${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 2).join('.')} (${el.clientWidth} px shows ${el.scrollWidth} px)`);
      }
    }
    return [...new Set(out)];
  });
}

/** Visible interactive elements smaller than 44x44 CSS px, by accessible name (inline text links in paragraphs excepted). */
async function smallTargets(page: Page) {
  return page.evaluate(() => {
    const MIN = 44;
    const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const nameOf = (el: HTMLElement): string => {
      const label = el.getAttribute('aria-label');
      if (label) return label;
      const by = el.getAttribute('aria-labelledby');
      if (by) return by.split(/\s+/).map((id) => text(document.getElementById(id))).join(' ');
      const own = (el as HTMLInputElement).labels?.[0];
      if (own) return text(own);
      return text(el) || el.getAttribute('title') || el.querySelector('img')?.getAttribute('alt') || (el as HTMLInputElement).placeholder || '(no name)';
    };
    const describe = (el: HTMLElement) => {
      const role = el.getAttribute('role') ?? (el.tagName === 'A' ? 'link' : el.tagName === 'INPUT' ? `input[${(el as HTMLInputElement).type}]` : el.tagName.toLowerCase());
      return `${role} "${nameOf(el).slice(0, 60)}"`;
    };
    /** A 'stretched link': its ::after is laid over its positioned card (inset 0), so the whole card is the target. */
    const stretchedOver = (el: HTMLElement): HTMLElement | null => {
      const after = getComputedStyle(el, '::after');
      if (after.content === 'none' || after.position !== 'absolute' || after.top !== '0px' || after.left !== '0px') return null;
      if (getComputedStyle(el).position !== 'static') return null;
      let box = el.parentElement;
      while (box && getComputedStyle(box).position === 'static') box = box.parentElement;
      return box;
    };
    const out: string[] = [];
    const seen = new Set<Element>();
    for (const el of document.querySelectorAll<HTMLElement>('a[href], button, input, select, [role=button], [role=tab]')) {
      if ((el as HTMLInputElement).type === 'hidden') continue;
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      // The target is what takes the click. antd draws some controls around a smaller native element:
      // a radio or checkbox input sits in its label; a text input with an icon or a toggle sits in its
      // affix wrapper (a click anywhere on it focuses the input); a select's search input sits in the
      // select; a tab's role=tab element sits in the tab that handles the click.
      const target =
        (el.tagName === 'INPUT' && el.closest('label, .ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-select')) ||
        (el.getAttribute('role') === 'tab' && el.closest('.ant-tabs-tab')) ||
        stretchedOver(el) ||
        el;
      if (seen.has(target)) continue;
      seen.add(target);
      const r = target.getBoundingClientRect();
      if (r.width <= 1 && r.height <= 1) continue; // visually hidden (sr-only)
      if (r.right <= 0 || r.bottom + window.scrollY <= 0) continue; // moved off the page until focused (the skip link: its own test)
      // WCAG 2.5.8 inline exception: a text link inside a sentence.
      if (el.tagName === 'A' && el.closest('p')) continue;
      if (r.width < MIN - 0.5 || r.height < MIN - 0.5) out.push(`${describe(el)} ${Math.round(r.width)}x${Math.round(r.height)}`);
    }
    return [...new Set(out)];
  });
}

async function axeProblems(page: Page) {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`);
}

test('the skip link, shown when focused, is at least 44x44 px', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  const box = (await skip.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
});

// Failures found by this sweep and not yet fixed, route by route (each such test is marked fixme with the reason).
const knownElsewhere: Record<string, string> = {};

for (const role of ['visitor', 'demo', 'admin'] as const) {
  test.describe(`as ${role}`, () => {
    let page: Page;
    let ids: Ids;

    test.beforeAll(async ({ browser }, testInfo) => {
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, viewport: DESKTOP, deviceScaleFactor: 2 });
      page = await context.newPage();
      if (role !== 'visitor') await signIn(page, role);
      // A member looks at the admin's public profile, the admin at the demo member's.
      ids = await seededIds(page, await accountId(testInfo.project.use.baseURL!, role === 'admin' ? 'demo' : 'admin'));
    });
    test.afterAll(async () => {
      await page?.context().close();
    });

    for (const route of routes.filter((r) => r.roles.includes(role))) {
      const known = knownElsewhere[`${role} ${route.title}`];
      test(`${route.title}: axe, 360 px, 200% zoom, 44 px targets`, async () => {
        test.fixme(!!known, known);
        const path = typeof route.path === 'string' ? route.path : route.path(ids);
        await resizeTo(page, DESKTOP);
        await page.goto(path);
        await settled(page, route.h1);
        expect(new URL(page.url()).pathname, 'not redirected').toBe(path);

        expect.soft(await axeProblems(page), `axe at ${DESKTOP.width} px`).toEqual([]);
        expect.soft(await smallTargets(page), `targets under 44x44 at ${DESKTOP.width} px`).toEqual([]);

        await resizeTo(page, PHONE);
        await settled(page, route.h1);
        expect.soft(await sidewaysOverflow(page), 'sideways scrolling at 360 px').toBeNull();
        expect.soft(await smallTargets(page), 'targets under 44x44 at 360 px').toEqual([]);
        expect.soft(await cutText(page), 'text cut short at 360 px').toEqual([]);

        await resizeTo(page, ZOOM_200);
        await settled(page, route.h1);
        expect.soft(await sidewaysOverflow(page), 'sideways scrolling at 200% zoom').toBeNull();

        // The larger text sizes, at 360 px (issue 19 §6). The choice is per browser: set back to Normal afterwards.
        await resizeTo(page, PHONE);
        try {
          for (const size of ['large', 'larger'] as const) {
            await page.evaluate((s) => localStorage.setItem('afterwork.textSize', s), size);
            await page.goto(path);
            await expect(page.locator('html')).toHaveAttribute('data-text-size', size);
            await settled(page, route.h1);
            await frames(page);
            expect.soft(await sidewaysOverflow(page), `sideways scrolling at 360 px, ${size} text`).toBeNull();
            expect.soft(await cutText(page), `text cut short at 360 px, ${size} text`).toEqual([]);
            expect.soft(await smallTargets(page), `targets under 44x44 at 360 px, ${size} text`).toEqual([]);
          }
        } finally {
          await page.evaluate(() => localStorage.removeItem('afterwork.textSize'));
        }
      });
    }
  });
}

/**
 * axe with the site's menus and dialogs open: what a visitor or member sees over the page, which a
 * sweep of the pages alone never opens.
 */
test.describe('with menus and dialogs open', () => {
  test('the mobile menu at 390 px (with the text sizes)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await settled(page, undefined);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#aw-mobile-menu').getByRole('group', { name: 'Text size' })).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
  });

  test('the text-size panel', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await settled(page, undefined);
    await page.getByRole('button', { name: 'Text size' }).click();
    await expect(page.getByRole('group', { name: 'Text size' }).first()).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
  });

  test("the account menu (an admin's, with its Admin section)", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'admin', '/');
    await settled(page, undefined);
    await page.getByRole('button', { name: /My Account/ }).click();
    await expect(page.getByRole('navigation', { name: 'My Account' })).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
  });

  test("a home-page topic dialog (antd Modal, the shell's)", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await settled(page, undefined);
    await page.getByRole('button', { name: 'Learn more: Be active together' }).click();
    await expect(page.getByRole('dialog', { name: 'Be active together' })).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
  });

  test("the 'Suggest an activity' form (antd Modal and Form, in mf-communities)", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signIn(page, 'demo');
    const communities = (await (await page.request.get('/api/communities')).json()) as Array<{ id: number; name: string }>;
    const leeds = communities.find((c) => c.name === 'Leeds Chair Yoga Group')!;
    await page.goto(`/communities/${leeds.id}`);
    await settled(page, undefined);
    await page.getByRole('button', { name: 'Suggest an activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suggest an activity' });
    await expect(dialog).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
    // With the form's errors shown too.
    await dialog.getByRole('button', { name: 'Send suggestion' }).click();
    await expect(dialog.locator('.ant-form-item-explain-error').first()).toBeVisible();
    expect(await axeProblems(page)).toEqual([]);
  });
});
