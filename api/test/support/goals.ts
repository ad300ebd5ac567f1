import { apiPaths } from '@afterwork/contracts/paths';
import { createTestApp, signUpMember, type Agent, type TestApp } from './index';

/**
 * The goals suites' set-up (issue 20): one app per file on a clock the tests move with `at()` (sessions keep the
 * real one, so moving it never signs anyone out), new members, and starting and checking in on a goal.
 * Call at the top of the file: it registers its own beforeAll/afterAll.
 */
export function goalsTestApp(startAt = '2026-11-27T10:30:00Z') {
  let t: TestApp | undefined;
  let clock = new Date(startAt);
  beforeAll(() => {
    t = createTestApp({ now: () => clock });
  });
  afterAll(() => t?.close());

  const app = (): TestApp => {
    if (!t) throw new Error('goalsTestApp: the app exists from beforeAll on');
    return t;
  };
  const at = (iso: string) => {
    clock = new Date(iso);
  };
  async function member(): Promise<Agent> {
    const a = app().agent();
    await signUpMember(a);
    return a;
  }
  async function start(a: Agent, body: Record<string, unknown>) {
    const res = await a.post(apiPaths.goals).send(body);
    if (res.status !== 201) throw new Error(`start failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: number } & Record<string, unknown>;
  }
  const checkIn = (a: Agent, id: number) => a.post(apiPaths.goalCheckIns(id));
  return { app, at, member, start, checkIn };
}
