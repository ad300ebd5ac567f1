import { createRequire } from 'node:module';
import path from 'node:path';

// The API's own pg driver (as support/e2e-server.mjs uses it): e2e has no database client of its own.
interface PgClient {
  connect(): Promise<void>;
  query<Row>(sql: string, values?: unknown[]): Promise<{ rows: Row[] }>;
  end(): Promise<void>;
}
const { Client } = createRequire(path.resolve(import.meta.dirname, '../../api/package.json'))('pg') as {
  Client: new (options: { connectionString: string }) => PgClient;
};

/** A mail the API queued for a member (a job of the `mail` queue) or tried to send (`mail_deliveries`). */
export interface RecordedMail {
  key: string;
  subject: string;
  /** The job's state (created, active, completed, ...) or the delivery's status (sending, sent, skipped, failed). */
  state: string;
}

/**
 * What the site under test recorded of mails of `kind` to member `userId`, read from its database
 * (`E2E_DATABASE_URL`, chosen by playwright.config.ts): every job of the mail queue (pending, done or archived by
 * pg-boss) and every delivery. A mail job is written in the transaction of the change that causes it (with its
 * notice), so once that change shows, this is the whole answer: no waiting for a mail that might still come.
 */
export async function mailsRecordedFor(userId: number, kind: string): Promise<RecordedMail[]> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: this spec reads the local server\'s database');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<RecordedMail>(
      `select data->>'key' as key, data->'content'->>'subject' as subject, state::text as state
         from pgboss.job where name = 'mail' and data->>'kind' = $2 and (data->>'userId')::int = $1::int
       union all
       select data->>'key', data->'content'->>'subject', state::text
         from pgboss.archive where name = 'mail' and data->>'kind' = $2 and (data->>'userId')::int = $1::int
       union all
       select idempotency_key, subject, status from mail_deliveries where user_id = $1::int and kind = $2`,
      [userId, kind],
    );
    return rows;
  } finally {
    await client.end();
  }
}
