import type { Knex } from 'knex';

/**
 * Live updates (issue 30, item 6): the durable log of what changed, for every API instance's streams. `id` is the
 * sequence a tab resumes from (`Last-Event-ID`); publishers take one advisory lock until they commit, so ids are
 * committed in order and a replay of `id > n` never misses one that committed late. The audience is either explicit
 * members (`audience_members`) or a place whose readers are checked at delivery (`audience_place`, `_place_id`);
 * `actor_id` is the member the event is about (their post): those who block them, or are blocked by them, get nothing.
 * `payload` holds ids and kinds only. Old rows are pruned (REALTIME_RETENTION_HOURS).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('realtime_events', (t) => {
    t.bigIncrements('id').primary();
    t.text('kind').notNullable();
    t.specificType('audience_members', 'integer[]').nullable();
    t.text('audience_place').nullable();
    t.integer('audience_place_id').nullable();
    t.integer('actor_id').nullable();
    t.jsonb('payload').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(
    `alter table realtime_events add constraint realtime_events_one_audience
       check ((audience_members is null) <> (audience_place is null and audience_place_id is null))`,
  );
  await knex.raw('create index realtime_events_created on realtime_events (created_at)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('realtime_events');
}
