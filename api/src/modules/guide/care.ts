import type { GuideCare, GuideHelpline, GuideDistress } from '@afterwork/contracts/guide';

/**
 * Meeting distress with care (issue 19 §14). A member who writes of a death, of being lonely or of despair gets a
 * kind opening and a free helpline for their country before any link. Matching is on words and phrases, generous on
 * purpose: a kind word too many is better than one too few. The guide is not a counsellor and says so.
 */

const PATTERNS: Record<GuideDistress, RegExp[]> = {
  despair: [
    /\b(suicid\w*|kill(ing)? myself|end(ing)? (it all|my life)|take my (own )?life|want(ed)? to die|better off dead|don'?t want to (live|be here|go on))\b/i,
    /\b(hopeless(ness)?|despair\w*|can'?t go on|cannot go on|can'?t cope|cannot cope|no point (in )?(living|going on|anything)|no reason to live|give up on life|worthless|self[- ]harm\w*)\b/i,
  ],
  bereavement: [
    /\b(bereave\w*|grie(f|ve|ving|ved)|mourn\w*|widow(ed|er)?|funeral|condolence\w*)\b/i,
    /\b(passed away|passed on|died|death of|lost my (wife|husband|partner|son|daughter|mum|mom|mother|dad|father|brother|sister|friend|child|dog|cat))\b/i,
  ],
  loneliness: [
    /\b(lonely|loneliness|lonesome|isolated|isolation|all alone|on my own all|by myself all|no one to talk to|nobody to talk to|no friends|no-one to talk to|miss (having )?company|left out|nobody visits|no one visits)\b/i,
  ],
};

/** The strongest distress a message shows: despair first, then bereavement, then loneliness; null for none. */
export function distressOf(message: string): GuideDistress | null {
  const text = message.replace(/[’‘]/g, "'");
  for (const kind of ['despair', 'bereavement', 'loneliness'] as const) if (PATTERNS[kind].some((p) => p.test(text))) return kind;
  return null;
}

export type CountryCode = 'GB' | 'IE' | 'US' | 'CA' | 'AU' | 'NZ' | 'DE' | 'FR' | 'ES' | 'NL' | 'DK' | 'IN' | 'JP' | 'KE';

/** Words of a free-text location that name a country (names, short forms, nations and a few large cities). */
const COUNTRY_WORDS: Array<[CountryCode, RegExp]> = [
  ['GB', /\b(uk|u\.k\.|united kingdom|great britain|britain|england|scotland|wales|northern ireland|gb|london|bristol|leeds|manchester|birmingham|liverpool|glasgow|edinburgh|cardiff|belfast|bath|newcastle|sheffield|nottingham|brighton|oxford|cambridge)\b/i],
  ['IE', /\b(ireland|eire|dublin|cork|galway)\b/i],
  ['US', /\b(usa|us|united states|america|new york|boston|chicago|los angeles|san francisco|seattle|miami|texas|florida|california|massachusetts|ohio|arizona|oregon|georgia)\b/i],
  ['CA', /\b(canada|toronto|montreal|vancouver|ottawa|calgary|ontario|quebec|british columbia)\b/i],
  ['AU', /\b(australia|sydney|melbourne|brisbane|perth|adelaide)\b/i],
  ['NZ', /\b(new zealand|aotearoa|auckland|wellington|christchurch)\b/i],
  ['DE', /\b(germany|deutschland|berlin|munich|münchen|muenchen|hamburg|cologne|köln|frankfurt)\b/i],
  ['FR', /\b(france|paris|lyon|marseille|toulouse|bordeaux)\b/i],
  ['ES', /\b(spain|españa|espana|madrid|barcelona|seville|sevilla|valencia)\b/i],
  ['NL', /\b(netherlands|holland|amsterdam|rotterdam|utrecht|the hague)\b/i],
  ['DK', /\b(denmark|danmark|copenhagen|københavn|aarhus)\b/i],
  ['IN', /\b(india|mumbai|delhi|bangalore|bengaluru|chennai|kolkata)\b/i],
  ['JP', /\b(japan|tokyo|osaka|kyoto)\b/i],
  ['KE', /\b(kenya|nairobi|mombasa)\b/i],
];

const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' '),
);

/**
 * The member's country from their free-text location ("Leeds, UK" → GB). The last part after a comma counts first
 * ("Perth, Scotland" is in the UK), then the whole text; null when nothing names a country.
 */
export function countryOf(location: string | null | undefined): CountryCode | null {
  if (!location?.trim()) return null;
  const parts = location.split(',').map((p) => p.trim()).filter(Boolean);
  const last = parts[parts.length - 1] ?? '';
  if (parts.length > 1 && US_STATES.has(last.replace(/\s*\d.*$/, ''))) return 'US'; // "Cambridge, MA", "Austin, TX 78701"
  for (const text of [last, location]) {
    for (const [code, re] of COUNTRY_WORDS) if (re.test(text)) return code;
  }
  return null;
}

const line = (country: string, name: string, phone: string, dial: string, hours: string): GuideHelpline => ({
  country, name, phone, href: `tel:${dial}`, hours,
});

/** Free, confidential helplines, open to anyone who is struggling (checked November 2026). */
const HELPLINES: Record<CountryCode, GuideHelpline[]> = {
  GB: [line('United Kingdom', 'Samaritans', '116 123', '116123', 'Free, day or night, every day')],
  IE: [line('Ireland', 'Samaritans', '116 123', '116123', 'Free, day or night, every day')],
  US: [line('United States', '988 Suicide & Crisis Lifeline', '988', '988', 'Call or text, free, day or night')],
  CA: [line('Canada', '9-8-8 Suicide Crisis Helpline', '988', '988', 'Call or text, free, day or night')],
  AU: [line('Australia', 'Lifeline', '13 11 14', '131114', 'Day or night, every day')],
  NZ: [line('New Zealand', 'Need to talk?', '1737', '1737', 'Call or text, free, day or night')],
  DE: [line('Germany', 'TelefonSeelsorge', '0800 111 0 111', '08001110111', 'Free, day or night, every day')],
  FR: [line('France', 'Numéro national de prévention du suicide', '3114', '3114', 'Free, day or night, every day')],
  ES: [line('Spain', 'Línea 024', '024', '024', 'Free, day or night, every day')],
  NL: [line('Netherlands', '113 Zelfmoordpreventie', '0800 0113', '08000113', 'Free, day or night, every day')],
  DK: [line('Denmark', 'Livslinien', '70 201 201', '+4570201201', 'Every day, 11am to 5am')],
  IN: [line('India', 'Tele-MANAS', '14416', '14416', 'Free, day or night, every day')],
  JP: [line('Japan', 'Inochi no Denwa', '0570-783-556', '0570783556', 'Every day, 10am to 10pm')],
  KE: [line('Kenya', 'Befrienders Kenya', '+254 722 178 177', '+254722178177', 'Call for someone to listen')],
};

/** Lines for a particular sorrow, where a country has one, shown after the main helpline. */
const TOPIC_LINES: Partial<Record<CountryCode, Partial<Record<GuideDistress, GuideHelpline>>>> = {
  GB: {
    bereavement: line('United Kingdom', 'Cruse Bereavement Support', '0808 808 1677', '08088081677', 'Free, for anyone who is grieving'),
    loneliness: line('United Kingdom', 'The Silver Line (Age UK), for people over 55', '0800 4 70 80 90', '08004708090', 'Free, day or night, every day'),
  },
};

const OPENINGS: Record<GuideDistress, (name: string) => string> = {
  despair: (name) =>
    `${name}, I'm so sorry you are feeling like this. You matter, and you do not have to carry this on your own. Please talk to someone right now: the people below are kind, free and there day and night. If you are in danger, call your emergency number.`,
  bereavement: (name) =>
    `I'm so sorry for your loss, ${name}. Grief can be very hard, and there is no right way to feel. If you would like to talk to someone, the people below listen, free of charge.`,
  loneliness: (name) =>
    `Thank you for telling me, ${name}. Many people feel lonely at times, and it is not your fault. If you would like to talk to someone today, the people below are glad to listen.`,
};

/** The care part of an answer: a kind opening and the helplines for the member's country (or how to find one). */
export function careFor(kind: GuideDistress, firstName: string, location: string | null | undefined): GuideCare {
  const country = countryOf(location);
  const helplines = country ? [...HELPLINES[country], ...(TOPIC_LINES[country]?.[kind] ? [TOPIC_LINES[country]![kind]!] : [])] : [];
  return {
    kind,
    opening: OPENINGS[kind](firstName),
    helplines,
    // Without a country we cannot name the right number: say where to find one, and ask for the town.
    findHelpline: country
      ? null
      : 'Find a free helpline in your country at findahelpline.com. Add your town and country to your profile and I can name one for you.',
  };
}
