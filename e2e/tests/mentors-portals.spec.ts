import { expect as baseExpect, test, type Page } from '@playwright/test';
import { checkA11y, signIn, signUpNewMember } from '../support/helpers';

// Pages here load a remote and lazy chunks: allow a busy machine more than the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 });

async function openEleanor(page: Page) {
  await page.goto('/mentorship');
  await page.getByRole('link', { name: 'View profile of Eleanor Whitfield' }).click();
  await expect(page).toHaveURL(/\/mentors\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Eleanor Whitfield' })).toBeVisible();
}

const session = (page: Page, title: string) => page.locator('.mp-session', { hasText: title });

test.describe('mentors', () => {
  // Several page loads per test; generous on a busy CI machine.
  test.describe.configure({ timeout: 120_000 });
  test('the list shows five mentors with their first three specialties, +N and a profile link', async ({ page }) => {
    await page.goto('/mentorship');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Afterwork Mentor' })).toBeVisible();
    const cards = page.locator('.mp-card');
    // The demo's five (other tests of the run may add a mentor of their own: conversations-30's announcing mentor).
    for (const name of ['Eleanor Whitfield', 'Robert Okafor', 'Maria Delgado', 'James Whitaker', 'Dr. Aisha Rahman']) {
      await expect(cards.filter({ hasText: name })).toHaveCount(1);
    }
    const eleanor = cards.filter({ hasText: 'Eleanor Whitfield' });
    await expect(eleanor.locator('.mp-tags li')).toHaveText(['Lifelong Learning', 'Digital Skills', 'Creative Writing', '+2']);
    await expect(eleanor).toContainText('Portland, Oregon, USA');
    await expect(eleanor).toContainText('English, French');
    await expect(eleanor).toContainText('4.9');
    await expect(eleanor).toContainText('(127 reviews)');
    await expect(eleanor.getByRole('link', { name: /View profile/ })).toHaveAttribute('href', /^\/mentors\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Become a Mentor' })).toBeVisible();
    await checkA11y(page);
  });

  test('a profile shows the header facts, contact links and three tabs', async ({ page }) => {
    await openEleanor(page);
    await expect(page.getByRole('link', { name: 'Back to mentors' })).toHaveAttribute('href', '/mentorship');
    for (const fact of ['Portland, Oregon, USA', 'M.Ed., University of Oregon', '34 years of experience', 'English, French', 'Mentoring since 2017', '4.9 rating']) {
      await expect(page.getByText(fact).first()).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'eleanor.whitfield@example.com' })).toHaveAttribute('href', 'mailto:eleanor.whitfield@example.com');
    const linkedin = page.getByRole('link', { name: /LinkedIn/ });
    await expect(linkedin).toHaveAttribute('href', 'https://linkedin.com/in/eleanor-whitfield-example');
    await expect(linkedin).toHaveAttribute('target', '_blank');
    // About
    for (const h of ['Biography', 'Background', 'Specialties', 'Availability']) await expect(page.getByRole('heading', { name: h })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request Mentorship' })).toBeVisible();
    await checkA11y(page);
    // Upcoming Sessions
    await page.getByRole('tab', { name: 'Upcoming Sessions' }).click();
    // Her three seeded sessions (mentor-sessions.spec may be planning a 'Letters to grandchildren' one meanwhile).
    await expect(page.locator('.mp-session').filter({ hasNotText: 'Letters to grandchildren' })).toHaveCount(3);
    await expect(session(page, 'Getting Started with Video Calls')).toContainText('5 of 12 spots left');
    await session(page, 'Getting Started with Video Calls').getByRole('button', { name: 'Learn more' }).click();
    await expect(session(page, 'Getting Started with Video Calls')).toContainText('Set up and make your first video call');
    await checkA11y(page);
    // Testimonials: 5, 5 and 4 stars
    await page.getByRole('tab', { name: 'Testimonials' }).click();
    await expect(page.locator('.mp-average')).toHaveText(/4\.7\s*out of 5/);
    await expect(page.locator('.mp-breakdown tr')).toHaveText([/5 stars\s*2/, /4 stars\s*1/, /3 stars\s*0/, /2 stars\s*0/, /1 star\s*0/]);
    await expect(page.locator('.mp-review')).toHaveCount(3);
    const helpful = page.locator('.mp-review').first().getByRole('button', { name: 'Helpful' });
    await helpful.click();
    await expect(page.locator('.mp-review').first().getByRole('button', { name: /Helpful/ })).toHaveAttribute('aria-pressed', 'true');
    await checkA11y(page);
  });

  test('an unknown mentor id goes back to the list; a mentor without sessions shows the empty state', async ({ page }) => {
    await page.goto('/mentors/999999');
    await expect(page).toHaveURL(/\/mentorship$/);
    await page.goto('/mentors/abc');
    await expect(page).toHaveURL(/\/mentorship$/);
    await page.getByRole('link', { name: 'View profile of James Whitaker' }).click();
    await page.getByRole('tab', { name: 'Upcoming Sessions' }).click();
    await expect(page.getByText('No upcoming sessions scheduled at this time.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Request custom session' })).toBeVisible();
  });

  test('a visitor who reserves is sent to sign in', async ({ page }) => {
    await openEleanor(page);
    await page.getByRole('tab', { name: 'Upcoming Sessions' }).click();
    await session(page, 'Getting Started with Video Calls').getByRole('button', { name: /Reserve spot/ }).click();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('the demo member reserves the last spot: the bar fills and the session reads Fully booked', async ({ page }) => {
    await signIn(page, 'demo');
    await openEleanor(page);
    await page.getByRole('tab', { name: 'Upcoming Sessions' }).click();
    const full = session(page, 'Speaking with Confidence');
    await expect(full.getByRole('button', { name: 'Fully booked' })).toBeDisabled();

    const last = session(page, 'Writing Your Life Story');
    await expect(last).toContainText('1 of 8 spots left');
    await expect(last.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '7');
    await last.getByRole('button', { name: /Reserve spot/ }).click();
    await expect(last).toContainText('No spots left of 8');
    await expect(last.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '8');
    await expect(last.getByRole('button', { name: 'Fully booked' })).toBeDisabled();
    await expect(last).toContainText('Your spot is reserved.');
    await expect(page.getByText('Spot reserved', { exact: true })).toBeVisible();
    // Still true after a reload (it came from the API).
    await page.reload();
    await page.getByRole('tab', { name: 'Upcoming Sessions' }).click();
    await expect(session(page, 'Writing Your Life Story')).toContainText('No spots left of 8');
    // Give it back so the demo data stays as it was.
    await session(page, 'Writing Your Life Story').getByRole('button', { name: /Give back my spot/ }).click();
    await expect(session(page, 'Writing Your Life Story')).toContainText('1 of 8 spots left');
  });

  test('a member requests mentorship; a visitor is sent to sign in', async ({ page }) => {
    await openEleanor(page);
    await page.getByRole('button', { name: 'Request Mentorship' }).click();
    await expect(page).toHaveURL(/\/auth/);

    await signUpNewMember(page, 'mentee');
    await openEleanor(page);
    await page.getByRole('button', { name: 'Request Mentorship' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Your message').fill('I would like help writing my memoir.');
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Request sent', { exact: true })).toBeVisible();
    await expect(page.getByText(/You have asked Eleanor Whitfield for mentorship/)).toBeVisible();
  });

  test('apply to mentor: checked, stored and confirmed', async ({ page }) => {
    await page.goto('/mentorship');
    await page.getByRole('button', { name: 'Apply to mentor' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await checkA11y(page);
    await dialog.getByLabel('Your name').fill('Harriet Jones');
    await dialog.getByLabel('Email address').fill('harriet@example.com');
    await dialog.getByLabel('What would you like to mentor in?').fill('Gardening and allotments');
    await dialog.getByLabel('Years of experience').fill('30');
    await dialog.getByLabel('Why would you like to mentor?').fill('I have grown vegetables for thirty years and love teaching beginners.');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog.getByText(/Thank you, Harriet Jones! We have received your application/)).toBeVisible();
    await expect(dialog).toContainText('harriet@example.com');
  });
});

test.describe('portals', () => {
  test.describe.configure({ timeout: 120_000 });
  const lists = [
    { path: '/portals/fitness', title: 'Fitness Portal', first: 'Tai Chi', label: 'Nationwide' },
    { path: '/portals/education', title: 'Education Portal', first: 'Digital Skills', label: 'Nationwide' },
    { path: '/portals/hobbies', title: 'Hobby Portal', first: 'Woodworking', label: 'Nationwide' },
    { path: '/portals/food-drink', title: 'Food & Drink Portal', first: 'Melbourne Wine', label: 'Melbourne, Australia' },
  ];
  for (const l of lists) {
    test(`${l.title} lists 20 portals`, async ({ page }) => {
      await page.goto(l.path);
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
      await expect(page.locator('.pp-card')).toHaveCount(20);
      const first = page.locator('.pp-card').first();
      await expect(first.getByRole('heading', { level: 2 })).toHaveText(l.first);
      await expect(first).toContainText(l.label);
      await expect(first).toContainText(/[\d,]+ members/);
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
      if (l.path === '/portals/hobbies') {
        await expect(page.getByText('Discover creative and engaging hobbies perfect for your third act of life. Connect with passionate communities and explore new interests.')).toBeVisible();
      }
      if (l.path === '/portals/food-drink') {
        await expect(page.getByText('Connect with local food and wine enthusiasts in your area. Discover culinary communities, tastings, and dining experiences.')).toBeVisible();
        await checkA11y(page);
      }
    });
  }

  test('a portal page shows the real communities and groups of its topic, real figures, and Join Community joins', async ({ page }) => {
    test.slow();
    await page.goto('/portals/fitness');
    await page.getByRole('link', { name: 'Tai Chi' }).click();
    await expect(page).toHaveURL(/\/portals\/fitness\/tai-chi$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tai Chi' })).toBeVisible();
    await expect(page.getByText('Discover the benefits of Tai Chi for health and wellness')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Portal' })).toHaveAttribute('href', '/portals/fitness');
    for (const h of ['Local Communities', 'Expert Mastermind Groups', 'Expert Training Videos', 'Portal Overview', 'Featured Articles', 'Community Forum']) {
      await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
    }
    // The cards are what the API finds for the topic, with the API's figures; nothing invented.
    const local = await (await page.request.get('/api/portals/local?topic=Tai%20Chi')).json();
    expect(local.places.length).toBeGreaterThan(0);
    const first = local.places[0] as { name: string; kind: string; id: number; members: number };
    await expect(page.getByRole('button', { name: /^Join Community: / })).toHaveCount(local.places.length);
    await expect(page.getByRole('link', { name: first.name })).toBeVisible();
    await expect(page.locator('.pp-stats')).toContainText(`Local Groups${local.stats.localGroups}`);
    await expect(page.getByText('No expert mastermind groups for Tai Chi are running yet.', { exact: false })).toBeVisible();
    // Featured articles are library items on the topic, each a link to it.
    for (const a of local.articles as Array<{ id: number; title: string }>) {
      await expect(page.locator('aside.pp-side').getByRole('link', { name: a.title })).toHaveAttribute('href', `/resources/${a.id}`);
    }
    await expect(page.getByText(/Coming soon/)).toHaveCount(0);
    await checkA11y(page);
    const stats = (await page.locator('.pp-stats').textContent()) ?? '';
    await page.reload();
    await expect(page.locator('.pp-stats')).toHaveText(stats);

    // A visitor is sent to sign in; a member joins for real and the count goes up.
    await page.getByRole('button', { name: `Join Community: ${first.name}` }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await signUpNewMember(page, 'portal');
    await page.goto('/portals/fitness/tai-chi');
    await page.getByRole('button', { name: `Join Community: ${first.name}` }).click();
    await expect(page.getByRole('link', { name: `You are a member: open ${first.name}` })).toBeVisible();
    await expect(page.getByText(`${first.members + 1} member`, { exact: false }).first()).toBeVisible();
  });

  test('an unknown portal key and a malformed path', async ({ page }) => {
    await page.goto('/portals/hobbies/underwater-basket-weaving');
    await expect(page.getByRole('heading', { level: 1, name: 'Portal Not Found' })).toBeVisible();
    await checkA11y(page);
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/portals/sports');
    await expect(page.getByRole('heading', { level: 1, name: 'Portal not found' })).toBeVisible();
    await page.goto('/portals/fitness/yoga/extra');
    await expect(page.getByRole('heading', { level: 1, name: 'Portal not found' })).toBeVisible();
  });
});
