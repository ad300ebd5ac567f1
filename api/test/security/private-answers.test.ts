import { createTestApp, signUpMember, type TestApp } from '../support';
import { createGroup, insertActivity } from '../groups/helpers';

/** Issue 18, finding 6: answers that depend on the session are never kept by a shared cache. */
describe('Cache-Control on answers that depend on the session', () => {
  let t: TestApp;
  let member: ReturnType<TestApp['agent']>;
  let memberId: number;
  let groupId: number;
  let activityId: number;

  beforeAll(async () => {
    t = await createTestApp();
    member = t.agent();
    memberId = (await signUpMember(member)).user.id;
    groupId = (await createGroup(member)).id;
    activityId = await insertActivity(t.db, groupId);
    await member.post(`/api/activities/${activityId}/attendees`).send({ status: 'going' });
  });
  afterAll(() => t.close());

  const personal = () => [
    '/api/user',
    '/api/auth/user',
    `/api/users/${memberId}/activities`,
    `/api/users/${memberId}/groups`,
    `/api/users/${memberId}/communities`,
    `/api/activities/${activityId}`,
    `/api/groups/${groupId}/activities`,
    `/api/groups/${groupId}/members`,
    `/api/activities/${activityId}/attendees`,
    '/api/users/me/connections',
    `/api/users/${memberId}`,
  ];

  it('is private, no-store for a signed-in member', async () => {
    for (const path of personal()) {
      const res = await member.get(path);
      expect({ path, status: res.status, cache: res.headers['cache-control'] }).toEqual({ path, status: 200, cache: 'private, no-store' });
      expect(res.headers.vary).toMatch(/Cookie/i);
    }
  });

  it('leaves the public lists (the same for everyone) revalidated by ETag, and varies every API answer by Cookie', async () => {
    const list = await member.get('/api/groups');
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.headers.etag).toBeTruthy();
    const visitor = await t.request().get(`/api/activities/${activityId}`);
    expect(visitor.headers.vary).toMatch(/Cookie/i);
  });
});
