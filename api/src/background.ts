import type { Agent } from 'node:https';
import type { Knex } from 'knex';
import type { Config } from './config';
import type { Logger } from './http/logger';
import { createJobQueue, type JobQueueOptions } from './modules/jobs/public';
import { createMailer, type Mailer, createMailService } from './modules/mail/public';
import type { News } from './compose';
import { scheduleDiscussionDigest, scheduleMentorReminders, scheduleReminders } from './modules/notifications/public';
import { createPhotoStore, photoFileOf } from './modules/photos/public';
import { createPushService } from './modules/push/public';
import { createDataExportService } from './modules/safety/public';

/**
 * The job queue and the services that put work on it, built the same way by the API (createApp) and by the worker
 * process (worker.ts): mail and data exports. The services that tell members things are given `mail` where they
 * are built (the routes, from AppDeps; the reminder sweeps, below).
 */
export function createBackground(input: { db: Knex; config: Config; logger: Logger; mailer?: Mailer; jobs?: JobQueueOptions; pushAgent?: Agent }) {
  const { db, config, logger } = input;
  // Expired jobs (their worker died) are found by the queue's upkeep: it runs at least four times per send timeout.
  const maintenanceIntervalSeconds = Math.min(30, Math.max(1, Math.floor(config.mailJobs.expireInSeconds / 4)));
  const jobs = createJobQueue({ db, logger, options: { batchSize: config.mailJobs.batchSize, maintenanceIntervalSeconds, ...input.jobs } });
  const mail = createMailService({ db, mailer: input.mailer ?? createMailer(config, logger), jobs, config, logger });
  const photos = createPhotoStore(config);
  const dataExports = createDataExportService({ db, jobs, mail, publicUrl: config.publicUrl, logger, photoOf: (avatar) => photoFileOf(photos, avatar), perDay: config.dataExportsPerDay });
  const push = createPushService({ db, jobs, logger, config, agent: input.pushAgent });
  return { jobs, mail, dataExports, push };
}
export type Background = ReturnType<typeof createBackground>;

/**
 * Runs the queues' workers in this process (the API unless JOBS_IN_PROCESS=false, or the worker) and sweeps
 * reminders before activities there, with the news of the composition root (src/compose.ts) (every minute; safe with several processes). Answers the sweep's stop function.
 */
export async function startBackgroundWork(background: Pick<Background, 'mail' | 'dataExports' | 'push'>, news: Pick<News, 'activityNews' | 'mentorNews' | 'discussionDigest'>, logger: Logger): Promise<() => void> {
  await background.mail.startWorker();
  await background.dataExports.startWorker();
  await background.push.startWorker();
  const stopActivities = scheduleReminders(news.activityNews, logger);
  const stopMentors = scheduleMentorReminders(news.mentorNews, logger);
  const stopDigest = scheduleDiscussionDigest(news.discussionDigest, logger);
  return () => {
    stopActivities();
    stopMentors();
    stopDigest();
  };
}
