import knexFactory from 'knex';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.TEST_DB_NAME;
  if (!name || process.env.KEEP_TEST_DB) return;
  const base = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = knexFactory({ client: 'pg', connection: base, pool: { min: 0, max: 1 } });
  try {
    await admin.raw(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.destroy();
  }
}
