import { z } from 'zod';
import { passwordResetRequestSchema } from './password-reset';

/** POST apiPaths.signInLinkRequests: the address to send a sign-in link to (checked as for a password reset). */
export const signInLinkRequestSchema = passwordResetRequestSchema;

export const SIGN_IN_LINK_BAD_TOKEN = 'This sign-in link has expired or has already been used. Please ask for a new one.';

/** POST apiPaths.signInLink: the token from the mailed link. */
export const signInLinkSchema = z.object({
  token: z.string({ error: SIGN_IN_LINK_BAD_TOKEN }).min(20, SIGN_IN_LINK_BAD_TOKEN).max(200, SIGN_IN_LINK_BAD_TOKEN),
  rememberMe: z.boolean().default(false),
});

/** The one answer to a sign-in link request, whether or not an account uses the address (no account enumeration). */
export const SIGN_IN_LINK_REQUESTED =
  'If an account uses that address, we have sent it a link to sign in. The link works once, for 15 minutes. Please check your inbox (and the spam folder).';
