import type { Knex } from 'knex';

/**
 * Issue 20: members join and leave a community. `communities.member_count` becomes the real count of
 * `community_members`, kept by a row trigger (joins, leaves, and a member's account being deleted alike). Every
 * community lead is a member. The invented counts of the old demo data are replaced by the real ones.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('community_members', (t) => {
    t.increments('id').primary();
    t.integer('community_id').notNullable().references('id').inTable('communities').onDelete('CASCADE');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    t.timestamp('joined_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['community_id', 'user_id'], { indexName: 'community_members_community_user_unique' });
    // A member's communities, newest first.
    t.index(['user_id', 'joined_at'], 'community_members_user_index');
  });

  await knex.raw(`
    create or replace function community_member_count() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'INSERT' then
        update communities set member_count = member_count + 1 where id = NEW.community_id;
      else
        update communities set member_count = greatest(0, member_count - 1) where id = OLD.community_id;
      end if;
      return null;
    end
    $$`);
  await knex.raw(`create trigger community_members_count after insert or delete on community_members
    for each row execute function community_member_count()`);

  await knex.raw(`insert into community_members (community_id, user_id, joined_at)
    select community_id, user_id, joined_at from community_leads on conflict do nothing`);
  await knex.raw(`update communities c set member_count = (select count(*) from community_members m where m.community_id = c.id)`);
  await knex.raw('alter table communities add constraint communities_member_count_check check (member_count >= 0)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table communities drop constraint if exists communities_member_count_check');
  await knex.schema.dropTableIfExists('community_members');
  await knex.raw('drop function if exists community_member_count()');
}
