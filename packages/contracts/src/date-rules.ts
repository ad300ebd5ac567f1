/**
 * The date rules of anything planned on the site: activities, and mentor sessions (issue 32 finding 12). Here on their
 * own so a remote that plans mentor sessions does not carry the groups' contracts.
 */
/** How far ahead an activity may be planned, and how long it may last (issue 18: no 5,000-year activities). */
export const ACTIVITY_MAX_YEARS_AHEAD = 5;
export const ACTIVITY_MAX_DAYS = 31;
/** The organiser's words to the members going when a date is cancelled (issue 31), at most this long. */
export const CANCEL_MESSAGE_MAX = 500;

/**
 * The date rules of an activity, on creation and on every change (issue 18: an edit may not do what a create may
 * not): a new start in the future and within ACTIVITY_MAX_YEARS_AHEAD years; the end after the start and at most
 * ACTIVITY_MAX_DAYS later. Times in ms. `checkStart: false` when the start is the one already stored (a change of
 * the end alone keeps an activity under way valid).
 */
export function activityDateIssues(start: number, end: number, checkStart = true): Array<{ path: ['startDate' | 'endDate']; message: string }> {
  const issues: Array<{ path: ['startDate' | 'endDate']; message: string }> = [];
  const now = Date.now();
  if (checkStart && start <= now) issues.push({ path: ['startDate'], message: 'The start must be in the future.' });
  else if (checkStart && start > now + ACTIVITY_MAX_YEARS_AHEAD * 365.25 * 86_400_000) {
    issues.push({ path: ['startDate'], message: `The start must be within the next ${ACTIVITY_MAX_YEARS_AHEAD} years.` });
  }
  if (end <= start) issues.push({ path: ['endDate'], message: 'The end must be after the start.' });
  else if (end - start > ACTIVITY_MAX_DAYS * 86_400_000) {
    issues.push({ path: ['endDate'], message: `An activity can last at most ${ACTIVITY_MAX_DAYS} days.` });
  }
  return issues;
}
