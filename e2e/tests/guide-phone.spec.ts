import { expect as baseExpect, test } from '@playwright/test';
import { checkA11y, signUpNewMember } from '../support/helpers';
import { lookAt } from '../support/shots';

/**
 * Issue 31, the AI guide on a phone (360 px, Larger text): the answer is part of the page, not trapped in a box that
 * scrolls inside it; the helplines show whole; the suggestion tabs pass axe (antd's tab strip failed the critical
 * aria-required-children).
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

test('360 px, Larger text: an answer about grief with its helplines, whole, in the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('afterwork.textSize', 'larger'));
  await signUpNewMember(page, 'grief');
  expect((await page.request.patch('/api/user', { data: { location: 'Bath, England' } })).status()).toBe(200);
  await page.goto('/ai-guidance');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Guidance' })).toBeVisible();
  const log = page.getByRole('log', { name: 'Conversation' });
  await page.getByLabel('Your message').fill('I feel so alone since my husband died');
  await page.getByRole('button', { name: 'Send' }).click();
  const reply = log.getByTestId('chat-guide').nth(1);
  const care = reply.getByRole('group', { name: 'Someone to talk to' });
  await expect(care).toBeVisible();
  // No inner scrolling: the conversation is as tall as what it holds.
  expect(await log.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  const box = (await care.boundingBox())!;
  expect(box.height).toBeGreaterThan(0);
  await care.scrollIntoViewIfNeeded();
  await lookAt(page, 'guide-grief-360-larger', { part: reply });
  await expect(page.getByRole('tablist', { name: 'Suggestions by kind' })).toBeVisible();
  await page.getByRole('tab', { name: 'Communities' }).click();
  await expect(page.getByRole('tab', { name: 'Communities' })).toHaveAttribute('aria-selected', 'true');
  await checkA11y(page);
});
