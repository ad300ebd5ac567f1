import { expect as baseExpect, test, type Page } from '@playwright/test';
import { checkA11y, signUpNewMember } from '../support/helpers';
import { confirmEmail, waitForMail } from '../support/inbox';
import { lookAt } from '../support/shots';

/**
 * Issue 31, 'Done when': the twelve everyday tasks, each done unaided on a phone (360 px) with Larger text. These are
 * the four walks the other files do not make at that size: add to calendar, take and find an assessment, recover a
 * forgotten password, change mail settings and unsubscribe. Each goes through the page as she would (no API short
 * cuts for what she does herself), checks nothing is off screen, and takes pictures (SHOTS_DIR=... keeps them).
 */
test.describe.configure({ timeout: 300_000 });
test.use({ viewport: { width: 360, height: 740 }, actionTimeout: 60_000, navigationTimeout: 60_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
const FIRST_LOAD = { timeout: 90_000 };

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('afterwork.textSize', 'larger'));
});

/** Nothing scrolls sideways at 360 px. */
async function fitsThePhone(page: Page) {
  // What sticks out, named, when something does (the innermost elements past the right edge).
  const out = await page.evaluate(() =>
    document.documentElement.scrollWidth <= innerWidth
      ? []
      : [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > innerWidth + 0.5 && ![...el.children].some((c) => c.getBoundingClientRect().right > innerWidth + 0.5))
          .slice(0, 5)
          .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 40)}" right=${Math.round(el.getBoundingClientRect().right)}`),
  );
  expect(out, `no sideways scrolling on ${page.url()}`).toEqual([]);
}

/** A group with an activity in 3 days, made by another member (in a browser of their own), that `page`'s member joined. */
async function joinedGroupWithActivity(page: Page) {
  const host = await page.context().browser()!.newContext();
  const hostPage = await host.newPage();
  await signUpNewMember(hostPage, 'walkhost');
  const group = (await (await hostPage.request.post('/api/groups', {
    data: { name: `Harbour Strollers ${Date.now().toString(36)}`, description: 'An easy stroll along the harbour, then coffee.', type: 'active', location: 'Bristol', imageUrl: null },
  })).json()) as { id: number; name: string };
  /** The host adds a date in 3 days. */
  const addActivity = async (title: string) => {
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCHours(10, 0, 0, 0);
    const created = await hostPage.request.post(`/api/groups/${group.id}/activities`, {
      data: {
        title, description: 'A flat mile along the water, benches on the way.', startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 90 * 60_000).toISOString(), timeZone: 'Europe/London', isVirtual: false, location: 'M Shed, Bristol',
      },
    });
    expect(created.status(), 'activity').toBe(201);
    return (await created.json()) as { id: number };
  };
  const title = `Harbour stroll ${Date.now().toString(36)}`;
  const activity = await addActivity(title);
  expect((await page.request.post(`/api/groups/${group.id}/members`, { data: {} })).status()).toBe(201);
  return { group, title, activity, addActivity, closeHost: () => host.close() };
}

test('task 2: she says she is going and adds the walk to her calendar', async ({ page }) => {
  await signUpNewMember(page, 'calendar');
  const { title, activity, closeHost } = await joinedGroupWithActivity(page);
  await closeHost();
  await page.goto(`/activities/${activity.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(FIRST_LOAD);
  await page.getByRole('group', { name: new RegExp(title) }).getByRole('button', { name: 'Going', exact: true }).click();
  await expect(page.getByText('Your answer is saved').first()).toBeVisible();

  const add = page.getByRole('link', { name: 'Add to calendar' }).or(page.getByRole('button', { name: 'Add to calendar' })).first();
  await add.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([page.waitForEvent('download'), add.click()]);
  // The file is the walk, and the page says what to do with it (the download alone is silent on many phones).
  await expect(page.getByText('Added — open the file to put it in your calendar')).toBeVisible();
  const ics = await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${title}`);
  expect(ics).toContain('LOCATION:M Shed\\, Bristol');
  await fitsThePhone(page);
  await lookAt(page, 'task-02-added-to-calendar');
  await checkA11y(page);
});

test('task 4: she takes the loneliness check, then finds her result again from her dashboard', async ({ page }) => {
  await signUpNewMember(page, 'lonely');
  await page.goto('/assessments');
  await page.getByRole('link', { name: 'Begin Assessment: Loneliness' }).click(FIRST_LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Loneliness Assessment' })).toBeVisible(FIRST_LOAD);
  await fitsThePhone(page);
  await page.getByRole('button', { name: 'Start Assessment' }).click();
  for (let i = 0; i < 5; i++) {
    await expect(page.getByText(`Question ${i + 1} of 5`)).toBeVisible();
    await page.getByRole('radio', { name: 'Often' }).check();
    await page.getByRole('button', { name: i === 4 ? 'See Results' : 'Next Question' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Your Loneliness Results' })).toBeVisible();
  await expect(page.getByText('Result saved to your private history.')).toBeVisible();
  const level = (await page.getByText(/^(Low|Moderate|High)$/).first().textContent())!;
  await fitsThePhone(page);
  await lookAt(page, 'task-04-result');

  // Days later: the dashboard, through the account menu as she would.
  await page.goto('/');
  await page.getByRole('button', { name: /^My Account/ }).click();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  const checks = page.getByRole('region', { name: 'Your Wellbeing Checks' });
  await expect(checks).toContainText(`Level: ${level}`, FIRST_LOAD);
  await lookAt(page, 'task-04-dashboard');
  await checks.getByRole('link', { name: /See the full result/ }).first().click();
  await expect(page).toHaveURL(/\/assessments\/loneliness\/results\/\d+$/);
  await expect(page.locator('.lib-level-tag')).toHaveText(level, FIRST_LOAD);
  await fitsThePhone(page);
  await checkA11y(page);
});

test('task 8: she forgot her password, asks for a link by email, chooses a new one and signs in with her email address', async ({ page }) => {
  const member = await signUpNewMember(page, 'forgetful');
  await page.context().clearCookies();
  await page.goto('/');
  // The header's 'Sign in' (issue 31: beside 'Join for free' at every width).
  await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
  await page.getByRole('link', { name: 'Forgot password?' }).click(FIRST_LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email address').fill(member.email);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await fitsThePhone(page);
  await lookAt(page, 'task-08-check-your-email');

  const mail = await waitForMail(member.email, 'Reset your Afterwork password');
  // The mail says her username too, for the day she forgets that as well.
  expect(mail.text).toContain(member.username);
  await page.goto(/Choose a new password: (\S+)/.exec(mail.text)![1]!);
  await page.getByLabel('New password', { exact: true }).fill('lavender-garden-1951');
  await page.getByLabel('Type the new password again').fill('lavender-garden-1951');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await fitsThePhone(page);
  await lookAt(page, 'task-08-password-changed');

  await page.getByRole('link', { name: 'Sign in' }).first().click();
  const form = page.getByRole('form', { name: 'Sign in' });
  // Her email address works in the same field as the username.
  await form.getByRole('textbox').first().fill(member.email);
  await form.getByLabel('Password').fill('lavender-garden-1951');
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${member.user.id}$`), FIRST_LOAD);
  await checkA11y(page);
});

test('task 9: she turns off one kind of mail in Settings, then stops another from the mail itself', async ({ page, browser }) => {
  const member = await signUpNewMember(page, 'quietplease');
  await confirmEmail(page, member.email);
  const { group, addActivity, closeHost } = await joinedGroupWithActivity(page);

  // Settings → Notifications, through the menu.
  await page.goto('/');
  await page.getByRole('button', { name: /^My Account/ }).click();
  await page.getByRole('link', { name: 'Settings' }).first().click();
  const card = page.getByRole('region', { name: 'Notifications' });
  const waitlist = card.getByRole('group', { name: /Waitlist news/ }).getByRole('checkbox', { name: 'By email' });
  await expect(waitlist).toBeChecked(FIRST_LOAD);
  await waitlist.click();
  await expect(page.getByText('Your notification choices have been saved.')).toBeVisible();
  await expect(waitlist).not.toBeChecked();
  await fitsThePhone(page);
  await lookAt(page, 'task-09-settings');
  await checkA11y(page);

  // A new date in her group comes by mail; its 'Unsubscribe' link works on her phone's mail without signing in.
  const next = `Harbour stroll, the second ${Date.now().toString(36)}`;
  await addActivity(next);
  await closeHost();
  const mail = await waitForMail(member.email, `New in ${group.name}: ${next}`);
  const link = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
  expect(link, 'List-Unsubscribe header').toBeTruthy();
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const mailPage = await phone.newPage();
  await mailPage.addInitScript(() => localStorage.setItem('afterwork.textSize', 'larger'));
  await mailPage.goto(new URL(link!).pathname);
  await expect(mailPage.getByRole('heading', { name: 'Stop these emails?' })).toBeVisible(FIRST_LOAD);
  await mailPage.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(mailPage.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await fitsThePhone(mailPage);
  await lookAt(mailPage, 'task-09-unsubscribed');
  await phone.close();

  // Her Settings say so.
  await page.reload();
  const news = page.getByRole('region', { name: 'Notifications' }).getByRole('group', { name: /New activities in your groups/ });
  await expect(news.getByRole('checkbox', { name: 'By email' })).not.toBeChecked(FIRST_LOAD);
  await expect(news.getByRole('checkbox', { name: 'On the site' })).toBeChecked();
});
