/**
 * Several instances starting together on an empty database: one runs the migrations, the others wait for it and
 * then find nothing to do (an advisory lock around knex's migrate; knex's own lock makes them fail instead).
 */
import type { Knex } from 'knex';
import { createDb } from '../../src/db';
import { createOwnDatabase, type OwnDatabase } from '../support/own-database';
import { migrateLatest, migrations } from '../../src/schema';

let own: OwnDatabase;
let url: string;
const pools: Knex[] = [];

beforeAll(async () => {
  own = await createOwnDatabase('migrate');
  url = own.url;
});
afterAll(async () => {
  for (const p of pools) await p.destroy();
  await own.drop();
});

const pool = () => {
  const db = createDb({ databaseUrl: url, poolMax: 3 });
  pools.push(db);
  return db;
};

describe('migrations at start-up', () => {
  it('run once when three instances start together; the others wait, then find nothing to do', async () => {
    const logs: string[][] = [[], [], []];
    const results = await Promise.all([0, 1, 2].map((i) => migrateLatest(pool(), (m) => logs[i].push(m))));
    const appliers = results.filter((r) => r.applied.length > 0);
    expect(appliers).toHaveLength(1);
    expect(appliers[0].applied).toEqual(migrations.map(([name]) => name));
    expect(results.filter((r) => r.waited).length).toBeGreaterThanOrEqual(1);
    for (const r of results) if (!r.applied.length) expect(r.waited).toBe(true);
    const rows = await pools[0]('knex_migrations').select('name');
    expect(rows.map((r: { name: string }) => r.name).sort()).toEqual(migrations.map(([name]) => name).sort());
  });

  it('frees the lock a migrator left when it died mid-way, instead of failing every later start', async () => {
    const db = pool();
    await db('knex_migrations_lock').update({ is_locked: 1 });
    const messages: string[] = [];
    const result = await migrateLatest(db, (m) => messages.push(m));
    expect(result.applied).toEqual([]);
    expect(messages.join('\n')).toMatch(/freeing the migration lock/);
    expect((await db('knex_migrations_lock').first()).is_locked).toBe(0);
  });
});
