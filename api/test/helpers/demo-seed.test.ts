import { createDb } from '../../src/db';
import { migrateLatest, runSeeds } from '../../src/schema';
import { createTestApp } from '../support';
import { createOwnDatabase, type OwnDatabase } from '../support/own-database';

/** `npm start` on a fresh clone shows it (issue 34 'Done when'): the demo member has a helper; a group has a co-organiser. */
describe('the demo seed', () => {
  let own: OwnDatabase;
  beforeAll(async () => {
    own = await createOwnDatabase('helpers_demo');
  });
  afterAll(() => own.drop());

  it('gives Dorothy a helper who can switch to her, with one thing done, and a co-organiser in her group; twice is once', async () => {
    const db = createDb({ databaseUrl: own.url });
    try {
      await migrateLatest(db);
      await runSeeds(db, { demoAccounts: true });
      await runSeeds(db, { demoAccounts: true });
      const t = createTestApp({ db });
      try {
        const sarah = t.agent();
        expect((await sarah.post('/api/login').send({ username: 'helper', password: 'helper-password' })).status).toBe(200);
        const helping = await sarah.get('/api/user/helping');
        expect(helping.body.members).toEqual([expect.objectContaining({ name: 'Dorothy Evans', grants: ['see', 'answer', 'reminders'] })]);
        await sarah.put('/api/user/acting-for').send({ memberId: helping.body.members[0].userId });
        expect((await sarah.get('/api/user')).body.name).toBe('Dorothy Evans');

        const dorothy = t.agent();
        await dorothy.post('/api/login').send({ username: 'demo', password: 'demo-password' });
        const did = await dorothy.get('/api/user/helper-actions');
        expect(did.body).toHaveLength(1);
        expect(did.body[0].what).toMatch(/^said you are going to /);
        expect(await db('group_members').where({ role: 'organiser' })).toHaveLength(1);
      } finally {
        await t.close();
      }
    } finally {
      await db.destroy();
    }
  });
});
