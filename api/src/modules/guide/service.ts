import { locatePlace } from '../places/public';
import type { Knex } from 'knex';
import type { GuideAnswer, GuideDistress, GuideRecommendations, GuideSuggestion } from '@afterwork/contracts/guide';
import type { CurrentUser } from '@afterwork/contracts/users';
import { assertSignedIn } from '../../policies/actor';
import { createGuideRepository, SEARCH_KINDS, type Hit, type NearPoint, type SearchKind } from './repository';
import { expandTerms, extractTerms, intentOf, listText, splitKinds, toTsQuery, wordsOf } from './terms';
import { careFor, distressOf } from './care';

/** How many of each kind an answer lists. */
const PER_KIND = 3;
const RECOMMENDATIONS = 4;

const KIND_NAMES: Record<SearchKind, [string, string]> = {
  community: ['community', 'communities'],
  group: ['group', 'groups'],
  activity: ['upcoming activity', 'upcoming activities'],
  mentor: ['mentor', 'mentors'],
  resource: ['library resource', 'library resources'],
};
const KIND_HEADINGS: Record<SearchKind, string> = {
  community: 'Communities',
  group: 'Groups',
  activity: 'Upcoming activities',
  mentor: 'Mentors',
  resource: 'From the library',
};

const BROWSE: GuideSuggestion[] = [
  { kind: 'page', id: 0, title: 'Explore communities', detail: 'Local communities on a map', startDate: null, href: '/communities' },
  { kind: 'page', id: 0, title: 'Browse interest groups', detail: 'Groups you can join', startDate: null, href: '/groups' },
  { kind: 'page', id: 0, title: 'Visit the library', detail: 'Articles, videos and podcasts', startDate: null, href: '/resources' },
  { kind: 'page', id: 0, title: 'Meet our mentors', detail: 'Experienced people who can help', startDate: null, href: '/mentorship' },
];

const count = (n: number, kind: SearchKind) => `${n} ${KIND_NAMES[kind][n === 1 ? 0 : 1]}`;
const quoted = (words: string[]) => listText(words.map((w) => `“${w}”`));
const strip = ({ rank: _rank, ...s }: Hit): GuideSuggestion => s;

/** Words of the member's saved interests ("Classic Cars" → classic, cars). */
function interestTerms(user: CurrentUser): string[] {
  const out: string[] = [];
  for (const i of user.interests ?? []) for (const w of wordsOf(i)) if (!out.includes(w)) out.push(w);
  return out.slice(0, 16);
}

/** The member's town from their profile's location ("Bristol, UK" → Bristol), to put places there first. */
export function townOf(location: string | null | undefined): string | null {
  const town = (location ?? '').split(',')[0]?.trim() ?? '';
  return /^[\p{L}][\p{L}\p{N} .'-]{1,60}$/u.test(town) ? town : null;
}

/** What the guide offers a member in distress, after the helplines: friendly, sociable places near them... */
const FRIENDLY_TERMS = ['friendship', 'social', 'coffee', 'walking', 'companionship', 'welcome'];
const FRIENDLY_KINDS: SearchKind[] = ['group', 'community'];
/** ...and gentle reading from the library on what they wrote about. */
const READING: Record<GuideDistress, { terms: string[]; words: string }> = {
  bereavement: { terms: ['grief', 'bereavement', 'loss'], words: 'grief and loss' },
  loneliness: { terms: ['loneliness', 'friendship', 'connected'], words: 'loneliness and making friends' },
  despair: { terms: ['wellbeing', 'mood', 'mindful'], words: 'looking after yourself' },
};

export function createGuideService(db: Knex) {
  const repo = createGuideRepository(db);

  async function find(kinds: SearchKind[], terms: string[], limit: number, town: string | null, origin: NearPoint | null = null) {
    const query = toTsQuery(expandTerms(terms));
    if (!query) return null;
    return repo.search(kinds, query, limit, town, origin);
  }

  function describe(found: Record<SearchKind, Hit[]>, kinds: SearchKind[]): { sentences: string[]; suggestions: GuideSuggestion[]; total: number } {
    const sentences: string[] = [];
    const suggestions: GuideSuggestion[] = [];
    for (const kind of kinds) {
      const hits = found[kind];
      if (!hits.length) continue;
      sentences.push(
        `${KIND_HEADINGS[kind]}: ${listText(hits.map((h) => (h.detail && kind !== 'resource' ? `${h.title} (${h.detail})` : h.title)))}.`,
      );
      suggestions.push(...hits.map(strip));
    }
    return { sentences, suggestions, total: suggestions.length };
  }

  function summary(found: Record<SearchKind, Hit[]>, kinds: SearchKind[]): string {
    return listText(kinds.filter((k) => found[k].length).map((k) => count(found[k].length, k)));
  }

  /** The answer from the platform's content (the member's words, else their interests), nearest places first. */
  async function answer(user: CurrentUser, message: string, firstName: string, town: string | null, origin: NearPoint | null): Promise<GuideAnswer> {
    const split = splitKinds(extractTerms(message));
    const kinds = split.kinds.length ? SEARCH_KINDS.filter((k) => split.kinds.includes(k)) : SEARCH_KINDS;
    const intent = intentOf(message, split.kinds.length ? ['kind'] : split.terms);
    const interests = interestTerms(user);

    if (intent === 'thanks') {
      return {
        reply: `You're welcome, ${firstName}! Ask me about anything you enjoy, and I'll look for communities, groups, activities, mentors and reading on Afterwork.`,
        suggestions: [], matchedTerms: [], noMatch: false,
      };
    }

    if (intent === 'greeting') {
      const found = interests.length ? await find(SEARCH_KINDS, interests, 2, town, origin) : null;
      const described = found ? describe(found, SEARCH_KINDS) : null;
      const intro = `Hello ${firstName}! I can help you find communities, groups, activities, mentors and reading on Afterwork. Tell me what you enjoy, for example “gardening” or “walking groups”.`;
      if (described && described.total) {
        return {
          reply: `${intro} Based on your interests (${listText(user.interests)}), you might like these: ${described.sentences.join(' ')}`,
          suggestions: described.suggestions, matchedTerms: interests, noMatch: false,
        };
      }
      return { reply: intro, suggestions: BROWSE, matchedTerms: [], noMatch: false };
    }

    // The member's own words first.
    if (split.terms.length) {
      const found = await find(kinds, split.terms, PER_KIND, town, origin);
      const described = found ? describe(found, kinds) : null;
      if (found && described && described.total) {
        return {
          reply: `Here is what I found on Afterwork for ${quoted(split.terms)}: ${summary(found, kinds)}. ${described.sentences.join(' ')} Choose a link below to find out more.`,
          suggestions: described.suggestions, matchedTerms: split.terms, noMatch: false,
        };
      }
      return {
        reply: `I couldn't find anything on Afterwork about ${quoted(split.terms)} yet. Try other words, such as a hobby or a town, or browse the communities, groups and library below.`,
        suggestions: BROWSE, matchedTerms: [], noMatch: true,
      };
    }

    // No topic named ("what could I do?", "show me some groups"): use the member's saved interests.
    if (interests.length) {
      const found = await find(kinds, interests, PER_KIND, town, origin);
      const described = found ? describe(found, kinds) : null;
      if (found && described && described.total) {
        return {
          reply: `You didn't name a topic, so I looked for things that match your interests (${listText(user.interests)}): ${summary(found, kinds)}. ${described.sentences.join(' ')}`,
          suggestions: described.suggestions, matchedTerms: interests, noMatch: false,
        };
      }
    }
    if (split.kinds.length) {
      const top = await repo.search(kinds, null, PER_KIND, town, origin);
      const described = describe(top, kinds);
      if (described.total) {
        return {
          reply: `Here are some ${listText(kinds.map((k) => KIND_NAMES[k][1]))} on Afterwork: ${described.sentences.join(' ')} Tell me a hobby or a town and I'll narrow it down.`,
          suggestions: described.suggestions, matchedTerms: [], noMatch: false,
        };
      }
    }
    return {
      reply: `Tell me a little about what you enjoy, for example “gardening”, “walking” or “history”, and I'll look for it on Afterwork. You can also browse everything below, or save your interests on your dashboard so I can suggest things for you.`,
      suggestions: BROWSE, matchedTerms: [], noMatch: true,
    };
  }

  return {
    /**
     * Answer a member's message from the platform's real content. Words of bereavement, loneliness or despair are met
     * with care first (issue 19 §14): a kind opening and a helpline for the member's country, then, gently, friendly
     * places near them.
     */
    async ask(user: CurrentUser | undefined, message: string): Promise<GuideAnswer> {
      assertSignedIn(user);
      const firstName = user.name.trim().split(/\s+/)[0] || 'there';
      const town = townOf(user.location);
      const origin = locatePlace(user.location);
      const distress = distressOf(message);
      if (!distress) return answer(user, message, firstName, town, origin);

      // Care first and short: the opening, the helplines (shown before any link), then a few gentle links: friendly
      // places in the member's town and reading on what they wrote about. No list of search hits read back to them.
      const care = careFor(distress, firstName, user.location);
      const friendly = await find(FRIENDLY_KINDS, FRIENDLY_TERMS, 2, town, origin);
      const reading = await find(['resource'], READING[distress].terms, 2, null);
      const suggestions = [...FRIENDLY_KINDS.flatMap((k) => friendly?.[k] ?? []), ...(reading?.resource ?? [])].map(strip);
      const places = town ? `Friendly groups near ${town} welcome new people` : 'Friendly groups welcome new people';
      const next = suggestions.length
        ? `When you feel ready, being with others can help too. ${places}, and the library has gentle reading on ${READING[distress].words}: the links are below.`
        : 'When you feel ready, being with others can help too: the communities and groups below welcome new people.';
      return {
        reply: `${care.opening} ${next}`,
        suggestions: suggestions.length ? suggestions : BROWSE,
        matchedTerms: [],
        noMatch: false,
        care,
      };
    },

    /** The recommendations panel: activities and communities matched to the member's interests; the first 4 resources. */
    async recommendations(user: CurrentUser | undefined): Promise<GuideRecommendations> {
      assertSignedIn(user);
      const town = townOf(user.location);
      const origin = locatePlace(user.location);
      const interests = interestTerms(user);
      const matched = interests.length ? await find(['activity', 'community'], interests, RECOMMENDATIONS, town, origin) : null;
      const top = await repo.search(['activity', 'community', 'resource'], null, RECOMMENDATIONS, town, origin);
      const fill = (first: Hit[], rest: Hit[]) => {
        const out = [...first];
        for (const h of rest) if (out.length < RECOMMENDATIONS && !out.some((o) => o.href === h.href && o.id === h.id)) out.push(h);
        return out.map(strip);
      };
      return {
        activities: fill(matched?.activity ?? [], top.activity).sort((a, b) => String(a.startDate).localeCompare(String(b.startDate))),
        communities: fill(matched?.community ?? [], top.community),
        resources: top.resource.map(strip),
        basedOn: user.interests ?? [],
      };
    },
  };
}
export type GuideService = ReturnType<typeof createGuideService>;
