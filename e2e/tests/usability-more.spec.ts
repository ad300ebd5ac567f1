import { expect, test } from '@playwright/test';
import { checkA11y, signIn, signUpNewMember } from '../support/helpers';
import { lookAt } from '../support/shots';

/**
 * Issue 19 §11-15 (a 70-year-old first-time visitor's review): one look, plain words, the legal pages, a caring AI
 * guide, bookings on the dashboard. Each checked at 360 px, where the reviewer saw it.
 */

const PHONE = { width: 360, height: 740 };

test.describe('12: plain words', () => {
  test('at 360 px: no jargon, no "coming soon" note, support hours and number say their country', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/help');
    const phone = page.locator('.aw-channel', { has: page.getByRole('heading', { name: 'Phone Support' }) });
    await expect(phone).toContainText('Mon-Fri 9am-6pm US Eastern Time (ET)');
    await expect(phone).toContainText('Free to call from the United States and Canada:');
    await expect(phone.getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
    await expect(page.locator('footer')).not.toContainText('coming soon');
    await phone.scrollIntoViewIfNeeded();
    await lookAt(page, '12-help-phone-360');

    await page.goto('/assessments');
    const loneliness = page.locator('main').getByText('Five short questions about how connected or alone you have been feeling lately.');
    await expect(loneliness).toBeVisible();
    await expect(page.locator('main')).not.toContainText('Three-point');
  });

  test("at 360 px: a past activity the member went to says 'You went', on the profile and on its page", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'demo', '/profile');
    const item = page.locator('.aw-item', { has: page.getByRole('heading', { name: 'Clifton Suspension Bridge Stroll' }) });
    await expect(item).toContainText('Past');
    await expect(item).toContainText('You went');
    await expect(item).not.toContainText('Going');
    await item.scrollIntoViewIfNeeded();
    await lookAt(page, '12-profile-past-360');
    await item.getByRole('link', { name: /View Details/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Clifton Suspension Bridge Stroll' })).toBeVisible();
    await expect(page.locator('.aw-activity-header .aw-rsvp-tag')).toHaveText('You went');
    await checkA11y(page);
    await lookAt(page, '12-activity-past-360');
  });
});

test.describe('13: Privacy, Terms, Cookies and Accessibility are real pages, linked from the footer', () => {
  test('at 360 px: each opens from the footer; the cookie page names the cookies the site really sets', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const pages = [
      ['Terms of Service', '/terms', 'Being a good member'],
      ['Privacy Policy', '/privacy', 'What we keep'],
      ['Cookie Policy', '/cookies', 'Storage in your browser'],
      ['Accessibility', '/accessibility', 'Ask for help'],
    ] as const;
    for (const [name, path, section] of pages) {
      await page.goto('/help');
      const link = page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name, exact: true });
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
      await expect(page).toHaveTitle(`${name} | Afterwork`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${path}: sideways scroll`).toBeLessThanOrEqual(0);
      await checkA11y(page);
      await lookAt(page, `13${path.replace('/', '-')}-360`);
    }

    // The cookie page lists every cookie the site sets: sign in and compare with the browser's cookie jar.
    await signIn(page, 'demo', '/cookies');
    const listed = await page.locator('.aw-legal-table tbody th').allTextContents();
    const real = (await page.context().cookies()).map((c) => c.name);
    expect(real).toContain('afterwork.sid');
    for (const name of real) expect(listed, `cookie ${name} is explained`).toContain(name);
    // And the browser storage keys the site writes (the text size, after choosing one).
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Text size' }).click();
    await page.getByRole('group', { name: 'Text size' }).first().getByText('Large', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-text-size', 'large');
    const stored = await page.evaluate(() => Object.keys(localStorage));
    expect(stored).toContain('afterwork.textSize');
    for (const key of stored) await expect(page.locator('.aw-legal')).toContainText(key);
  });
});

test.describe('14: the AI guide meets distress with care', () => {
  test('at 360 px: a kind opening and the UK helpline before the links, and the answer shown from its start', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signUpNewMember(page, 'grief');
    expect((await page.request.patch('/api/user', { data: { location: 'Bristol, UK' } })).status()).toBe(200);
    await page.goto('/ai-guidance');
    // Two ordinary questions first, so the conversation is long and has to scroll.
    const input = page.getByLabel('Your message');
    for (const q of ['walking groups', 'gardening']) {
      await input.fill(q);
      await input.press('Enter');
      await expect(page.getByTestId('chat-guide')).toHaveCount(q === 'walking groups' ? 2 : 3, { timeout: 15_000 });
    }
    await input.fill('My husband died in the spring and the evenings are so long');
    await input.press('Enter');
    const reply = page.getByTestId('chat-guide').nth(3);
    await expect(reply).toContainText("I'm so sorry for your loss", { timeout: 15_000 });

    const care = reply.getByRole('group', { name: 'Someone to talk to' });
    await expect(care.getByRole('link', { name: /Samaritans: 116 123/ })).toHaveAttribute('href', 'tel:116123');
    await expect(care.getByRole('link', { name: /Cruse Bereavement Support: 0808 808 1677/ })).toBeVisible();
    await expect(care).toContainText('United Kingdom');
    // The helplines come before the links to places.
    const links = reply.getByRole('list', { name: 'Links from your guide' });
    await expect(links).toBeVisible();
    expect(await care.evaluate((c, l) => !!(c.compareDocumentPosition(l as Node) & Node.DOCUMENT_POSITION_FOLLOWING), await links.elementHandle())).toBe(true);

    // Scrolled to the answer's start: its first line is on screen, below the header, at the top of the conversation
    // (measured again until the scroll has settled, rather than after a fixed pause).
    await expect(async () => {
      const where = await reply.evaluate((li) => {
        const log = li.closest('.aw-chat-scroll')!;
        const header = document.querySelector('.aw-header')!.getBoundingClientRect().bottom;
        const top = li.getBoundingClientRect().top;
        // On a phone the conversation is part of the page (issue 31: no inner scroll box), so only a log that
        // scrolls by itself has a top for the answer to start at.
        const scrollsItself = log.scrollHeight > log.clientHeight + 1 && getComputedStyle(log).overflowY !== 'visible';
        return { top, header, fold: window.innerHeight, inLog: scrollsItself ? top - log.getBoundingClientRect().top : 0 };
      });
      expect(where.top, 'the answer starts below the header').toBeGreaterThanOrEqual(where.header);
      expect(where.top, 'the answer starts on screen').toBeLessThan(where.fold - 96);
      expect(Math.abs(where.inLog), 'the answer starts at the top of the conversation').toBeLessThanOrEqual(12);
    }).toPass({ timeout: 5_000 });
    await lookAt(page, '14-guide-care-360');
    await checkA11y(page);
  });
});

test.describe('15: bookings, saved results, company', () => {
  test('at 360 px: a lonely result is saved at once and links to friendly groups', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signUpNewMember(page, 'lonely');
    await page.goto('/assessments/loneliness');
    await page.getByRole('button', { name: 'Start Assessment' }).click();
    for (let i = 0; i < 5; i++) {
      await page.getByRole('radio').nth(2).check();
      await page.getByRole('button', { name: i === 4 ? 'See Results' : 'Next Question' }).click();
    }
    await expect(page.getByText('Result saved to your private history.')).toBeVisible();
    const results = (await (await page.request.get('/api/assessment-results?assessmentId=loneliness')).json()) as unknown[];
    expect(results).toHaveLength(1);
    const company = page.getByRole('region', { name: 'Meet people' });
    const link = company.getByRole('link', { name: 'See friendly groups to join' });
    await expect(link).toHaveAttribute('href', '/groups?type=social');
    await link.scrollIntoViewIfNeeded();
    await lookAt(page, '15-result-company-360');
    await link.click();
    await expect(page).toHaveURL(/\/groups\?type=social$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Community Groups' })).toBeVisible();
  });
});

test.describe("15: mentor reservations on the dashboard as 'My bookings'", () => {
  test("at 360 px: a reserved session is listed with 'Add to calendar', which downloads its .ics", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signUpNewMember(page, 'booker');
    const mentors = (await (await page.request.get('/api/mentors')).json()) as Array<{ id: number }>;
    let booked: { mentorId: number; id: number; title: string } | null = null;
    // From the last mentor backwards: mentors-portals.spec counts the first mentor's (Eleanor's) free spots.
    for (const m of [...mentors].reverse()) {
      const detail = (await (await page.request.get(`/api/mentors/${m.id}`)).json()) as { upcomingSessions: Array<{ id: number; title: string; availableSpots: number }> };
      const open = detail.upcomingSessions.find((s) => s.availableSpots > 0);
      if (open) {
        booked = { mentorId: m.id, id: open.id, title: open.title };
        break;
      }
    }
    expect(booked, 'a mentor session with a free spot').not.toBeNull();
    expect((await page.request.post(`/api/mentors/${booked!.mentorId}/sessions/${booked!.id}/reservations`, { data: {} })).status()).toBe(201);

    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'My bookings' });
    const item = card.locator('.aw-booking', { has: page.getByRole('heading', { name: booked!.title }) });
    await expect(item).toBeVisible();
    await expect(item).toContainText('With ');
    await expect(item.locator(`a[href="/mentors/${booked!.mentorId}"]`)).toBeVisible();
    const add = item.getByRole('link', { name: `Add to calendar: ${booked!.title}` });
    await add.scrollIntoViewIfNeeded();
    await lookAt(page, '15-bookings-360');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), 'sideways scroll').toBeLessThanOrEqual(0);
    const download = page.waitForEvent('download');
    await add.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await (await page.request.get(`/api/mentors/${booked!.mentorId}/sessions/${booked!.id}/calendar.ics`)).text();
    expect(ics).toContain(`UID:afterwork-mentor-session-${booked!.id}@afterwork`);
    await checkA11y(page);
  });
});

test.describe('11: one look', () => {
  test('at 360 px: portal cards have art that fits each topic, in the category colour', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/portals/fitness');
    const arts = page.locator('.pp-card .pp-art');
    await expect(arts).toHaveCount(20);
    const drawings = await arts.evaluateAll((els) => els.map((e) => e.innerHTML));
    const backgrounds = await arts.evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundImage));
    // Not one symbol for all: many different drawings; one colour for the category, not a random one per card.
    expect(new Set(drawings).size).toBeGreaterThanOrEqual(6);
    expect(new Set(backgrounds).size).toBe(1);
    const walking = page.locator('.pp-card', { has: page.getByRole('link', { name: 'Walking Groups' }) }).locator('.pp-art');
    const swimming = page.locator('.pp-card', { has: page.getByRole('link', { name: 'Swimming' }) }).locator('.pp-art');
    expect(await walking.innerHTML()).not.toBe(await swimming.innerHTML());
    await walking.scrollIntoViewIfNeeded();
    await lookAt(page, '11-portal-cards-360');
  });

  test('at 360 px: no walking group is shown with a trophy; the business hero is in the site palette', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/groups');
    await expect(page.getByRole('heading', { level: 1, name: 'Community Groups' })).toBeVisible();
    await expect(page.locator('.aw-group-image').first()).toBeVisible();
    await expect(page.locator('.anticon-trophy')).toHaveCount(0);
    await lookAt(page, '11-groups-360');

    await page.goto('/business');
    const hero = page.locator('.aw-business-hero');
    await expect(hero).toBeVisible();
    // The home hero's green (#0b5d4b), not a blue of its own.
    expect(await hero.evaluate((e) => getComputedStyle(e).backgroundImage)).toContain('rgb(11, 93, 75)');
    await checkA11y(page);
    await lookAt(page, '11-business-360');
  });
});

test.describe("11: one 'Back' link style", () => {
  test('at 360 px: the group, portal and assessment pages show the same Back link', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const groups = (await (await page.request.get('/api/groups')).json()) as Array<{ id: number }>;
    const pages = [`/groups/${groups[0]!.id}`, '/portals/fitness', '/portals/fitness/tai-chi', '/assessments'];
    const looks: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      const back = page.locator('.aw-back-link').first();
      await expect(back, path).toBeVisible();
      await expect(back).toHaveText(/^Back to /);
      looks.push(await back.evaluate((e) => { const s = getComputedStyle(e); return `${s.height} ${s.fontSize} ${s.fontWeight} ${s.borderTopStyle}`; }));
    }
    expect(new Set(looks).size, looks.join(' | ')).toBe(1);
    await page.goto(pages[0]!);
    await lookAt(page, '11-back-link-360');
  });
});
