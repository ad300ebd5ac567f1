// The scam guard (issue 30, item 5): the reasons a message is flagged, and the words the sender and readers see.
// Zod-free: the discussion and message pages show the warning without loading zod.

/** Why a message looks like a scam. `urgency` is only ever reported next to another reason. */
export const SCAM_REASONS = ['money', 'gift_cards', 'bank_details', 'crypto', 'other_channel', 'urgency'] as const;
export type ScamReason = (typeof SCAM_REASONS)[number];

/** The error code of the 422 answer that nudges the sender (the client shows `ScamNudgeDialog`). */
export const SCAM_NUDGE_CODE = 'scam_nudge';

/** What the sender is told before a flagged message goes; they may change it or confirm (`confirmed: true`). */
export const SCAM_NUDGE_MESSAGE =
  "For everyone's safety, never ask members for money, gift cards, bank or card details or crypto-currency, and please keep " +
  'your first conversations here on Afterwork rather than moving them to WhatsApp, Telegram, a phone or an email. ' +
  'If your message is not about any of this, you can send it anyway.';

/** What a flagged message asks, as the reader's warning says it ('this message asks for money and gift cards'). */
export const SCAM_REASON_WORDS: Record<ScamReason, string> = {
  money: 'for money',
  gift_cards: 'for gift cards',
  bank_details: 'for bank or card details',
  crypto: 'for crypto-currency or an investment',
  other_channel: 'you to talk somewhere else, away from Afterwork',
  urgency: 'you to hurry',
};

/** The reader's warning on a flagged message (never the author's own). */
export function scamWarningText(reasons: readonly ScamReason[]): string {
  const shown = reasons.filter((r) => r !== 'urgency');
  const parts = (shown.length ? shown : (['money'] as ScamReason[])).map((r) => SCAM_REASON_WORDS[r]);
  const asks = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Be careful: this message asks ${asks}. Never send money or bank details to someone you met online.`;
}

/** The body of a 422 scam nudge: `{ error: { message, code: 'scam_nudge', reasons } }`. */
export interface ScamNudgeError {
  message: string;
  code: typeof SCAM_NUDGE_CODE;
  reasons: ScamReason[];
}
