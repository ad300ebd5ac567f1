import { apiPaths } from '@afterwork/contracts/paths';
import { createDb } from '../../src/db';
import { migrateLatest, runSeeds } from '../../src/schema';
import { DEMO_MEMBER } from '../../src/modules/accounts/public';
import { createTestApp, type TestApp } from '../support';
import { createOwnDatabase, type OwnDatabase } from '../support/own-database';

/** The demo data (issue 34 'Done when'): an activity with guests and attendance, as `npm start` shows it. */
describe('demo data: guests and attendance', () => {
  let own: OwnDatabase;
  let t: TestApp;
  let db: ReturnType<typeof createDb>;
  beforeAll(async () => {
    own = await createOwnDatabase('demo_guests');
    db = createDb({ databaseUrl: own.url });
    await migrateLatest(db);
    await runSeeds(db, { demoAccounts: true });
    t = createTestApp({ db, config: { databaseUrl: own.url } });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await db?.destroy();
    await own?.drop();
  });

  it('the demo member organises the Book Swap: guests on the list, some ticked, the list still open', async () => {
    const agent = t.agent();
    expect((await agent.post(apiPaths.login).send({ username: DEMO_MEMBER.username, password: DEMO_MEMBER.password })).status).toBe(200);
    const swap = (await db('activities').where({ title: 'Book Swap and Cake' }).first('id')) as { id: number };
    const sheet = await agent.get(apiPaths.activityAttendance(swap.id));
    expect(sheet.status).toBe(200);
    expect(sheet.body.open).toBe(true);
    expect(sheet.body.people.filter((p: { guests: number }) => p.guests > 0).length).toBeGreaterThanOrEqual(2);
    expect(sheet.body.saidGoing).toBe(6 + 1 + 2 + 1);
    expect(sheet.body.came).toBeGreaterThan(0);
    expect(sheet.body.came).toBeLessThan(sheet.body.saidGoing);

    // An upcoming activity with guests in its list: "(+1)", "(+2)".
    const lights = (await db('activities').where({ title: 'Christmas Lights Evening Stroll' }).first('id')) as { id: number };
    const list = (await agent.get(apiPaths.activityAttendees(lights.id))).body as Array<{ guests: number }>;
    expect(list.map((a) => a.guests).filter((g) => g > 0)).toEqual([1, 2]);

    // The demo member came to past activities (this year's count, when the seed day's -9 and -20 days are in it).
    const demoId = ((await db('users').where({ username: 'demo' }).first('id')) as { id: number }).id;
    const mine = await agent.get(apiPaths.userAttendance(demoId));
    expect(mine.status).toBe(200);
    expect(mine.body.activities).toBeGreaterThanOrEqual(new Date(Date.now() - 21 * 86_400_000).getUTCFullYear() === new Date().getUTCFullYear() ? 2 : 0);
  });
});
