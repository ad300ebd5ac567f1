import { createTestApp, type TestApp } from '../support';
import { signUpHost, type Host } from '../support/hosting';

/** Issue 18, finding 6: answers that depend on the session are never kept by a shared cache. */
describe('Cache-Control on answers that depend on the session', () => {
  let t: TestApp;
  let host: Host;

  beforeAll(async () => {
    t = await createTestApp();
    host = await signUpHost(t);
    await host.agent.post(`/api/activities/${host.activityId}/attendees`).send({ status: 'going' });
  });
  afterAll(() => t.close());

  const personal = () => [
    '/api/user',
    '/api/auth/user',
    `/api/users/${host.userId}/activities`,
    `/api/users/${host.userId}/groups`,
    `/api/users/${host.userId}/communities`,
    `/api/activities/${host.activityId}`,
    `/api/groups/${host.groupId}/activities`,
    `/api/groups/${host.groupId}/members`,
    `/api/activities/${host.activityId}/attendees`,
    '/api/users/me/connections',
    `/api/users/${host.userId}`,
  ];

  it('is private, no-store for a signed-in member', async () => {
    for (const path of personal()) {
      const res = await host.agent.get(path);
      expect({ path, status: res.status, cache: res.headers['cache-control'] }).toEqual({ path, status: 200, cache: 'private, no-store' });
      expect(res.headers.vary).toMatch(/Cookie/i);
    }
  });

  it('leaves the public lists (the same for everyone) revalidated by ETag, and varies every API answer by Cookie', async () => {
    const list = await host.agent.get('/api/groups');
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.headers.etag).toBeTruthy();
    const visitor = await t.request().get(`/api/activities/${host.activityId}`);
    expect(visitor.headers.vary).toMatch(/Cookie/i);
  });
});
