import { en } from './en';
import type { ScamRuleTable } from './types';

/** The scam guard's rule tables by language (issue 33 adds languages: one file each, the same shape as en.ts). */
export const scamRuleTables: Record<string, ScamRuleTable> = { en };
export const DEFAULT_SCAM_LANG = 'en';
export type { RuledReason, ScamRuleTable } from './types';
