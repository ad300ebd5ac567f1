import { z } from 'zod';
import { notificationKinds } from './notification-kinds';

const kinds = notificationKinds.map((k) => k.kind) as [string, ...string[]];

/** PATCH apiPaths.notificationPreferences: one kind's switches (either or both). */
export const notificationPreferencePatchSchema = z.object({
  kind: z.enum(kinds, { error: 'Unknown kind of notification' }),
  email: z.boolean({ error: 'Choose on or off' }).optional(),
  inSite: z.boolean({ error: 'Choose on or off' }).optional(),
  /** A kind with a daily digest: its mail once a day (with `email: false`) or not. */
  emailDaily: z.boolean({ error: 'Choose on or off' }).optional(),
  push: z.boolean({ error: 'Choose on or off' }).optional(),
});

/**
 * POST apiPaths.notificationsRead: no body marks every notice read ('Mark all as read'); `{ discussion }` marks the
 * notices of that discussion (new posts, replies, announcements, its chat) read, as opening it does (issue 30).
 */
export const noticesReadSchema = z
  .object({
    discussion: z
      .object({
        place: z.enum(['group', 'community', 'activity'], { error: 'Unknown kind of place' }),
        id: z.number({ error: 'Give the place as a number' }).int().positive().max(2147483647),
      })
      .strict()
      .optional(),
  })
  .strict();
