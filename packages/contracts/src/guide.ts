import { z } from 'zod';

/**
 * The AI guide (POST /api/guide/ask, GET /api/guide/recommendations). No outside AI service: the API matches the
 * member's words and saved interests against the platform's own communities, groups, activities, mentors and
 * resources (PostgreSQL full-text search) and answers in plain sentences with links to what it found.
 */
export const GUIDE_MESSAGE_MAX = 500;

export const guideAskSchema = z.object({
  message: z
    .string({ error: 'Please type a message' })
    .trim()
    .min(1, 'Please type a message')
    .max(GUIDE_MESSAGE_MAX, `Please keep your message under ${GUIDE_MESSAGE_MAX} characters`),
});

export const GUIDE_KINDS = ['community', 'group', 'activity', 'mentor', 'resource', 'page'] as const;
export type GuideKind = (typeof GUIDE_KINDS)[number];

/** One thing the guide points to: a real page on the site. */
export interface GuideSuggestion {
  kind: GuideKind;
  /** The item's id (0 for a plain page link such as /communities). */
  id: number;
  title: string;
  /** One short line: place, type, role or category. */
  detail: string | null;
  /** For activities: when it starts (ISO); the page formats it. */
  startDate: string | null;
  /** Site path, e.g. /communities/12 */
  href: string;
}

/** What a message of distress speaks of (issue 19 §14): the guide answers it with care first. */
export type GuideDistress = 'bereavement' | 'loneliness' | 'despair';

/** A free helpline for the member's country. */
export interface GuideHelpline {
  /** The country it is for, in words ('United Kingdom'). */
  country: string;
  name: string;
  /** As written locally ('116 123'). */
  phone: string;
  /** tel: link */
  href: string;
  /** When it is open, and whether it is free. */
  hours: string;
}

/** The caring part of an answer, shown before any link. */
export interface GuideCare {
  kind: GuideDistress;
  /** The kind opening; the reply starts with it too. */
  opening: string;
  /** For the member's country; empty when the profile names no country we know. */
  helplines: GuideHelpline[];
  /** Where to find a helpline when `helplines` is empty, else null. */
  findHelpline: string | null;
}

export interface GuideAnswer {
  reply: string;
  /** Present when the message spoke of bereavement, loneliness or despair. */
  care?: GuideCare;
  suggestions: GuideSuggestion[];
  /** The words (from the message or the member's interests) that were matched. */
  matchedTerms: string[];
  /** True when nothing on the platform matched. */
  noMatch: boolean;
}

export interface GuideRecommendations {
  activities: GuideSuggestion[];
  communities: GuideSuggestion[];
  resources: GuideSuggestion[];
  /** The interests the recommendations were matched against (may be empty). */
  basedOn: string[];
}
