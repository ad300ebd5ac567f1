import type { Knex } from 'knex';

/**
 * Issue 20: one activities model. An activity belongs to a group or to a community (exactly one of `group_id`,
 * `community_id`), so answers and their waitlist (modules/activities: rsvp-*.ts), calendar files, reminders, recurrence and time
 * zones are written once for both. `group_activities` becomes `activities` (its ids, its answers and their
 * foreign key stay as they are); every row of `community_activities` moves in with a new id (nothing referred to
 * those ids: community activities took no answers before) and that table goes.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table group_activities rename to activities');
  await knex.raw('alter sequence group_activities_id_seq rename to activities_id_seq');
  await knex.raw('alter index group_activities_pkey rename to activities_pkey');
  await knex.raw('alter index group_activities_group_start_index rename to activities_group_start_index');
  await knex.raw('alter table activities rename constraint group_activities_group_id_foreign to activities_group_id_foreign');
  await knex.raw('alter table activities rename constraint group_activities_created_by_foreign to activities_created_by_foreign');
  await knex.raw('alter table activities rename constraint group_activities_max_check to activities_max_check');
  await knex.raw('alter trigger group_activities_list_version_write on activities rename to activities_list_version_write');
  await knex.raw('alter trigger group_activities_list_version_truncate on activities rename to activities_list_version_truncate');

  await knex.raw('alter table activities alter column group_id drop not null');
  await knex.raw('alter table activities add column community_id integer references communities(id) on delete cascade');
  await knex.raw('alter table activities add constraint activities_one_host check ((group_id is null) <> (community_id is null))');
  // What community activities had and group activities lacked.
  await knex.raw('alter table activities add column image varchar(2000)');
  await knex.raw('alter table activities add column updated_at timestamptz not null default now()');
  await knex.raw('alter table activities alter column title type varchar(200), alter column meeting_link type varchar(2000)');
  await knex.raw('create index activities_community_start_index on activities (community_id, start_date) where community_id is not null');

  await knex.raw(`
    insert into activities (community_id, title, description, location, is_virtual, meeting_link, start_date, end_date, max_attendees,
                            image, created_by, created_at, updated_at)
    select community_id, title, coalesce(description, ''), location, is_virtual, meeting_link, start_date, end_date,
           case when max_attendees > 0 then max_attendees end, image, created_by, created_at, updated_at
      from community_activities
     order by id`);
  await knex.raw('drop table community_activities');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.createTable('community_activities', (t) => {
    t.increments('id').primary();
    t.integer('community_id').notNullable().references('id').inTable('communities').onDelete('CASCADE');
    t.string('title', 200).notNullable();
    t.text('description');
    t.string('location', 200);
    t.boolean('is_virtual').notNullable().defaultTo(false);
    t.string('meeting_link', 2000);
    t.timestamp('start_date', { useTz: true }).notNullable();
    t.timestamp('end_date', { useTz: true });
    t.integer('max_attendees');
    t.string('image', 2000);
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    t.timestamps(true, true);
    t.index(['community_id', 'start_date'], 'community_activities_community_start_index');
  });
  await knex.raw(`
    insert into community_activities (community_id, title, description, location, is_virtual, meeting_link, start_date, end_date,
                                      max_attendees, image, created_by, created_at, updated_at)
    select community_id, title, description, location, is_virtual, meeting_link, start_date, end_date, max_attendees, image,
           created_by, created_at, updated_at
      from activities where community_id is not null order by id`);
  await knex.raw('delete from activities where community_id is not null');
  await knex.raw('drop index activities_community_start_index');
  await knex.raw('alter table activities drop constraint activities_one_host');
  await knex.raw('alter table activities drop column community_id, drop column image, drop column updated_at');
  await knex.raw('alter table activities alter column group_id set not null');
  await knex.raw('alter table activities alter column title type varchar(100), alter column meeting_link type varchar(500)');
  await knex.raw('alter trigger activities_list_version_truncate on activities rename to group_activities_list_version_truncate');
  await knex.raw('alter trigger activities_list_version_write on activities rename to group_activities_list_version_write');
  await knex.raw('alter table activities rename constraint activities_max_check to group_activities_max_check');
  await knex.raw('alter table activities rename constraint activities_created_by_foreign to group_activities_created_by_foreign');
  await knex.raw('alter table activities rename constraint activities_group_id_foreign to group_activities_group_id_foreign');
  await knex.raw('alter index activities_group_start_index rename to group_activities_group_start_index');
  await knex.raw('alter index activities_pkey rename to group_activities_pkey');
  await knex.raw('alter sequence activities_id_seq rename to group_activities_id_seq');
  await knex.raw('alter table activities rename to group_activities');
}
