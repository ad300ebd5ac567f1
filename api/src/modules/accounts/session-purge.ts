import type { Knex } from 'knex';
import type { Logger } from '../../http/logger';
import { purgeExpiredSessions } from './session-repository';

/**
 * Deletes expired and revoked sessions every `everyMs` (hourly by default) and once shortly after the start
 * (issue 18, finding 4: the purge existed and was never called). The timer never keeps the process alive; a failed
 * run (the database away) is logged and the next one tries again. Answers a function that stops it.
 */
export function scheduleSessionPurge(db: Knex, logger: Logger, opts: { everyMs?: number; firstAfterMs?: number } = {}): () => void {
  const run = async () => {
    try {
      const purged = await purgeExpiredSessions(db);
      if (purged) logger.info('expired sessions purged', { purged });
    } catch (err) {
      logger.warn('session purge failed', { error: (err as Error)?.message });
    }
  };
  const first = setTimeout(() => void run(), opts.firstAfterMs ?? 60_000);
  const every = setInterval(() => void run(), opts.everyMs ?? 3_600_000);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
