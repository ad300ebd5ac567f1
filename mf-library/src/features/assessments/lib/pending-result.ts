/**
 * A visitor who signs in from the results page comes back to the same results (answers kept in this
 * tab's sessionStorage for 30 minutes), so nothing they did is lost and they can save the result.
 */
const KEY = 'afterwork.pendingAssessment';
const MAX_AGE_MS = 30 * 60_000;

export function rememberPendingResult(assessmentId: string, answers: Record<string, string>): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ assessmentId, answers, at: Date.now() }));
  } catch {
    /* storage unavailable: nothing to keep */
  }
}

/** The kept answers for this assessment, if any (pure read: safe under StrictMode's double init). */
export function readPendingResult(assessmentId: string): Record<string, string> | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const p = JSON.parse(raw) as { assessmentId?: string; answers?: Record<string, string>; at?: number };
    if (p.assessmentId !== assessmentId) return null;
    if (!p.answers || typeof p.at !== 'number' || Date.now() - p.at > MAX_AGE_MS) return null;
    return p.answers;
  } catch {
    return null;
  }
}

export function clearPendingResult(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}
