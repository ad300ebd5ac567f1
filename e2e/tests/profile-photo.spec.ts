import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { checkA11y, signUpNewMember } from '../support/helpers';

/**
 * Issue 19 §7: a member uploads a profile photo from the profile page (a phone's JPEG with its GPS position, a
 * HEIC from an iPhone), sees it on the page and in the header, is told plainly when a file will not do, and can
 * remove it. At 360 px and 1280 px, with Larger text.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const photos = path.resolve(import.meta.dirname, '../../api/test/fixtures/photos');
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

async function openOwnProfile(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.goto('/help');
  await page.evaluate(() => localStorage.setItem('afterwork.textSize', 'larger'));
  const { user } = await signUpNewMember(page, 'photo');
  await page.goto(`/profile/${user.id}`);
  await expect(page.getByRole('heading', { name: 'Your photo' })).toBeVisible();
  return user;
}

for (const [label, size] of [['360 px', PHONE], ['1280 px', DESKTOP]] as const) {
  test(`${label}, Larger text: upload a phone photo and a HEIC, a wrong file is explained, remove`, async ({ page }) => {
    await openOwnProfile(page, size);
    const panel = page.locator('.aw-photo-panel');
    const picture = panel.locator('img.aw-member-avatar');
    await expect(panel.getByRole('button', { name: 'Upload a photo' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);

    // The button opens the file chooser.
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Upload a photo' }).click();
    await (await chooser).setFiles(path.join(photos, 'phone-photo-gps.jpg'));
    await expect(page.locator('#aw-toasts')).toContainText('Your new photo is on your profile.');
    await expect(picture).toHaveAttribute('src', /^\/api\/photos\/\d+\/[a-f0-9]{32}\.jpg$/);
    const src = (await picture.getAttribute('src'))!;
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
    // The header shows the new photo too.
    await expect(page.locator(`.aw-header img[src="${src}"]`)).toHaveCount(1);
    await expect(panel.getByRole('button', { name: 'Remove photo' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`photo-${size.width}-larger.png`), fullPage: false });

    // A HEIC from an iPhone.
    await panel.getByTestId('photo-file').setInputFiles(path.join(photos, 'iphone.heic'));
    await expect(picture).not.toHaveAttribute('src', src);
    await expect(picture).toHaveAttribute('src', /^\/api\/photos\//);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);

    // The wrong kind of file: a plain message beside the button; the photo stays.
    const before = await picture.getAttribute('src');
    await panel.getByTestId('photo-file').setInputFiles(path.join(photos, 'not-allowed.gif'));
    const problem = panel.getByRole('alert');
    await expect(problem).toHaveText('Please choose a photo in JPEG, PNG or HEIC format (the kinds phones and cameras make). This file is a GIF image.');
    await expect(picture).toHaveAttribute('src', before!);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await checkA11y(page);
    if (size.width === PHONE.width) await problem.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`photo-error-${size.width}-larger.png`), fullPage: false });

    // Remove.
    await panel.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.locator('#aw-toasts')).toContainText('Your photo has been removed.');
    await expect(panel.getByRole('button', { name: 'Upload a photo' })).toBeVisible();
    await expect(panel.getByRole('alert')).toHaveCount(0);
    // Its old address is gone.
    expect((await page.request.get(src)).status()).toBe(404);
  });
}

test('saving My Details keeps an uploaded photo', async ({ page }) => {
  await openOwnProfile(page, DESKTOP);
  const panel = page.locator('.aw-photo-panel');
  await panel.getByTestId('photo-file').setInputFiles(path.join(photos, 'garden.png'));
  await expect(panel.locator('img.aw-member-avatar')).toHaveAttribute('src', /^\/api\/photos\//);
  const src = await panel.locator('img.aw-member-avatar').getAttribute('src');
  await page.getByRole('tab', { name: 'My Details' }).click();
  // The photo is uploaded, never typed as a web address (issue 31): no such box beside the upload.
  await expect(page.getByLabel('Picture (web address)')).toHaveCount(0);
  await page.getByLabel('Profession').fill('Retired nurse');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.locator('#aw-toasts')).toContainText('Your profile has been updated successfully');
  await expect(panel.locator('img.aw-member-avatar')).toHaveAttribute('src', src!);
});
