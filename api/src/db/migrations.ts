import type { Knex } from 'knex';

export interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/** A migration as a module registers it: [name, as stored in knex_migrations (never rename a shipped one), migration]. */
export type NamedMigration = [string, Migration];

/**
 * The migrations the modules register, in the order they run: by name, which starts with the time it was
 * written (yyyymmddhhmm), so a module's new migration takes its place after everything written before it.
 */
export function inOrder(lists: NamedMigration[][]): NamedMigration[] {
  const all = lists.flat().sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const names = new Set<string>();
  for (const [name] of all) {
    if (names.has(name)) throw new Error(`Two migrations are named ${name}`);
    names.add(name);
  }
  return all;
}

/** A static knex migration source, so migrations load under tsx, jest and bundlers alike. */
export function migrationSourceOf(migrations: NamedMigration[]): Knex.MigrationSource<NamedMigration> {
  return {
    getMigrations: async () => migrations,
    getMigrationName: ([name]) => name,
    getMigration: async ([, migration]) => migration,
  };
}
