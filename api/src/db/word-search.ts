/**
 * Word search over a stored `search_doc` tsvector (issue 19 §4): every word the visitor types must match
 * (several words narrow together), each word as the start of a word in the name, type, description or location
 * ('walking' finds 'Walkers' and 'walks': English stemming plus a prefix match), and a country by any of its
 * everyday names ('England' finds 'Bristol, UK'; 'UK' finds 'London, United Kingdom').
 *
 * The query text is built only from letters and digits, so nothing the visitor types can be read as tsquery
 * syntax; PostgreSQL's `to_tsquery('english', …)` stems each word.
 */

/** Names people use for the same country, as written in locations ('Town, Country') or typed in a search. */
const COUNTRY_NAMES: string[][] = [
  ['uk', 'united kingdom', 'great britain', 'britain', 'england', 'scotland', 'wales', 'northern ireland', 'gb'],
  ['usa', 'united states', 'united states of america', 'america', 'u s a'],
  ['netherlands', 'holland', 'the netherlands', 'nederland'],
  ['south korea', 'korea', 'republic of korea'],
  ['czechia', 'czech republic'],
  ['uae', 'united arab emirates'],
  ['germany', 'deutschland'],
  ['spain', 'espana', 'españa'],
  ['italy', 'italia'],
  ['brazil', 'brasil'],
  ['mexico', 'méxico'],
  ['ireland', 'eire', 'éire', 'republic of ireland'],
  ['new zealand', 'aotearoa'],
  ['switzerland', 'schweiz', 'suisse'],
  ['austria', 'österreich'],
];

/** The words of a text: lower case, letters and digits only (everything else separates words). */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, 40));
}

/** Country names by their words, longest first, so 'united states of america' wins over 'united states'. */
const PHRASES = COUNTRY_NAMES.flatMap((group) => group.map((name) => ({ words: searchWords(name), group })))
  .sort((a, b) => b.words.length - a.words.length);

const phrase = (name: string): string => searchWords(name).join(' <-> ');

/** The most words a search uses (more are ignored: they could only narrow a list that is already tiny). */
export const MAX_SEARCH_WORDS = 8;

/**
 * The `to_tsquery('english', …)` text for a search, or null when it has no words. Each word is a prefix
 * ('walk:*') when it has three or more letters; a country name is any of its names (whole words). Without
 * `prefixes`, every word is whole (stemmed): what ranks 'Bath' above 'Bathers' (issue 31 §3).
 */
export function searchQueryText(text: string, { prefixes = true }: { prefixes?: boolean } = {}): string | null {
  const words = searchWords(text);
  const parts: string[] = [];
  for (let i = 0; i < words.length && parts.length < MAX_SEARCH_WORDS; ) {
    const match = PHRASES.find((p) => p.words.every((w, k) => words[i + k] === w));
    if (match) {
      parts.push(`(${match.group.map(phrase).join(' | ')})`);
      i += match.words.length;
      continue;
    }
    const w = words[i]!;
    parts.push(prefixes && w.length >= 3 ? `${w}:*` : w);
    i += 1;
  }
  return parts.length ? parts.join(' & ') : null;
}

/** The tsvector the search reads, as a stored generated column of `table` (name, type, description, location). */
export const searchDocColumnSql = (table: string): string =>
  `alter table ${table} add column search_doc tsvector generated always as (
     to_tsvector('english', coalesce(name, '') || ' ' || coalesce(type, '') || ' ' || coalesce(description, '') || ' ' || coalesce(location, ''))
   ) stored`;
