// Announcements (issue 30, item 3): group admins and community leads tell all members, or the members going to one
// activity (every date of its series) or one date, at once: at the top of the discussion, by mail and as a notice.
import { z } from 'zod';
import { visibleText } from './text-rules';
import type { DiscussionPost } from './discussions';

/** The longest announcement, in characters. */
export const ANNOUNCEMENT_MAX = 2000;

/** Who hears it: everyone in the place, the members going to an activity (any of its dates), or going to one date. */
export const ANNOUNCEMENT_AUDIENCES = ['all', 'activity', 'date'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export const ANNOUNCEMENT_MESSAGES = {
  empty: 'Please write your announcement before sending.',
  tooLong: `Please keep your announcement under ${ANNOUNCEMENT_MAX} characters.`,
  audience: 'Please choose who should receive the announcement.',
  activityMissing: 'Please choose the activity.',
  activityNotHere: 'That activity is not one of this place’s activities.',
  organisersOnly: 'Only the group admins or community leads can send an announcement.',
  tooMany: 'You have sent several announcements today.',
  nobody: 'Nobody is going to that activity yet, so there is nobody to send it to.',
  mentorsOnly: 'Only the mentor of this session can send an announcement to the members who booked it.',
  nobodyBooked: 'Nobody has booked this session yet, so there is nobody to send it to.',
} as const;

export const announcementInputSchema = z
  .strictObject({
    body: visibleText(z.string(ANNOUNCEMENT_MESSAGES.empty).trim().min(1, ANNOUNCEMENT_MESSAGES.empty).max(ANNOUNCEMENT_MAX, ANNOUNCEMENT_MESSAGES.tooLong)),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: ANNOUNCEMENT_MESSAGES.audience }),
    /** The activity ('activity': its series' dates too; 'date': that date only). */
    activityId: z.number({ error: ANNOUNCEMENT_MESSAGES.activityMissing }).int().positive(ANNOUNCEMENT_MESSAGES.activityMissing).max(2147483647).optional(),
    /** The organiser saw the scam guard's nudge and sends it anyway. */
    confirmed: z.boolean().optional(),
  })
  .refine((v) => v.audience === 'all' || v.activityId !== undefined, { path: ['activityId'], message: ANNOUNCEMENT_MESSAGES.activityMissing });
export type AnnouncementInput = z.infer<typeof announcementInputSchema>;

/** A mentor's announcement to the members who booked one of their sessions (issue 30, item 3). */
export const sessionAnnouncementInputSchema = z.strictObject({
  body: visibleText(z.string(ANNOUNCEMENT_MESSAGES.empty).trim().min(1, ANNOUNCEMENT_MESSAGES.empty).max(ANNOUNCEMENT_MAX, ANNOUNCEMENT_MESSAGES.tooLong)),
  /** The mentor saw the scam guard's nudge and sends it anyway. */
  confirmed: z.boolean().optional(),
});
export type SessionAnnouncementInput = z.infer<typeof sessionAnnouncementInputSchema>;

/** POST …/sessions/:sessionId/announcements answers it (201). */
export interface SessionAnnouncementReceipt {
  sent: number;
  message: string;
}

/** 'Sent to 23 members'. */
export const sentToMessage = (n: number): string => `Sent to ${n} member${n === 1 ? '' : 's'}`;

/** POST …/announcements answers it (201). */
export interface AnnouncementReceipt {
  /** How many members it went to (the organiser not counted). */
  sent: number;
  message: string;
  post: DiscussionPost;
}
