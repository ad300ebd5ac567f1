// The one rule for text the site accepts (issue 18, findings 3 and 7). Zod-free, like paths.ts: the API applies it
// to every query string and body before any route runs, and the zod contracts reuse it for names and titles.

/**
 * Control characters no text on the site needs: C0 controls except tab, line feed and carriage return (NUL among
 * them, which PostgreSQL cannot store in text), DEL, and the C1 controls.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this rule is about
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTER_MESSAGE =
  'This text contains an invisible control character (such as a NUL byte). Please remove it and try again.';

/**
 * The first place in `value` (a query, a JSON body) holding a control character, as a field path ('name',
 * 'interests.2', '' for the value itself), or null when there is none. Object keys are checked too.
 */
export function findControlCharacter(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? path : null;
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
  for (const [key, v] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (CONTROL_CHARACTERS.test(key)) return at;
    const found = findControlCharacter(v, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Characters that change how text around them is shown without being seen themselves: the bidirectional
 * embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069; 'Trojan Source'). Names and titles refuse them.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
export const BIDI_CONTROL_MESSAGE = 'Please remove the hidden text-direction characters.';

/** Characters that take no room: zero-width space, joiners, word joiner, BOM, soft hyphen and the like. */
const INVISIBLE = /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u2060-\u2064\u206A-\u206F\u3164\uFEFF\uFFA0\s]|\u034F|\u17B4|\u17B5/gu;

/** True when `text` has at least one character a reader can see (a name of zero-width spaces has none). */
export const hasVisibleCharacters = (text: string): boolean => text.replace(INVISIBLE, '').length > 0;
export const INVISIBLE_ONLY_MESSAGE = 'Please use visible letters.';

/**
 * A date and time as the API takes it: ISO 8601 with a zone ('Z' or '+01:00'), a four-digit year, and a day and time
 * that exist (no 30 February, no 25:00). JavaScript's Date.parse takes '2027-02-30' as 2 March and a date with no
 * zone as the server's local time: this is checked first. Answers the instant in ms, or null.
 */
const ZONED_ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
export function parseZonedDateTime(text: string): number | null {
  const m = ZONED_ISO.exec(text);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number);
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null; // the month's last day
  if (m[7] !== 'Z' && (Number(m[7].slice(1, 3)) > 14 || Number(m[7].slice(4)) > 59)) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : ms;
}
