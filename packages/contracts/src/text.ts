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
