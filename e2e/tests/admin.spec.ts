import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { checkA11y, pickOption, signIn, signUpNewMember } from '../support/helpers';

// Long journeys with several axe runs (each takes seconds on a busy machine).
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const ADMIN_ONLY = 'Unauthorized: You need admin privileges to access this page.';
const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const toast = (page: Page) => page.locator('#aw-toasts');
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
/** Waits until no dialog is open (their closing animation included). */
const noDialog = (page: Page) => expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);

/** Every request the page makes under /remotes/mf-admin/. */
function adminRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const p = new URL(r.url()).pathname;
    if (p.startsWith('/remotes/mf-admin/')) seen.push(p);
  });
  return seen;
}

/** Picks `roleName` in a member's role picker (the member is found with the table search first). */
async function pickRole(page: Page, username: string, roleName: string) {
  await page.getByLabel('Search members by name, username or email').fill(username);
  const picker = page.getByRole('combobox', { name: new RegExp(`^Role for .*\\(${username}\\)$`) });
  await pickOption(page, picker, new RegExp(`^${roleName}$`));
  await expect(dialog(page, "Change this member's role?").getByRole('heading', { name: "Change this member's role?" })).toBeVisible();
  await dialog(page, "Change this member's role?").getByRole('button', { name: 'Change role' }).click();
  await expect(toast(page)).toContainText('Role changed');
  await noDialog(page);
}

async function newMemberContext(browser: Browser) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const member = await signUpNewMember(page, 'adm');
  return { ctx, page, member };
}

test.describe('admin: roles and members', () => {
  test('an admin creates, views, edits and deletes a role through the dialogs; the audit panel lists it', async ({ page, browser }) => {
    const { ctx, member } = await newMemberContext(browser);
    const seen = adminRequests(page);
    await signIn(page, 'admin', '/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Roles and members' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Roles' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Members' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Recent admin changes' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /^admin/ }).first()).toBeVisible();
    expect(seen.length).toBeGreaterThan(0);
    await checkA11y(page);

    // Add: the spec's validation messages, then a role with permissions.
    await page.getByRole('button', { name: 'Add Role' }).click();
    const add = dialog(page, 'Add Role');
    await expect(add).toBeVisible();
    await add.getByRole('button', { name: 'Create Role' }).click();
    await expect(add.getByText('Name must be at least 2 characters')).toBeVisible();
    await add.getByLabel('Name').fill('x'.repeat(51));
    await add.getByLabel('Name').blur();
    await expect(add.getByText('Name cannot exceed 50 characters')).toBeVisible();
    const name = `Volunteer ${uid()}`;
    await add.getByLabel('Name').fill(name);
    await add.getByLabel('Description').fill('Helps run community events');
    await add.getByRole('combobox', { name: 'Permissions' }).fill('read:resources,');
    await add.getByRole('combobox', { name: 'Permissions' }).fill('write:events,');
    await checkA11y(page);
    await add.getByRole('button', { name: 'Create Role' }).click();
    await expect(toast(page)).toContainText('Role has been created successfully.');
    await noDialog(page);
    const rolesTable = page.getByRole('region', { name: 'Roles', exact: true });
    const row = rolesTable.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('read:resources');
    await expect(row).toContainText('write:events');

    // The same name again: the server's 409 is shown, and what was typed stays.
    await page.getByRole('button', { name: 'Add Role' }).click();
    await dialog(page, 'Add Role').getByLabel('Name').fill(name.toUpperCase());
    await dialog(page, 'Add Role').getByRole('button', { name: 'Create Role' }).click();
    await expect(toast(page)).toContainText('Failed to create role: A role with that name already exists');
    await expect(dialog(page, 'Add Role').getByText('A role with that name already exists')).toBeVisible();
    await expect(dialog(page, 'Add Role').getByLabel('Name')).toHaveValue(name.toUpperCase());
    await dialog(page, 'Add Role').getByRole('button', { name: 'Cancel' }).click();
    await noDialog(page);

    // Details lead to edit.
    await page.getByRole('button', { name: `View role ${name}` }).click();
    await expect(dialog(page, 'Role details').getByRole('heading', { name: 'Role details' })).toBeVisible();
    await expect(dialog(page, 'Role details')).toContainText('Helps run community events');
    await checkA11y(page);
    await dialog(page, 'Role details').getByRole('button', { name: 'Edit' }).click();
    await expect(dialog(page, new RegExp(`^Edit role: ${name}`)).getByLabel('Name')).toHaveValue(name);
    await dialog(page, new RegExp(`^Edit role: ${name}`)).getByLabel('Description').fill('Runs community events');
    await dialog(page, new RegExp(`^Edit role: ${name}`)).getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Role has been updated successfully.');
    await noDialog(page);
    await expect(row).toContainText('Runs community events');

    // A member holds the role: the delete warning says so; deleting moves them to 'user'.
    await pickRole(page, member.username, name);
    await expect(row).toContainText('1');
    await page.getByRole('button', { name: `View role ${name}` }).click();
    await dialog(page, 'Role details').getByRole('button', { name: 'Delete' }).click();
    await expect(dialog(page, 'Delete this role?').getByRole('heading', { name: 'Delete this role?' })).toBeVisible();
    await expect(dialog(page, 'Delete this role?')).toContainText('1 user holds this role.');
    await expect(dialog(page, 'Delete this role?')).toContainText('Users will lose this role if you delete it');
    await checkA11y(page);
    await dialog(page, 'Delete this role?').getByRole('button', { name: 'Delete Role' }).click();
    await expect(toast(page)).toContainText('Role has been deleted successfully.');
    await expect(toast(page)).toContainText("1 member was moved to the 'user' role.");
    await noDialog(page);
    await expect(rolesTable.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
    await expect(page.locator('tr', { hasText: member.username }).locator('.ant-select')).toContainText('user');

    // The built-in roles cannot be deleted: no Delete is offered (issue 19 §10; admin-tables.spec.ts checks the server's 409).
    await expect(page.getByRole('button', { name: 'View role admin' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete role admin' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete role user' })).toHaveCount(0);

    const audit = page.getByRole('region', { name: 'Recent admin changes' });
    await expect(audit).toContainText(`deleted the role '${name}'`);
    await expect(audit).toContainText(`created the role '${name}'`);
    await expect(audit).toContainText(`changed the role of ${member.name} (${member.username}) from 'user' to '${name}'`);
    await ctx.close();
  });

  test("an admin makes a member an admin (their menu changes when they sign in again), then takes it back", async ({ page, browser }) => {
    const { ctx, page: memberPage, member } = await newMemberContext(browser);
    await memberPage.goto('/');
    await memberPage.getByRole('button', { name: /^My Account/ }).click();
    await expect(memberPage.getByRole('link', { name: 'Members' })).toHaveCount(0);

    await signIn(page, 'admin', '/admin/users');
    await pickRole(page, member.username, 'admin');

    // The member signs in again: the Admin section appears, and /admin/users opens.
    await memberPage.request.post('/api/logout');
    const again = await memberPage.request.post('/api/auth/login', { data: { username: member.username, password: member.password } });
    expect(again.status()).toBe(200);
    await memberPage.goto('/');
    await memberPage.getByRole('button', { name: /^My Account/ }).click();
    await memberPage.getByRole('link', { name: 'Members' }).click();
    await expect(memberPage.getByRole('heading', { level: 1, name: 'Roles and members' })).toBeVisible();

    await pickRole(page, member.username, 'user');
    await memberPage.goto('/admin/users');
    await expect(memberPage).toHaveURL(/\/$/);
    await expect(toast(memberPage)).toContainText(ADMIN_ONLY);
    await ctx.close();
  });

  test('a member opening /admin/users lands on / with the message, and never downloads mf-admin', async ({ page }) => {
    const seen = adminRequests(page);
    await signIn(page, 'demo');
    for (const path of ['/', '/communities', '/resources', '/assessments', '/groups', '/mentorship', '/portals/fitness', '/help', '/plans']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await page.getByRole('button', { name: /^My Account/ }).click();
    await expect(page.getByRole('link', { name: 'Members' })).toHaveCount(0);

    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page)).toContainText(ADMIN_ONLY);
    await page.goto('/admin/communities');
    await expect(page).toHaveURL(/\/$/);
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    // The API says no as well.
    expect((await page.request.get('/api/roles')).status()).toBe(403);
  });

  test('a visitor is sent to /auth and downloads nothing of mf-admin', async ({ page }) => {
    const seen = adminRequests(page);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/auth/);
    await page.goto('/admin/communities');
    await expect(page).toHaveURL(/\/auth/);
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    expect((await page.request.get('/api/users-with-roles')).status()).toBe(401);
  });
});

test.describe('admin: communities', () => {
  test('an admin searches, filters, creates (with a bad coordinate first), edits and deletes a community', async ({ page, context }) => {
    await signIn(page, 'admin', '/admin/communities');
    await expect(page.getByRole('heading', { level: 1, name: 'Community management' })).toBeVisible();
    const chips = page.getByRole('group', { name: 'Filter by type' });
    await expect(chips.getByRole('button')).toHaveText(['All', 'Active', 'Learn', 'Practice', 'Craft', 'Hobby']);
    await expect(page.locator('.aw-stack-table tr.ant-table-row').first()).toBeVisible();
    await checkA11y(page);

    await chips.getByRole('button', { name: 'Craft' }).click();
    await expect(chips.getByRole('button', { name: 'Craft' })).toHaveAttribute('aria-pressed', 'true');
    const types = await page.locator('.aw-stack-table .aw-type-tag').allInnerTexts();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['Craft']));
    await chips.getByRole('button', { name: 'All' }).click();
    await page.getByLabel('Search communities by name or location').fill('zzz-no-such-community');
    await expect(page.getByText('No communities found matching your search')).toBeVisible();

    // Create: every required field's message, then a latitude out of range.
    const name = `Harbour Walkers ${uid()}`;
    await page.getByRole('button', { name: 'Add Community' }).click();
    const form = dialog(page, 'Add Community');
    await form.getByRole('button', { name: 'Create Community' }).click();
    await expect(form.getByText('Name must be at least 3 characters')).toBeVisible();
    await expect(form.getByText('Description must be at least 10 characters')).toBeVisible();
    await expect(form.getByText('Location is required')).toBeVisible();
    await expect(form.getByText('Latitude is required')).toBeVisible();
    await expect(form.getByText('Longitude is required')).toBeVisible();
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Description').fill('Easy seaside walks followed by a cup of tea.');
    await form.getByLabel('Location').fill('Whitby, UK');
    await form.getByLabel('Latitude').fill('154.5');
    await form.getByLabel('Longitude').fill('-0.6149');
    await form.getByRole('button', { name: 'Create Community' }).click();
    await expect(form.getByText('Latitude must be between -90 and 90')).toBeVisible();
    await checkA11y(page);
    await form.getByLabel('Latitude').fill('54.4858');
    await form.getByRole('button', { name: 'Create Community' }).click();
    await expect(toast(page)).toContainText('Community created successfully');
    await noDialog(page);

    await page.getByLabel('Search communities by name or location').fill(name);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Whitby, UK');
    await expect(row).toContainText('Active');

    // Details: 'View on Website' opens the public page in a new tab; then edit.
    await row.getByRole('button', { name: `View details of ${name}` }).click();
    await expect(dialog(page, name).getByRole('heading', { name })).toBeVisible();
    await expect(dialog(page, name)).toContainText('Easy seaside walks');
    const site = dialog(page, name).getByRole('link', { name: /View on Website/ });
    await expect(site).toHaveAttribute('target', '_blank');
    await expect(site).toHaveAttribute('href', /^\/communities\/\d+$/);
    const [tab] = await Promise.all([context.waitForEvent('page'), site.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toMatch(/^\/communities\/\d+$/);
    await tab.close();
    await dialog(page, name).getByRole('button', { name: 'Edit' }).click();
    await expect(dialog(page, 'Edit Community').getByLabel('Name')).toHaveValue(name);
    await expect(dialog(page, 'Edit Community').getByLabel('Latitude')).toHaveValue('54.4858');
    await dialog(page, 'Edit Community').getByLabel('Name').fill(`${name} and Friends`);
    await dialog(page, 'Edit Community').getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Community updated successfully');
    await noDialog(page);
    await expect(page.getByRole('row', { name: new RegExp(`${name} and Friends`) })).toBeVisible();

    // Delete.
    await page.getByRole('button', { name: `Delete ${name} and Friends` }).click();
    await expect(dialog(page, 'Delete this community?').getByRole('heading', { name: 'Delete this community?' })).toBeVisible();
    await dialog(page, 'Delete this community?').getByRole('button', { name: 'Delete Community' }).click();
    await expect(toast(page)).toContainText('Community deleted successfully');
    await noDialog(page);
    await expect(page.getByText('No communities found matching your search')).toBeVisible();

    // Each change is in the audit log.
    await page.goto('/admin/users');
    const audit = page.getByRole('region', { name: 'Recent admin changes' });
    await expect(audit).toContainText(`deleted the community '${name} and Friends'`);
    await expect(audit).toContainText(`created the community '${name}'`);
  });

  test('a server failure keeps what was typed and says what went wrong', async ({ page }) => {
    await signIn(page, 'admin', '/admin/communities');
    await page.route('**/api/communities', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: { message: 'Location is required', fields: { location: 'Location is required' } } }) })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Add Community' }).click();
    const form = dialog(page, 'Add Community');
    await form.getByLabel('Name').fill('Tea and Talk');
    await form.getByLabel('Description').fill('A friendly chat over tea every week.');
    await form.getByLabel('Location').fill('Bath, UK');
    await form.getByLabel('Latitude').fill('51.38');
    await form.getByLabel('Longitude').fill('-2.36');
    await form.getByRole('button', { name: 'Create Community' }).click();
    await expect(toast(page)).toContainText('Error creating community');
    await expect(toast(page)).toContainText('Location is required');
    await expect(form.getByText('Location is required')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Tea and Talk');
    // Closing by mistake and coming back keeps the draft too.
    await form.getByRole('button', { name: 'Cancel' }).click();
    await noDialog(page);
    await page.getByRole('button', { name: 'Add Community' }).click();
    await expect(dialog(page, 'Add Community').getByLabel('Description')).toHaveValue('A friendly chat over tea every week.');
  });

  test("an admin load failure shows the spec's error card", async ({ page }) => {
    await page.route('**/api/users-with-roles', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"Something went wrong"}}' }));
    await signIn(page, 'admin', '/admin/users');
    await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('There was an error loading the data. Please try again later.')).toBeVisible();
    await checkA11y(page);
    await page.getByRole('link', { name: 'Go back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
