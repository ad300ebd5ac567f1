import type { Agent as HttpsAgent } from 'node:https';
import type { Knex } from 'knex';
import type { Config } from './config';
import type { Services } from './compose';
import type { Logger } from './http/logger';
import type { RegistryStore } from './modules/remotes/public';
import type { Mailer, MailService } from './modules/mail/public';
import type { DataExportService } from './modules/safety/public';
import type { JobQueue, JobQueueOptions } from './modules/jobs/public';
import type { PushService } from './modules/push/public';

export interface ThrottleLimits {
  /** Failures per username within the window before a lockout. */
  accountMaxFailures: number;
  /** Failures per client address within the window before a lockout. */
  ipMaxFailures: number;
  windowMs: number;
  /** First lockout; each further lockout doubles it, capped at lockMaxMs. */
  lockBaseMs: number;
  lockMaxMs: number;
}

export interface SessionLimits {
  /** Idle lifetime (rolling) of a normal sign-in. */
  idleMs: number;
  /** Idle lifetime with "Remember me". */
  rememberMeIdleMs: number;
  /** Absolute lifetime from sign-in, whatever the activity. */
  absoluteMs: number;
  /** Live sessions a member may have; signing in beyond it ends the least recently used one. */
  maxPerMember: number;
}

export interface Limits {
  throttle: ThrottleLimits;
  session: SessionLimits;
  /** Request body limit for JSON. */
  jsonLimit: string;
  /** Remote failure reports (POST /api/remotes/failures) per client address and window. */
  remoteFailureReports: { max: number; windowMs: number };
  /** New accounts per client address and window (REGISTRATIONS_PER_IP, REGISTRATION_WINDOW_MINUTES). */
  registrations: { max: number; windowMs: number };
  /** Reports per member and window (REPORTS_PER_MEMBER, REPORT_WINDOW_MINUTES). */
  reports: { max: number; windowMs: number };
  /** Email-change attempts per member and window (EMAIL_CHANGES_PER_MEMBER, EMAIL_CHANGE_WINDOW_MINUTES; issue 32). */
  emailChanges: { max: number; windowMs: number };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const defaultLimits: Limits = {
  throttle: { accountMaxFailures: 5, ipMaxFailures: 30, windowMs: 15 * MINUTE, lockBaseMs: 1 * MINUTE, lockMaxMs: 15 * MINUTE },
  session: { idleMs: 2 * HOUR, rememberMeIdleMs: 30 * DAY, absoluteMs: 30 * DAY, maxPerMember: 10 },
  jsonLimit: '100kb',
  remoteFailureReports: { max: 30, windowMs: 10 * MINUTE },
  registrations: { max: 5, windowMs: 30 * MINUTE },
  reports: { max: 10, windowMs: HOUR },
  emailChanges: { max: 5, windowMs: HOUR },
};

/** What every module's `register<Area>Routes(router, deps)` receives. */
export interface AppDeps {
  config: Config;
  db: Knex;
  logger: Logger;
  limits: Limits;
  /** The remote registry, parsed once per change (modules/remotes). */
  registry: RegistryStore;
  /** The current time, for rules about members' days (goals); tests move it across midnight. */
  now: () => Date;
  /** Mail (modules/mail): enqueued as jobs, sent at most once per idempotency key, within the per-address limit. */
  mail: MailService;
  /** The job queue (modules/jobs, pg-boss in our database). */
  jobs: JobQueue;
  /** 'Download my data' (modules/safety): exports produced by jobs on the queue. */
  dataExports: DataExportService;
  /** Web Push (modules/push, issue 33 §2): the installation's keys, the members' devices, pushes as jobs. */
  push: PushService;
  /** Every repository and service the modules share, built once (compose.ts). */
  services: Services;
}

export interface CreateAppDeps {
  config: Config;
  db: Knex;
  logger?: Logger;
  /** The clock (default: the system's). */
  now?: () => Date;
  /** The mail transport; default: nodemailer from config.smtpUrl. */
  mailer?: Mailer;
  /** The HTTPS agent pushes go out with (tests: a local receiver with a certificate of its own). */
  pushAgent?: HttpsAgent;
  /** Job queue tuning (tests poll faster and expire dead workers' jobs sooner). */
  jobs?: JobQueueOptions;
  limits?: {
    throttle?: Partial<ThrottleLimits>;
    session?: Partial<SessionLimits>;
    jsonLimit?: string;
    remoteFailureReports?: Limits['remoteFailureReports'];
    registrations?: Limits['registrations'];
    reports?: Limits['reports'];
    emailChanges?: Limits['emailChanges'];
  };
}
