import { expect, test } from '@playwright/test';
import { checkA11y, signIn, signUpNewMember } from '../support/helpers';
import { lookAt } from '../support/shots';

// Moderation (issue 21): report → the admin hides the content → it is gone; a warning reaches the warned member.
test.describe.configure({ timeout: 150_000 });
const FIRST_LOAD = { timeout: 30_000 };

test('report a group → the admin hides it from the queue → the group is gone for everyone', async ({ page, browser }) => {
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signUpNewMember(ownerPage, 'owner');
  const name = `Double Your Pension ${Date.now() % 100000}`;
  const created = await ownerPage.request.post('/api/groups', { data: { name, description: 'Send us your savings and we double them in a month.', type: 'social' } });
  expect(created.status()).toBe(201);
  const group = (await created.json()) as { id: number };
  const reporterContext = await browser.newContext();
  const reporterPage = await reporterContext.newPage();
  await signUpNewMember(reporterPage, 'alert');
  expect((await reporterPage.request.post('/api/reports', { data: { targetType: 'group', targetId: group.id, reason: 'scam', note: 'They ask for money.' } })).status()).toBe(201);
  await reporterContext.close();

  await signIn(page, 'admin', '/admin/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible(FIRST_LOAD);
  const card = page.getByRole('region', { name: `Group: ${name}` });
  await expect(card.getByText('"They ask for money."')).toBeVisible();
  await card.getByRole('radio', { name: 'Hide the content' }).check();
  await card.getByLabel('Reason (kept in the audit log)').fill('Investment scam aimed at members');
  await card.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('#aw-toasts')).toContainText(`Hidden: ${name} no longer shows anywhere on the site.`);
  await expect(card).toBeHidden();

  // Gone: its page says so, the list and a search do not have it, for its owner too.
  await ownerPage.goto(`/groups/${group.id}`);
  await expect(ownerPage.getByRole('heading', { name: 'Group Not Found' })).toBeVisible(FIRST_LOAD);
  await ownerPage.goto('/groups');
  await expect(ownerPage.getByRole('heading', { level: 1 }).first()).toBeVisible(FIRST_LOAD);
  await expect(ownerPage.getByText(name)).toHaveCount(0);
  const search = (await (await ownerPage.request.get(`/api/groups?search=${encodeURIComponent('Double Your Pension')}`)).json()) as Array<{ id: number }>;
  expect(search.map((g) => g.id)).not.toContain(group.id);
  await ownerContext.close();
});

test('a warning shows at the top of every page for the warned member until they say they read it', async ({ page, browser }) => {
  const member = await signUpNewMember(page, 'warned');
  const reporterContext = await browser.newContext();
  const reporterPage = await reporterContext.newPage();
  await signUpNewMember(reporterPage, 'witness');
  expect((await reporterPage.request.post('/api/reports', { data: { targetType: 'member', targetId: member.user.id, reason: 'harassment' } })).status()).toBe(201);
  await reporterContext.close();
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'admin');
  const warned = await adminPage.request.post('/api/admin/moderation', {
    data: { targetType: 'member', targetId: member.user.id, action: 'warn', reason: 'Please do not message members about money' },
  });
  expect(warned.status()).toBe(200);
  await adminContext.close();

  await page.goto('/dashboard');
  const notice = page.getByRole('alert').filter({ hasText: 'A warning from the moderators' });
  await expect(notice).toBeVisible(FIRST_LOAD);
  await expect(notice).toContainText('"Please do not message members about money"');
  await expect(notice.getByRole('link', { name: 'Read the Community Guidelines' })).toHaveAttribute('href', '/community-guidelines');
  await lookAt(page, 'warning-notice', { widths: [1280, 360] });
  await checkA11y(page);
  await page.goto('/groups');
  await expect(notice).toBeVisible(FIRST_LOAD);
  await notice.getByRole('button', { name: 'I have read this' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(FIRST_LOAD);
  // The notice is gone for good (the bell's list still holds the read notification, in its closed panel).
  await expect(notice).toHaveCount(0);
});

test('the footer leads to the Community Guidelines and the Safety Center, which puts the member’s country first', async ({ page }) => {
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: 'Community Guidelines', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Community Guidelines' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('heading', { name: 'What is not allowed' })).toBeVisible();
  await expect(page.getByText(/Every member's profile, group, activity, community and library resource has a/)).toBeVisible();
  await lookAt(page, 'guidelines', { widths: [1280, 360] });
  await page.locator('footer').getByRole('link', { name: 'Safety Center', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Safety Center' })).toBeVisible(FIRST_LOAD);
  await expect(page.getByText('Sign in to see your country first.')).toBeVisible();

  // The demo member lives in Bristol, UK: the UK's lines come first.
  await signIn(page, 'demo', '/safety');
  await expect(page.getByRole('heading', { level: 3, name: 'United Kingdom (your country)' })).toBeVisible(FIRST_LOAD);
  const countries = await page.locator('.aw-fraud-country h3').allTextContents();
  expect(countries[0]).toBe('United Kingdom (your country)');
  await expect(page.getByText('0300 123 2040 or actionfraud.police.uk')).toBeVisible();
  await lookAt(page, 'safety-center', { widths: [1280, 360] });
  await checkA11y(page);
});
