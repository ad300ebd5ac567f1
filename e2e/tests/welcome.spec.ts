import { expect, test, type Page } from '@playwright/test';
import { checkA11y, signUpNewMember } from '../support/helpers';
import { lookAt } from '../support/shots';

/**
 * Issue 19 §8: after registering, a short welcome (interests and home town, both skippable), then groups and
 * communities near the new member that match; §11: the group page and the activity page answer an activity with one
 * RSVP control. At 360 and 1280 px.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

async function register(page: Page, who: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await page.goto('/join');
  const panel = page.getByRole('tabpanel', { name: 'Join for free' });
  await panel.getByLabel('Full name').fill(`${who} Newcomer ${suffix}`);
  await panel.getByLabel('Email').fill(`${who.toLowerCase()}_${suffix}@example.com`);
  await panel.getByLabel('Username').fill(`${who.toLowerCase()}_${suffix}`);
  await panel.getByLabel('Password').fill('long-enough-pw');
  await panel.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome to Afterwork, ${who}!` })).toBeVisible();
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('§8 the welcome after joining', () => {
  test('at 360 px: interests and home town, then matching groups and communities nearest first', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await register(page, 'Rosemary');
    await page.waitForLoadState('networkidle');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await checkA11y(page);
    await lookAt(page, 'welcome-questions-360');

    await page.getByRole('button', { name: 'Yoga', exact: true }).click();
    await page.getByRole('button', { name: 'Hiking', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Yoga', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Your home town').fill('Bristol');
    await page.getByRole('button', { name: 'Show me what is near me' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Groups and communities for you' })).toBeVisible();
    await expect(page.getByText('Chosen for Yoga, Hiking, near Bristol.')).toBeVisible();
    const groups = page.getByRole('region', { name: 'Groups that match' });
    await expect(groups.getByRole('link', { name: /Riverside Morning Walkers/ })).toBeVisible();
    const communities = page.getByRole('region', { name: /^Communities near Bristol/ });
    const first = communities.getByRole('listitem').first();
    await expect(first).toContainText('Clifton Gentle Yoga');
    await expect(first).toContainText(/away/);
    await page.waitForLoadState('networkidle');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await checkA11y(page);
    await lookAt(page, 'welcome-suggestions-360');

    // Saved on the profile: the dashboard and the guide use them.
    const me = (await (await page.request.get('/api/user')).json()) as { interests: string[]; location: string | null };
    expect(me.interests).toEqual(['Yoga', 'Hiking']);
    expect(me.location).toBe('Bristol');

    await first.getByRole('link').click();
    await expect(page).toHaveURL(/\/communities\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Clifton Gentle Yoga' })).toBeVisible();
  });

  test('at 1280 px: both questions skipped, something to start with, then the dashboard', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await register(page, 'Walter');
    await lookAt(page, 'welcome-questions-1280');
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Groups and communities for you' })).toBeVisible();
    await expect(page.getByText('You skipped both questions')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Communities' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Groups that match' }).getByRole('link', { name: 'Browse all groups' })).toBeVisible();
    await checkA11y(page);
    await lookAt(page, 'welcome-skipped-1280');
    const me = (await (await page.request.get('/api/user')).json()) as { interests: string[]; location: string | null };
    expect(me.interests).toEqual([]);
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unknown home town still lists communities, and says they are not by distance', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await register(page, 'Agnes');
    await page.getByRole('button', { name: 'Gardening', exact: true }).click();
    await page.getByLabel('Your home town').fill('Nowhere-on-Sea');
    await page.getByRole('button', { name: 'Show me what is near me' }).click();
    await expect(page.getByText('We do not know Nowhere-on-Sea on our map yet, so these are not in order of distance.')).toBeVisible();
  });
});

test.describe('§11 one way to RSVP on the group and the activity page', () => {
  for (const size of [PHONE, DESKTOP]) {
    test(`at ${size.width} px: the same control, words and answer on both pages`, async ({ page }) => {
      await page.setViewportSize(size);
      const member = await signUpNewMember(page, 'rsvp');
      const groups = (await (await page.request.get('/api/groups')).json()) as Array<{ id: number; name: string }>;
      const chess = groups.find((g) => g.name === 'Chess in the Park')!;
      expect((await page.request.post(`/api/groups/${chess.id}/members`, { data: { userId: member.user.id } })).status()).toBe(201);

      await page.goto(`/groups/${chess.id}`);
      const card = page.locator('.aw-activity-card').first();
      const title = (await card.getByRole('heading', { level: 3 }).textContent())!.trim();
      // The spec's words over the buttons: 'RSVP' before any answer, 'Update RSVP' after.
      await expect(card.getByRole('group', { name: `Are you going? ${title}`, exact: true })).toBeVisible();
      const onCard = card.getByRole('group', { name: /^(Are you going\?|Change my answer) / });
      // The three answers, and (guests allowed, issue 34) the same guests stepper on both pages.
      await expect(onCard.locator('button[aria-pressed]')).toHaveText(['Going', 'Maybe', 'Not going']);
      await expect(onCard.getByRole('button', { name: 'One guest more' })).toBeVisible();
      await onCard.getByRole('button', { name: 'Maybe', exact: true }).click();
      await expect(onCard.getByRole('button', { name: 'Maybe', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(card.locator('.aw-rsvp-tag')).toHaveText('Maybe');
      await expect(card.getByRole('group', { name: `Change my answer ${title}`, exact: true })).toBeVisible();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await lookAt(page, `rsvp-group-${size.width}`, { part: card });

      await card.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const onPage = page.getByRole('group', { name: /^Change my answer/ });
      await expect(onPage.locator('button[aria-pressed]')).toHaveText(['Going', 'Maybe', 'Not going']);
      await expect(onPage.getByRole('button', { name: 'One guest more' })).toBeVisible();
      await expect(onPage.getByRole('button', { name: 'Maybe', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await onPage.getByRole('button', { name: 'Going', exact: true }).click();
      await expect(page.locator('.aw-activity-header .aw-rsvp-tag')).toHaveText('Going');
      await expect(onPage.getByRole('button', { name: 'Going', exact: true })).toHaveAttribute('aria-pressed', 'true');
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      await checkA11y(page);
      await lookAt(page, `rsvp-activity-${size.width}`);
    });
  }
});

test.describe('§13 the Privacy Policy describes the settings that exist', () => {
  test('at 360 px: profile privacy, blocking, notifications, data export, deletion and cookies, each linked', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const main = page.getByRole('main');
    // The words of Settings → Privacy (PROFILE_VISIBILITY) and the other Settings panels.
    await expect(main).toContainText('members I share a group or community with (the setting every new account starts with)');
    await expect(main).toContainText("Show my username to other members");
    await expect(main).toContainText('They will no longer see your profile or which activities you go to');
    await expect(main).toContainText('Settings → Notifications');
    await expect(main).toContainText('reminders before activities you are going to');
    await expect(main).toContainText('Each copy is kept for 7 days');
    await expect(main).toContainText('shows you as ‘Former member’');
    await expect(main.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
    await expect(main.getByRole('link', { name: 'Settings → Privacy' }).first()).toHaveAttribute('href', '/settings');
    // No longer the old promise that every member sees your details.
    await expect(main).not.toContainText('Other members see your name, photo, the few words about yourself, your town and your interests');
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await lookAt(page, 'privacy-360');
  });
});
