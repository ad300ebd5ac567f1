import type { ScamReason } from '@afterwork/contracts/scam-guard';

/** The reasons a rule table names itself (urgency is a table of its own: it only counts next to another reason). */
export type RuledReason = Exclude<ScamReason, 'urgency'>;

/**
 * One language's rules of the scam guard: regular-expression sources matched on the normalised text, whole words
 * only (see en.ts for the notation). A new language is a new file of this shape, listed in index.ts.
 */
export interface ScamRuleTable {
  lang: string;
  rules: Record<RuledReason, string[]>;
  /** Rules that count only in a first message (a stranger's opener). */
  firstMessage: Partial<Record<RuledReason, string[]>>;
  urgency: string[];
}
