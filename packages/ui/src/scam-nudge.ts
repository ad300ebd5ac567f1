import { isApiError } from '@afterwork/shell-sdk';
import { SCAM_NUDGE_CODE, SCAM_REASONS, type ScamReason } from '@afterwork/contracts/scam-guard';

/** The scam guard's nudge, as a page shows it in `ScamNudgeDialog`. */
export interface ScamNudge {
  /** The server's kind sentence ("For everyone's safety, never ask members for money..."). */
  message: string;
  reasons: ScamReason[];
}

/**
 * The nudge in a failed send, or null: the API answers 422 `{ error: { message, code: 'scam_nudge', reasons } }`
 * when a message looks like a scam and was not confirmed. Send it again with `confirmed: true` to send anyway.
 */
export function scamNudgeOf(err: unknown): ScamNudge | null {
  if (!isApiError(err, 422) || err.code !== SCAM_NUDGE_CODE) return null;
  const raw = err.details?.reasons;
  const reasons = Array.isArray(raw) ? raw.filter((r): r is ScamReason => (SCAM_REASONS as readonly string[]).includes(r as string)) : [];
  return { message: err.serverMessage, reasons };
}
