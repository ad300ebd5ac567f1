import { z } from 'zod';
import { registerSchema } from './users';

/** POST apiPaths.passwordResetRequests: the address to send a reset link to. */
export const passwordResetRequestSchema = z.object({
  email: z.string({ error: 'Please enter your email address' }).trim().min(1, 'Please enter your email address').max(320, 'Please enter a valid email address').email('Please enter a valid email address'),
});

/** POST apiPaths.passwordReset: the token from the mailed link and the new password. */
export const passwordResetSchema = z.object({
  token: z.string({ error: 'This reset link is incomplete. Please use the link from the email, or ask for a new one.' }).min(20, 'This reset link is incomplete. Please use the link from the email, or ask for a new one.').max(200, 'This reset link is incomplete. Please use the link from the email, or ask for a new one.'),
  password: registerSchema.shape.password,
});

/** The one answer to a reset request, whether or not an account uses the address (no account enumeration). */
export const PASSWORD_RESET_REQUESTED =
  'If an account uses that address, we have sent it a link to choose a new password. The link works for 30 minutes. Please check your inbox (and the spam folder).';
export const PASSWORD_RESET_BAD_TOKEN = 'This reset link has expired or has already been used. Please ask for a new one.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. Please sign in with your new password.';
