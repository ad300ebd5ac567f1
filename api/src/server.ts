import { createApp } from './app';
import { startBackgroundWork } from './background';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { createLogger } from './http/logger';
import { scheduleSessionPurge } from './modules/accounts/public';
import { createInboundSmtpServer, type InboundSmtpServer } from './modules/inbound-mail/public';
import { scheduleRealtimePrune } from './modules/realtime/public';
import { migrateLatest, runSeeds } from './schema';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config, (msg) => logger.info(msg));
  // From here on, stopping also stops the embedded PostgreSQL (when this process started it).
  let stopping = false;
  const running: { app?: ReturnType<typeof createApp>; server?: ReturnType<ReturnType<typeof createApp>['listen']>; stopPurge?: () => void; stopReminders?: () => void; inbound?: InboundSmtpServer; stopEventPrune?: () => void } = {};
  // Graceful stop: no new connections, let the requests under way finish (even if their client has gone: a
  // write must not be cut off half-way), then close the pool and the embedded server. Forced after 10 s (the
  // embedded server's watchdog still stops PostgreSQL when this process ends).
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const { app, server } = running;
    logger.info('shutting down', { signal, inFlight: app?.inFlight ?? 0 });
    setTimeout(() => process.exit(0), 10_000).unref();
    server?.close();
    await running.inbound?.close();
    running.stopPurge?.();
    running.stopReminders?.();
    running.stopEventPrune?.();
    app?.registry.close();
    // Live streams end now (their tabs reconnect to another instance and resume from the log).
    await app?.deps.services.realtime.close();
    server?.closeIdleConnections();
    while (app && app.inFlight > 0) await new Promise((r) => setTimeout(r, 25));
    // Jobs under way finish (a mail being sent is marked); the rest wait in the queue for the next start.
    await app?.deps.jobs.stop(6000);
    app?.deps.mail.close();
    await app?.sessionCache.close();
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const { db } = database;
  const migrated = await migrateLatest(db, (msg) => logger.info(msg));
  if (migrated.applied.length) logger.info('migrations applied', { count: migrated.applied.length, waited: migrated.waited });
  else logger.info('migrations up to date', { waited: migrated.waited });
  if (database.embedded && !config.isProduction) {
    await runSeeds(db, { demoAccounts: true });
  }
  if (stopping) return;
  running.app = createApp({ config, db, logger });
  // The job queue's schema and queues; its workers run here unless a separate worker process runs them.
  await running.app.deps.jobs.start();
  if (config.jobsInProcess) {
    running.stopReminders = await startBackgroundWork(running.app.deps, running.app.deps.services, logger);
  }
  logger.info('jobs', { workers: config.jobsInProcess ? 'in this process' : 'in the worker process (JOBS_IN_PROCESS=false)', mail: running.app.deps.mail.describe() });
  if (stopping) return;
  running.stopPurge = scheduleSessionPurge(db, logger);
  // Reply by email: the inbound SMTP server, when INBOUND_MAIL_PORT is given.
  if (config.inboundMail.port) {
    running.inbound = createInboundSmtpServer({ service: running.app.deps.services.inboundMail, maxBytes: config.inboundMail.maxBytes, logger });
    const port = await running.inbound.listen(config.inboundMail.port, config.inboundMail.host);
    logger.info('reply by email', { smtp: `${config.inboundMail.host}:${port}`, addresses: `reply+…@${config.inboundMail.domain}` });
  }
  running.stopEventPrune = scheduleRealtimePrune(db, config.realtime.retentionMs, logger);
  running.server = running.app.listen(config.port, config.host, () => {
    logger.info('listening', { url: `http://localhost:${config.port}`, database: database.description });
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
