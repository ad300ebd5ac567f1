import type { Knex } from 'knex';
import PgBoss from 'pg-boss';
import type { Logger } from '../../http/logger';
import { createJobsRepository } from './repository';

/**
 * The job queue (issue 17): pg-boss 10 in the `pgboss` schema of our own database, reached through knex's pool
 * (one pool, the embedded PostgreSQL included). Jobs survive restarts (they are rows), are retried with back-off,
 * and can be enqueued inside a knex transaction, so a job exists exactly when the change that caused it committed.
 * Why pg-boss and not graphile-worker or a loop of our own: docs/architecture.md.
 */

/** What a queue's handler gets: the job's data and, for logs, its id and how many tries came before. */
export interface JobContext<T> {
  id: string;
  data: T;
  retryCount: number;
}

/** A handler's verdict for one job: done, or put back to start again after `ms` (not counted as a failure). */
/**
 * What a handler answers: nothing (done), `{ retryInMs }` (done, and the same data queued again for later), or
 * `{ forget: true }` (done, and its data wiped from the queue's table at once rather than kept a day: a mail to
 * someone who is no longer a member).
 */
export type JobResult = void | { retryInMs: number } | { forget: true };

export interface QueueDefinition {
  /** Tries after the first failure, then the job stays `failed` (visible, never silently dropped). */
  retryLimit: number;
  /** Seconds before the first retry; doubled (with jitter) on each further retry. */
  retryDelaySeconds: number;
  /** A job running longer is taken to have died with its worker and is retried. */
  expireInSeconds: number;
}

export interface SendOptions {
  /** Enqueue inside this transaction: the job exists only if the transaction commits. */
  trx?: Knex.Transaction;
  startAfter?: Date;
}

export interface JobQueueOptions {
  /** How often an idle worker looks for new jobs (pg-boss polls; in-process sends wake the workers at once). */
  pollingIntervalSeconds?: number;
  /** How often the queue's upkeep (expiring dead workers' jobs, retention) runs. */
  maintenanceIntervalSeconds?: number;
  /** Jobs a worker takes per fetch; they run concurrently. */
  batchSize?: number;
  /** Fetch loops per queue in this process. */
  workersPerQueue?: number;
  /** The queue's schema (default `pgboss`; each API test file has its own, so their workers never meet). */
  schema?: string;
}

/** pg-boss's `db` adapter on a knex pool or transaction: `$1` parameters go straight to the pg client. */
export function knexExecutor(db: Knex | Knex.Transaction): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[]) {
      const conn = (await db.client.acquireConnection()) as { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
      try {
        return await conn.query(text, values);
      } catch (err) {
        // pg-boss sends some scripts as one 'BEGIN; …; COMMIT;' string: if a statement in it fails, the connection
        // is left inside an aborted transaction. Roll it back before it goes back to the pool (inside a knex
        // transaction, knex rolls back itself).
        if (!db.isTransaction) await conn.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        await db.client.releaseConnection(conn);
      }
    },
  };
}

/** Advisory lock key under which one process at a time creates the queues. */
const QUEUE_SETUP_LOCK = 72_401_170;

export function createJobQueue(deps: { db: Knex; logger: Logger; options?: JobQueueOptions }) {
  const opts = { pollingIntervalSeconds: 1, maintenanceIntervalSeconds: 30, batchSize: 25, workersPerQueue: 2, schema: 'pgboss', ...deps.options };
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(opts.schema)) throw new Error(`jobs: bad schema name ${opts.schema}`);
  const executor = knexExecutor(deps.db);
  const boss = new PgBoss({
    db: executor,
    schema: opts.schema,
    supervise: true,
    schedule: false,
    maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds,
    // Completed jobs are kept a day for inspection, then deleted.
    deleteAfterDays: 1,
  });
  boss.on('error', (err: Error) => deps.logger.warn('jobs: queue error', { error: err.message }));

  const jobsRepo = createJobsRepository(deps.db);
  const definitions = new Map<string, QueueDefinition>();
  const workerIds = new Map<string, string[]>();
  let started: Promise<void> | undefined;
  let stopped = false;

  const start = (): Promise<void> => {
    started ??= (async () => {
      // API instances starting together on an empty database race pg-boss: its schema install checks before it
      // locks (the second installer fails with 'type "job_state" already exists'), and two createQueue calls
      // deadlock (each queue gets its own table partition, 40P01). One process at a time installs and declares
      // the queues, under our own advisory lock; the others then find them made.
      await deps.db.transaction(async (trx) => {
        await jobsRepo.lockForSetup(trx, QUEUE_SETUP_LOCK);
        await boss.start();
        for (const [name, def] of definitions) await createQueue(name, def);
      });
    })();
    return started;
  };

  // A queue's retry and expiry rules in pg-boss's terms: the queue is created with them, and every send carries
  // them too (the queue row keeps the values of whoever created it).
  const rules = (def: QueueDefinition) => ({ retryLimit: def.retryLimit, retryDelay: def.retryDelaySeconds, retryBackoff: true, expireInSeconds: def.expireInSeconds });
  const jobOptions = (name: string) => {
    const def = definitions.get(name);
    if (!def) throw new Error(`jobs: unknown queue ${name}`);
    return rules(def);
  };

  const createQueue = async (name: string, def: QueueDefinition) => {
    await boss.createQueue(name, { name, policy: 'standard', ...rules(def) });
  };

  return {
    /** The schema holding the jobs (`<schema>.job`). */
    schema: opts.schema,

    /** Declares a queue (before start(); created in the database by start()). */
    define(name: string, def: QueueDefinition): void {
      definitions.set(name, def);
    },

    /** Creates the queue's tables (pg-boss migrates its own schema under an advisory lock) and queues. Idempotent. */
    start,

    /** Enqueues one job; with `trx`, as part of that transaction. Answers the job's id. */
    async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string> {
      const rules = jobOptions(name);
      await start();
      const id = await boss.send(name, data, { ...rules, startAfter: options.startAfter, db: options.trx ? knexExecutor(options.trx) : undefined });
      if (!id) throw new Error(`jobs: ${name} was not enqueued`);
      // Workers of this process look at once instead of at their next poll (a job in an open transaction is
      // not visible yet: they find it at the next poll).
      if (!options.trx) for (const w of workerIds.get(name) ?? []) boss.notifyWorker(w);
      return id;
    },

    /**
     * Enqueues many jobs of one queue in few statements (`chunk` jobs per INSERT; pg-boss's `insert`); with `trx`,
     * as part of that transaction. The reminder sweep uses it: one statement per thousand mails, not one per mail.
     */
    async sendMany<T extends object>(name: string, items: T[], options: SendOptions & { chunk?: number } = {}): Promise<number> {
      if (!items.length) return 0;
      const rules = jobOptions(name);
      await start();
      const chunk = options.chunk ?? 1000;
      const db = options.trx ? knexExecutor(options.trx) : undefined;
      for (let i = 0; i < items.length; i += chunk) {
        const jobs = items.slice(i, i + chunk).map((data) => ({ name, data, ...rules, startAfter: options.startAfter }));
        await boss.insert(jobs, { db });
      }
      if (!options.trx) for (const w of workerIds.get(name) ?? []) boss.notifyWorker(w);
      return items.length;
    },

    /**
     * Runs `handler` for the queue's jobs in this process: `workersPerQueue` loops, each taking up to `batchSize`
     * jobs and running them concurrently. A job whose handler throws is failed (retried with back-off until
     * its retry limit); `{ retryInMs }` completes it and enqueues the same data again for later.
     */
    async work<T extends object>(name: string, handler: (job: JobContext<T>) => Promise<JobResult>): Promise<void> {
      await start();
      const ids: string[] = [];
      for (let i = 0; i < opts.workersPerQueue; i++) {
        let id = '';
        ids.push(
          (id = await boss.work<T>(name, { batchSize: opts.batchSize, pollingIntervalSeconds: opts.pollingIntervalSeconds, includeMetadata: true }, async (jobs) => {
            await Promise.all(
              jobs.map(async (job) => {
                try {
                  const result = await handler({ id: job.id, data: job.data, retryCount: (job as PgBoss.JobWithMetadata<T>).retryCount ?? 0 });
                  if (result && 'retryInMs' in result) await boss.send(name, job.data, { ...jobOptions(name), startAfter: new Date(Date.now() + result.retryInMs) });
                  if (result && 'forget' in result) await jobsRepo.wipeData(opts.schema, name, job.id);
                } catch (err) {
                  const message = err instanceof Error ? err.message : String(err);
                  deps.logger.warn('jobs: job failed, it will be retried', { queue: name, id: job.id, error: message });
                  await boss.fail(name, job.id, { message });
                }
              }),
            );
            // Returning completes the batch's jobs still active (the failed ones stay failed or retrying).
            // A full batch: more are likely waiting, so fetch again at once (pg-boss 10 would sleep a polling
            // interval between batches, capping a loop at batchSize per interval: the bench's 59 mails/s).
            if (jobs.length === opts.batchSize) boss.notifyWorker(id);
          })),
        );
      }
      workerIds.set(name, ids);
    },

    /** Stops this process's workers (waiting for the jobs under way, up to `timeoutMs`) and the upkeep. */
    async stop(timeoutMs = 8000): Promise<void> {
      if (stopped || !started) return;
      stopped = true;
      await started.catch(() => undefined);
      await boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs }).catch(() => undefined);
    },

    /**
     * Deletes the jobs of queue `name` about member `userId` (their data's `userId`), whatever their state, in `trx`:
     * an account deletion leaves nothing of theirs in the queue's table (completed jobs are otherwise kept a day).
     */
    forgetMember(trx: Knex.Transaction, name: string, userId: number): Promise<number> {
      return jobsRepo.deleteJobsAbout(trx, opts.schema, name, userId);
    },

    /** Counts of a queue's jobs by state (bench, tests, the worker's log). */
    async counts(name: string): Promise<Record<string, number>> {
      return jobsRepo.countsByState(opts.schema, name);
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;
