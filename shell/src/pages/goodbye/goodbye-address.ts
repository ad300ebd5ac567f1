/** The address the deletion's confirmation went to, kept across the full page load to /goodbye, shown once. */
const KEY = 'afterwork.goodbye';

export function keepGoodbyeAddress(email: string): void {
  try {
    sessionStorage.setItem(KEY, email);
  } catch {
    /* storage disabled: the page says 'your email address' */
  }
}

export function readGoodbyeAddress(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Once shown, forgotten: a reload, or the next person at this computer, sees no address. */
export function forgetGoodbyeAddress(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
