import { SCAM_REASONS, type ScamReason } from '@afterwork/contracts/scam-guard';
import { DEFAULT_SCAM_LANG, scamRuleTables, type RuledReason, type ScamRuleTable } from './scam-rules';

/**
 * The scam guard's checker (issue 30, item 5): pure and fast (the rules compile once per language; a 4,000-character
 * post is checked in well under a millisecond). Answers the reasons a message looks like a scam, in SCAM_REASONS
 * order; none means it looks like ordinary talk. `urgency` is only answered next to another reason.
 */
export interface ScamCheckOptions {
  /** The first message of a new conversation with someone (a phone number or an email address counts there). */
  firstMessage?: boolean;
  /** The language's rules (English when the language has none yet). */
  lang?: string;
}

// Zero-width, soft hyphens, joiners, direction marks, variation selectors: invisible, used to split a word.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
// Digits (and signs) that stand for letters inside a word: "m0ney", "ca$h", "b1tc0in".
const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '@': 'a', $: 's', '!': 'i', '|': 'l' };
// Ordinary words with digits that are not disguised letters: 2pm, 10am, 1st, 24hrs, 5k.
const PLAIN_NUMBER_WORD = /^[0-9]+(?:st|nd|rd|th|am|pm|h|hr|hrs|k|m|p|s|x|mins?|kg|km|mi|ft|yrs?)?$/;

// Characters NFKD would leave as they are, or change in no way that matters here: skip normalising for them.
const PLAIN_TEXT = /^[ -~\t\n\r£€‘’“”–—…]*$/;

/** Lower case, no accents, no invisible characters, "w h a t s a p p" and "w.h.a.t.s.a.p.p" joined. */
function unspaced(text: string): string {
  const plain = PLAIN_TEXT.test(text) ? text.toLowerCase() : text.normalize('NFKD').replace(/\p{M}/gu, '').replace(INVISIBLE, '').toLowerCase();
  // Three or more single characters in a row, each followed by one or two separators: written apart to slip past.
  return plain.replace(/(?<![\p{L}\p{N}])(?:[\p{L}\p{N}$@][\s.\-_*·•,]{1,2}){2,}[\p{L}\p{N}$@](?![\p{L}\p{N}])/gu, (run) => run.replace(/[\s.\-_*·•,]/g, ''));
}

/** One word with digits or signs in it: "m0ney" → "money", "ca$h" → "cash"; "2pm", "£200", "today!" stay words. */
function undisguised(token: string, one: 'i' | 'l'): string {
  let t = token.replace(/^[!|@]+|[!|@]+$/g, ''); // "today!", "@john": punctuation, not letters
  if (/\p{L}/u.test(t) && /[0-9@$!|]/.test(t) && !PLAIN_NUMBER_WORD.test(t)) {
    t = t.replace(/[0-9@$!|]/g, (c) => (c === '1' ? one : (LEET[c] ?? c)));
  }
  // "$200" and "£200" keep their sign; "200£" reads "£200".
  return t.replace(/[!|@]/g, '').replace(/^([0-9]+)([£$€])$/, '$2$1');
}

/** Words only (letters, digits, currency signs), single spaces; disguised letters undone with `one` standing for '1'. */
function words(text: string, one: 'i' | 'l'): string {
  return text
    .replace(/['\u2018\u2019`\u00B4]/g, ' ')
    .replace(/%/g, ' percent ')
    .replace(/[^\p{L}\p{N}£$€@!|]+/gu, ' ')
    .replace(/[^ ]*[0-9@$!|][^ ]*/g, (token) => undisguised(token, one))
    .replace(/(\p{L})\1{2,}/gu, '$1') // "moneyyyy" → "money"
    .replace(/ {2,}/g, ' ')
    .trim();
}

// Only the @ and what follows it are checked: enough to know an address is there, and linear in the text.
const EMAIL = /@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u;
// A phone number: 9 to 15 digits, maybe with a leading + and single spaces, dots, dashes or brackets between them.
const PHONE = /(?:\+|\b)[0-9](?:[\s.()-]{0,2}[0-9]){8,14}\b/;

/** The notation of the tables: a space is one space, `_` a gap of up to four words; whole words only. */
function compile(patterns: string[]): RegExp | null {
  if (!patterns.length) return null;
  const body = patterns.map((p) => `(?:${p.replace(/ _ /g, '(?: [^ ]+){0,4} ')})`).join('|');
  return new RegExp(`(?:^| )(?:${body})(?= |$)`);
}

interface Compiled {
  rules: Array<[RuledReason, RegExp]>;
  firstMessage: Array<[RuledReason, RegExp]>;
  urgency: RegExp | null;
}
const compiled = new Map<string, Compiled>();

function rulesFor(lang: string): Compiled {
  const key = scamRuleTables[lang] ? lang : DEFAULT_SCAM_LANG;
  let c = compiled.get(key);
  if (!c) {
    const table: ScamRuleTable = scamRuleTables[key]!;
    const pairs = (r: Partial<Record<RuledReason, string[]>>) =>
      (Object.entries(r) as Array<[RuledReason, string[]]>).flatMap(([reason, p]) => {
        const re = compile(p);
        return re ? [[reason, re] as [RuledReason, RegExp]] : [];
      });
    c = { rules: pairs(table.rules), firstMessage: pairs(table.firstMessage), urgency: compile(table.urgency) };
    compiled.set(key, c);
  }
  return c;
}

/** The reasons `text` looks like a scam (empty: ordinary talk). */
export function checkForScam(text: string, options: ScamCheckOptions = {}): ScamReason[] {
  const rules = rulesFor(options.lang ?? DEFAULT_SCAM_LANG);
  const joined = unspaced(text);
  const asI = words(joined, 'i');
  // Read '1' as 'l' too ("paypa1") only when a word has a 1 in it.
  const variants = /\p{L}1|1\p{L}/u.test(joined) ? [asI, words(joined, 'l')] : [asI];
  const found = new Set<ScamReason>();
  const scan = (list: Array<[RuledReason, RegExp]>) => {
    for (const [reason, re] of list) if (!found.has(reason) && variants.some((v) => re.test(v))) found.add(reason);
  };
  scan(rules.rules);
  if (options.firstMessage) {
    scan(rules.firstMessage);
    if ((joined.includes('@') && EMAIL.test(joined)) || PHONE.test(joined)) found.add('other_channel');
  }
  if (found.size && rules.urgency && variants.some((v) => rules.urgency!.test(v))) found.add('urgency');
  return SCAM_REASONS.filter((r) => found.has(r));
}
