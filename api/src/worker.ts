import { createBackground, startBackgroundWork } from './background';
import { composeNews } from './compose';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { isDatabaseUnavailable } from './http/database-unavailable';
import { createLogger } from './http/logger';
import { migrateLatest } from './schema';

/**
 * The job worker as its own process (`pnpm --filter @afterwork/api worker`), for when the API is scaled out and
 * its instances run with JOBS_IN_PROCESS=false. Same configuration as the API (DATABASE_URL, SMTP_URL, ...);
 * any number of workers may run: the queue hands each job to one of them, and the idempotency key of each mail
 * keeps a retried job from sending twice.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, (msg) => logger.info(msg));
  let stopping = false;
  let stopReminders = () => undefined as void;
  const background = createBackground({ db: database.db, config, logger });
  const { jobs, mail } = background;

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('worker stopping', { signal });
    setTimeout(() => process.exit(0), 10_000).unref();
    stopReminders();
    await jobs.stop(8000);
    mail.close();
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A connection refused while PostgreSQL restarts ('the database system is starting up', 57P03) once escaped as an
  // unhandled rejection and ended the worker (pnpm test:network, database restart: 2 runs of 6), leaving every mail
  // queued until someone restarted it. The jobs retry by themselves: keep running. Anything else still ends it.
  process.on('unhandledRejection', (err) => {
    if (isDatabaseUnavailable(err)) {
      logger.warn('worker: database unavailable (an unhandled rejection), carrying on', { error: err instanceof Error ? err.message : String(err) });
      return;
    }
    console.error(err);
    process.exit(1);
  });

  // Waits for (or runs) the migrations, like every API instance: a worker may start first.
  await migrateLatest(database.db, (msg) => logger.info(msg));
  await jobs.start();
  if (stopping) return;
  // The reminder sweeps' news, from the composition root (the worker composes no routes' services).
  stopReminders = await startBackgroundWork(background, composeNews({ db: database.db, mail, push: background.push }), logger);
  logger.info('worker running', { queues: ['mail', 'data-export', 'push'], reminders: 'every minute', mail: mail.describe(), database: database.description });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
