// Zod-free: remotes build their GET URLs with it.

/** A query value; null, undefined, '' and false are left out of the URL. */
export type QueryValue = string | number | boolean | null | undefined;

/** The entries that carry a value, as strings ('featured: true' → 'true'), in the order given. */
export function queryEntries(entries: Record<string, QueryValue>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(entries)) if (v !== undefined && v !== null && v !== '' && v !== false) out[k] = String(v);
  return out;
}

/** `path?k=v&...` with the entries that carry a value; the bare path when none does. */
export function withQuery(path: string, entries: Record<string, QueryValue>): string {
  const qs = new URLSearchParams(queryEntries(entries)).toString();
  return qs ? `${path}?${qs}` : path;
}
