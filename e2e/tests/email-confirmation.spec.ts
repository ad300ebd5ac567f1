import { expect, test } from '@playwright/test';
import { checkA11y, signUpNewMember } from '../support/helpers';
import { confirmationLink, waitForMail } from '../support/inbox';

// Issue 17 §4: a new member confirms their address from the link in the local inbox; Settings says where they stand
// and sends the link again.
test('a new member confirms their email address from the link in the mail; Settings shows it', async ({ page }) => {
  test.slow(); // argon2 at registration, two mail round trips, two accessibility checks
  const member = await signUpNewMember(page, 'confirm');
  const first = await confirmationLink(member.email);

  await page.goto('/settings');
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Email address' }) });
  await expect(card).toContainText(`Your email address ${member.email} is not confirmed yet.`, { timeout: 30_000 });
  await card.getByRole('button', { name: 'Send the confirmation email again' }).click();
  await expect(card.getByRole('status')).toContainText(`We sent a new confirmation link to ${member.email}.`);
  await checkA11y(page);
  // The second mail came too; either link works once.
  await expect.poll(async () => ((await (await page.request.get(`http://127.0.0.1:${process.env.E2E_INBOX_PORT}/api/mails`)).json()) as Array<{ to: string[]; subject: string }>).filter((m) => m.to.includes(member.email) && m.subject.startsWith('Confirm')).length).toBe(2);
  await waitForMail(member.email, 'Confirm your email address for Afterwork');

  await page.goto(first);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your email address is confirmed' })).toBeVisible();
  await checkA11y(page);

  // A link is single use.
  expect((await page.request.post(first)).status()).toBe(400);

  await page.goto('/settings');
  await expect(card).toContainText(`Your email address ${member.email} is confirmed.`, { timeout: 30_000 });
  await expect(card.getByRole('button', { name: 'Send the confirmation email again' })).toHaveCount(0);
});
