import { z } from 'zod';
import { isHttpsUrl, visibleText } from './text-rules';

/** The 24 interests of the dashboard's picker (spec part 2 §9). */
export const INTEREST_OPTIONS = [
  'Reading', 'Hiking', 'Cooking', 'Classic Cars', 'Yoga', 'Standup Comedy', 'Fishing', 'Woodworking', 'Museums', 'History',
  'Spirituality', 'Meditation', 'Photography', 'Gardening', 'Music', 'Dancing', 'Painting', 'Travel', 'Cycling', 'Running',
  'Swimming', 'Chess', 'Board Games', 'Technology',
] as const;
/** A member saves at most this many interests (the spec states it; the API enforces it). */
export const MAX_INTERESTS = 10;
export const TOO_MANY_INTERESTS = `You can choose up to ${MAX_INTERESTS} interests. Please remove one before adding another.`;

/** Interests are one list of strings everywhere (the spec reads them both as a comma string and a JSON array). */
export const interestsSchema = z
  .array(z.string().trim().min(1).max(50))
  .max(MAX_INTERESTS, TOO_MANY_INTERESTS)
  // The same interest twice (in any capitals) is kept once, as first written (issue 18).
  .transform((list) => list.filter((v, i) => list.findIndex((o) => o.toLowerCase() === v.toLowerCase()) === i));

export { ADMIN_ROLE, DEFAULT_ROLE, isAdmin } from './roles';

/** The signed-in member as `GET /api/user` answers it. Never carries a password or hash. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  profession: z.string().nullable(),
  interests: z.array(z.string()),
  /** The role's name: 'user' by default, 'admin' for administrators, or a custom role. */
  role: z.string(),
  createdAt: z.string(),
  /**
   * Only for a site admin whose admin powers wait for a second factor (issue 33 §3; production, or
   * ADMIN_SECOND_FACTOR=required): 'set-up' when none is set up yet, 'confirm' when this session has not used one.
   */
  secondFactor: z.enum(['set-up', 'confirm']).optional(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export { CONNECTIONS_EXPLAINED, DEFAULT_PROFILE_VISIBILITY, PROFILE_VISIBILITY, type ProfileVisibility } from './privacy-words';
import { PROFILE_VISIBILITY, type ProfileVisibility } from './privacy-words';

/** `GET/PATCH /api/users/me/privacy`: the signed-in member's own choices. */
export interface PrivacySettings {
  profileVisibility: ProfileVisibility;
  /** Whether other members see the username (the sign-in name); off by default. */
  showUsername: boolean;
}
export const privacySettingsSchema = z
  .object({
    profileVisibility: z.enum(Object.keys(PROFILE_VISIBILITY) as [ProfileVisibility, ...ProfileVisibility[]], { error: 'Please choose who sees your profile' }).optional(),
    showUsername: z.boolean({ error: 'Please say whether to show your username' }).optional(),
  })
  .refine((v) => v.profileVisibility !== undefined || v.showUsername !== undefined, { message: 'Please choose a setting to change' });
export type PrivacySettingsInput = z.input<typeof privacySettingsSchema>;

/**
 * What other signed-in members may see of someone (`GET /api/users/:id`): never email or RSVPs; the username and
 * the details only as the member chose (null / empty when hidden, and `limited` says some were).
 */
export const publicUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string().nullable(),
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
  location: z.string().nullable(),
  profession: z.string().nullable(),
  interests: z.array(z.string()),
  createdAt: z.string(),
  /** Some details are hidden by the member's privacy choice. */
  limited: z.boolean(),
  /** The viewer has blocked this member (the page offers Unblock). */
  blockedByMe: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

const usernameRule = z.string().trim().min(3, 'Username must be at least 3 characters').max(50, 'Username must not exceed 50 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, numbers, dots, dashes and underscores');
const passwordRule = z.string().min(6, 'Password must be at least 6 characters').max(200, 'Password must not exceed 200 characters');
const optionalText = (max: number) => z.string().trim().max(max, `Must not exceed ${max} characters`).nullish();

export const loginSchema = z.object({
  /** The username or the email address (issue 31): one field, one error message for both. */
  username: z.string().trim().min(3, 'Username must be at least 3 characters').max(254, 'Username or email address must not exceed 254 characters'),
  password: passwordRule,
  rememberMe: z.boolean().default(false),
});

export const registerSchema = z.object({
  username: usernameRule,
  password: passwordRule,
  name: visibleText(z.string().trim().min(2, 'Name is required').max(100, 'Name must not exceed 100 characters')),
  email: z.string().trim().email('Valid email is required').max(254),
  bio: optionalText(1000),
  location: optionalText(100),
  profession: optionalText(100),
  interests: interestsSchema.optional(),
});

export const profileUpdateSchema = z.object({
  name: visibleText(z.string().trim().min(2, 'Name must be at least 2 characters').max(100, 'Name must not exceed 100 characters')),
  email: z.string().trim().email('Please enter a valid email address').max(254),
  bio: optionalText(1000),
  location: optionalText(100),
  profession: optionalText(100),
  interests: interestsSchema.optional(),
  avatar: z
    .string()
    .trim()
    .max(500, 'Please enter a valid URL for the avatar')
    .refine(isHttpsUrl, 'Please enter a valid URL for the avatar')
    .nullish()
    .or(z.literal('')),
  /** Needed only when the email address changes (issue 18: changing where password resets go asks for the password). */
  currentPassword: z.string().max(200).optional(),
});
/** The answer when the email changes without the (right) current password. */
export const EMAIL_CHANGE_NEEDS_PASSWORD = 'Please enter your current password to change your email address';
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const sessionPingSchema = z.object({
  status: z.enum(['active', 'anonymous', 'error']),
  cookieSettings: z.object({
    httpOnly: z.boolean(),
    sameSite: z.string(),
    secure: z.boolean(),
    maxAgeMs: z.number(),
  }),
});
export type SessionPing = z.infer<typeof sessionPingSchema>;

/** Settings: change password (the other sessions are signed out afterwards). */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'Please enter your current password' }).min(1, 'Please enter your current password').max(200),
    newPassword: passwordRule,
    confirmPassword: z.string({ error: 'Please type the new password again' }).min(1, 'Please type the new password again').max(200),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'The two new passwords do not match' });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';

/** A member you share a group with (GET /api/users/me/connections): never email or RSVPs. */
export interface Connection {
  id: number;
  name: string;
  avatar: string | null;
  profession: string | null;
  location: string | null;
  /** Names of the groups you share. */
  sharedGroups: string[];
}
