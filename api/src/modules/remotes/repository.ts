import type { Knex } from 'knex';
import type { RemoteFailureReport } from '@afterwork/contracts/registry';

export interface RemoteFailureCount {
  remote: string;
  version: string;
  stage: string;
  count: number;
  lastMessage: string;
  firstAt: string;
  lastAt: string;
}

/** Failure counts per remote, version and stage: one atomic upsert per report (every API instance shares them). */
export function createRemoteFailuresRepository(db: Knex) {
  return {
    async count(report: RemoteFailureReport): Promise<void> {
      await db.raw(
        `insert into remote_failures (remote, version, stage, count, last_message) values (?, ?, ?, 1, ?)
         on conflict (remote, version, stage) do update set count = remote_failures.count + 1, last_message = excluded.last_message, last_at = now()`,
        [report.remote, report.version, report.stage, report.message.slice(0, 500)],
      );
    },
    async list(): Promise<RemoteFailureCount[]> {
      const rows = await db('remote_failures').select('*').orderBy([{ column: 'remote' }, { column: 'last_at', order: 'desc' }]);
      return rows.map((r) => ({
        remote: r.remote,
        version: r.version,
        stage: r.stage,
        count: Number(r.count),
        lastMessage: r.last_message,
        firstAt: new Date(r.first_at).toISOString(),
        lastAt: new Date(r.last_at).toISOString(),
      }));
    },
  };
}
