import { apiPaths } from '@afterwork/contracts/paths';
import { EMAIL_CHANGE_NEEDS_PASSWORD } from '@afterwork/contracts/users';
import { createTestApp, signUpMember, unique, type TestApp } from '../support';

/**
 * Issue 18, finding 8: the private calendar-feed address can be reset by its member and is reset by a password change
 * and by 'sign out everywhere'; changing the email address asks for the password.
 */
describe('lasting secrets', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp();
  });
  afterAll(() => t.close());

  async function feedOf(agent: ReturnType<TestApp['agent']>, id: number): Promise<string> {
    const res = await agent.get(apiPaths.userCalendarFeed(id));
    expect(res.status).toBe(200);
    return res.body.path as string;
  }

  it('the member resets their feed address: the old one stops working, the new one works', async () => {
    const agent = t.agent();
    const { user } = await signUpMember(agent);
    const old = await feedOf(agent, user.id);
    expect((await t.request().get(old)).status).toBe(200);
    const reset = await agent.delete(apiPaths.userCalendarFeed(user.id));
    expect(reset.status).toBe(200);
    expect(reset.body.path).toMatch(/^\/api\/calendar\/[0-9a-f]{48}\.ics$/);
    expect(reset.body.path).not.toBe(old);
    expect(reset.headers['cache-control']).toBe('private, no-store');
    expect((await t.request().get(old)).status).toBe(404);
    expect((await t.request().get(reset.body.path)).status).toBe(200);
    expect(await feedOf(agent, user.id)).toBe(reset.body.path);
    // Nobody else resets it.
    const other = t.agent();
    await signUpMember(other);
    expect((await other.delete(apiPaths.userCalendarFeed(user.id))).status).toBe(403);
    expect((await t.request().delete(apiPaths.userCalendarFeed(user.id))).status).toBe(401);
  });

  it("a password change and 'sign out everywhere' reset the feed address", async () => {
    const agent = t.agent();
    const { user, credentials } = await signUpMember(agent);
    const before = await feedOf(agent, user.id);
    await agent.post(apiPaths.changePassword).send({ currentPassword: credentials.password, newPassword: 'a-brand-new-password', confirmPassword: 'a-brand-new-password' }).expect(200);
    expect((await t.request().get(before)).status).toBe(404);
    const afterChange = await feedOf(agent, user.id);
    expect(afterChange).not.toBe(before);
    await agent.post(apiPaths.signOutEverywhere).expect((res) => expect(res.status).toBeLessThan(300));
    expect((await t.request().get(afterChange)).status).toBe(404);
  });

  it('changing the email address asks for the current password; other changes do not', async () => {
    const agent = t.agent();
    const { credentials } = await signUpMember(agent);
    const email = `${unique('new_')}@example.com`;
    const without = await agent.patch(apiPaths.user).send({ name: 'Renamed Rita', email });
    expect(without.status).toBe(400);
    expect(without.body.error).toEqual({ message: EMAIL_CHANGE_NEEDS_PASSWORD, fields: { currentPassword: EMAIL_CHANGE_NEEDS_PASSWORD } });
    const wrong = await agent.patch(apiPaths.user).send({ name: 'Renamed Rita', email, currentPassword: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect((await agent.get(apiPaths.user)).body.email).toBe(credentials.email);
    // The same address (even in other capitals) and other fields need no password.
    const same = await agent.patch(apiPaths.user).send({ name: 'Renamed Rita', email: credentials.email.toUpperCase() });
    expect(same.status).toBe(200);
    const right = await agent.patch(apiPaths.user).send({ name: 'Renamed Rita', email, currentPassword: credentials.password });
    expect(right.status).toBe(200);
    expect(right.body.email).toBe(email);
  });
});
