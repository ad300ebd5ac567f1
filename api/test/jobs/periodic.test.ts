import { runPeriodically } from '../../src/modules/jobs/periodic';

/** The reminder sweeps' timer: at once, then on every tick; never two runs at once; a failure is logged and retried. */
describe('runPeriodically', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once and on each tick, skips a tick while the last run is still going, and stops', async () => {
    let runs = 0;
    let finish: () => void = () => undefined;
    const logger = { warn: jest.fn() };
    const stop = runPeriodically('test', () => new Promise<void>((resolve) => { runs++; finish = resolve; }), logger, 1_000);
    expect(runs).toBe(1);
    await jest.advanceTimersByTimeAsync(3_000); // the first run has not finished: no second one
    expect(runs).toBe(1);
    finish();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(2);
    finish();
    stop();
    await jest.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(2);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('logs a failed run with its name and tries again on the next tick', async () => {
    const logger = { warn: jest.fn() };
    const work = jest.fn().mockRejectedValueOnce(new Error('database away')).mockResolvedValue(undefined);
    const stop = runPeriodically('reminders', work, logger, 1_000);
    await jest.advanceTimersByTimeAsync(0);
    expect(logger.warn).toHaveBeenCalledWith('reminders: sweep failed, the next tick retries it', { error: 'database away' });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(work).toHaveBeenCalledTimes(2);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    stop();
  });
});
