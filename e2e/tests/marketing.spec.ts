import { expect, test, type Page } from '@playwright/test';
import { checkA11y } from '../support/helpers';
import { lookAt } from '../support/shots';

// The shell's public pages: home, plans, business, help, demo video (spec part 1 §2, §4, §5, §8, §9).

const toast = (page: Page) => page.locator('#aw-toasts');

test.describe('home page', () => {
  test('shows every section in order, with the hero 500px high, and passes axe', async ({ page }) => {
    test.slow();
    await page.goto('/');
    const hero = page.locator('section.aw-hero');
    await expect(page.getByRole('heading', { level: 1, name: 'Feel Better, Together' })).toBeVisible();
    expect((await hero.boundingBox())!.height).toBeGreaterThanOrEqual(500);
    await expect(hero.getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '/auth?tab=register');
    const headings = [
      'Explore what you love',
      'What are you looking for in community?',
      'Talk to an Expert',
      'AI Guidance',
      'Track your goals, one day at a time',
      'Science of Community',
      'What our members say',
      'Ready to find your community?',
      'Stay in touch',
    ];
    let lastY = 0;
    for (const name of headings) {
      const h = page.getByRole('heading', { level: 2, name, exact: true });
      await expect(h).toBeVisible();
      const y = (await h.boundingBox())!.y;
      expect(y, `${name} comes after the previous section`).toBeGreaterThanOrEqual(lastY);
      lastY = y;
    }
    await expect(page.getByRole('link', { name: 'Find a Mentor' })).toHaveAttribute('href', '/mentorship');
    await expect(page.getByRole('link', { name: 'Try AI Guidance' })).toHaveAttribute('href', '/ai-guidance');
    // Words, not invented figures (issue 31: '5M+ members' contradicted the explorer's real count).
    for (const text of ['Communities', 'Near you and online', 'Activities', 'Your privacy', 'You choose who sees your profile']) {
      await expect(page.locator('.aw-stats').getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.locator('.aw-stats')).not.toContainText(/5M\+|10k\+|98%/);
    await expect(page.getByText(/10-year study of over 12,000 participants.*up to seven years/)).toBeVisible();
    const join = page.locator('section.aw-join');
    await expect(join.getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '/auth?tab=register');
    await expect(join.getByRole('link', { name: 'Explore communities' })).toHaveAttribute('href', '/explore');
    await expect(page.locator('#newsletter')).toBeVisible();
    await checkA11y(page);
  });

  test('the goal-tracking example is the spec\'s; for a visitor its buttons lead to sign in', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('.aw-goal-card');
    await expect(card.getByRole('heading', { name: 'Daily Meditation Practice' })).toBeVisible();
    await expect(card.getByText('Day 17 of 30')).toBeVisible();
    await expect(card.locator('.aw-day')).toHaveCount(7);
    await expect(card.locator('.aw-day-done')).toHaveCount(3);
    await expect(card.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('aria-valuenow', '56');
    await expect(card.getByText('56%')).toBeVisible();
    await expect(card.getByText('Weekly streak')).toBeVisible();
    await expect(card.getByText('3 days')).toBeVisible();
    // What the buttons do (start → complete today → streak) is e2e/tests/goals.spec.ts.
    await page.getByRole('button', { name: 'Start a new goal' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page)).toBeEmpty();
  });

  test('each topic card opens its dialog with five details and a link to its portal', async ({ page }) => {
    test.slow(); // four dialogs and an axe pass
    await page.goto('/');
    const topics: Array<[string, string]> = [
      ['Be active together', '/portals/fitness'],
      ['Learn something new', '/portals/education'],
      ['Practice a hobby together', '/portals/hobbies'],
      ['Food and Drink', '/portals/food-drink'],
    ];
    for (const [title, portal] of topics) {
      await page.getByRole('button', { name: `Learn more: ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('listitem')).toHaveCount(5);
      await expect(dialog.getByRole('link')).toHaveAttribute('href', portal);
      if (title === 'Be active together') {
        await expect(dialog.getByText('Tai Chi in the park')).toBeVisible();
        await checkA11y(page);
      }
      await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
      await expect(dialog).toBeHidden();
    }
    await page.getByRole('button', { name: 'Learn more: Food and Drink' }).click();
    await page.getByRole('dialog', { name: 'Food and Drink' }).getByRole('link', { name: 'Explore food and drink communities' }).click();
    await expect(page).toHaveURL(/\/portals\/food-drink$/);
  });

  test('category cards: the call to action is a link when the card has one, otherwise a plain button', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Tell me more: Friendship' }).click();
    const friendship = page.getByRole('dialog', { name: 'Friendship' });
    await expect(friendship.getByRole('link', { name: 'Browse communities' })).toHaveAttribute('href', '/communities');
    await page.keyboard.press('Escape');
    await expect(friendship).toBeHidden();
    await page.getByRole('button', { name: 'Tell me more: Purpose' }).click();
    const purpose = page.getByRole('dialog', { name: 'Purpose' });
    await expect(purpose.getByRole('link')).toHaveCount(0);
    await purpose.getByRole('button', { name: 'Got it, thank you' }).click();
    await expect(purpose).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test('testimonials carousel: five entries, card widths by screen size, buttons disabled at each end', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const track = page.getByRole('list', { name: /What our members say/ });
    await expect(track.getByRole('listitem')).toHaveCount(5);
    await expect(track.getByRole('img', { name: 'Rated 4.5 out of 5' }).first()).toBeVisible();
    const widthRatio = () =>
      track.evaluate((el) => (el.querySelector('li') as HTMLElement).getBoundingClientRect().width / el.getBoundingClientRect().width);
    expect(await widthRatio()).toBeCloseTo(1 / 3, 1);

    const prev = page.getByRole('button', { name: 'Previous testimonials' });
    const next = page.getByRole('button', { name: 'Next testimonials' });
    await expect(prev).toBeDisabled();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(prev).toBeEnabled();
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(300);
    await next.click();
    await expect(next).toBeDisabled();
    await prev.click();
    await prev.click();
    await expect(prev).toBeDisabled();

    // Keyboard: the list takes focus and scrolls with the arrow keys.
    await track.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(widthRatio).toBeCloseTo(1 / 2, 1);
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(widthRatio).toBeCloseTo(1, 1);
  });

  test('newsletter: invalid address, success (toast, cleared field), again (still thanks), failure (kept)', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('#newsletter');
    const field = form.getByLabel('Your email address');
    await field.fill('margaret@example');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(field).toHaveValue('margaret@example');

    const email = `reader.${Date.now()}@example.com`;
    await field.fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toast(page).getByText('Thank you for subscribing!')).toBeVisible();
    await expect(toast(page).getByText("You've been added to our newsletter.")).toBeVisible();
    await expect(field).toHaveValue('');
    await checkA11y(page);

    await field.fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(field).toHaveValue('');
    await expect(toast(page).getByText('Thank you for subscribing!')).toBeVisible();

    await page.route('**/api/newsletter-subscriptions', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"message":"Something went wrong"}}' }));
    await field.fill('second.reader@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const alert = toast(page).getByRole('alert');
    await expect(alert).toContainText('Something went wrong');
    await expect(alert).toContainText('Please try again later.');
    await expect(field).toHaveValue('second.reader@example.com');
  });
});

test.describe('plans', () => {
  test('Monthly / Annual toggle, the ten features, the trial card and the links', async ({ page }) => {
    await page.goto('/plans');
    await expect(page.getByRole('heading', { level: 1, name: 'Plans & Pricing' })).toBeVisible();
    await expect(page.getByText('$19.99')).toBeVisible();
    await expect(page.getByText('Save 17%')).toHaveCount(0);
    await expect(page.locator('.aw-plan-premium .aw-feature-list li')).toHaveCount(10);
    await expect(page.getByText('No credit card required')).toBeVisible();
    await expect(page.getByText('Cancel any time', { exact: true })).toBeVisible();
    await checkA11y(page);
    await page.getByText('Annual', { exact: true }).click();
    await expect(page.getByText('$199.99')).toBeVisible();
    await expect(page.getByText('Save 17%')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Premium' })).toHaveAttribute('href', '/auth?tab=register');
    await expect(page.getByRole('link', { name: 'See Business Plans' })).toHaveAttribute('href', '/business');
    await page.getByRole('link', { name: 'See our demonstration video' }).click();
    await expect(page).toHaveURL(/\/demo-video$/);
    await expect(page.getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute('href', '/sign-in?tab=register');
    await checkA11y(page);
    await page.getByRole('link', { name: 'Back to Plans' }).click();
    await expect(page).toHaveURL(/\/plans$/);
  });
});

test.describe('business', () => {
  test('benefits, the three buttons lead to the form, and the form validates, fails safely and submits', async ({ page }) => {
    test.slow();
    await page.goto('/business');
    for (const name of ['Team Building', 'Improved Productivity', 'Retention & Culture', 'Wellness Focus']) {
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await checkA11y(page);
    await page.getByRole('button', { name: 'Request Demo' }).click();
    await expect(page.getByText('You asked for a demo.')).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();

    await page.getByRole('button', { name: 'Get Information' }).click();
    await expect(page.getByText('Please enter your first name')).toBeVisible();
    await expect(page.getByText('Please select your company size')).toBeVisible();

    await page.getByLabel('First name').fill('Dorothy');
    await page.getByLabel('Last name').fill('Fairweather');
    await page.getByLabel('Company email').fill('dorothy@northwind');
    await page.getByLabel('Company name').fill('Northwind Trading');
    await page.getByRole('radio', { name: '51-200 employees' }).check();
    await page.getByRole('button', { name: 'Get Information' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Company email').fill('dorothy@northwind.example');

    await page.route('**/api/business-enquiries', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":{"message":"Service temporarily unavailable"}}' }));
    await page.getByRole('button', { name: 'Get Information' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'We could not send your request.' })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Dorothy');
    await expect(page.getByLabel('Company name')).toHaveValue('Northwind Trading');
    await page.unroute('**/api/business-enquiries');

    await page.getByRole('button', { name: 'Get Information' }).click();
    await expect(page.getByText('Thank you, Dorothy! We have received your request.')).toBeVisible();
    await expect(page.getByText('Our business team will email you at dorothy@northwind.example within one working day.')).toBeVisible();
    await checkA11y(page);
  });
});

test.describe('help', () => {
  test('the FAQ opens one answer at a time, and the search filters it', async ({ page }) => {
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
    const q1 = page.getByRole('button', { name: 'How do I create an account?' });
    const q5 = page.getByRole('button', { name: 'How do I cancel my subscription?' });
    await q1.click();
    await expect(q1).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Select "Join for free"/)).toBeVisible();
    await q5.click();
    await expect(q5).toHaveAttribute('aria-expanded', 'true');
    await expect(q1).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/Select "Join for free"/)).toBeHidden();
    for (const text of ['Live Chat', 'Phone Support', 'Email Support']) await expect(page.getByRole('heading', { name: text })).toBeVisible();
    await expect(page.getByText('Mon-Fri 9am-6pm US Eastern Time (ET)')).toBeVisible();
    await checkA11y(page);

    const search = page.getByRole('searchbox', { name: 'Search for help' });
    await search.fill('mobile');
    await expect(page.getByRole('button', { name: 'Is Afterwork available on mobile?' })).toBeVisible();
    await expect(q1).toHaveCount(0);
    await search.fill('parrots');
    await expect(page.getByText('No questions match "parrots".')).toBeVisible();
    await page.getByRole('button', { name: 'Show all questions' }).click();
    await expect(page.locator('.aw-faq-item')).toHaveCount(5);
  });

  test('the search also finds library items and lists them on the page', async ({ page }) => {
    await page.goto('/help');
    const search = page.getByRole('searchbox', { name: 'Search for help' });
    await search.fill('walking');
    const library = page.locator('section[aria-labelledby="aw-help-library-title"]');
    await expect(library.getByRole('heading', { level: 2, name: 'From the library' })).toBeVisible();
    const item = library.getByRole('link', { name: 'Walking for Wellbeing' });
    await expect(item).toHaveAttribute('href', /^\/resources\/\d+$/);
    await checkA11y(page);
    await lookAt(page, 'help-library-1280', { part: page.locator('.aw-help-body') });
    await search.fill('parrots');
    await expect(library.getByText('Nothing in the library matches "parrots".')).toBeVisible();
    await search.fill('walking');
    await item.click();
    await expect(page).toHaveURL(/\/resources\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Walking for Wellbeing' })).toBeVisible({ timeout: 20_000 });
  });
});
