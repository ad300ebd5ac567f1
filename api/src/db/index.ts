import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded';
import type { NamedMigration } from './migrations';
import { migrationSourceOf } from './migrations';

export type Db = Knex;

// pg answers int8 (bigint, count(*)) as strings: make them numbers (ids stay far below 2^53).
pg.types.setTypeParser(20, (v: string) => Number(v));

/** knex on a PostgreSQL server (the embedded one included: it is real PostgreSQL, reached the same way). */
export function createDb(config: { databaseUrl: string; poolMax?: number }): Knex {
  return knexFactory({
    client: 'pg',
    connection: config.databaseUrl,
    // 20: a burst of 64 concurrent requests waits less for a connection (PostgreSQL allows 100).
    // JIT off: our queries are short OLTP reads, where JIT compilation costs more (10-20 ms) than it saves.
    pool: {
      min: 0,
      max: config.poolMax ?? 20,
      afterCreate: (conn: pg.Client, done: (err: Error | null, conn: pg.Client) => void) => {
        conn.query('set jit = off', (err: Error | null) => done(err, conn));
      },
    },
    acquireConnectionTimeout: 5000,
  });
}

export interface Database {
  db: Knex;
  /** Where the data lives, for the start-up log line (never the password). */
  description: string;
  /** Set when the embedded PostgreSQL serves this process. */
  embedded?: EmbeddedPostgres;
  /** Closes the pool, then stops the embedded server if this process started it. */
  close(): Promise<void>;
}

/**
 * The database of the configuration: DATABASE_URL when set, else the embedded PostgreSQL in `dataDir`
 * (started here, or shared with the process that already runs it).
 */
export async function openDatabase(
  config: { databaseUrl?: string; dataDir: string },
  log: (message: string) => void = () => undefined,
): Promise<Database> {
  if (config.databaseUrl) {
    const db = createDb({ databaseUrl: config.databaseUrl });
    const u = new URL(config.databaseUrl);
    return { db, description: `postgres://${u.host}${u.pathname}`, close: () => db.destroy() };
  }
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log });
  const db = createDb({ databaseUrl: embedded.url });
  return {
    db,
    embedded,
    description: `embedded PostgreSQL ${embedded.version} in ${config.dataDir} (127.0.0.1:${embedded.port})`,
    close: async () => {
      await db.destroy().catch(() => undefined);
      await embedded.stop();
    },
  };
}

/** Any 64-bit number of our own: the advisory lock every instance takes around its migrations. */
const MIGRATIONS_LOCK = 4_171_646_016_016;

export interface MigrateResult {
  /** Names of the migrations this call applied (empty when another instance had already done it). */
  applied: string[];
  /** True when another instance was migrating and this one waited for it. */
  waited: boolean;
}

/**
 * Runs every pending migration of `migrations` (the modules' own, collected by ../schema.ts), once, whatever the number of instances starting
 * together: a PostgreSQL advisory lock around knex's migrate makes the others wait, then find nothing to do.
 * (knex's own lock table makes a second migrator fail instead of waiting, and stays locked if a migrator dies;
 * holding the advisory lock we know no one else is migrating, so a lock left that way is freed.)
 */
export async function migrateWith(db: Knex, migrations: NamedMigration[], log: (message: string) => void = () => undefined): Promise<MigrateResult> {
  const migrationSource = migrationSourceOf(migrations);
  const conn = await db.client.acquireConnection();
  try {
    const onConn = (sql: string) => db.raw(sql, [MIGRATIONS_LOCK]).connection(conn);
    const tried = await onConn('select pg_try_advisory_lock(?) as ok');
    const waited = !tried.rows[0].ok;
    if (waited) {
      log('another instance is running the migrations: waiting for it');
      await onConn('select pg_advisory_lock(?)');
    }
    try {
      if (await db.schema.hasTable('knex_migrations_lock')) {
        const stuck = await db('knex_migrations_lock').where({ is_locked: 1 }).first();
        if (stuck) {
          log('freeing the migration lock left by a migrator that stopped mid-way');
          await db.migrate.forceFreeMigrationsLock({ migrationSource });
        }
      }
      const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
      return { applied, waited };
    } finally {
      await onConn('select pg_advisory_unlock(?)');
    }
  } finally {
    await db.client.releaseConnection(conn);
  }
}

/** Normalise a `count(*)` answer (a number with our int8 parser, a string on a pg without it) to a number. */
export function toCount(row: unknown, key = 'count'): number {
  if (row == null) return 0;
  const value = typeof row === 'object' ? (row as Record<string, unknown>)[key] : row;
  return Number(value ?? 0);
}

/** Serialise a value for a jsonb column (pg would send arrays as Postgres arrays). */
export const jsonb = (value: unknown): string => JSON.stringify(value);

/** Dates from the driver → ISO strings for JSON answers. */
export const iso = (d: Date | string | null | undefined): string | null =>
  d == null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString();

/**
 * knex query options that make pg run the statement as a named prepared statement (issue 24 §3): each pooled
 * connection parses it once, then sends only its parameters, and PostgreSQL may keep a generic plan. Only for a hot
 * read whose SQL text never changes between calls (the values are parameters), and one name per text: pg refuses a
 * name reused with other text. Name its columns, never `*`: a migration adding a column (another instance deploying)
 * would make a prepared `*` fail with 'cached plan must not change result type'.
 * `db.raw(sql, bindings).options(preparedAs('name'))`.
 */
export const preparedAs = (name: string): { name: string } => ({ name: `afterwork-${name}` });
