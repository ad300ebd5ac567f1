import { z } from 'zod';
export { BLOCK_EXPLAINED, DATA_EXPORT_DAYS } from './safety-words';
import { MODERATION_ACTIONS, REPORT_NOTE_MAX, REPORT_REASONS, REPORT_TARGET_TYPES, type ModerationAction, type ReportReason, type ReportTargetType, DELETE_CONFIRM_REQUIRED } from './safety-words';
import { isTimeZone } from './time-zones';

export * from './safety-words';

// Trust and safety (issue 21): reports, moderation, blocking, deleting one's own account.

const reasonKeys = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

export const reportInputSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: 'Please say what you are reporting' }),
  targetId: z.number({ error: 'Please say what you are reporting' }).int().positive('Please say what you are reporting').max(2147483647),
  reason: z.enum(reasonKeys, { error: 'Please choose a reason' }),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, `Please keep the note under ${REPORT_NOTE_MAX} characters`)
    .nullish()
    .transform((v) => (v ? v : null)),
});

/** POST /api/reports answers this (the same for a repeated report: nothing tells who else reported). */
export interface ReportReceipt {
  ok: true;
  message: string;
}

// --- Moderation (site admins) ---

const actionKeys = Object.keys(MODERATION_ACTIONS) as [ModerationAction, ...ModerationAction[]];

export const MODERATION_REASON_REQUIRED = 'Please give a reason (the member and the audit log will see it)';

export const moderationInputSchema = z
  .object({
    targetType: z.enum(REPORT_TARGET_TYPES, { error: 'Please choose what to act on' }),
    targetId: z.number({ error: 'Please choose what to act on' }).int().positive().max(2147483647),
    action: z.enum(actionKeys, { error: 'Please choose an action' }),
    reason: z.string({ error: MODERATION_REASON_REQUIRED }).trim().min(3, MODERATION_REASON_REQUIRED).max(1000, 'Please keep the reason under 1000 characters'),
    /** For 'suspend': how many days, or null for good. */
    suspendDays: z.number().int().min(1, 'A suspension lasts at least 1 day').max(3650, 'A suspension lasts at most 3650 days; choose "for good" instead').nullish(),
  })
  .refine((v) => v.action !== 'suspend' || v.suspendDays !== undefined, {
    path: ['suspendDays'],
    message: 'Please choose how long the suspension lasts',
  });

/** One report in the queue. Never names the reporter. */
export interface QueuedReport {
  id: number;
  reason: ReportReason;
  note: string | null;
  createdAt: string;
  /** The reported content as it was when this report was made. */
  snapshot: Record<string, unknown>;
}

/** Open reports about one target, newest report first. */
export interface ModerationItem {
  targetType: ReportTargetType;
  targetId: number;
  /** A name for the target (as it was at the newest report). */
  targetLabel: string;
  /** The member responsible (the member reported, or who created the content), if known. */
  authorId: number | null;
  /** The target is hidden already (content) or suspended (member). */
  hidden: boolean;
  suspendedUntil: string | null;
  latestAt: string;
  reports: QueuedReport[];
}

export interface ModerationQueue {
  items: ModerationItem[];
  openCount: number;
}

export interface ModerationResult {
  ok: true;
  /** How many open reports this closed. */
  closed: number;
  message: string;
}


// --- Blocking ---

export const BLOCK_SELF = 'You cannot block yourself.';
export const BLOCK_MEMBER_MISSING = 'That member no longer exists.';
export const blockInputSchema = z.object({
  userId: z.number({ error: 'Please say whom to block' }).int().positive('Please say whom to block').max(2147483647),
});
/** `GET /api/blocks`: the members the signed-in member blocked, newest first. */
export interface BlockedMember {
  id: number;
  name: string;
  blockedAt: string;
}
/** What blocking does, in the words the confirmation and Settings use. */
export const blockedMessage = (name: string) => `You have blocked ${name}.`;
export const unblockedMessage = (name: string) => `You have unblocked ${name}.`;

// --- Warnings (shown to the warned member) ---

// The words live in safety-words.ts (zod-free: the shell's header shows the notice on every page).
export { WARNING_TITLE, warningBody, type MemberWarning } from './safety-words';
export const WARNING_NOT_FOUND = 'There is no such warning for you.';

// --- Download my data ---

export type DataExportStatus = 'pending' | 'ready' | 'failed';
/** `GET /api/data-exports` (newest first) and `POST` answer these. */
export interface DataExport {
  id: number;
  status: DataExportStatus;
  createdAt: string;
  readyAt: string | null;
  /** When it stops being offered (ready exports). */
  expiresAt: string | null;
}
export const DATA_EXPORT_NOT_FOUND = 'There is no such export for you. Exports are offered for 7 days; please ask for a new one.';
export const DATA_EXPORT_NOT_READY = 'Your data is still being prepared. Please try again in a minute.';
export const DATA_EXPORT_FORMATS = ['json', 'html'] as const;
export const dataExportFormatSchema = z.object({
  format: z.enum(DATA_EXPORT_FORMATS, { error: 'Please choose json or html' }).default('json'),
  /** The member's clocks for the readable page's times (her browser's zone; issue 31); an unknown zone reads as UTC. */
  tz: z
    .string()
    .optional()
    .transform((z0) => (z0 && isTimeZone(z0) ? z0 : 'UTC')),
});

// --- Deleting one's own account ---

export const deleteAccountSchema = z.object({
  password: z.string({ error: 'Please enter your password' }).min(1, 'Please enter your password').max(200),
  confirm: z.literal(true, { error: DELETE_CONFIRM_REQUIRED }),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

