import { expect as baseExpect, test, type Page } from '@playwright/test';
import { checkA11y, signIn, signUpNewMember } from '../support/helpers';
import { lookAt } from '../support/shots';

/**
 * Issue 34 §2 and §3 on a phone: a member brings guests from the shared answer control at 360 px with Larger text;
 * an organiser takes attendance with no signal, and the ticks kept on the phone are sent when the connection returns.
 */
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

interface Activity { id: number; title: string; goingCount: number; myRsvp: { status: string; guests: number } | null }

async function groupId(page: Page, name: string): Promise<number> {
  const list = (await (await page.request.get(`/api/groups?search=${encodeURIComponent(name)}`)).json()) as Array<{ id: number; name: string }>;
  return list.find((g) => g.name === name)!.id;
}
async function activityId(page: Page, group: number, title: string): Promise<number> {
  const list = (await (await page.request.get(`/api/groups/${group}/activities`)).json()) as Activity[];
  return list.find((a) => a.title === title)!.id;
}
/** Nothing wider than the phone: null, or the widest culprits. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    if (document.documentElement.scrollWidth - window.innerWidth <= 1) return null;
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && el.getClientRects().length > 0)
      .slice(0, 6)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).trim().split(/\s+/).join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}" right ${Math.round(el.getBoundingClientRect().right)}`)
      .join(', ') || `scrollWidth ${document.documentElement.scrollWidth}: ` + [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0).slice(-4).map((el) => `${el.tagName}.${String(el.className)} ${el.scrollWidth}/${el.clientWidth}`).join(', ');
  });

test('guests in the answer at 360 px with Larger text: chosen before Going, changed at once, shown as (+n)', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('afterwork.textSize', 'larger'));
  const { user } = await signUpNewMember(page, 'guests');
  const walkers = await groupId(page, 'Riverside Morning Walkers');
  expect((await page.request.post(`/api/groups/${walkers}/members`, { data: {} })).status()).toBe(201);
  const id = await activityId(page, walkers, 'Christmas Lights Evening Stroll');
  await page.goto(`/activities/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Christmas Lights Evening Stroll' })).toBeVisible();

  const stepper = page.getByRole('group', { name: 'Guests coming with you' });
  await expect(stepper).toBeVisible();
  const more = page.getByRole('button', { name: 'One guest more' });
  const fewer = page.getByRole('button', { name: 'One guest fewer' });
  await expect(fewer).toBeDisabled();
  // Big targets, even on a phone.
  for (const b of [more, fewer]) {
    const box = (await b.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(48);
    expect(box.height).toBeGreaterThanOrEqual(48);
  }
  await more.click();
  await expect(stepper.getByText('1', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Going with 1 guest' }).click();
  await expect(page.locator('#aw-toasts').getByText('You are going with 1 guest.')).toBeVisible();
  const control = page.locator('.aw-rsvp');
  await expect(control.getByText('You are going with 1 guest.', { exact: true })).toBeVisible();
  // On the list of who is coming: "<name> (+1)".
  const going = page.getByRole('region', { name: /^Going/ });
  await expect(going.locator('li', { hasText: user.name })).toContainText('(+1)');

  // Changed while going: saved at once.
  await more.click();
  await expect(control.getByText('You are going with 2 guests.', { exact: true })).toBeVisible();
  await expect(going.locator('li', { hasText: user.name })).toContainText('(+2)');
  // The limit (2 by default): no third.
  await expect(more).toBeDisabled();
  await lookAt(page, 'guests-rsvp-360-larger', { part: control });
  const mine = (await (await page.request.get(`/api/activities/${id}`)).json()) as Activity;
  expect(mine.myRsvp).toMatchObject({ status: 'going', guests: 2 });
  expect(await overflow(page)).toBeNull();
  await checkA11y(page);

  // The API refuses a third guest in plain words, whatever the page.
  const third = await page.request.patch(`/api/activities/${id}/attendees/${user.id}`, { data: { status: 'going', guests: 3 } });
  expect(third.status()).toBe(400);
  expect((await third.json()).error.message).toBe('You can bring at most 2 guests to this activity.');
});

test('attendance on a phone: ticks made offline are kept and sent when the connection returns', async ({ page, context }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.addInitScript(() => localStorage.setItem('afterwork.textSize', 'larger'));
  // The demo member runs the book circle; yesterday's Book Swap is open for attendance (the demo data).
  await signIn(page, 'demo');
  const books = await groupId(page, 'Tuesday Book Circle');
  const id = await activityId(page, books, 'Book Swap and Cake');
  const before = (await (await page.request.get(`/api/activities/${id}/attendance`)).json()) as {
    came: number;
    saidGoing: number;
    people: Array<{ name: string; guests: number; came: boolean[] }>;
    others: Array<{ userId: number; name: string }>;
  };
  const target = before.people.find((p) => p.guests > 0 && !p.came[0]) ?? before.people.find((p) => !p.came[0])!;

  await page.goto(`/activities/${id}`);
  await expect(page.getByText(`${before.came} came of ${before.saidGoing} who said they were going.`)).toBeVisible();
  await page.getByRole('link', { name: 'Attendance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance: Book Swap and Cake' })).toBeVisible();
  await expect(page.getByText('Every tick is saved.')).toBeVisible();
  expect(await overflow(page)).toBeNull();

  // The signal goes.
  await context.setOffline(true);
  await page.getByRole('checkbox', { name: new RegExp(`^${target.name}`) }).first().check();
  const ticked = target.guests > 0 ? 2 : 1;
  if (target.guests > 0) await page.getByRole('checkbox', { name: `${target.name}'s guest ${target.guests > 1 ? 1 : ''}`.trim() }).check();
  await expect(page.getByText(`No connection. ${ticked} ${ticked === 1 ? 'tick is' : 'ticks are'} kept on this phone and will be sent when the connection returns.`)).toBeVisible();
  await expect(page.getByText(`${before.came + ticked}`, { exact: true }).first()).toBeVisible();
  const kept = await page.evaluate((key) => localStorage.getItem(key), `afterwork.attendanceQueue.${id}`);
  expect(JSON.parse(kept!)).toHaveLength(ticked);
  await lookAt(page, 'attendance-offline-360-larger');
  expect(await overflow(page)).toBeNull();

  // It comes back: the ticks go, once.
  await context.setOffline(false);
  await expect(page.getByText('Every tick is saved.')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), `afterwork.attendanceQueue.${id}`)).toBeNull();
  const after = (await (await page.request.get(`/api/activities/${id}/attendance`)).json()) as typeof before;
  expect(after.came).toBe(before.came + ticked);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${target.name}`) }).first()).toBeChecked();

  // Someone came who had not said going: added by name, from the members of the group.
  const walkIn = after.others.find((o) => o.name !== 'Dorothy Evans')!;
  await page.getByLabel('Their name (members of this group or community)').fill(walkIn.name.split(' ')[0]!);
  await page.getByRole('button', { name: `Add ${walkIn.name}` }).click();
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${walkIn.name}`) })).toBeChecked();
  await expect(page.getByText('Every tick is saved.')).toBeVisible();
  const withWalkIn = (await (await page.request.get(`/api/activities/${id}/attendance`)).json()) as typeof before;
  expect(withWalkIn.came).toBe(after.came + 1);
  await checkA11y(page);
  await page.emulateMedia({ media: 'print' });
  await lookAt(page, 'attendance-print');
});
