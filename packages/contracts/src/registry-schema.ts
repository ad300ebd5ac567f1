import { z } from 'zod';
import type { RemoteEntry } from './registry';

/** The zod form of the registry, for tools and tests (the browser uses parseRemoteRegistry). */
export const remoteEntrySchema = z.object({
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  entry: z.string().min(1),
  prefixes: z.array(z.string().startsWith('/')).min(1),
  requiredRole: z.enum(['admin']).optional(),
}) satisfies z.ZodType<RemoteEntry>;
export const remoteRegistrySchema = z.object({ remotes: z.array(remoteEntrySchema) });
