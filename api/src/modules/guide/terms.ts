/**
 * Turning a member's message into search terms. Deterministic and small on purpose: no outside AI service exists here,
 * so the guide matches words (and a few everyday synonyms) against the platform's own content.
 */

/** Conversational words that would otherwise match almost everything. PostgreSQL drops the usual English stop words too. */
const STOP_WORDS = new Set(
  `a about above after again all also am an and any are around as ask at be because been before being below best between both
  but by can could did do does doing done down during each else even ever every few find for from further get gets getting give go
  going good got had has have having he her here hers him his how however i id if im in into is it its ive just know like
  looking look love lovely make many may me meet meeting might more most much must my near nearby need new no nor not now of off
  often on once one only or other our out over own people person please recommend recommendation recommendations same see
  she should show so some someone something somewhere such suggest suggestions tell than thank thanks that the their them then
  there these they thing things think this those through to too try under until up us very want wanted was way we well were
  what when where which while who whom why will wish with would you your yours afterwork anything interested interest interests
  enjoy enjoyed really place places area local hello hi hey morning afternoon evening there im ill id lot lots time times day
  days week weeks help helps join joining start started feel feeling feels felt since lately recently bit little still
  today tomorrow weekend`.split(/\s+/).filter(Boolean),
);

/** Everyday words mapped to what the platform calls them. */
const SYNONYMS: Record<string, string[]> = {
  lonely: ['loneliness', 'friendship', 'connected'],
  loneliness: ['friendship', 'connected'],
  friends: ['friendship', 'social'],
  friend: ['friendship', 'social'],
  exercise: ['fitness', 'yoga', 'walking', 'balance'],
  fitness: ['exercise', 'yoga', 'walking'],
  fit: ['fitness', 'exercise'],
  walk: ['walking', 'hiking'],
  walks: ['walking', 'hiking'],
  hike: ['hiking', 'walking'],
  books: ['book', 'reading'],
  read: ['reading', 'book'],
  garden: ['gardening', 'allotment'],
  plants: ['gardening', 'garden'],
  money: ['budget', 'pension', 'finance'],
  computer: ['digital', 'technology'],
  computers: ['digital', 'technology'],
  phone: ['digital', 'video', 'technology'],
  internet: ['digital', 'online'],
  sleep: ['sleeping'],
  sad: ['grief', 'wellbeing'],
  died: ['grief', 'loss'],
  death: ['grief', 'loss'],
  passed: ['grief', 'loss'],
  bereaved: ['grief', 'loss'],
  widow: ['grief', 'loss'],
  widowed: ['grief', 'loss'],
  widower: ['grief', 'loss'],
  wife: ['widowed'],
  husband: ['widowed'],
  alone: ['loneliness', 'friendship', 'connected'],
  isolated: ['loneliness', 'connected'],
  worried: ['worry', 'mindful', 'breathing'],
  stress: ['mindful', 'breathing', 'meditation'],
  cook: ['cooking', 'food'],
  food: ['cooking', 'eating'],
  paint: ['painting', 'art'],
  art: ['painting', 'museums'],
  photos: ['photography'],
  camera: ['photography'],
  volunteer: ['volunteering'],
  dance: ['dancing'],
  bike: ['cycling'],
  swim: ['swimming'],
  career: ['mentoring', 'work'],
};

/** Words that name a kind of thing on the site: they narrow the search instead of being searched for. */
const KIND_WORDS: Record<string, Array<'community' | 'group' | 'activity' | 'mentor' | 'resource'>> = {
  community: ['community'], communities: ['community'], club: ['community', 'group'], clubs: ['community', 'group'],
  group: ['group'], groups: ['group'],
  activity: ['activity'], activities: ['activity'], event: ['activity'], events: ['activity'], meetup: ['activity'], meetups: ['activity'], outing: ['activity'], outings: ['activity'],
  mentor: ['mentor'], mentors: ['mentor'], mentoring: ['mentor'], mentorship: ['mentor'], advice: ['mentor'], adviser: ['mentor'], advisor: ['mentor'],
  resource: ['resource'], resources: ['resource'], article: ['resource'], articles: ['resource'], podcast: ['resource'], podcasts: ['resource'],
  library: ['resource'], guides: ['resource'], toolkit: ['resource'], toolkits: ['resource'],
};

/** The kinds named in a message ("walking groups" → group), and the message's other words. */
export function splitKinds(terms: string[]): { kinds: Array<'community' | 'group' | 'activity' | 'mentor' | 'resource'>; terms: string[] } {
  const kinds = new Set<'community' | 'group' | 'activity' | 'mentor' | 'resource'>();
  const rest: string[] = [];
  for (const t of terms) {
    const k = KIND_WORDS[t];
    if (k) k.forEach((x) => kinds.add(x));
    else rest.push(t);
  }
  return { kinds: [...kinds], terms: rest };
}

/** Lower-case words of letters and digits only (safe to put in a tsquery), at least 3 characters. */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (w) => w.length >= 3 && w.length <= 40,
  );
}

/** The words of a message worth searching for, in the order typed, without stop words, at most 8. */
export function extractTerms(message: string): string[] {
  const out: string[] = [];
  for (const w of wordsOf(message.replace(/['’]/g, ''))) {
    if (STOP_WORDS.has(w) || out.includes(w)) continue;
    out.push(w);
    if (out.length >= 8) break;
  }
  return out;
}

/** Terms plus their synonyms (deduplicated, at most 16). */
export function expandTerms(terms: string[]): string[] {
  const out = [...terms];
  for (const t of terms) for (const s of SYNONYMS[t] ?? []) if (!out.includes(s)) out.push(s);
  return out.slice(0, 16);
}

/**
 * A to_tsquery text: terms OR-ed; a prefix match (`:*`) only for words of five letters or more, so that "photo" finds
 * "photography" but "cars" does not find "caring".
 */
export function toTsQuery(terms: string[]): string | null {
  const parts = terms.filter((t) => /^[\p{L}\p{N}]+$/u.test(t)).map((t) => (t.length >= 5 ? `${t}:*` : t));
  return parts.length ? parts.join(' | ') : null;
}

const GREETING = /^\s*(hi|hello|hey|hiya|good\s+(morning|afternoon|evening)|greetings)\b/i;
const THANKS = /^\s*(thanks|thank\s+you|cheers|many\s+thanks)\b/i;

export type Intent = 'greeting' | 'thanks' | 'search';

export function intentOf(message: string, terms: string[]): Intent {
  if (terms.length === 0 && THANKS.test(message)) return 'thanks';
  if (terms.length === 0 && GREETING.test(message)) return 'greeting';
  return 'search';
}

/** "a, b and c" */
export function listText(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
