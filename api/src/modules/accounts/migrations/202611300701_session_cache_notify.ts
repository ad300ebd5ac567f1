import type { Knex } from 'knex';

/**
 * Issue 24 §3: every API instance keeps the sessions it served lately (with their member) in memory, so a signed-in
 * read costs no session query. Whatever changes a session, a member or a role tells every instance at once, by
 * `NOTIFY afterwork_session_cache` at commit: `s:<session id>`, `u:<member id>`, or `*` (forget everything).
 * Triggers, not application code, send it, so no write path (sign-out, sign out everywhere, password change,
 * suspension, role change, account deletion, a script in psql) can forget to. A statement touching more than 100
 * rows sends `*` instead of one notification per row.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    create or replace function session_cache_notify_rows() returns trigger language plpgsql as $$
    declare
      n int;
      r record;
      prefix text := case when tg_table_name = 'sessions' then 's:' else 'u:' end;
    begin
      select count(*) into n from old_rows;
      if n > 100 then
        perform pg_notify('afterwork_session_cache', '*');
      else
        for r in select id::text as id from old_rows loop
          perform pg_notify('afterwork_session_cache', prefix || r.id);
        end loop;
      end if;
      return null;
    end $$;

    create or replace function session_cache_notify_all() returns trigger language plpgsql as $$
    begin
      perform pg_notify('afterwork_session_cache', '*');
      return null;
    end $$;

    create trigger sessions_cache_notify_update after update on sessions
      referencing old table as old_rows for each statement execute function session_cache_notify_rows();
    create trigger sessions_cache_notify_delete after delete on sessions
      referencing old table as old_rows for each statement execute function session_cache_notify_rows();
    create trigger sessions_cache_notify_truncate after truncate on sessions
      for each statement execute function session_cache_notify_all();
    create trigger users_cache_notify_update after update on users
      referencing old table as old_rows for each statement execute function session_cache_notify_rows();
    create trigger users_cache_notify_delete after delete on users
      referencing old table as old_rows for each statement execute function session_cache_notify_rows();
    create trigger users_cache_notify_truncate after truncate on users
      for each statement execute function session_cache_notify_all();
    create trigger roles_cache_notify after update or delete or truncate on roles
      for each statement execute function session_cache_notify_all();
  `);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`
    drop trigger if exists sessions_cache_notify_update on sessions;
    drop trigger if exists sessions_cache_notify_delete on sessions;
    drop trigger if exists sessions_cache_notify_truncate on sessions;
    drop trigger if exists users_cache_notify_update on users;
    drop trigger if exists users_cache_notify_delete on users;
    drop trigger if exists users_cache_notify_truncate on users;
    drop trigger if exists roles_cache_notify on roles;
    drop function if exists session_cache_notify_rows();
    drop function if exists session_cache_notify_all();
  `);
}
