/**
 * Where every 'Join' entry goes (issue 19 §3): /auth (the page the spec names) with its Register tab open, so a
 * first-time visitor who chose 'Join' never lands on the Login form.
 */
export const joinPath = '/auth?tab=register';
