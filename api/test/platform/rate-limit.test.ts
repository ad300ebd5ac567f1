import type { Knex } from 'knex';
import { createDb } from '../../src/db';
import { isHttpError } from '../../src/platform/errors';
import { createRateLimiter, waitMessage } from '../../src/platform/rate-limit';
import { testDbUrl, unique } from '../support';

/** The rate limits on rate-limiter-flexible's PostgreSQL store (issue 36 §7): one count for every API instance. */
describe('rate limits shared through PostgreSQL', () => {
  // Two pools on one database: two API instances, as the site runs them.
  let one: Knex;
  let two: Knex;
  beforeAll(() => {
    one = createDb({ databaseUrl: testDbUrl(), poolMax: 6 });
    two = createDb({ databaseUrl: testDbUrl(), poolMax: 6 });
  });
  afterAll(async () => {
    await one.destroy();
    await two.destroy();
  });

  const outcome = (p: Promise<void>) =>
    p.then(
      () => 'ok' as const,
      (err: unknown) => {
        if (isHttpError(err) && err.status === 429) return err;
        throw err;
      },
    );

  it('two instances hitting one key at once let exactly the limit through, then answer 429 with Retry-After', async () => {
    const limit = { max: 5, windowMs: 10 * 60_000 };
    const message = waitMessage('Too many tries.');
    const limiters = [createRateLimiter(one, limit, message), createRateLimiter(two, limit, message)];
    const key = unique('burst:');
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => outcome(limiters[i % 2].hit(key))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(5);
    const refused = results.filter((r) => r !== 'ok');
    expect(refused).toHaveLength(11);
    for (const err of refused) {
      expect(err.message).toBe('Too many tries. Please wait 10 minutes and try again.');
      const retryAfter = Number(err.headers?.['Retry-After']);
      expect(retryAfter).toBeGreaterThan(9 * 60);
      expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    }
    // Another key is counted on its own.
    await expect(limiters[1].hit(unique('other:'))).resolves.toBeUndefined();
  });

  it('a new window opens once the first one has passed, on either instance', async () => {
    const limit = { max: 2, windowMs: 1200 };
    const a = createRateLimiter(one, limit, waitMessage('Too many tries.'));
    const b = createRateLimiter(two, limit, waitMessage('Too many tries.'));
    const key = unique('window:');
    await a.hit(key);
    await b.hit(key);
    const over = await outcome(a.hit(key));
    expect(over).not.toBe('ok');
    expect(over !== 'ok' && over.message).toBe('Too many tries. Please wait 1 minute and try again.');
    await new Promise((r) => setTimeout(r, 1300));
    await expect(b.hit(key)).resolves.toBeUndefined();
    await expect(a.hit(key)).resolves.toBeUndefined();
    expect(await outcome(b.hit(key))).not.toBe('ok');
  });
});
