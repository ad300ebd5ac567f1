import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { signUpNewMember } from '../support/helpers';

/**
 * Keyboard only: Tab / Shift+Tab to move, Enter / Space to act, arrows inside radio groups. No mouse
 * click anywhere; every step checks where the focus is, as someone who cannot use a mouse would.
 */

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false);

/**
 * Presses Tab until `target` has the focus, or Shift+Tab when the focus is after it in the page;
 * fails if it is not reached within `max` presses.
 */
async function tabTo(page: Page, target: Locator, max = 80) {
  await expect(target).toBeVisible();
  const back = await target.evaluate((el) => {
    const active = document.activeElement;
    return !!active && active !== document.body && !!(el.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `reached ${target} with ${back ? 'Shift+Tab' : 'Tab'}`).toBe(true);
}

const toasts = (page: Page) => page.locator('#aw-toasts');

test('sign in on /auth with the keyboard only', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Afterwork' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Sign in' });
  await tabTo(page, form.getByLabel('Username'));
  await page.keyboard.type('demo');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('demo-password');
  // Shift+Tab back to the username keeps what was typed; then forward to the Sign in button.
  await page.keyboard.press('Shift+Tab');
  await expect(form.getByLabel('Username')).toBeFocused();
  await expect(form.getByLabel('Username')).toHaveValue('demo');
  await tabTo(page, form.getByRole('button', { name: 'Sign in', exact: true }));
  await page.keyboard.press('Enter');
  await expect(toasts(page)).toContainText('Login successful');
  await expect(page).toHaveURL(/\/profile\/\d+$/);
  const me = await page.request.get('/api/auth/user');
  expect(me.status()).toBe(200);
  expect(((await me.json()) as { username: string }).username).toBe('demo');
});

interface Activity { id: number; title: string; startDate: string; maxAttendees: number | null; goingCount: number; myRsvp: { status: string } | null }

test("RSVP 'going' to an upcoming activity of one of the member's groups, then set it back", async ({ page }) => {
  // A member of its own, so tests running alongside with the demo account never change the answers seen here.
  await signUpNewMember(page, 'kbd');
  const me = (await (await page.request.get('/api/user')).json()) as { id: number };
  // An upcoming activity, not full, in a group with activities: the new member joins that group.
  const groups = (await (await page.request.get('/api/groups')).json()) as { id: number }[];
  let activity: Activity | undefined;
  for (const g of groups) {
    const list = (await (await page.request.get(`/api/groups/${g.id}/activities`)).json()) as Activity[];
    activity = list.find((a) => new Date(a.startDate).getTime() > Date.now() + 3_600_000 && (a.maxAttendees === null || a.goingCount < a.maxAttendees));
    if (activity) {
      expect((await page.request.post(`/api/groups/${g.id}/members`, { data: { userId: me.id } })).status()).toBe(201);
      break;
    }
  }
  expect(activity, 'an upcoming activity to answer').toBeTruthy();
  const a = { ...activity!, myRsvp: null as Activity['myRsvp'] };
  // Her earlier answer, to set back afterwards. The keyboard run starts from an answer, so one without an
  // answer first gets 'maybe' through the API: the keyboard run then goes maybe -> going -> maybe.
  if (!a.myRsvp) {
    const res = await page.request.post(`/api/activities/${a.id}/attendees`, { data: { userId: me.id, status: 'maybe' } });
    expect(res.status()).toBeLessThan(300);
  }
  const before = a.myRsvp?.status ?? 'maybe';
  const label = { maybe: 'Maybe', not_going: 'Not Going', going: 'Going' } as Record<string, string>;
  const buttonName = { maybe: 'Maybe', not_going: 'Not going', going: 'Going' } as Record<string, string>;

  await page.goto(`/activities/${a.id}`);
  await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
  await expect(page.locator('.aw-rsvp-tag')).toHaveText(label[before]);

  const answer = async (to: string) => {
    // The RSVP control (issue 19 §11): Tab to the answer's button, Enter saves it at once.
    const target = page.getByRole('group', { name: /^Change my answer/ }).getByRole('button', { name: buttonName[to], exact: true });
    await tabTo(page, target);
    await page.keyboard.press('Enter');
    await expect(toasts(page)).toContainText(`Your status has been updated to ${to.replace('_', ' ')}.`);
    await expect(page.locator('.aw-rsvp-tag')).toHaveText(label[to]);
    await expect(target).toHaveAttribute('aria-pressed', 'true');
  };
  await answer('going');
  const going = (await (await page.request.get(`/api/activities/${a.id}`)).json()) as Activity;
  expect(going.myRsvp?.status).toBe('going');
  await answer(before);
  const back = (await (await page.request.get(`/api/activities/${a.id}`)).json()) as Activity;
  expect(back.myRsvp?.status).toBe(before);
});

test('run the Mental Wellbeing assessment start to finish with the keyboard only', async ({ page }) => {
  await page.goto('/assessments');
  await expect(page.getByRole('heading', { level: 1, name: 'Wellbeing Self-Assessments' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Begin Assessment: Mental Wellbeing' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/assessments\/mental-health$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mental Wellbeing Assessment' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Start Assessment' }));
  await page.keyboard.press('Enter');

  const count = 5;
  for (let i = 0; i < count; i++) {
    await expect(page.getByText(`Question ${i + 1} of ${count}`)).toBeVisible();
    const radios = page.getByRole('radio');
    // Into the group (its first option), choose a different option on each question with the arrows.
    await tabTo(page, radios.first());
    await page.keyboard.press('Space');
    await expect(radios.first()).toBeChecked();
    for (let k = 0; k < i % 3; k++) await page.keyboard.press('ArrowDown');
    await expect(radios.nth(i % 3)).toBeChecked();
    const next = page.getByRole('button', { name: i === count - 1 ? 'See Results' : 'Next Question' });
    await expect(next).toBeEnabled();
    await tabTo(page, next);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Your Mental Wellbeing Results' })).toBeVisible();
  await expect(page.getByText(/Your score: \d+ out of \d+ \(\d+%\)/)).toBeVisible();
  // Start again, with Space on the button this time.
  await tabTo(page, page.getByRole('button', { name: 'Take Again' }));
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Start Assessment' })).toBeVisible();
});
