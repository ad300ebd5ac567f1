import { notify } from '@afterwork/shell-sdk';

/** For buttons the spec shows without behaviour: say plainly what happens instead of doing nothing. */
export const comingSoon = (what: string) =>
  notify({ title: 'Coming soon', description: `${what} is not available yet. We are working on it and will let members know when it opens.` });
