import { expect, test } from '@playwright/test';
import { checkA11y, signUpNewMember } from '../support/helpers';
import { confirmEmail, waitForMail } from '../support/inbox';
import { mailsRecordedFor } from '../support/mail-log';

// Issue 17: every mail but security mail carries a one-click unsubscribe (RFC 8058) that works without signing in,
// and the choice is obeyed. A member of a group hears of a new activity ('their groups', at once), stops these
// emails from the link in a browser that is not signed in, and the next new activity reaches them only in the site.
test.use({ viewport: { width: 360, height: 800 } });

test('unsubscribe from a mail without signing in: the choice shows in Settings and the next news comes only in the site', async ({ page, browser }) => {
  test.slow();
  await signUpNewMember(page, 'organiser');
  const group = await (await page.request.post('/api/groups', {
    data: { name: `Tea Talkers ${Date.now().toString(36)}`, description: 'We meet for tea and a good talk every week.', type: 'social', location: 'Leeds', imageUrl: null },
  })).json();
  const addActivity = async (title: string) => {
    const start = new Date(Date.now() + 5 * 86_400_000);
    start.setUTCHours(14, 0, 0, 0);
    const res = await page.request.post(`/api/groups/${group.id}/activities`, {
      data: {
        title, description: 'Tea, biscuits and conversation in the library cafe.', startDate: start.toISOString(),
        endDate: new Date(start.getTime() + 2 * 3_600_000).toISOString(), timeZone: 'Europe/London', isVirtual: false, location: 'Central Library cafe',
      },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: number };
  };

  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const member = await signUpNewMember(memberPage, 'teadrinker');
  await confirmEmail(memberPage, member.email); // only confirmed addresses get news
  expect((await memberPage.request.post(`/api/groups/${group.id}/members`, { data: {} })).status()).toBe(201);

  const first = `Tea afternoon ${Date.now().toString(36)}`;
  await addActivity(first);
  const mail = await waitForMail(member.email, `New in ${group.name}: ${first}`);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const link = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
  expect(link, 'List-Unsubscribe header').toBeTruthy();

  // A browser with no session (the member reads mail on another device): the link asks first, then stops.
  const visitorContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(link!).pathname);
  await expect(visitor.getByRole('heading', { name: 'Stop these emails?' })).toBeVisible();
  await expect(visitor.getByText('New activities in your groups')).toBeVisible();
  await checkA11y(visitor);
  await visitor.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(visitor.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A changed link is refused with a clear page, and unsubscribes nobody.
  const changed = await visitor.request.post(`${new URL(link!).pathname}x`, { form: { 'List-Unsubscribe': 'One-Click' } });
  expect(changed.status()).toBe(400);
  expect(await changed.text()).toContain('This link does not work');

  // The member's Settings show the email switch off and the site's on.
  await memberPage.goto('/settings');
  const kind = memberPage.getByRole('region', { name: 'Notifications' }).getByRole('group', { name: /New activities in your groups/ });
  await expect(kind.getByRole('checkbox', { name: 'By email' })).not.toBeChecked();
  await expect(kind.getByRole('checkbox', { name: 'On the site' })).toBeChecked();

  // Obeyed: the next new activity is a notice in the site, not a mail.
  const second = `Tea morning ${Date.now().toString(36)}`;
  const next = await addActivity(second);
  await expect
    .poll(async () => ((await (await memberPage.request.get('/api/notifications')).json()) as { items: { link: string }[] }).items.some((n) => n.link === `/activities/${next.id}`), { timeout: 15_000 })
    .toBe(true);
  // The notice and any mail job are written in one transaction, so the mail log is complete now: the first
  // activity's mail is in it, nothing of the second.
  const recorded = await mailsRecordedFor(member.user.id, 'group-activity');
  expect(recorded.filter((m) => m.subject === `New in ${group.name}: ${first}`).length, 'the first news, queued and sent').toBeGreaterThan(0);
  expect(recorded.filter((m) => m.subject === `New in ${group.name}: ${second}` || m.key.startsWith(`group-activity:${next.id}:`))).toEqual([]);

  await visitorContext.close();
  await memberContext.close();
});
