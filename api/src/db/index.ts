import fs from 'node:fs';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { migrationSource } from './migrations';

export type Db = Knex;

// pg answers int8 (bigint, count(*)) as strings: make them numbers (ids stay far below 2^53).
pg.types.setTypeParser(20, (v: string) => Number(v));

export interface DbConfig {
  databaseUrl?: string;
  dataDir?: string;
  /** Embedded, in-memory PGlite (for quick scripts). */
  inMemory?: boolean;
}

/** The embedded database's start (PGlite compiles WebAssembly and may create its data folder first). */
const embeddedReady = new WeakMap<Knex, Promise<unknown>>();

/**
 * Resolves once the database can take queries. PGlite's start takes ~2 s on an idle machine but close to a
 * minute on a busy one, longer than knex's pool waits for a new connection: wait for it here instead.
 */
export async function dbReady(db: Knex): Promise<void> {
  await embeddedReady.get(db);
}

/** knex on PostgreSQL when `databaseUrl` is set, else knex-pglite on `dataDir` (embedded). */
export function createDb(config: DbConfig): Knex {
  if (config.databaseUrl) {
    return knexFactory({
      client: 'pg',
      connection: config.databaseUrl,
      // 20: a burst of 64 concurrent requests waits less for a connection (PostgreSQL allows 100).
      // JIT off: our queries are short OLTP reads, where JIT compilation costs more (10-20 ms) than it saves.
      pool: {
        min: 0,
        max: 20,
        afterCreate: (conn: pg.Client, done: (err: Error | null, conn: pg.Client) => void) => {
          conn.query('set jit = off', (err: Error | null) => done(err, conn));
        },
      },
      acquireConnectionTimeout: 5000,
    });
  }
  // Loaded lazily: PGlite needs a dynamic import that jest only allows with --experimental-vm-modules.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { PGlite, types } = require('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
  const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm') as typeof import('@electric-sql/pglite/contrib/pg_trgm');
  const ClientPgLite = require('knex-pglite');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const options = { extensions: { pg_trgm }, parsers: { [types.INT8]: (v: string) => Number(v) } };
  let pglite: InstanceType<typeof PGlite>;
  if (config.inMemory || !config.dataDir) {
    pglite = new PGlite(options);
  } else {
    fs.mkdirSync(config.dataDir, { recursive: true });
    pglite = new PGlite(config.dataDir, options);
  }
  const db = knexFactory({
    client: ClientPgLite,
    dialect: 'postgres',
    connection: () => ({ pglite }),
    acquireConnectionTimeout: 180_000,
  } as unknown as Knex.Config);
  embeddedReady.set(db, pglite.waitReady);
  return db;
}

/** True when this knex talks to the embedded PGlite database. */
export const isEmbedded = (db: Knex): boolean => (db.client.config as { client?: unknown }).client !== 'pg';

/** Run every pending migration (static list in ./migrations.ts). */
export async function migrateLatest(db: Knex): Promise<void> {
  await dbReady(db);
  await db.migrate.latest({ migrationSource });
}

/** Normalise a `count(*)` answer (string on pg, number on PGlite) to a number. */
export function toCount(row: unknown, key = 'count'): number {
  if (row == null) return 0;
  const value = typeof row === 'object' ? (row as Record<string, unknown>)[key] : row;
  return Number(value ?? 0);
}

/** `select count(*)` of a query builder as a number. */
export async function countOf(query: Knex.QueryBuilder): Promise<number> {
  const row = await query.clone().clearSelect().clearOrder().count({ count: '*' }).first();
  return toCount(row);
}

/** Serialise a value for a jsonb column (pg would send arrays as Postgres arrays). */
export const jsonb = (value: unknown): string => JSON.stringify(value);

/** Dates from the driver → ISO strings for JSON answers. */
export const iso = (d: Date | string | null | undefined): string | null =>
  d == null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();
