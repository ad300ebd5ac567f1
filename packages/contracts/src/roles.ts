// Zod-free on purpose: the shell's first visit imports this, and zod (88 KB gzip) must not ride along.
export const ADMIN_ROLE = 'admin';
export const DEFAULT_ROLE = 'user';
/** A site admin with the admin powers (one whose second factor is still waiting has none yet: issue 33 §3). */
export const isAdmin = (user: { role: string; secondFactor?: string } | null | undefined): boolean => user?.role === ADMIN_ROLE && !user.secondFactor;
