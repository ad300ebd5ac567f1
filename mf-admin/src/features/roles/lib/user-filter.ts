import type { UserWithRole } from '@afterwork/contracts/admin';

/** Members whose name, username or email contains the search text (case-insensitive). */
export function filterUsers(users: UserWithRole[], search: string): UserWithRole[] {
  const q = search.trim().toLowerCase();
  if (!q) return users;
  return users.filter((u) => [u.name, u.username, u.email].some((v) => v.toLowerCase().includes(q)));
}
