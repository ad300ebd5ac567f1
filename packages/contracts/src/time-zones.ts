// Time zones of activities and mentor sessions (issue 22). Zod-free and pure (Intl only), shared by the API (defaults,
// recurrence, calendar files) and the apps (the form's list, the default, showing times).
//
// An activity is stored as a UTC instant plus an IANA zone: the instant says when, the zone says in which local time
// it was planned (and is shown, and repeats: a weekly 10:00 in Europe/London stays 10:00 there across DST changes).

export interface TimeZoneChoice {
  /** IANA name, e.g. 'Europe/London'. */
  id: string;
  /** What the form shows, e.g. 'London, Edinburgh, Cardiff'. */
  label: string;
  /** A representative place (for the nearest zone to a community's map position). */
  lat: number;
  lng: number;
  /** Lower-case words of a location text that mean this zone (countries, regions, cities). */
  words: readonly string[];
}

/** The zones the forms offer: where our members live, west to east. */
export const TIME_ZONES: readonly TimeZoneChoice[] = [
  { id: 'Pacific/Honolulu', label: 'Hawaii', lat: 21.31, lng: -157.86, words: ['hawaii', 'honolulu'] },
  { id: 'America/Anchorage', label: 'Alaska', lat: 61.22, lng: -149.9, words: ['alaska', 'anchorage'] },
  { id: 'America/Los_Angeles', label: 'Pacific Time (Los Angeles, Seattle, Portland)', lat: 34.05, lng: -118.24, words: ['california', 'oregon', 'washington state', 'seattle', 'portland', 'san diego', 'san francisco', 'los angeles', 'nevada', 'las vegas'] },
  { id: 'America/Vancouver', label: 'Pacific Time (Vancouver)', lat: 49.28, lng: -123.12, words: ['vancouver', 'british columbia', 'victoria, bc'] },
  { id: 'America/Phoenix', label: 'Arizona (Phoenix)', lat: 33.45, lng: -112.07, words: ['arizona', 'phoenix', 'tucson'] },
  { id: 'America/Denver', label: 'Mountain Time (Denver)', lat: 39.74, lng: -104.99, words: ['colorado', 'denver', 'utah', 'salt lake', 'new mexico', 'albuquerque', 'montana', 'wyoming', 'idaho'] },
  { id: 'America/Edmonton', label: 'Mountain Time (Calgary, Edmonton)', lat: 51.05, lng: -114.07, words: ['alberta', 'calgary', 'edmonton'] },
  { id: 'America/Chicago', label: 'Central Time (Chicago, Austin)', lat: 41.88, lng: -87.63, words: ['illinois', 'chicago', 'texas', 'austin', 'dallas', 'houston', 'minnesota', 'minneapolis', 'missouri', 'wisconsin', 'louisiana', 'new orleans', 'iowa', 'kansas', 'oklahoma', 'tennessee', 'nashville'] },
  { id: 'America/Winnipeg', label: 'Central Time (Winnipeg)', lat: 49.9, lng: -97.14, words: ['manitoba', 'winnipeg', 'saskatchewan'] },
  { id: 'America/Mexico_City', label: 'Mexico City', lat: 19.43, lng: -99.13, words: ['mexico'] },
  { id: 'America/New_York', label: 'Eastern Time (New York, Boston)', lat: 40.71, lng: -74.01, words: ['new york', 'boston', 'massachusetts', 'florida', 'miami', 'georgia', 'atlanta', 'carolina', 'asheville', 'virginia', 'pennsylvania', 'philadelphia', 'ohio', 'michigan', 'detroit', 'washington, dc', 'washington dc', 'maine', 'vermont', 'new jersey', 'maryland', 'connecticut'] },
  { id: 'America/Toronto', label: 'Eastern Time (Toronto, Montreal)', lat: 43.65, lng: -79.38, words: ['toronto', 'ontario', 'ottawa', 'montreal', 'montréal', 'quebec', 'québec'] },
  { id: 'America/Halifax', label: 'Atlantic Time (Halifax)', lat: 44.65, lng: -63.58, words: ['halifax', 'nova scotia', 'new brunswick'] },
  { id: 'America/Bogota', label: 'Bogotá, Lima', lat: 4.71, lng: -74.07, words: ['colombia', 'bogota', 'bogotá', 'peru', 'lima'] },
  { id: 'America/Santiago', label: 'Santiago', lat: -33.45, lng: -70.67, words: ['chile', 'santiago'] },
  { id: 'America/Sao_Paulo', label: 'São Paulo, Rio de Janeiro', lat: -23.55, lng: -46.63, words: ['brazil', 'brasil', 'são paulo', 'sao paulo', 'rio de janeiro'] },
  { id: 'America/Argentina/Buenos_Aires', label: 'Buenos Aires', lat: -34.6, lng: -58.38, words: ['argentina', 'buenos aires'] },
  { id: 'Atlantic/Reykjavik', label: 'Reykjavík', lat: 64.15, lng: -21.94, words: ['iceland', 'reykjavik', 'reykjavík'] },
  { id: 'Europe/Dublin', label: 'Dublin, Galway', lat: 53.35, lng: -6.26, words: ['ireland', 'dublin', 'galway', 'cork'] },
  { id: 'Europe/London', label: 'London, Edinburgh, Cardiff, Belfast', lat: 51.51, lng: -0.13, words: ['uk', 'united kingdom', 'england', 'scotland', 'wales', 'northern ireland', 'london', 'bristol', 'bath', 'cardiff', 'edinburgh', 'glasgow', 'manchester', 'leeds', 'liverpool', 'birmingham', 'belfast', 'york', 'oxford', 'cambridge', 'brighton', 'clifton'] },
  { id: 'Europe/Lisbon', label: 'Lisbon, Porto', lat: 38.72, lng: -9.14, words: ['portugal', 'lisbon', 'lisboa', 'porto'] },
  { id: 'Europe/Madrid', label: 'Madrid, Barcelona, Seville', lat: 40.42, lng: -3.7, words: ['spain', 'españa', 'madrid', 'barcelona', 'seville', 'sevilla', 'valencia'] },
  { id: 'Europe/Paris', label: 'Paris, Lyon', lat: 48.86, lng: 2.35, words: ['france', 'paris', 'lyon', 'avignon', 'provence', 'marseille', 'nice'] },
  { id: 'Europe/Amsterdam', label: 'Amsterdam', lat: 52.37, lng: 4.9, words: ['netherlands', 'holland', 'amsterdam', 'rotterdam', 'utrecht'] },
  { id: 'Europe/Brussels', label: 'Brussels', lat: 50.85, lng: 4.35, words: ['belgium', 'brussels', 'bruges', 'antwerp'] },
  { id: 'Europe/Berlin', label: 'Berlin, Munich, Hamburg', lat: 52.52, lng: 13.4, words: ['germany', 'deutschland', 'berlin', 'munich', 'münchen', 'hamburg', 'cologne', 'köln', 'frankfurt'] },
  { id: 'Europe/Zurich', label: 'Zürich, Geneva', lat: 47.38, lng: 8.54, words: ['switzerland', 'zurich', 'zürich', 'geneva', 'bern'] },
  { id: 'Europe/Rome', label: 'Rome, Milan, Florence', lat: 41.9, lng: 12.5, words: ['italy', 'italia', 'rome', 'roma', 'milan', 'florence', 'firenze', 'naples', 'venice', 'bologna', 'tuscany'] },
  { id: 'Europe/Vienna', label: 'Vienna', lat: 48.21, lng: 16.37, words: ['austria', 'vienna', 'wien', 'salzburg'] },
  { id: 'Europe/Copenhagen', label: 'Copenhagen', lat: 55.68, lng: 12.57, words: ['denmark', 'copenhagen'] },
  { id: 'Europe/Stockholm', label: 'Stockholm', lat: 59.33, lng: 18.07, words: ['sweden', 'stockholm', 'gothenburg'] },
  { id: 'Europe/Oslo', label: 'Oslo', lat: 59.91, lng: 10.75, words: ['norway', 'oslo', 'bergen'] },
  { id: 'Europe/Warsaw', label: 'Warsaw, Kraków', lat: 52.23, lng: 21.01, words: ['poland', 'warsaw', 'krakow', 'kraków'] },
  { id: 'Europe/Prague', label: 'Prague', lat: 50.08, lng: 14.44, words: ['czech', 'prague', 'praha'] },
  { id: 'Europe/Helsinki', label: 'Helsinki', lat: 60.17, lng: 24.94, words: ['finland', 'helsinki'] },
  { id: 'Europe/Athens', label: 'Athens', lat: 37.98, lng: 23.73, words: ['greece', 'athens', 'crete'] },
  { id: 'Europe/Istanbul', label: 'Istanbul', lat: 41.01, lng: 28.98, words: ['turkey', 'türkiye', 'istanbul', 'ankara'] },
  { id: 'Africa/Lagos', label: 'Lagos', lat: 6.52, lng: 3.38, words: ['nigeria', 'lagos', 'abuja'] },
  { id: 'Africa/Cairo', label: 'Cairo', lat: 30.04, lng: 31.24, words: ['egypt', 'cairo'] },
  { id: 'Africa/Johannesburg', label: 'Johannesburg, Cape Town', lat: -26.2, lng: 28.05, words: ['south africa', 'johannesburg', 'cape town', 'durban'] },
  { id: 'Africa/Nairobi', label: 'Nairobi', lat: -1.29, lng: 36.82, words: ['kenya', 'nairobi'] },
  { id: 'Asia/Dubai', label: 'Dubai', lat: 25.2, lng: 55.27, words: ['emirates', 'uae', 'dubai', 'abu dhabi'] },
  { id: 'Asia/Kolkata', label: 'India (Mumbai, Delhi)', lat: 19.08, lng: 72.88, words: ['india', 'mumbai', 'delhi', 'bangalore', 'bengaluru', 'kolkata', 'chennai'] },
  { id: 'Asia/Bangkok', label: 'Bangkok', lat: 13.76, lng: 100.5, words: ['thailand', 'bangkok', 'chiang mai'] },
  { id: 'Asia/Singapore', label: 'Singapore', lat: 1.35, lng: 103.82, words: ['singapore', 'malaysia', 'kuala lumpur'] },
  { id: 'Asia/Hong_Kong', label: 'Hong Kong', lat: 22.32, lng: 114.17, words: ['hong kong'] },
  { id: 'Asia/Shanghai', label: 'China (Beijing, Shanghai)', lat: 31.23, lng: 121.47, words: ['china', 'beijing', 'shanghai'] },
  { id: 'Asia/Manila', label: 'Manila', lat: 14.6, lng: 120.98, words: ['philippines', 'manila'] },
  { id: 'Asia/Seoul', label: 'Seoul', lat: 37.57, lng: 126.98, words: ['korea', 'seoul', 'busan'] },
  { id: 'Asia/Tokyo', label: 'Tokyo, Osaka, Kyoto', lat: 35.68, lng: 139.69, words: ['japan', 'tokyo', 'osaka', 'kyoto'] },
  { id: 'Australia/Perth', label: 'Perth', lat: -31.95, lng: 115.86, words: ['perth', 'western australia'] },
  { id: 'Australia/Adelaide', label: 'Adelaide', lat: -34.93, lng: 138.6, words: ['adelaide', 'south australia'] },
  { id: 'Australia/Brisbane', label: 'Brisbane', lat: -27.47, lng: 153.03, words: ['brisbane', 'queensland'] },
  { id: 'Australia/Sydney', label: 'Sydney, Melbourne, Canberra', lat: -33.87, lng: 151.21, words: ['australia', 'sydney', 'melbourne', 'canberra', 'new south wales', 'victoria, australia', 'hobart', 'tasmania'] },
  { id: 'Pacific/Auckland', label: 'Auckland, Wellington', lat: -36.85, lng: 174.76, words: ['new zealand', 'auckland', 'wellington', 'christchurch'] },
  { id: 'UTC', label: 'Coordinated Universal Time (UTC)', lat: 0, lng: 0, words: [] },
];

/** The zone of a place we cannot place (most of our groups meet in the UK). */
export const DEFAULT_TIME_ZONE = 'Europe/London';

const known = new Map<string, boolean>();
/** A zone name this run time knows (IANA, e.g. 'Europe/London'; 'UTC'). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || !zone || zone.length > 64) return false;
  let ok = known.get(zone);
  if (ok === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      ok = /^[A-Za-z]/.test(zone);
    } catch {
      ok = false;
    }
    known.set(zone, ok);
  }
  return ok;
}

/**
 * Zones the run time's ICU (CLDR) still names by a retired IANA name, and IANA's current one (issue 32 finding 12).
 * Both are accepted by Intl; we store the IANA one.
 */
const ICU_TO_IANA: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Louisville': 'America/Kentucky/Louisville',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
};

/**
 * The canonical IANA name of a zone the run time knows, however it was typed: 'europe/london' → 'Europe/London',
 * 'US/Pacific' → 'America/Los_Angeles', 'asia/kolkata' → 'Asia/Kolkata'. What is stored and compared is always this.
 * A zone the run time does not know is answered as given (check it with isTimeZone first).
 */
export function canonicalTimeZone(zone: string): string {
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return zone;
  }
  const iana = ICU_TO_IANA[resolved];
  return iana && isTimeZone(iana) ? iana : resolved;
}

const words = (text: string) => ` ${text.toLowerCase().replace(/[()]/g, ' ').replace(/\s+/g, ' ')} `;

/**
 * The zone of a place: the words of its location text first ('Bristol Harbourside', 'Toronto, Canada'), else the
 * zone of the nearest known place to its coordinates, else the default.
 */
export function zoneForLocation(location: string | null | undefined, position?: { lat: number; lng: number } | null): string {
  if (location) {
    const text = words(location);
    let best: { id: string; at: number } | null = null;
    // The word named first wins: a city is named before its region and country ('Portland, Oregon, USA').
    for (const zone of TIME_ZONES) {
      for (const word of zone.words) {
        const re = new RegExp(`[^\\p{L}]${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\p{L}]`, 'u');
        const m = re.exec(text);
        if (m && (!best || m.index < best.at)) best = { id: zone.id, at: m.index };
      }
    }
    if (best) return best.id;
  }
  if (position && Number.isFinite(position.lat) && Number.isFinite(position.lng)) {
    let best = DEFAULT_TIME_ZONE;
    let bestDistance = Infinity;
    for (const zone of TIME_ZONES) {
      if (zone.id === 'UTC') continue;
      const dLat = zone.lat - position.lat;
      const dLng = ((zone.lng - position.lng + 540) % 360) - 180;
      const distance = dLat * dLat + dLng * dLng * Math.cos((position.lat * Math.PI) / 180) ** 2;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = zone.id;
      }
    }
    return best;
  }
  return DEFAULT_TIME_ZONE;
}

/** A local date and time in some zone (month 1-12; weekday 0 = Sunday). */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(zone: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormatters.set(zone, f);
  }
  return f;
}

/** The local date and time of an instant in a zone. */
export function wallTimeOf(instant: Date | number, zone: string): WallTime & { second: number } {
  const out: Record<string, number> = {};
  for (const p of partsFormatter(zone).formatToParts(new Date(instant))) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return { year: out.year!, month: out.month!, day: out.day!, hour: out.hour! % 24, minute: out.minute!, second: out.second! };
}

/** The zone's offset from UTC at an instant, in minutes (Europe/London in July: 60). */
export function zoneOffsetMinutes(zone: string, instant: Date | number): number {
  const t = new Date(instant).getTime();
  const w = wallTimeOf(t, zone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - (t - (t % 1000 + 1000) % 1000)) / 60_000);
}

/**
 * The instant at which a zone's clocks show this local time. A time skipped by a spring-forward change (01:30 in
 * London on the last Sunday of March) is read with the offset before the change (so it lands an hour later, as
 * clocks do); a time that happens twice (autumn) is the first of the two.
 */
export function wallTimeToUtc(wall: WallTime, zone: string): Date {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  const before = zoneOffsetMinutes(zone, guess - 24 * 3_600_000);
  const after = zoneOffsetMinutes(zone, guess + 24 * 3_600_000);
  // Try both offsets around this day; keep the earliest instant that really shows this wall time.
  const candidates = [...new Set([before, after])].map((off) => guess - off * 60_000).sort((a, b) => a - b);
  for (const t of candidates) {
    const w = wallTimeOf(t, zone);
    if (w.year === wall.year && w.month === wall.month && w.day === wall.day && w.hour === wall.hour && w.minute === wall.minute) return new Date(t);
  }
  return new Date(guess - before * 60_000);
}

/** 'YYYY-MM-DD' + 'HH:MM' read in a zone → the instant (null when either is not of that form). */
export function zonedDateTime(date: string, time: string, zone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t || !isTimeZone(zone)) return null;
  const wall = { year: +d[1]!, month: +d[2]!, day: +d[3]!, hour: +t[1]!, minute: +t[2]! };
  // No 31 April, no 25:00: an impossible date or time is refused, never rolled over.
  const daysInMonth = new Date(Date.UTC(wall.year, wall.month, 0)).getUTCDate();
  if (wall.month < 1 || wall.month > 12 || wall.day < 1 || wall.day > daysInMonth || wall.hour > 23 || wall.minute > 59) return null;
  return wallTimeToUtc(wall, zone);
}
