import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { siteFolders } from '@afterwork/contracts/site-folders';

/** The repository root (api/src/config.ts → ../..). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The tests' secret. Like every secret written in these sources, it is public: never accepted for a site others reach. */
const DEV_SESSION_SECRET = 'afterwork-dev-session-secret-not-for-production';
const PUBLISHED_SECRETS = new Set([DEV_SESSION_SECRET, 'bench-session-secret-0123456789']);

/** PUBLIC_URL names this machine (localhost, 127.x, ::1): nobody else can reach the site by it. */
const isThisMachine = (url: string): boolean => {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
};

/**
 * This installation's own session secret (issue 32 finding 10): made at random (256 bits) on the first start, kept in
 * the data folder readable by its owner only, read by every later start and by every process of the installation
 * (the worker signs the unsubscribe links the API checks). Two processes starting together get the same one.
 */
function installationSecret(file: string): string {
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    fs.writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (err) {
    // Another process of this installation made it first (or a short one is there: use it as it is, it is ours).
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8').trim();
    throw err;
  }
}

const boolish = z
  .union([z.boolean(), z.string()])
  .transform((v) => (typeof v === 'boolean' ? v : ['1', 'true', 'yes', 'on'].includes(v.trim().toLowerCase())));

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATABASE_URL: z.string().min(1).optional(),
    DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data', 'postgres')),
    // Where a development start keeps the installation's own session secret when SESSION_SECRET is not set.
    LOCAL_SECRET_FILE: z.string().min(1).default(path.join(REPO_ROOT, '.data', 'session-secret')),
    SESSION_SECRET: z.string().min(16, 'SESSION_SECRET must be at least 16 characters').optional(),
    // The site's folders: defaults shared with the release commands (contracts/site-folders.ts).
    SITE_DIR: z.string().min(1).optional(),
    REMOTES_DIR: z.string().min(1).optional(),
    REMOTES_REGISTRY: z.string().min(1).optional(),
    REMOTES_BASELINE: z.string().min(1).optional(),
    TRUST_PROXY: boolish.default(false),
    ALLOWED_ORIGINS: z.string().default(''),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).optional(),
    GOOGLE_MAPS_API_KEY: z.string().optional(),
    REMOTE_FAILURE_REPORT_LIMIT: z.coerce.number().int().min(1).max(10_000).default(30),
    // Limits that protect the site (issue 18): strict by default, never off (each at least 1).
    REGISTRATIONS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(5),
    REGISTRATION_WINDOW_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
    SESSIONS_PER_MEMBER: z.coerce.number().int().min(1).max(1_000).default(10),
    HELPERS_PER_MEMBER: z.coerce.number().int().min(1).max(20).default(3),
    MEMBERS_PER_HELPER: z.coerce.number().int().min(1).max(50).default(5),
    // Mail and notifications (issue 17).
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().min(3).default('Afterwork <hello@afterwork.local>'),
    PUBLIC_URL: z.string().url('PUBLIC_URL must be a full address such as https://afterwork.example').optional(),
    MAILS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
    MAIL_WINDOW_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    PASSWORD_RESETS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(3),
    PASSWORD_RESETS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(10),
    PASSWORD_RESET_WINDOW_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    // Discussions (issue 30): how long after sending an author may still change a post.
    DISCUSSION_EDIT_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
    // Reply by email (issue 30): the inbound SMTP server is off unless a port is given.
    INBOUND_MAIL_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    INBOUND_MAIL_HOST: z.string().min(1).default('127.0.0.1'),
    REPLY_DOMAIN: z.string().regex(/^[a-z0-9.-]+$/i, 'REPLY_DOMAIN must be a domain name such as reply.afterwork.example').optional(),
    INBOUND_MAIL_MAX_KB: z.coerce.number().int().min(16).max(10_240).default(256),
    // The scam guard (issue 30): messages sent anyway after the nudge, within the window, before the moderators look.
    SCAM_HITS_BEFORE_REVIEW: z.coerce.number().int().min(1).max(1000).default(3),
    SCAM_REVIEW_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    // Announcements (issue 30): how many one organiser may send per day (each is a mail to every member).
    ANNOUNCEMENTS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(3),
    // Private messages (issue 30): new conversations one member may start per day (strict: a stranger's spam stays small).
    NEW_CONVERSATIONS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(10),
    // The job queue (issue 17): workers in the API process unless a separate `worker` process runs them.
    JOBS_IN_PROCESS: boolish.default(true),
    MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(10),
    MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
    MAIL_BATCH_SIZE: z.coerce.number().int().min(1).max(500).default(25),
    MAIL_SEND_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
    REPORTS_PER_MEMBER: z.coerce.number().int().min(1).max(10_000).default(10),
    // Members' photos (issue 19 §7): on disk by default, in S3-compatible object storage when a bucket is set.
    PHOTOS_DIR: z.string().min(1).default(path.join(REPO_ROOT, '.data', 'photos')),
    PHOTO_MAX_MB: z.coerce.number().min(1).max(100).default(15),
    PHOTO_MAX_MEGAPIXELS: z.coerce.number().min(1).max(200).default(50),
    // HEIC decodes slowly (libheif in WebAssembly, one thread per photo): its own lower limit (issue 32 finding 2).
    PHOTO_MAX_MEGAPIXELS_HEIC: z.coerce.number().min(1).max(200).default(25),
    // Threads that decode photos (never the API's own), and decodes that may wait for one.
    PHOTO_DECODE_THREADS: z.coerce.number().int().min(1).max(64).default(1),
    PHOTO_DECODE_QUEUE: z.coerce.number().int().min(1).max(10_000).default(20),
    PHOTOS_S3_BUCKET: z.string().min(1).optional(),
    PHOTOS_S3_ENDPOINT: z.string().url('PHOTOS_S3_ENDPOINT must be a full address such as https://s3.eu-west-2.amazonaws.com').optional(),
    PHOTOS_S3_REGION: z.string().min(1).default('us-east-1'),
    PHOTOS_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    PHOTOS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    REPORT_WINDOW_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    // Issue 32: copies of their data a member may ask for per day (each is a full copy and a mail); photo uploads per hour.
    DATA_EXPORTS_PER_DAY: z.coerce.number().int().min(1).max(1_000).default(3),
    PHOTO_UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
    // Issue 32: email-change attempts per member (finding 7); days two members must have shared a group or community
    // before 'connections' details show (finding 5).
    EMAIL_CHANGES_PER_MEMBER: z.coerce.number().int().min(1).max(10_000).default(5),
    EMAIL_CHANGE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    PROFILE_CONNECTION_DAYS: z.coerce.number().int().min(0).max(3650).default(14),
    // Live updates (issue 30 item 6): open streams (tabs) per member and per API instance, the heartbeat, how long events are kept.
    REALTIME_STREAMS_PER_MEMBER: z.coerce.number().int().min(1).max(100).default(5),
    REALTIME_STREAMS_PER_INSTANCE: z.coerce.number().int().min(1).max(100_000).default(2000),
    REALTIME_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(300).default(25),
    REALTIME_RETENTION_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    // Passkeys (issue 33 §3): the relying party's id and the origins a passkey answer may come from; both derive from
    // PUBLIC_URL unless set (a comma-separated list for the origins).
    PASSKEY_RP_ID: z.string().min(1).max(253).optional(),
    PASSKEY_ORIGINS: z.string().optional(),
    PASSKEY_CHALLENGES_PER_IP: z.coerce.number().int().min(1).max(100_000).default(60),
    ADMIN_SECOND_FACTOR: z.enum(['required', 'off']).optional(),
    PUSH_SUBJECT: z.string().regex(/^(https:|mailto:)/, 'PUSH_SUBJECT must be an https: URL or a mailto: address').max(300).optional(),
    PUSH_TTL_SECONDS: z.coerce.number().int().min(0).max(2_419_200).default(43_200),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'SESSION_SECRET is required in production' });
    }
    if (env.SESSION_SECRET && PUBLISHED_SECRETS.has(env.SESSION_SECRET) && env.PUBLIC_URL && URL.canParse(env.PUBLIC_URL) && !isThisMachine(env.PUBLIC_URL)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: `this is a published development secret, and PUBLIC_URL (${env.PUBLIC_URL}) is reached from other machines: anyone could sign sessions and mail links. Set a random secret of your own (openssl rand -base64 32), or leave SESSION_SECRET unset outside production`,
      });
    }
    const smtpProblem = checkSmtpUrl(env.SMTP_URL);
    // A wrong SMTP_URL stops a production start; development warns and only logs mails (an unset one: no mail).
    if (env.PHOTOS_S3_BUCKET && (!env.PHOTOS_S3_ENDPOINT || !env.PHOTOS_S3_ACCESS_KEY_ID || !env.PHOTOS_S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['PHOTOS_S3_BUCKET'], message: 'PHOTOS_S3_BUCKET needs PHOTOS_S3_ENDPOINT, PHOTOS_S3_ACCESS_KEY_ID and PHOTOS_S3_SECRET_ACCESS_KEY' });
    }
    if (env.NODE_ENV === 'production' && smtpProblem) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: smtpProblem });
    }
  });

/** Why an SMTP_URL cannot be used, or undefined when it looks right (smtp:// or smtps://, a host). */
export function checkSmtpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'SMTP_URL is not a URL (expected smtp://host:port or smtps://user:password@host:465)';
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return `SMTP_URL must start with smtp:// or smtps:// (got ${url.protocol}//)`;
  if (!url.hostname) return 'SMTP_URL has no host';
  return undefined;
}

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  sessionSecret: string;
  /** Where a development start keeps its own random session secret (LOCAL_SECRET_FILE, `.data/session-secret`). */
  localSecretFile: string;
  siteDir: string;
  /** Published remote versions, `<app>/<version>/`, served at /remotes/<app>/<version>/ (never overwritten). */
  remotesDir: string;
  /** The live registry (what `pnpm remote:promote` changes); default `<remotesDir>/registry.json`. */
  remotesRegistry: string;
  /** The registry the site ships with (the bundled build of each remote), used until a live one exists. */
  remotesBaseline: string;
  trustProxy: boolean;
  allowedOrigins: string[];
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /** A Google Maps key is configured (the CSP then allows Google Maps). */
  googleMaps: boolean;
  /** The map's browser key (GOOGLE_MAPS_API_KEY, or the file GOOGLE_MAPS_API_KEY_FILE names); null when none. */
  googleMapsApiKey: string | null;
  /** Remote failure reports each client address may send per 10 minutes. */
  remoteFailureReportLimit: number;
  /** New accounts one client address may create per `registrationWindowMs` (Mastodon: 5 per 30 minutes). */
  registrationsPerIp: number;
  registrationWindowMs: number;
  /** Live sessions (signed-in devices) per member; signing in beyond it ends the least recently used. */
  sessionsPerMember: number;
  /** Trusted helpers one member may have (issue 34), and members one helper may help. */
  helpersPerMember: number;
  membersPerHelper: number;
  /** Outgoing mail server (smtp:// or smtps://). Unset outside production: mails are only logged. */
  smtpUrl?: string;
  /** Why SMTP_URL cannot be used (development only: production refuses to start). */
  smtpProblem?: string;
  mailFrom: string;
  /** The site's address as members reach it, for links in mails. */
  publicUrl: string;
  /** Mails one address may receive per window (security mail included); over it, a job waits and retries. */
  mailLimit: { max: number; windowMs: number };
  /** Password reset requests per address and per client address, per window. */
  passwordResetLimit: { perAddress: number; perIp: number; windowMs: number };
  /** Discussions: minutes after sending during which the author may change a post (DISCUSSION_EDIT_MINUTES, 15). */
  discussionEditMinutes: number;
  /**
   * Reply by email: the domain of the reply addresses in mails (REPLY_DOMAIN, default `reply.<PUBLIC_URL's host>`),
   * and the inbound SMTP server that receives the replies (INBOUND_MAIL_PORT: off when unset; INBOUND_MAIL_HOST,
   * 127.0.0.1; INBOUND_MAIL_MAX_KB, 256: a larger mail is refused at the door).
   */
  inboundMail: { domain: string; port?: number; host: string; maxBytes: number };
  /** Scam guard: flagged messages sent anyway within the window that put a member in the moderation queue (SCAM_HITS_BEFORE_REVIEW 3, SCAM_REVIEW_WINDOW_DAYS 30). */
  scamReview: { hits: number; windowMs: number };
  /** Announcements one organiser may send per day (ANNOUNCEMENTS_PER_DAY, 3). */
  announcementsPerDay: number;
  /** Private messages: new conversations one member may start per day (NEW_CONVERSATIONS_PER_DAY, 10). */
  newConversationsPerDay: number;
  /** Run the job workers inside the API process (JOBS_IN_PROCESS, default on); off when a separate worker runs. */
  jobsInProcess: boolean;
  /**
   * Mail jobs: retries after a failure (back-off doubling from `retryDelaySeconds`), jobs taken per fetch, and how
   * long a send may run before its worker is taken for dead and the job retried (the idempotency key then stops
   * a second mail).
   */
  mailJobs: { retryLimit: number; retryDelaySeconds: number; batchSize: number; expireInSeconds: number };
  /** Members' photos: where they are kept and how large an upload may be (issue 19 §7). */
  photos: {
    dir: string;
    maxBytes: number;
    maxPixels: number;
    /** HEIC's own, lower pixel limit (PHOTO_MAX_MEGAPIXELS_HEIC). */
    maxPixelsHeic: number;
    /** Decoder threads (PHOTO_DECODE_THREADS, 1) and decodes that may wait for one (PHOTO_DECODE_QUEUE, 20). */
    decodeThreads: number;
    decodeQueue: number;
    /** New photos one member may upload per hour (PHOTO_UPLOADS_PER_HOUR, 10). */
    uploadsPerHour: number;
    s3?: { bucket: string; endpoint: string; region: string; accessKeyId: string; secretAccessKey: string };
  };
  /** Data exports one member may ask for per day (DATA_EXPORTS_PER_DAY, 3). */
  dataExportsPerDay: number;
  /** Reports one member may send per `reportWindowMs` (issue 21). */
  reportsPerMember: number;
  reportWindowMs: number;
  /** Email-change attempts one member may make per `emailChangeWindowMs` (issue 32). */
  emailChangesPerMember: number;
  emailChangeWindowMs: number;
  /** Days two members must have shared a group or community before 'connections' details show (issue 32). */
  profileConnectionDays: number;
  /**
   * Live updates (issue 30 item 6): streams per member and per instance (REALTIME_STREAMS_PER_MEMBER, 5;
   * REALTIME_STREAMS_PER_INSTANCE, 2000), the heartbeat (REALTIME_HEARTBEAT_SECONDS, 25) and how long the event log
   * keeps an event for a tab that reconnects (REALTIME_RETENTION_HOURS, 24).
   */
  realtime: { streamsPerMember: number; streamsPerInstance: number; heartbeatMs: number; retentionMs: number };
  /**
   * Passkeys (issue 33 §3): the relying party id (a domain: PASSKEY_RP_ID, else PUBLIC_URL's host; 'localhost' when
   * that is a loopback address, which WebAuthn does not accept), the origins an answer may come from
   * (PASSKEY_ORIGINS, else PUBLIC_URL's origin, and its localhost twin on this machine), and the ceremonies one
   * client address may start per 10 minutes (PASSKEY_CHALLENGES_PER_IP, 60).
   */
  passkeys: { rpId: string; rpName: string; origins: string[]; challengesPerIp: number };
  /**
   * Site admins need a second factor (a passkey, or an authenticator app's code) for their admin powers
   * (issue 33 §3): ADMIN_SECOND_FACTOR=required|off; required by default in production, off elsewhere (the demo admin).
   */
  adminSecondFactor: boolean;
  /**
   * Web Push (issue 33 §2): the VAPID subject the push services may write to (PUSH_SUBJECT; default PUBLIC_URL when
   * https, else mailto: MAIL_FROM's address) and how long a push service keeps an undelivered one (PUSH_TTL_SECONDS,
   * 12 hours: a reminder later than that is no use). The keys themselves are made per installation (the database).
   */
  push: { subject: string; ttlSeconds: number };
}

/** Secrets that may come from a file instead (`<NAME>_FILE`: Docker and Kubernetes secrets are files). */
const FILE_VARIABLES = ['DATABASE_URL', 'SESSION_SECRET', 'GOOGLE_MAPS_API_KEY', 'SMTP_URL', 'PHOTOS_S3_SECRET_ACCESS_KEY'] as const;

/** `<NAME>_FILE` → `<NAME>` (the file's content, trimmed). Setting both is an error: which one would win? */
function readSecretFiles(env: Record<string, string>): { env: Record<string, string>; problems: string[] } {
  const out = { ...env };
  const problems: string[] = [];
  for (const name of FILE_VARIABLES) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) {
      problems.push(`  ${name}_FILE: set ${name} or ${name}_FILE, not both`);
      continue;
    }
    try {
      out[name] = fs.readFileSync(file, 'utf8').trim();
    } catch (err) {
      problems.push(`  ${name}_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  return { env: out, problems };
}

/**
 * The passkeys' relying party from PUBLIC_URL unless set. WebAuthn refuses an IP address as RP ID, so a site reached
 * at 127.0.0.1 (development, the e2e server) offers passkeys at http://localhost:<port>, its twin on this machine.
 */
function passkeySettings(rpId: string | undefined, origins: string | undefined, publicUrl: string, challengesPerIp: number): Config['passkeys'] {
  const url = new URL(publicUrl);
  const loopbackIp = /^127\.\d+\.\d+\.\d+$/.test(url.hostname) || url.hostname === '[::1]';
  const twin = loopbackIp ? `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}` : undefined;
  const listed = (origins ?? '').split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean);
  return {
    rpId: rpId ?? (loopbackIp ? 'localhost' : url.hostname),
    rpName: 'Afterwork',
    origins: listed.length ? listed : [url.origin, ...(twin ? [twin] : [])],
    challengesPerIp,
  };
}

/** Parse the environment once. Throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
  const { env: withSecrets, problems } = readSecretFiles(present);
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  const cleaned = Object.fromEntries(Object.entries(withSecrets).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    // Tests sign with the tests' secret; any other start without SESSION_SECRET (production refuses that) with its own.
    sessionSecret: e.SESSION_SECRET ?? (e.NODE_ENV === 'test' ? DEV_SESSION_SECRET : installationSecret(path.resolve(e.LOCAL_SECRET_FILE))),
    localSecretFile: path.resolve(e.LOCAL_SECRET_FILE),
    ...siteFolders(e, REPO_ROOT),
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: e.ALLOWED_ORIGINS.split(',').map((s) => s.trim().replace(/\/$/, '')).filter(Boolean),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    googleMaps: !!e.GOOGLE_MAPS_API_KEY?.trim(),
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY?.trim() || null,
    remoteFailureReportLimit: e.REMOTE_FAILURE_REPORT_LIMIT,
    registrationsPerIp: e.REGISTRATIONS_PER_IP,
    registrationWindowMs: e.REGISTRATION_WINDOW_MINUTES * 60_000,
    sessionsPerMember: e.SESSIONS_PER_MEMBER,
    helpersPerMember: e.HELPERS_PER_MEMBER,
    membersPerHelper: e.MEMBERS_PER_HELPER,
    smtpUrl: checkSmtpUrl(e.SMTP_URL) ? undefined : e.SMTP_URL,
    smtpProblem: checkSmtpUrl(e.SMTP_URL),
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    mailLimit: { max: e.MAILS_PER_ADDRESS, windowMs: e.MAIL_WINDOW_MINUTES * 60_000 },
    passwordResetLimit: { perAddress: e.PASSWORD_RESETS_PER_ADDRESS, perIp: e.PASSWORD_RESETS_PER_IP, windowMs: e.PASSWORD_RESET_WINDOW_MINUTES * 60_000 },
    discussionEditMinutes: e.DISCUSSION_EDIT_MINUTES,
    inboundMail: {
      domain: (e.REPLY_DOMAIN ?? `reply.${new URL(e.PUBLIC_URL ?? 'http://localhost').hostname}`).toLowerCase(),
      port: e.INBOUND_MAIL_PORT, host: e.INBOUND_MAIL_HOST, maxBytes: e.INBOUND_MAIL_MAX_KB * 1024,
    },
    scamReview: { hits: e.SCAM_HITS_BEFORE_REVIEW, windowMs: e.SCAM_REVIEW_WINDOW_DAYS * 86_400_000 },
    announcementsPerDay: e.ANNOUNCEMENTS_PER_DAY,
    newConversationsPerDay: e.NEW_CONVERSATIONS_PER_DAY,
    jobsInProcess: e.JOBS_IN_PROCESS,
    mailJobs: { retryLimit: e.MAIL_RETRY_LIMIT, retryDelaySeconds: e.MAIL_RETRY_DELAY_SECONDS, batchSize: e.MAIL_BATCH_SIZE, expireInSeconds: e.MAIL_SEND_TIMEOUT_SECONDS },
    reportsPerMember: e.REPORTS_PER_MEMBER,
    dataExportsPerDay: e.DATA_EXPORTS_PER_DAY,
    reportWindowMs: e.REPORT_WINDOW_MINUTES * 60_000,
    emailChangesPerMember: e.EMAIL_CHANGES_PER_MEMBER,
    emailChangeWindowMs: e.EMAIL_CHANGE_WINDOW_MINUTES * 60_000,
    profileConnectionDays: e.PROFILE_CONNECTION_DAYS,
    realtime: {
      streamsPerMember: e.REALTIME_STREAMS_PER_MEMBER,
      streamsPerInstance: e.REALTIME_STREAMS_PER_INSTANCE,
      heartbeatMs: e.REALTIME_HEARTBEAT_SECONDS * 1000,
      retentionMs: e.REALTIME_RETENTION_HOURS * 3_600_000,
    },
    push: {
      subject:
        e.PUSH_SUBJECT ??
        ((e.PUBLIC_URL ?? '').startsWith('https:') ? e.PUBLIC_URL!.replace(/\/$/, '') : `mailto:${/<([^>]+)>/.exec(e.MAIL_FROM)?.[1] ?? e.MAIL_FROM.trim()}`),
      ttlSeconds: e.PUSH_TTL_SECONDS,
    },
    adminSecondFactor: (e.ADMIN_SECOND_FACTOR ?? (e.NODE_ENV === 'production' ? 'required' : 'off')) === 'required',
    passkeys: passkeySettings(e.PASSKEY_RP_ID, e.PASSKEY_ORIGINS, (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''), e.PASSKEY_CHALLENGES_PER_IP),
    photos: {
      dir: path.resolve(e.PHOTOS_DIR),
      maxBytes: Math.round(e.PHOTO_MAX_MB * 1024 * 1024),
      maxPixels: Math.round(e.PHOTO_MAX_MEGAPIXELS * 1_000_000),
      maxPixelsHeic: Math.round(e.PHOTO_MAX_MEGAPIXELS_HEIC * 1_000_000),
      decodeThreads: e.PHOTO_DECODE_THREADS,
      decodeQueue: e.PHOTO_DECODE_QUEUE,
      uploadsPerHour: e.PHOTO_UPLOADS_PER_HOUR,
      s3: e.PHOTOS_S3_BUCKET
        ? { bucket: e.PHOTOS_S3_BUCKET, endpoint: e.PHOTOS_S3_ENDPOINT!, region: e.PHOTOS_S3_REGION, accessKeyId: e.PHOTOS_S3_ACCESS_KEY_ID!, secretAccessKey: e.PHOTOS_S3_SECRET_ACCESS_KEY! }
        : undefined,
    },
  };
}
