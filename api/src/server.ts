import { createApp } from './app';
import { loadConfig } from './config';
import { createDb, migrateLatest } from './db';
import { runSeeds } from './db/seed';
import { createLogger } from './http/logger';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateLatest(db);
  if (!config.databaseUrl && !config.isProduction) {
    await runSeeds(db, { demoAccounts: true });
  }
  const app = createApp({ config, db, logger });
  const server = app.listen(config.port, config.host, () => {
    logger.info('listening', { url: `http://localhost:${config.port}`, database: config.databaseUrl ? 'postgres' : `pglite:${config.dataDir}` });
  });
  // Graceful stop: no new connections, let the requests under way finish (even if their client has gone: a
  // write must not be cut off half-way), then close the pool. Forced after 10 s.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal, inFlight: app.inFlight });
    setTimeout(() => process.exit(0), 10_000).unref();
    server.close();
    server.closeIdleConnections();
    while (app.inFlight > 0) await new Promise((r) => setTimeout(r, 25));
    await db.destroy().catch(() => undefined);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
