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

/**
 * What 'share' means for 'connections' (issue 32, finding 5; the rule: api/src/policies/profiles.ts): joining a group
 * only to read its members' profiles shows nothing. Two weeks is PROFILE_CONNECTION_DAYS's default.
 */
export const CONNECTIONS_EXPLAINED =
  'Sharing means you have both been members of the same group or community for at least two weeks, or you both went to the same activity. Someone who has only just joined sees your name, not your details.';
