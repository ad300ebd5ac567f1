import { routeAccess, type RouteAccess } from '@afterwork/contracts/access';
import { HELPER_MESSAGES, type HelperGrant } from '@afterwork/contracts/helpers';
import { createTestApp, signUpMember, type Agent, type TestApp } from '../support';

/**
 * The helper's permission matrix (issue 34 item 1), generated from packages/contracts/src/access.ts: every route,
 * called by a helper acting for a member, once with every grant and once with none that opens a route (only the copy
 * of reminders). A row without a `helper` value must answer 403 with the helper's message (so a new route is
 * forbidden to helpers by default); a row under a grant she lacks, 403 'not granted'; any other answer means the gate
 * let the request through (a 400 for an empty body, a 404 for an unknown id), which is what the row promises.
 */
describe('the helper permission matrix', () => {
  let t: TestApp;
  let memberId: number;

  beforeAll(async () => {
    t = await createTestApp();
    memberId = (await signUpMember(t.agent(), { name: 'Edith Marsh' })).user.id;
  });
  afterAll(() => t.close());

  /** A new helper of the member, with these grants, acting for her in her own browser. */
  async function actingHelper(grants: HelperGrant[]): Promise<Agent> {
    const agent = t.agent();
    const helperId = (await signUpMember(agent, { name: 'Sarah Marsh' })).user.id;
    await t.db('member_helpers').insert({ member_id: memberId, helper_id: helperId, grants });
    const res = await agent.put('/api/user/acting-for').send({ memberId });
    if (res.status !== 200) throw new Error(`acting-for: ${res.status} ${JSON.stringify(res.body)}`);
    return agent;
  }

  const path = (row: RouteAccess) =>
    row.path.replace(':userId', String(memberId)).replace(/\/api\/users\/:id/, `/api/users/${memberId}`).replace(':sessionId', '987654')
      .replace(':file', 'no-such-token.ics').replace(':id', '987654');

  async function call(agent: Agent, row: RouteAccess): Promise<{ status: number; message: string | undefined }> {
    const url = path(row);
    const body = { status: 'maybe' };
    const req =
      row.method === 'GET' ? agent.get(url)
      : row.method === 'POST' ? agent.post(url).send(body)
      : row.method === 'PATCH' ? agent.patch(url).send(body)
      : row.method === 'PUT' ? agent.put(url).send(body)
      : agent.delete(url);
    const res = await req;
    return { status: res.status, message: (res.body as { error?: { message?: string } } | undefined)?.error?.message };
  }

  const HELPER_REFUSALS = new Set<string>([HELPER_MESSAGES.forbidden, HELPER_MESSAGES.notGranted, HELPER_MESSAGES.noLongerHelping]);
  const judge = (r: { status: number; message: string | undefined }) =>
    r.status === 403 && r.message === HELPER_MESSAGES.forbidden ? 'forbidden'
    : r.status === 403 && r.message === HELPER_MESSAGES.notGranted ? 'not granted'
    : r.status === 403 && r.message && HELPER_REFUSALS.has(r.message) ? `other helper refusal: ${r.message}`
    : 'passes';

  const sets: Array<{ name: string; grants: HelperGrant[] }> = [
    { name: 'every grant', grants: ['see', 'answer', 'reminders'] },
    { name: 'only the copy of reminders', grants: ['reminders'] },
  ];

  it('covers every route in access.ts', () => {
    const cells = routeAccess.length * sets.length;
    const allowed = routeAccess.filter((r) => r.helper).length;
    // The closing note quotes these figures.
    console.log(`helper permission matrix: ${routeAccess.length} routes × ${sets.length} grant sets = ${cells} cells; ${allowed} routes open to a helper under some grant, ${routeAccess.length - allowed} never`);
    expect(routeAccess.length).toBeGreaterThan(150);
    // Never allowed, whatever was granted.
    const never = routeAccess.filter((r) => /\/(conversations|messages|assessment|password|passkey|deletion|data-exports|privacy|email-confirmation|admin|roles|helpers|helper-actions)\b/.test(r.path) || r.access === 'admin');
    expect(never.length).toBeGreaterThan(20);
    expect(never.filter((r) => r.helper)).toEqual([]);
  });

  for (const set of sets) {
    describe(`a helper with ${set.name}`, () => {
      let helper: Agent;
      beforeAll(async () => {
        helper = await actingHelper(set.grants);
      });
      for (const row of routeAccess) {
        const expected = !row.helper ? 'forbidden' : row.helper === 'always' || set.grants.includes(row.helper) ? 'passes' : 'not granted';
        it(`${row.method} ${row.path}: ${expected}`, async () => {
          // Routes that end the acting (or the session) get a helper of their own, so the shared one keeps acting.
          const ends = row.path === '/api/logout' || row.path.includes('sign-out') || (row.path === '/api/user/acting-for' && row.method === 'DELETE');
          const agent = ends ? await actingHelper(set.grants) : helper;
          expect(judge(await call(agent, row))).toBe(expected);
        });
      }
    });
  }
});
