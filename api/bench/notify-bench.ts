// `pnpm bench:notify` (issue 17): on the benchmark data (`pnpm bench:data`: 50,000 activities, 1,000,000 RSVPs) in
// DATABASE_URL, measures
//   1. the time to find and enqueue one hour's reminders: one sweep of `sweepReminders` over the busiest hour of
//      start times (the worst case of a tick's slice after an hour of downtime), through the start-time index,
//      notices and mail jobs inserted in batches, in one transaction; with the plan of the slice's query;
//   2. mails per second delivered into a local SMTP catcher (api/src/dev/mail-inbox.ts, in its own process as with
//      `npm start`) by the queue's workers: those reminder mails (each with its .ics), from the workers' start to
//      the last mail received.
// It prints figures; it is not a timed test. Its rows (a throwaway queue schema, the bench's notices, deliveries
// and sweep marks) are removed at the end, so it can run again on the same data.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { loadConfig } from '../src/config';
import { createDb } from '../src/db';
import { createLogger } from '../src/http/logger';
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createBackground } from '../src/background';
import { createActivityRepository } from '../src/modules/activities/public';
import { createActivityNews, createNotificationsRepository, createNotifier } from '../src/modules/notifications/public';
import { migrateLatest } from '../src/schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const LABEL = 'bench-24h';

/** The catcher in a child process: its SMTP port, and a way to ask how many mails it received. */
async function startCatcher(): Promise<{ port: number; received(): Promise<number>; stop(): void }> {
  const child: ChildProcess = fork(path.join(__dirname, 'notify-catcher.ts'), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const port = await new Promise<number>((resolve) => child.once('message', (m: { port: number }) => resolve(m.port)));
  return {
    port,
    received: () =>
      new Promise<number>((resolve) => {
        child.once('message', (m: { count: number }) => resolve(m.count));
        child.send('count');
      }),
    stop: () => void child.send('stop'),
  };
}

async function main() {
  const base = loadConfig();
  if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to the database `pnpm bench:data` filled.');
  const inbox = await startCatcher();
  const schema = `pgboss_bench_${randomBytes(4).toString('hex')}`;
  const config = {
    ...base,
    smtpUrl: `smtp://127.0.0.1:${inbox.port}`,
    smtpProblem: undefined,
    publicUrl: 'http://bench.afterwork.test',
    // The bench measures throughput, not the per-address limit (a member going to two activities that hour).
    mailLimit: { max: 1_000_000, windowMs: HOUR },
  };
  const logger = createLogger('warn');
  const db = createDb({ databaseUrl: process.env.DATABASE_URL, poolMax: 10 });
  const background = createBackground({ db, config, logger, jobs: { schema, pollingIntervalSeconds: 0.5 } });
  const { jobs, mail } = background;
  const news = createActivityNews({ notifier: createNotifier({ db, notices: createNotificationsRepository(db), mail }), activities: createActivityRepository(db) });
  const cleanUp = async () => {
    await db('notifications').where('dedupe_key', 'like', `reminder-${LABEL}:%`).delete();
    await db('mail_deliveries').where('idempotency_key', 'like', `reminder-${LABEL}:%`).delete();
    await db('reminder_sweeps').where({ name: LABEL }).delete();
  };
  try {
    await migrateLatest(db, () => undefined);
    const [{ n: activityCount }] = (await db('activities').count<{ n: string }[]>('* as n')) as Array<{ n: string }>;
    const [{ n: rsvpCount }] = (await db('activity_attendees').count<{ n: string }[]>('* as n')) as Array<{ n: string }>;
    if (Number(activityCount) < 50_000) throw new Error(`Only ${activityCount} activities: run \`pnpm bench:data\` on this database first.`);
    await cleanUp();
    await jobs.start();

    // The busiest hour of start times from a day ahead on (the setup's own full read, not timed).
    const busiest = (
      (await db.raw(
        `select date_trunc('hour', a.start_date) as h, count(*)::int as n
           from activities a join activity_attendees r on r.activity_id = a.id and r.status = 'going'
          where a.start_date > now() + interval '1 day' group by 1 order by 2 desc limit 1`,
      )) as { rows: Array<{ h: Date; n: number }> }
    ).rows[0]!;
    const sliceFrom = new Date(busiest.h);
    // A sweep "now" such that the 24 h window's new slice is exactly that hour.
    const now = new Date(sliceFrom.getTime() + HOUR - DAY);
    const plan = (
      (await db.raw(`explain select id from activities where start_date > ? and start_date <= ? and hidden_at is null`, [sliceFrom, new Date(sliceFrom.getTime() + HOUR)])) as {
        rows: Array<{ 'QUERY PLAN': string }>;
      }
    ).rows.map((r) => r['QUERY PLAN']);
    const [{ n: slicedActivities }] = (await db('activities').where('start_date', '>', sliceFrom).andWhere('start_date', '<=', new Date(sliceFrom.getTime() + HOUR)).count<{ n: string }[]>('* as n')) as Array<{ n: string }>;

    const t0 = process.hrtime.bigint();
    const reminded = await news.sweepReminders(LABEL, DAY, now, HOUR);
    const enqueueMs = Number(process.hrtime.bigint() - t0) / 1e6;
    // A second tick a minute later: the next slice is one minute of start times, not the table.
    const t1 = process.hrtime.bigint();
    const nextTick = await news.sweepReminders(LABEL, DAY, new Date(now.getTime() + 60_000), HOUR);
    const tickMs = Number(process.hrtime.bigint() - t1) / 1e6;
    const queued = (await jobs.counts('mail')).created ?? 0;

    // Delivery: the queue's workers (2 loops of MAIL_BATCH_SIZE jobs in this process) into the SMTP catcher.
    const before = await inbox.received();
    const d0 = Date.now();
    await mail.startWorker();
    const deadline = d0 + 10 * 60_000;
    // A member whose address is not confirmed gets no reminder mail ('skipped' in mail_deliveries, never sent).
    const skippedMails = async () =>
      Number(((await db('mail_deliveries').where('idempotency_key', 'like', `reminder-${LABEL}:%`).andWhere({ status: 'skipped' }).count<{ n: string }[]>('* as n')) as Array<{ n: string }>)[0]!.n);
    let delivered = 0;
    let skipped = 0;
    while ((delivered = (await inbox.received()) - before) + (skipped = await skippedMails()) < queued) {
      if (Date.now() > deadline) throw new Error(`only ${delivered} of ${queued} mails arrived in 10 minutes (${skipped} skipped)`);
      await new Promise((r) => setTimeout(r, 50));
    }
    const deliverMs = Date.now() - d0;
    const counts = await jobs.counts('mail');

    const f = (n: number) => n.toLocaleString('en-US');
    console.log(`bench:notify on ${f(Number(activityCount))} activities, ${f(Number(rsvpCount))} RSVPs; load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (${os.cpus().length} cores)`);
    console.log(`  busiest hour of start times: ${sliceFrom.toISOString()}, ${f(Number(slicedActivities))} activities, ${f(busiest.n)} members going`);
    console.log(`  slice query plan: ${plan.join(' | ')}`);
    console.log(`  enqueue one hour's 24 h reminders: ${enqueueMs.toFixed(0)} ms for ${f(reminded)} members (${f(queued)} mail jobs + notices, one transaction)  [target < 2000 ms]`);
    console.log(`  next one-minute tick: ${tickMs.toFixed(0)} ms (${f(nextTick)} members)`);
    console.log(`  delivered ${f(delivered)} mails (with .ics) into the local SMTP catcher in ${(deliverMs / 1000).toFixed(2)} s: ${(delivered / (deliverMs / 1000)).toFixed(0)} mails/s  [target >= 100/s]; ${f(skipped)} skipped (address not confirmed)`);
    console.log(`  mail jobs by state afterwards: ${JSON.stringify(counts)}; load average now ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    await jobs.stop(5000).catch(() => undefined);
    mail.close();
    await cleanUp().catch(() => undefined);
    await db.raw(`drop schema if exists ${schema} cascade`).catch(() => undefined);
    await db.destroy();
    inbox.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
