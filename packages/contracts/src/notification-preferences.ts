import { z } from 'zod';
import { notificationKinds } from './notification-kinds';

const kinds = notificationKinds.map((k) => k.kind) as [string, ...string[]];

/** PATCH apiPaths.notificationPreferences: one kind's switches (either or both). */
export const notificationPreferencePatchSchema = z.object({
  kind: z.enum(kinds, { error: 'Unknown kind of notification' }),
  email: z.boolean({ error: 'Choose on or off' }).optional(),
  inSite: z.boolean({ error: 'Choose on or off' }).optional(),
  push: z.boolean({ error: 'Choose on or off' }).optional(),
});
