import { expect, test } from '@playwright/test';
import { checkA11y, signUpNewMember } from '../support/helpers';
import { lookAt } from '../support/shots';

// Issue 20: a member edits their goal (title, a few words, number of days) on /goals at 360 px. The goal was
// started in Auckland; this browser lives in New York: the edit keeps the goal's own time zone (its days stay
// Auckland days), never the browser's.
test.use({ viewport: { width: 360, height: 800 }, timezoneId: 'America/New_York' });

test('edit a goal at 360 px: the form checks its fields, saves, and the goal keeps its time zone', async ({ page }) => {
  test.slow();
  await signUpNewMember(page, 'goaledit');
  const started = await page.request.post('/api/goals', { data: { title: 'Read a chapter', targetDays: 10, timeZone: 'Pacific/Auckland' } });
  expect(started.status()).toBe(201);
  const goal = await started.json();
  expect((await page.request.post(`/api/goals/${goal.id}/check-ins`, { data: {} })).status()).toBe(201);

  await page.goto('/goals');
  const current = page.locator('section[aria-labelledby="goals-current"]');
  await expect(current.getByRole('heading', { name: 'Read a chapter' })).toBeVisible();
  await current.getByRole('button', { name: 'Edit goal: Read a chapter' }).click();
  const form = page.getByRole('form', { name: 'Edit the goal Read a chapter' });
  await expect(form.getByLabel('Your goal')).toHaveValue('Read a chapter');
  await expect(form.getByText('You have checked in on 1 day so far.')).toBeVisible();

  // The contract's rules, in the browser.
  await form.getByLabel('Your goal').fill('Hi');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByText('Title must be at least 3 characters')).toBeVisible();
  await checkA11y(page);
  await lookAt(page, 'goal-edit-form-360', { part: current });

  await form.getByLabel('Your goal').fill('Read a chapter before bed');
  await form.getByLabel('A few words about it').fill('Any book will do');
  await form.getByLabel('How many days').fill('21');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Goal saved', { exact: true })).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(current.getByRole('heading', { name: 'Read a chapter before bed' })).toBeVisible();
  await expect(current.getByText('Day 1 of 21')).toBeVisible();
  await expect(current.getByText('Any book will do')).toBeVisible();
  await expect(current.getByText('1 of 21 days done.', { exact: false })).toBeVisible();
  await expect(current.getByRole('button', { name: 'Edit goal: Read a chapter before bed' })).toBeFocused();
  await lookAt(page, 'goal-edited-360', { part: current });

  const mine = await (await page.request.get('/api/goals')).json();
  expect(mine.goals[0]).toMatchObject({ id: goal.id, title: 'Read a chapter before bed', targetDays: 21, timeZone: 'Pacific/Auckland', checkIns: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
