import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { checkA11y, signUpNewMember } from '../support/helpers';

// Download my data (issue 21): asked for in Settings, prepared by a job, downloaded and parsed.
test.describe.configure({ timeout: 150_000 });
const FIRST_LOAD = { timeout: 30_000 };

test('a member asks for their data in Settings, it is prepared, and the downloaded file holds their profile and answers', async ({ page }) => {
  const me = await signUpNewMember(page, 'export');
  const group = await (await page.request.post('/api/groups', { data: { name: `Export test ${Date.now() % 100000}`, description: 'A group for the export test.', type: 'social' } })).json();

  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Download my data' });
  await expect(card.getByRole('button', { name: 'Prepare a copy of my data' })).toBeVisible(FIRST_LOAD);
  await card.getByRole('button', { name: 'Prepare a copy of my data' }).click();
  await expect(page.locator('#aw-toasts')).toContainText('We are preparing your data');
  await expect(card.getByText(/Your copy from .* is ready\./)).toBeVisible({ timeout: 60_000 });
  await checkA11y(page);

  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download the data file (JSON)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^afterwork-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as { member: number; sections: Record<string, { rows: Array<Record<string, unknown>> }> };
  expect(data.member).toBe(me.user.id);
  expect(data.sections.profile.rows[0]).toMatchObject({ username: me.username, email: me.email, name: me.name });
  expect(data.sections.groups.rows).toEqual([expect.objectContaining({ group_id: group.id, role: 'admin' })]);

  const [page2] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: 'Download the readable page' }).click()]);
  const html = await readFile((await page2.path())!, 'utf8');
  expect(html).toContain('<h1>Your Afterwork data</h1>');
  expect(html).toContain(me.email);
});
