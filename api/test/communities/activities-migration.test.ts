/**
 * The move to one activities table (migration 202611260020_one_activities_table) on a database that holds data:
 * group activities keep their ids and their answers, every community activity moves in, and down() brings back the
 * two tables as they were.
 */
import type { Knex } from 'knex';
import { createDb } from '../../src/db';
import { createOwnDatabase, type OwnDatabase } from '../support/own-database';
import { migrationSource, migrations } from '../../src/schema';

let own: OwnDatabase;
let db: Knex;

beforeAll(async () => {
  own = await createOwnDatabase('activities');
  db = createDb({ databaseUrl: own.url, poolMax: 2 });
});
afterAll(async () => {
  await db.destroy();
  await own.drop();
});

const TARGET = '202611260020_one_activities_table';

it('moves community activities into activities and keeps group activities, their ids and answers', async () => {
  // Everything before the move.
  const before = migrations.findIndex(([name]) => name === TARGET);
  for (let i = 0; i < before; i += 1) await db.migrate.up({ migrationSource });
  expect(await db.schema.hasTable('community_activities')).toBe(true);

  const [{ id: userId }] = await db('users').insert({ username: 'mover', password_hash: 'x', name: 'Mover', email: 'mover@example.com', role_id: (await db('roles').first('id'))?.id }).returning('id');
  const [{ id: groupId }] = await db('groups').insert({ name: 'Old walkers', description: 'A group from before.', type: 'active' }).returning('id');
  const [{ id: groupActivityId }] = await db('group_activities')
    .insert({ group_id: groupId, title: 'Old walk', description: 'Before the move.', start_date: new Date(Date.now() + 86_400_000), max_attendees: 4 })
    .returning('id');
  await db('group_members').insert({ group_id: groupId, user_id: userId });
  await db('activity_attendees').insert({ activity_id: groupActivityId, user_id: userId, status: 'going' });
  const [{ id: communityId }] = await db('communities')
    .insert({ name: 'Old circle', location: 'Leeds, UK', type: 'learn', description: 'A community from before.', latitude: 53.8, longitude: -1.55 })
    .returning('id');
  await db('community_activities').insert([
    { community_id: communityId, title: 'Talk without words', description: null, start_date: new Date('2030-01-01T10:00:00Z'), max_attendees: 0, image: '/img/a.jpg' },
    { community_id: communityId, title: 'Online chat', description: 'By video.', is_virtual: true, meeting_link: 'https://meet.example.com/a', start_date: new Date('2030-02-01T10:00:00Z'), max_attendees: 30 },
  ]);

  await db.migrate.up({ migrationSource });
  expect(await db.schema.hasTable('community_activities')).toBe(false);
  expect(await db.schema.hasTable('group_activities')).toBe(false);
  const moved = await db('activities').whereNotNull('community_id').orderBy('start_date');
  expect(moved.map((a) => [a.community_id, a.group_id, a.title, a.description, a.max_attendees, a.image, a.is_virtual, a.meeting_link])).toEqual([
    [communityId, null, 'Talk without words', '', null, '/img/a.jpg', false, null],
    [communityId, null, 'Online chat', 'By video.', 30, null, true, 'https://meet.example.com/a'],
  ]);
  const kept = await db('activities').where({ id: groupActivityId }).first();
  expect(kept).toMatchObject({ group_id: groupId, community_id: null, title: 'Old walk', max_attendees: 4 });
  expect(await db('activity_attendees').where({ activity_id: groupActivityId }).first()).toMatchObject({ user_id: userId, status: 'going' });
  // New rows get fresh ids from the same sequence; an activity has exactly one host.
  const [{ id: next }] = await db('activities').insert({ group_id: groupId, title: 'After', description: 'After the move.', start_date: new Date() }).returning('id');
  expect(next).toBeGreaterThan(Math.max(...moved.map((a) => a.id)));
  await expect(db('activities').insert({ group_id: groupId, community_id: communityId, title: 'Both', description: 'x', start_date: new Date() })).rejects.toThrow(/activities_one_host/);
  await expect(db('activities').insert({ title: 'Neither', description: 'x', start_date: new Date() })).rejects.toThrow(/activities_one_host/);

  // And back.
  await db.migrate.down({ migrationSource });
  expect(await db.schema.hasTable('activities')).toBe(false);
  expect((await db('community_activities').orderBy('start_date')).map((a) => a.title)).toEqual(['Talk without words', 'Online chat']);
  expect((await db('group_activities').orderBy('id')).map((a) => a.title)).toEqual(['Old walk', 'After']);
});
