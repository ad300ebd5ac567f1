import { apiPaths } from '@afterwork/contracts/paths';
import { EMAIL_CHANGE_NEEDS_PASSWORD } from '@afterwork/contracts/users';
import { createTestApp, type TestApp } from '../support';
import { member } from '../groups/helpers';

/**
 * Issue 32, finding 7: `PATCH /api/user {"email": ...}` without the password answered 409 for a taken address and 400
 * for a free one, unthrottled: any signed-in member could ask which addresses have an account. Now the password is
 * checked first (the same 400 for a taken and a free address), and email changes are limited per member
 * (EMAIL_CHANGES_PER_MEMBER per EMAIL_CHANGE_WINDOW_MINUTES).
 */
describe('changing the email address tells nothing about other accounts', () => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp({ limits: { emailChanges: { max: 4, windowMs: 3_600_000 } } });
  });
  afterAll(() => t.close());

  it('without the password (or with a wrong one) a taken and a free address get the same answer, and nothing changes', async () => {
    const owner = await member(t, 'Olive Owner');
    const prober = await member(t, 'Percy Prober');
    const taken = owner.credentials.email;
    const free = `nobody-${Date.now()}@example.org`;
    for (const currentPassword of [undefined, 'not-my-password']) {
      const a = await prober.agent.patch(apiPaths.user).send({ email: taken, currentPassword });
      const b = await prober.agent.patch(apiPaths.user).send({ email: free, currentPassword });
      expect({ status: a.status, body: a.body }).toEqual({ status: b.status, body: b.body });
      expect(a.status).toBe(400);
      expect(a.body.error.message).toBe(EMAIL_CHANGE_NEEDS_PASSWORD);
    }
    expect((await prober.agent.get(apiPaths.user)).body.email).toBe(prober.credentials.email);
  });

  it('is throttled per member: after the limit, 429 whatever the address, even with the right password', async () => {
    const prober = await member(t, 'Quentin Quick');
    for (let i = 0; i < 4; i++) {
      expect((await prober.agent.patch(apiPaths.user).send({ email: `probe-${i}-${Date.now()}@example.org` })).status).toBe(400);
    }
    const over = await prober.agent.patch(apiPaths.user).send({ email: `late-${Date.now()}@example.org`, currentPassword: prober.credentials.password });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/Please wait \d+ minutes? and try again/);
    expect(over.headers['retry-after']).toBeDefined();
    // Other profile changes are not limited.
    expect((await prober.agent.patch(apiPaths.user).send({ bio: 'Still here.' })).status).toBe(200);
  });

  it('with the right password a free address is taken at once; a taken one is refused after the password', async () => {
    const owner = await member(t, 'Rita Right');
    const other = await member(t, 'Sam Second');
    const taken = await owner.agent.patch(apiPaths.user).send({ email: other.credentials.email, currentPassword: owner.credentials.password });
    expect(taken.status).toBe(409);
    const fresh = `rita-${Date.now()}@example.org`;
    const ok = await owner.agent.patch(apiPaths.user).send({ email: fresh, currentPassword: owner.credentials.password });
    expect(ok.status).toBe(200);
    expect(ok.body.email).toBe(fresh);
  });
});
