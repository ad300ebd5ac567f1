// Trust and safety words and lists that pages show (zod-free, so a Report button costs no zod on first paint).

/** What a member can report. Anything members write later gets a type here. */
export const REPORT_TARGET_TYPES = ['member', 'group', 'activity', 'community', 'resource', 'message', 'post'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

/** The reasons a member picks from, with the words the site shows. */
export const REPORT_REASONS = {
  scam: 'Scam or asking for money',
  harassment: 'Harassment',
  false_information: 'False information',
  inappropriate: 'Inappropriate',
  other: 'Other',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

export const REPORT_NOTE_MAX = 1000;
export const REPORT_THANKS = 'Thank you. Our moderators will look at your report. Nobody else will know that you sent it.';
export const REPORT_SELF = 'You cannot report yourself.';
export const REPORT_TARGET_MISSING = 'We could not find what you are reporting. It may have been removed already.';
export const TOO_MANY_REPORTS = 'You have sent several reports in a short time.';

export const MODERATION_ACTIONS = {
  dismiss: 'Dismiss',
  hide: 'Hide the content',
  warn: 'Warn the member',
  suspend: 'Suspend the member',
} as const;
export type ModerationAction = keyof typeof MODERATION_ACTIONS;

/** Suspension lengths offered, in days; null is 'for good'. */
export const SUSPENSION_DAYS = [1, 7, 30, 90, 365] as const;

/** The words sign-in shows a suspended member (403). `until` is null for a suspension for good. */
export const suspensionMessage = (until: string | null, reason: string | null): string =>
  `${until ? `Your account is suspended until ${until}.` : 'Your account has been suspended permanently.'}` +
  `${reason ? ` Reason given by our moderators: ${reason}` : ''} If you think this is a mistake, please write to support@afterwork.example.`;

export const FORMER_MEMBER = 'Former member';

export const LAST_ADMIN_CANNOT_DELETE =
  'You are the only site administrator, so your account cannot be deleted. Make another member an administrator first.';
export const DELETE_WRONG_PASSWORD = 'Your password is not correct';
export const DELETE_CONFIRM_REQUIRED = 'Please tick the box to confirm that you understand';

/** GET /api/user/deletion: what deleting the account would do, so the page can say it plainly. */
export interface DeletionPreview {
  /** Groups where the member is the only organiser: another member becomes the organiser. */
  groupsHandedOver: Array<{ id: number; name: string; newOrganiser: string }>;
  /** Groups where the member is the only member: they close. */
  groupsClosed: Array<{ id: number; name: string }>;
  /** True when the member is the last site administrator (deletion is refused). */
  lastSiteAdmin: boolean;
}

// --- Warnings (shown to the warned member on every page) ---

/** `GET /api/warnings`: a warning the member has not yet said they read, newest first. */
export interface MemberWarning {
  id: number;
  /** The moderator's reason, as written. */
  reason: string;
  createdAt: string;
}
export const WARNING_TITLE = 'A warning from the moderators';
export const warningBody = (reason: string) =>
  `The moderators looked at a report about you and warned you: "${reason}". Please read the Community Guidelines. If it happens again, your account may be suspended.`;

/** What blocking does, in the member's words (Settings, the Block dialog, the Privacy Policy). */
export const BLOCK_EXPLAINED =
  'They will no longer see your profile or which activities you go to, and you will no longer see them in lists of members and attendees. They are not told.';

/** How long a finished export is offered. */
export const DATA_EXPORT_DAYS = 7;
