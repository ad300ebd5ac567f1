/** How long before an idle session ends the member is asked 'stay signed in?'. */
export const WARN_BEFORE_MS = 5 * 60_000;
/** Sessions longer than this ('Remember me') need no warning. */
export const LONG_SESSION_MS = 24 * 60 * 60_000;

export type IdleState = 'active' | 'warn' | 'expired';

/** Where an idle session stands, from the last time the API answered and the session's idle lifetime. */
export function idleState(now: number, lastAnswerAt: number, idleLifetimeMs: number): IdleState {
  if (idleLifetimeMs >= LONG_SESSION_MS) return 'active';
  const idle = now - lastAnswerAt;
  if (idle >= idleLifetimeMs) return 'expired';
  if (idle >= idleLifetimeMs - WARN_BEFORE_MS) return 'warn';
  return 'active';
}

/** "4 minutes" / "1 minute" / "less than a minute". */
export function minutesLeftText(msLeft: number): string {
  const minutes = Math.floor(msLeft / 60_000);
  if (minutes < 1) return 'less than a minute';
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
