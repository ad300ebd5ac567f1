// Zod-free: the Privacy Policy page (shell) reads these words without pulling zod into its chunk.

/**
 * Who sees a member's profile details (picture, about text, place, profession, interests): issue 18, finding 5.
 * The name is always shown (it is what lists of members show); the default is the conservative 'connections'.
 */
export const PROFILE_VISIBILITY = {
  connections: 'Members I share a group or community with',
  members: 'All members',
  nobody: 'Nobody: other members see only my name',
} as const;
export type ProfileVisibility = keyof typeof PROFILE_VISIBILITY;
export const DEFAULT_PROFILE_VISIBILITY: ProfileVisibility = 'connections';
