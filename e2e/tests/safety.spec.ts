import { expect, test } from '@playwright/test';
import { checkA11y, signIn, signUpNewMember } from '../support/helpers';
import { lookAt } from '../support/shots';

// Trust and safety (issue 21): reporting, and deleting one's own account, end to end in the composed site.
test.describe.configure({ timeout: 150_000 });
const FIRST_LOAD = { timeout: 30_000 };

test('a member reports another member: reasons, optional note, a confirmation that names nobody', async ({ page, browser }) => {
  const otherContext = await browser.newContext();
  const other = await signUpNewMember(await otherContext.newPage(), 'reported');
  await otherContext.close();
  await signUpNewMember(page, 'reporter');

  await page.goto(`/profile/${other.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: other.name })).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'Report', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Report this member')).toBeVisible();
  for (const reason of ['Scam or asking for money', 'Harassment', 'False information', 'Inappropriate', 'Other']) {
    await expect(dialog.getByRole('radio', { name: reason })).toBeVisible();
  }
  // No reason chosen: a clear message, nothing sent.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please choose a reason');
  await dialog.getByRole('radio', { name: 'Scam or asking for money' }).check();
  await dialog.getByLabel('Anything else we should know? (optional)').fill('He asked me to send money for a plane ticket.');
  await lookAt(page, 'report-dialog', { widths: [1280, 360] });
  await checkA11y(page);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/Thank you\. Our moderators will look at your report\. Nobody else will know/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
});

test('no Report button on your own profile, and none for visitors', async ({ page, browser }) => {
  const me = await signUpNewMember(page, 'selfview');
  await page.goto(`/profile/${me.user.id}`);
  await expect(page.getByRole('heading', { level: 1, name: me.name })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);
  const visitor = await browser.newPage();
  const groups = (await (await visitor.request.get('/api/groups')).json()) as Array<{ id: number; name: string }>;
  await visitor.goto(`/groups/${groups[0].id}`);
  await expect(visitor.getByRole('heading', { level: 1, name: groups[0].name })).toBeVisible(FIRST_LOAD);
  // A signed-in member does see it there.
  await page.goto(`/groups/${groups[0].id}`);
  await expect(page.getByRole('button', { name: 'Report', exact: true })).toBeVisible(FIRST_LOAD);
  await expect(visitor.getByRole('button', { name: 'Report', exact: true })).toHaveCount(0);
  await visitor.close();
});

test('delete my account: what goes and what stays, password again, then every session ends', async ({ page }) => {
  const me = await signUpNewMember(page, 'leaving');
  const group = await page.request.post('/api/groups', { data: { name: `Leavers ${Date.now() % 100000}`, description: 'A group that closes with its only member.', type: 'social' } });
  expect(group.status()).toBe(201);
  const groupName = (await group.json()).name as string;

  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Delete my account' })).toBeVisible(FIRST_LOAD);
  await page.getByRole('button', { name: 'I want to delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'What is removed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What stays' })).toBeVisible();
  await expect(page.getByText(`The group ${groupName} closes, because you are its only member`)).toBeVisible();
  await lookAt(page, 'delete-account', { widths: [1280, 360] });
  await checkA11y(page);

  // Nothing ticked, then a wrong password: clear messages, nothing deleted.
  await page.getByLabel('Your password').fill(me.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Please tick the box to confirm that you understand')).toBeVisible();
  await page.getByRole('checkbox', { name: /I understand that my account will be deleted/ }).check();
  await page.getByLabel('Your password').fill('not-my-password');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your password is not correct')).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(200);

  await page.getByLabel('Your password').fill(me.password);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  // A goodbye page of its own (issue 31), signed out, naming the address the confirmation went to.
  await expect(page).toHaveURL(/\/goodbye$/, FIRST_LOAD);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account has been deleted' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText(`We have sent a confirmation to ${me.email}.`)).toBeVisible();
  await expect(page.getByText(/you have been signed out on every device/)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Join for free' })).toBeVisible(FIRST_LOAD);
  await lookAt(page, 'account-deleted', { widths: [1280, 360] });
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/, FIRST_LOAD);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Join for free' })).toBeVisible(FIRST_LOAD);
  expect((await page.request.get('/api/user')).status()).toBe(401);
  const again = await page.request.post('/api/login', { data: { username: me.username, password: me.password } });
  expect(again.status()).toBe(401);
});

test('report → the moderation queue → suspend: the member is signed out and sign-in explains why', async ({ page, browser }) => {
  const badContext = await browser.newContext();
  const badPage = await badContext.newPage();
  const bad = await signUpNewMember(badPage, 'scammer');
  const reporterContext = await browser.newContext();
  const reporterPage = await reporterContext.newPage();
  await signUpNewMember(reporterPage, 'victim');
  const sent = await reporterPage.request.post('/api/reports', { data: { targetType: 'member', targetId: bad.user.id, reason: 'scam', note: 'Asked me for gift cards.' } });
  expect(sent.status()).toBe(201);
  await reporterContext.close();

  await signIn(page, 'admin', '/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('link', { name: /^Reports \(\d+ open\)$/ })).toBeVisible();
  const card = page.getByRole('region', { name: `Member: ${bad.name}` });
  await expect(card.getByText('"Asked me for gift cards."')).toBeVisible();
  await expect(card.getByText('Scam or asking for money')).toBeVisible();
  await card.getByRole('radio', { name: 'Suspend the member' }).check();
  await card.getByLabel('Reason (kept in the audit log)').fill('Asked members for gift cards');
  await lookAt(page, 'moderation-queue', { widths: [1280, 360] });
  await checkA11y(page);
  await card.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('#aw-toasts')).toContainText(`${bad.name} is suspended for 7 days.`);
  await expect(card).toBeHidden();

  // The suspended member's session ended at once; signing in explains the suspension.
  expect((await badPage.request.get('/api/user')).status()).toBe(401);
  const login = await badPage.request.post('/api/login', { data: { username: bad.username, password: bad.password } });
  expect(login.status()).toBe(403);
  expect((await login.json()).error.message).toMatch(/Your account is suspended until .*Asked members for gift cards/);
  await badContext.close();
});
