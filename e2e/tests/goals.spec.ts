import { expect, test } from '@playwright/test';
import { checkA11y, signUpNewMember } from '../support/helpers';
import { lookAt } from '../support/shots';

// Issue 20 item 2: goals and habits with a daily streak. The home page's goal section, /goals and the dashboard's
// current-goal card, for visitors (every button leads to sign in) and members (start → complete today → streak).
// The browser lives in Auckland: the goal takes the browser's time zone, and 'today' is the member's own day.
test.use({ timezoneId: 'Pacific/Auckland' });

test.describe('goals on the home page, for a visitor', () => {
  test('each of the four buttons leads to sign in, and signing in lands on the goals page', async ({ page }) => {
    for (const name of ['Start a new goal', 'Browse templates', 'Complete today', 'View details']) {
      await page.goto('/');
      const section = page.locator('section[aria-labelledby="aw-goals-title"]');
      // The spec's example stays as it is.
      await expect(section.getByRole('heading', { name: 'Daily Meditation Practice' })).toBeVisible();
      await expect(section.getByText('Day 17 of 30')).toBeVisible();
      await section.getByRole('button', { name }).click();
      await expect(page).toHaveURL(/\/auth$/);
    }
    const member = await signUpNewMember(page, 'goalvis');
    // Signing up through the API signed this browser in: sign out, then sign in through the form.
    await page.request.post('/api/logout');
    await page.goto('/');
    await page.locator('section[aria-labelledby="aw-goals-title"]').getByRole('button', { name: 'Browse templates' }).click();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Username').fill(member.username);
    await form.getByLabel('Password').fill(member.password);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/goals#templates$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Goals' })).toBeVisible();
  });
});

for (const viewport of [{ width: 360, height: 800 }, { width: 1280, height: 900 }]) {
  test.describe(`goals for a member at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('start a goal from a template, complete today, see the streak on the home page and the dashboard', async ({ page }) => {
      test.slow();
      await signUpNewMember(page, `goal${viewport.width}`);
      await page.goto('/dashboard');
      const card = page.locator('section[aria-labelledby="dash-goal"]');
      // No goal yet: an invitation, never a made-up '4 of 7 days done'.
      await expect(card.getByText('You have no goal yet.', { exact: false })).toBeVisible();
      await expect(card.getByText('Consistency Champion')).toBeVisible();
      await expect(page.getByText('4 of 7 days done.')).toHaveCount(0);
      await lookAt(page, `dashboard-invitation-${viewport.width}`, { part: card });

      await page.goto('/');
      const section = page.locator('section[aria-labelledby="aw-goals-title"]');
      await section.getByRole('button', { name: 'Browse templates' }).click();
      await expect(page).toHaveURL(/\/goals#templates$/);
      await expect(page.getByRole('heading', { name: 'Goal templates' })).toBeInViewport();
      await expect(page.getByText('You have no goal yet.', { exact: false })).toBeVisible();
      await page.getByRole('button', { name: 'Start this goal: 7-Day Connection Challenge' }).click();
      const current = page.locator('section[aria-labelledby="goals-current"]');
      await expect(current.getByRole('heading', { name: '7-Day Connection Challenge' })).toBeVisible();
      await expect(current.getByText('Day 1 of 7')).toBeVisible();
      await expect(current.locator('.aw-goal-streak')).toContainText('0 days');
      await checkA11y(page);
      await lookAt(page, `goals-started-${viewport.width}`);

      const mine = await (await page.request.get('/api/goals')).json();
      expect(mine.goals[0]).toMatchObject({ template: 'connection-7', timeZone: 'Pacific/Auckland', checkIns: 0 });

      // 'Complete today' on the home page.
      await page.goto('/');
      await expect(section.getByRole('heading', { name: '7-Day Connection Challenge' })).toBeVisible();
      await section.getByRole('button', { name: 'Complete today' }).click();
      await expect(section.getByRole('button', { name: 'Done for today' })).toBeVisible();
      await expect(section.locator('.aw-goal-streak')).toContainText('1 day');
      await expect(section.locator('.aw-day-done')).toHaveCount(1);
      await expect(section.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuenow', '14');
      await expect(section.getByText('Today is done. Come back tomorrow to keep your streak going.')).toBeVisible();
      await lookAt(page, `home-goal-done-${viewport.width}`, { part: section });
      // Once a day: the API refuses a second check-in.
      const again = await page.request.post(`/api/goals/${mine.goals[0].id}/check-ins`, { data: {} });
      expect(again.status()).toBe(409);

      // 'View details' goes to the goals page; the dashboard card shows the goal.
      await section.getByRole('button', { name: 'View details' }).click();
      await expect(page).toHaveURL(/\/goals$/);
      await expect(page.getByRole('button', { name: 'Done for today' })).toBeDisabled();
      await page.goto('/dashboard');
      await expect(card.getByRole('heading', { name: '7-Day Connection Challenge' })).toBeVisible();
      await expect(card.getByText('1 of 7 days done.')).toBeVisible();
      await expect(card.getByText('Badge on the way:', { exact: false })).toBeVisible();
      await expect(card.getByText('(6 days in a row to go)', { exact: false })).toBeVisible();
      await checkA11y(page);
      await lookAt(page, `dashboard-goal-${viewport.width}`, { part: card });
      // Nothing on these pages scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    });
  });
}

test('an own goal: the form checks its fields, then the goal starts; removing it asks first', async ({ page }) => {
  await signUpNewMember(page, 'owngoal');
  await page.goto('/goals#new');
  const form = page.locator('section#new');
  await form.getByLabel('Your goal').fill('Hi');
  await form.getByRole('button', { name: 'Start my goal' }).click();
  await expect(form.getByText('Title must be at least 3 characters')).toBeVisible();
  await form.getByLabel('Your goal').fill('Read a chapter before bed');
  await form.getByLabel('How many days').fill('10');
  await form.getByRole('button', { name: 'Start my goal' }).click();
  const current = page.locator('section[aria-labelledby="goals-current"]');
  await expect(current.getByRole('heading', { name: 'Read a chapter before bed' })).toBeVisible();
  await expect(current.getByText('Day 1 of 10')).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await current.getByRole('button', { name: 'Remove goal' }).click();
  await expect(current.getByText('You have no goal yet.', { exact: false })).toBeVisible();
});
