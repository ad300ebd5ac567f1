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
  const shutdown = (signal: string) => {
    logger.info('shutting down', { signal });
    server.close(() => void db.destroy().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
