// Zod-free on purpose: the shell's first visit imports this, and zod (88 KB gzip) must not ride along.
export const ADMIN_ROLE = 'admin';
export const DEFAULT_ROLE = 'user';
export const isAdmin = (user: { role: string } | null | undefined): boolean => user?.role === ADMIN_ROLE;
