import { routeAccess, type RouteAccess } from '@afterwork/contracts/access';
import { createTestApp, signInAdmin, signUpMember, type TestApp } from '../support';
import { signUpHost } from '../support/hosting';

/**
 * The authorisation matrix (packages/contracts/src/access.ts), driven for real: every route as a visitor,
 * a member, another member and an admin. Only authorisation is judged here (401/403 or not): a 400 for an
 * empty body or a 404 for an unknown id means the caller got past the gate, which is what a row promises.
 */
describe('authorisation matrix', () => {
  let t: TestApp;
  let member: ReturnType<TestApp['agent']>;
  let other: ReturnType<TestApp['agent']>;
  let admin: ReturnType<TestApp['agent']>;
  let memberId: number;
  let groupId: number;
  let activityId: number;

  beforeAll(async () => {
    t = await createTestApp();
    // A real group and activity, so ownership (not existence) decides the member-specific routes.
    ({ agent: member, userId: memberId, groupId, activityId } = await signUpHost(t));
    other = t.agent();
    admin = t.agent();
    await signUpMember(other);
    await signInAdmin(admin, t.db);
  });
  afterAll(() => t.close());

  const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

  it('has exactly one row for every route the API answers', () => {
    const routes = new Set(t.app.routeList.map(key));
    const rows = routeAccess.map(key);
    expect(rows.filter((r) => !routes.has(r))).toEqual([]); // rows for routes that no longer exist
    expect([...routes].filter((r) => !rows.includes(r))).toEqual([]); // routes added without a row
    expect(new Set(rows).size).toBe(rows.length);
  });

  // Ids that exist for nobody: destructive calls that are allowed end in 404, never touching real data.
  // host-member rows name the real group and activity (the member is in the group, the other member is not).
  const path = (row: RouteAccess, userId: number) =>
    (row.access === 'host-member' ? row.path.replace('/api/groups/:id', `/api/groups/${groupId}`).replace('/api/activities/:id', `/api/activities/${activityId}`) : row.path)
      .replace('/api/groups/:id/members/:userId', `/api/groups/${groupId}/members/${userId}`)
      .replace('/api/activities/:id/attendees/:userId', `/api/activities/${activityId}/attendees/${userId}`)
      .replace(':userId', String(userId))
      .replace(':sessionId', '987654')
      .replace(':file', 'no-such-token.ics')
      .replace(/\/api\/users\/:id/, `/api/users/${userId}`)
      .replace(':id', '987654');

  async function call(agent: ReturnType<TestApp['agent']> | null, row: RouteAccess, userId: number) {
    const target = agent ?? t.request();
    const url = path(row, userId);
    // A plausible body, so a route that validates before it checks ownership still reaches the check.
    const body = { status: 'maybe' };
    const req =
      row.method === 'GET' ? target.get(url)
      : row.method === 'POST' ? target.post(url).send(body)
      : row.method === 'PATCH' ? target.patch(url).send(body)
      : row.method === 'PUT' ? target.put(url).send(body)
      : target.delete(url);
    return (await req).status;
  }

  const gate = (status: number) => (status === 401 || status === 403 ? status : 'passes');

  for (const row of routeAccess) {
    it(`${row.method} ${row.path} is ${row.access}`, async () => {
      // Routes that sign the caller out get callers of their own, so the shared ones stay signed in.
      const signsOut = row.path === '/api/logout' || row.path.includes('sign-out');
      let [m, o, a, id] = [member, other, admin, memberId];
      if (signsOut) {
        [m, o, a] = [t.agent(), t.agent(), t.agent()];
        id = (await signUpMember(m)).user.id;
        await signUpMember(o);
        await signInAdmin(a, t.db);
      }
      // An earlier row may have taken the member out of the group (DELETE membership): put them back.
      if (!(await t.db('group_members').where({ group_id: groupId, user_id: memberId }).first())) {
        await t.db('group_members').insert({ group_id: groupId, user_id: memberId, role: 'admin' });
      }
      const asVisitor = gate(await call(null, row, id));
      const asMember = gate(await call(m, row, id));
      const asOther = gate(await call(o, row, id));
      const asAdmin = gate(await call(a, row, id));
      const expected = {
        public: { asVisitor: 'passes', asMember: 'passes', asOther: 'passes', asAdmin: 'passes' },
        member: { asVisitor: 401, asMember: 'passes', asOther: 'passes', asAdmin: 'passes' },
        self: { asVisitor: 401, asMember: 'passes', asOther: 403, asAdmin: 'passes' },
        owner: { asVisitor: 401, asMember: 'passes', asOther: 403, asAdmin: 403 },
        admin: { asVisitor: 401, asMember: 403, asOther: 403, asAdmin: 'passes' },
        'host-member': { asVisitor: 401, asMember: 'passes', asOther: 403, asAdmin: 'passes' },
      }[row.access];
      expect({ asVisitor, asMember, asOther, asAdmin }).toEqual(expected);
    });
  }
});
