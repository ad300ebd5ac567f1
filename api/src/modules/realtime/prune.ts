import type { Knex } from 'knex';
import { runPeriodically, type PeriodicLogger } from '../jobs/public';
import { createRealtimeRepository } from './repository';

/**
 * Deletes live-update events older than `retentionMs` (REALTIME_RETENTION_HOURS), every 10 minutes where the API
 * runs (harmless when several instances do it at once). A tab away longer than that is told to refresh ('resync').
 */
export function scheduleRealtimePrune(db: Knex, retentionMs: number, logger: PeriodicLogger, everyMs = 600_000): () => void {
  const repo = createRealtimeRepository(db);
  return runPeriodically('realtime events', async () => void (await repo.prune(retentionMs)), logger, everyMs);
}
