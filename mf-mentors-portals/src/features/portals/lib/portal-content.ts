import { CATEGORY_INFO, portalDescription, type PortalCategory } from './categories';
import { seededRandom } from './seeded-random';
import { titleFromSlug } from './slug';

export interface PortalContent {
  title: string;
  description: string;
  backLink: string;
  communities: Array<{ name: string; location: string; members: number; nextEvent: string }>;
  masterminds: Array<{ name: string; instructor: string; members: number; focus: string }>;
  videos: Array<{ title: string; duration: string; views: string; instructor: string }>;
  articles: Array<{ title: string; author: string; readTime: number; summary: string }>;
  stats: { activeMembers: number; localGroups: number; weeklyEvents: number; experts: number };
  forumTopics: Array<{ title: string; replies: number; timeAgo: string }>;
}

/** Fixed next-event strings of the four community cards (spec §9). */
export const NEXT_EVENTS = ['Tomorrow 10:00 AM', 'Wed 2:00 PM', 'Thu 6:00 PM', 'Sat 9:00 AM'] as const;

const CITIES = ['Portland, OR', 'Austin, TX', 'Boston, MA', 'Denver, CO', 'Chicago, IL', 'Seattle, WA', 'San Diego, CA', 'Atlanta, GA', 'Phoenix, AZ', 'Minneapolis, MN', 'Nashville, TN', 'Tampa, FL'];
const PEOPLE = ['Dr. Susan Miller', 'Tom Rivera', 'Grace Kim', 'Harold Bennett', 'Linda Okoye', 'Walter Brooks', 'Anne Sullivan', 'Dr. Raj Patel', 'Marion Clarke', 'Frank Delgado', 'Helen Nakamura', 'George Ellison'];
const GROUP_WORDS = ['Friends', 'Circle', 'Club', 'Society'];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The content of a portal page. Figures stay in the spec's ranges (§9) but come from a generator seeded
 * by `${category}/${slug}`, so every visit to the same portal shows the same numbers.
 */
export function buildPortalContent(category: PortalCategory, slug: string, locationHint?: string): PortalContent {
  const rnd = seededRandom(`${category}/${slug}`);
  const title = titleFromSlug(slug);
  const cities = [...CITIES];
  const pickCity = () => cities.splice(rnd.int(0, cities.length - 1), 1)[0];
  const people = [...PEOPLE];
  const pickPerson = () => people.splice(rnd.int(0, people.length - 1), 1)[0];
  const noun = CATEGORY_INFO[category].noun;

  // City groups (food and drink) meet in their own city; nationwide portals have groups in several cities.
  const communities = NEXT_EVENTS.map((nextEvent, i) => {
    const location = locationHint ?? pickCity();
    const name = locationHint ? `${title} ${GROUP_WORDS[i]}` : `${location.split(',')[0]} ${title} ${GROUP_WORDS[i]}`;
    return { name, location, members: rnd.int(50, 149), nextEvent };
  });
  const masterminds = [
    { name: `${title} Mastery Circle`, instructor: pickPerson(), members: rnd.int(15, 44), focus: `Building confidence and skill in ${title.toLowerCase()}` },
    { name: `Advanced ${title} Mastermind`, instructor: pickPerson(), members: rnd.int(10, 34), focus: `Sharing expertise and leading others in ${title.toLowerCase()}` },
  ];
  const videos = [
    { title: `${title} for Beginners`, instructor: pickPerson(), duration: `${rnd.int(12, 35)} min`, views: `${(rnd.int(12, 98) / 10).toFixed(1)}K` },
    { title: `Getting More from ${title}`, instructor: pickPerson(), duration: `${rnd.int(15, 45)} min`, views: `${(rnd.int(8, 64) / 10).toFixed(1)}K` },
    { title: `${title}: Tips from the Experts`, instructor: pickPerson(), duration: `${rnd.int(10, 30)} min`, views: `${(rnd.int(5, 48) / 10).toFixed(1)}K` },
  ];
  const articles = [
    { title: `Why ${title} Is Good for Body and Mind`, author: pickPerson(), readTime: rnd.int(3, 10), summary: `What the research says about ${title.toLowerCase()} in later life, and how to start safely.` },
    { title: `Finding Your ${title} Community`, author: pickPerson(), readTime: rnd.int(3, 10), summary: `How to find local ${noun} groups that welcome newcomers, and what to expect at your first meeting.` },
  ];
  const stats = { activeMembers: rnd.int(1000, 5999), localGroups: rnd.int(20, 69), weeklyEvents: rnd.int(30, 109), experts: rnd.int(10, 34) };
  const forumTopics = [
    { title: `What got you started with ${title.toLowerCase()}?`, replies: rnd.int(5, 34), timeAgo: `${plural(rnd.int(1, 6), 'hour')} ago` },
    { title: `Tips for beginners: ${title.toLowerCase()} at any age`, replies: rnd.int(8, 27), timeAgo: `${plural(rnd.int(1, 12), 'hour')} ago` },
  ];
  return {
    title,
    description: portalDescription(category, title),
    backLink: `/portals/${category}`,
    communities,
    masterminds,
    videos,
    articles,
    stats,
    forumTopics,
  };
}
