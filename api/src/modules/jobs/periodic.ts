/** What a periodic task needs to report a failed run. */
export interface PeriodicLogger {
  warn(msg: string, meta?: Record<string, unknown>): void;
}

/**
 * Runs `work` now and then every `everyMs` (where the job workers run), never two runs at once in this process; a
 * failed run is logged and the next tick tries again. Answers a stop function. The timer does not keep the
 * process alive.
 */
export function runPeriodically(name: string, work: () => Promise<void>, logger: PeriodicLogger, everyMs = 60_000): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (err) {
      logger.warn(`${name}: sweep failed, the next tick retries it`, { error: err instanceof Error ? err.message : String(err) });
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
