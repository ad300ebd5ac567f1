import { expect as baseExpect, test, type Page } from '@playwright/test';
import { checkA11y } from '../support/helpers';
import { waitForMail } from '../support/inbox';
import { lookAt } from '../support/shots';

/**
 * Signing in without remembering a password (issue 33 §3). A passkey is added in Settings and used on the sign-in
 * page with Chromium's virtual authenticator (CDP WebAuthn: a platform authenticator with resident keys and user
 * verification, as a phone's or a laptop's). WebAuthn refuses an IP address as the relying party, so these pages
 * are opened at http://localhost:<port>, the e2e server's own twin address (api/src/config.ts, passkeySettings).
 * Then the sign-in link, through the local inbox. Each at 1280 px and at 360 px with 'Larger' text.
 */
test.describe.configure({ timeout: 240_000 });
// A loaded machine (several suites at once) takes its time over the first page of a fresh server.
const expect = baseExpect.configure({ timeout: 30_000 });

const local = (path: string) => `http://localhost:${process.env.E2E_PORT}${path}`;
const layouts = [
  { name: 'desktop', width: 1280, height: 800, textSize: 'normal' },
  { name: 'phone-larger', width: 360, height: 740, textSize: 'larger' },
] as const;

/** A new member, signed in (the API call's cookie is the page's), on the given origin. */
async function newMember(page: Page, origin: (path: string) => string, prefix: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const data = { username: `${prefix}_${suffix}`.slice(0, 40), password: 'long-enough-pw', name: `Pat ${suffix}`, email: `${prefix}_${suffix}@example.com` };
  const res = await page.request.post(origin('/api/register'), { data });
  expect(res.status(), 'sign-up').toBe(201);
  return { ...data, id: (await res.json()).id as number };
}

async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

for (const layout of layouts) {
  test(`a passkey is added in Settings and signs in from the sign-in page (${layout.name})`, async ({ page }) => {
    await page.setViewportSize({ width: layout.width, height: layout.height });
    await page.addInitScript((size) => localStorage.setItem('afterwork.textSize', size), layout.textSize);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    const member = await newMember(page, local, `pk${layout.width}`);

    // Signed out, the sign-in page offers a passkey (button, and the username field's autofill) and a mailed link.
    expect((await page.request.post(local('/api/logout'))).status()).toBe(200);
    await page.goto(local('/sign-in'));
    await expect(page.getByLabel('Username or email address')).toHaveAttribute('autocomplete', 'username webauthn');
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Email me a sign-in link' })).toBeVisible();
    await checkA11y(page);
    await lookAt(page, `passkeys-sign-in-${layout.name}`);
    const password = await page.request.post(local('/api/auth/login'), { data: { username: member.username, password: member.password } });
    expect(password.status()).toBe(200);

    await page.goto(local('/settings'));
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Passkeys', level: 2 }) });
    await expect(card).toContainText('You have no passkeys yet.', { timeout: 60_000 });
    // No name: the card says what to type.
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(card).toContainText('Please give this passkey a name, such as My iPad');
    await card.getByLabel('Name for this device').fill('My iPad');
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    const item = card.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'My iPad' }) });
    await expect(item).toContainText('Not used to sign in yet.');
    const stored = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(stored.credentials).toHaveLength(1);
    expect(stored.credentials[0]!.isResidentCredential).toBe(true);
    await checkA11y(page);
    await lookAt(page, `passkeys-settings-${layout.name}`, { part: card });

    // Signed out again: the sign-in form's passkey autofill (conditional mediation) is answered by the virtual
    // authenticator at once, as a member picking 'My iPad' among the username field's suggestions; it signs in as a
    // password would (to the profile).
    expect((await page.request.post(local('/api/logout'))).status()).toBe(200);
    await page.goto(local('/sign-in'));
    await expect(page).toHaveURL(new RegExp(`/profile/${member.id}$`));
    const me = await page.request.get(local('/api/user'));
    expect((await me.json()).username).toBe(member.username);

    // Settings now says when it was last used; removing it asks first.
    await page.goto(local('/settings'));
    await expect(item).toContainText('Last used');
    await item.getByRole('button', { name: 'Remove My iPad' }).click();
    await expect(item).toContainText('Remove the passkey “My iPad”?');
    await checkA11y(page);
    await lookAt(page, `passkeys-remove-${layout.name}`, { part: card });
    await item.getByRole('button', { name: 'Yes, remove it' }).click();
    await expect(card).toContainText('You have no passkeys yet.');

    // The authenticator still holds the key, but the site no longer knows it: the autofill, then the button, get a
    // clear refusal, and nobody is signed in.
    expect((await page.request.post(local('/api/logout'))).status()).toBe(200);
    await page.goto(local('/sign-in'));
    // The form's alert (and, after the button, the toast too: the first is enough).
    const refusal = page.getByRole('alert').filter({ hasText: 'We do not recognise this passkey.' }).first();
    await expect(refusal).toBeVisible();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(refusal).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect((await page.request.get(local('/api/user'))).status()).toBe(401);
  });

  test(`a sign-in link from the local inbox signs in on a button press, once (${layout.name})`, async ({ page }) => {
    await page.setViewportSize({ width: layout.width, height: layout.height });
    await page.addInitScript((size) => localStorage.setItem('afterwork.textSize', size), layout.textSize);
    const member = await newMember(page, (p) => p, `link${layout.width}`);
    expect((await page.request.post('/api/logout')).status()).toBe(200);

    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in with an email link' })).toBeVisible();
    await page.getByLabel('Email address').fill(member.email);
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await expect(page.getByRole('status')).toContainText('If an account uses that address, we have sent it a link to sign in.');
    await checkA11y(page);
    await lookAt(page, `sign-in-link-sent-${layout.name}`);

    const mail = await waitForMail(member.email, 'Your link to sign in to Afterwork');
    expect(mail.text).toContain(`Your username is ${member.username}.`);
    const link = /Sign in to Afterwork: (\S+)/.exec(mail.text)![1]!;
    await page.goto(link);
    // Opening the link signs nobody in (a mail scanner's visit spends nothing).
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Afterwork' })).toBeVisible();
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await checkA11y(page);
    await lookAt(page, `sign-in-link-open-${layout.name}`);
    await page.getByRole('button', { name: 'Sign me in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await (await page.request.get('/api/user')).json()).username).toBe(member.username);

    // Used once: the second time says so, with the way to a new one.
    expect((await page.request.post('/api/logout')).status()).toBe(200);
    await page.goto(link);
    await page.getByRole('button', { name: 'Sign me in' }).click();
    await expect(page.getByRole('alert')).toContainText('This sign-in link has expired or has already been used. Please ask for a new one.');
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
    await checkA11y(page);
  });
}
