// A trusted helper (issue 34 item 1): a family member, friend or carer who may act for a member, within what she
// granted. Shared by the API (routes, the helper gate) and the Settings page.
import { z } from 'zod';
import { HELPER_GRANTS, type HelperGrant } from './access';

export { HELPER_GRANTS, type HelperGrant };

/** The grants as the member reads them in Settings → 'Someone who helps me'. */
export const HELPER_GRANT_LABELS: Record<HelperGrant, string> = {
  see: 'See my plans and reminders',
  answer: 'Answer for me (going, not going, waitlist) and join or leave groups and communities for me',
  reminders: 'Get a copy of my reminders by email',
};

export const HELPER_MESSAGES = {
  forbidden: 'A helper cannot do this for the member they help. Go back to your own account to do it for yourself.',
  notGranted: 'She has not allowed her helper to do this. She can change what you may do in her Settings.',
  notHelping: 'You do not help this member.',
  noLongerHelping: 'You no longer help this member: she removed you as her helper. You are back in your own account.',
  notYourHelper: 'This person is not one of your helpers.',
  badToken: 'This invitation link does not work any more. It may have been used, replaced by a newer one, or be more than 7 days old. Please ask for a new invitation.',
  ownInvitation: 'You cannot be your own helper.',
  ownAddress: 'This is your own email address. Please enter the address of the person who will help you.',
  tooManyHelpers: (max: number) => `A member can have at most ${max} helpers. Please remove one first.`,
  tooManyMembers: (max: number) => `A helper can help at most ${max} members.`,
  noGrant: 'Please choose at least one thing your helper may do.',
  alreadyActing: 'You are already helping someone. Go back to your own account first.',
} as const;

export const helperInvitationSchema = z.object({
  email: z.string({ error: 'Please enter an email address' }).trim().toLowerCase().pipe(z.email({ error: 'Please enter a valid email address' }).max(254)),
  grants: z.array(z.enum(HELPER_GRANTS, { error: 'Please choose what your helper may do' })).min(1, { error: HELPER_MESSAGES.noGrant }).max(3),
});
export type HelperInvitationInput = z.input<typeof helperInvitationSchema>;

export const helperAcceptanceSchema = z.object({ token: z.string({ error: HELPER_MESSAGES.badToken }).min(10, { error: HELPER_MESSAGES.badToken }).max(200) });
export const actingForSchema = z.object({ memberId: z.number({ error: 'Please choose the member you help' }).int().positive() });

export interface HelperSummary {
  userId: number;
  name: string;
  grants: HelperGrant[];
  since: string;
}
export interface HelperInvitationSummary {
  id: number;
  email: string;
  grants: HelperGrant[];
  expiresAt: string;
}
/** GET apiPaths.myHelpers. */
export interface MyHelpers {
  helpers: HelperSummary[];
  invitations: HelperInvitationSummary[];
  maxHelpers: number;
}
/** GET apiPaths.helping. */
export interface Helping {
  members: Array<{ userId: number; name: string; grants: HelperGrant[] }>;
  /** The member this session acts for now (null: my own account). */
  actingFor: { userId: number; name: string; grants: HelperGrant[] } | null;
  /** The helper's own name (while acting, `/api/user` answers the member). */
  helperName: string;
}
/** GET apiPaths.myHelperActions: 'What my helper did'. */
export interface HelperAction {
  id: number;
  helperName: string;
  /** e.g. 'said you are going to Thursday coffee morning'. */
  what: string;
  link: string | null;
  at: string;
}
