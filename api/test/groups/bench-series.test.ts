import { createTestApp, type TestApp } from '../support';
import { insertWeeklySeries } from '../../bench/generate-data';
import { createGroup, member } from './helpers';
// bench:data's 2,000 weekly series (issue 22), on two groups: 52 dates each at 10:00 London time, read by the API as a series.
let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
// Closed whatever happens in the test (a failed expect would otherwise leave the pool open and jest hanging).
afterAll(() => t.close());

it('bench:data weekly series: 52 dates at 10:00 Europe/London, answered as a series', async () => {
  const { agent } = await member(t);
  const g1 = await createGroup(agent);
  await createGroup(agent);
  await insertWeeklySeries(t.db, g1.id, 2);
  const rows = await t.db('activities').whereNotNull('series_id').where('group_id', '>=', g1.id).orderBy('start_date');
  expect(rows.length).toBe(104);
  const hours = new Set(rows.map((r) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' }).format(r.start_date)));
  expect([...hours]).toEqual(['10:00']);
  const res = await t.request().get(`/api/groups/${g1.id}/activities`);
  expect(res.body.length).toBe(52);
  expect(res.body[0].repeat.frequency).toBe('weekly');
});
