import { expect, test } from '@playwright/test';
import { checkA11y, signUpNewMember } from '../support/helpers';
import { waitForMail } from '../support/inbox';

// Issue 17: members hear from Afterwork. Mails are read from the local inbox the test server runs.
test.describe('password recovery', () => {
  test('a member who forgot their password gets a link by email, chooses a new one and signs in', async ({ page }) => {
    test.slow(); // two argon2 hashes, a mail round trip and two accessibility checks
    const member = await signUpNewMember(page, 'forgot');
    await page.context().clearCookies();

    await page.goto('/sign-in');
    // 'Forgot password?' opens the reset form directly (issue 31).
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/reset-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await checkA11y(page);

    await page.getByLabel('Email address').fill('not an address');
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await page.getByLabel('Email address').fill(member.email);
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByText('If an account uses that address, we have sent it a link')).toBeVisible();

    const mail = await waitForMail(member.email, 'Reset your Afterwork password');
    const link = /Choose a new password: (\S+)/.exec(mail.text)![1];
    expect(mail.headers['list-unsubscribe']).toBeUndefined();

    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('my-new-password-2026');
    await page.getByLabel('Type the new password again').fill('something else');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('The two new passwords do not match')).toBeVisible();
    await page.getByLabel('Type the new password again').fill('my-new-password-2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await checkA11y(page);

    await page.getByRole('link', { name: 'Sign in' }).first().click();
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Username').fill(member.username);
    await form.getByLabel('Password').fill('my-new-password-2026');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${member.user.id}$`));

  });

  test('the Help Center offers the reset too', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('link', { name: 'Reset your password' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  });
});

test.describe('notification preferences', () => {
  test('Settings → Notifications saves each switch at once, and keeps it', async ({ page }) => {
    await signUpNewMember(page, 'prefs');
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Notifications' });
    const waitlist = card.getByRole('group', { name: /Waitlist news/ });
    const byEmail = waitlist.getByRole('checkbox', { name: 'By email' });
    await expect(byEmail).toBeChecked();
    // The box shows what the server holds: it turns once the choice is saved.
    await byEmail.click();
    await expect(page.getByText('Your notification choices have been saved.')).toBeVisible();
    await expect(byEmail).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('group', { name: /Waitlist news/ }).getByRole('checkbox', { name: 'By email' })).not.toBeChecked();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('group', { name: /Waitlist news/ }).getByRole('checkbox', { name: 'On the site' })).toBeChecked();
    await checkA11y(page);
  });
});
