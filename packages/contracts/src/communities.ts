import { z } from 'zod';
import { visibleText } from './text-rules';
import { COMMUNITY_TYPES, DEFAULT_COMMUNITY_TYPE } from './community-types';
import type { Activity, NextDate } from './groups';

/**
 * Communities (spec part 2 §2.2, §2.3, §3.1, §5, §7). Shapes here are shared by the API, mf-communities
 * (type imports only: the explorer stays zod-free) and mf-admin (the admin form schema).
 */

/** Community lead roles: 'lead' is the stored default; leader, coordinator and mentor are shown (spec §3.1, §6). */
export const COMMUNITY_LEAD_ROLES = ['lead', 'leader', 'coordinator', 'mentor'] as const;

/** What `GET /api/communities` answers per community: only the explorer's fields (spec §7). */
export const communityListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string(),
  type: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  memberCount: z.number().int(),
});
export type CommunityListItem = z.infer<typeof communityListItemSchema>;

/**
 * The signed-in member's place in a community: `role` is 'member', or their lead role ('leader', 'coordinator',
 * 'mentor', 'lead') when they lead it.
 */
export const communityMembershipSchema = z.object({
  role: z.string(),
  joinedAt: z.string(),
});
export type CommunityMembership = z.infer<typeof communityMembershipSchema>;

/**
 * One community as `GET /api/communities/:id`, POST and PATCH answer it. `memberCount` is the real number of
 * members; `myMembership` is the asking member's (null for a visitor or a non-member).
 */
export const communitySchema = communityListItemSchema.extend({
  description: z.string(),
  imageUrl: z.string().nullable(),
  coverPhoto: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  myMembership: communityMembershipSchema.nullable(),
});
export type Community = z.infer<typeof communitySchema>;

/** What joining and leaving (POST / DELETE /api/communities/:id/membership) answer. */
export interface CommunityMembershipAnswer {
  joined: boolean;
  memberCount: number;
  membership: CommunityMembership | null;
}

/** A community of `GET /api/users/:id/communities` (most recently joined first), with the member's place in it. */
export type UserCommunity = CommunityListItem & { membership: CommunityMembership; nextActivity: NextDate | null };

/** `GET /api/communities/:id/leads`: each lead with the nested user's public face. */
export const communityLeadSchema = z.object({
  id: z.number().int(),
  communityId: z.number().int(),
  userId: z.number().int(),
  role: z.string(),
  bio: z.string().nullable(),
  joinedAt: z.string(),
  user: z.object({ name: z.string(), avatar: z.string().nullable(), profession: z.string().nullable() }),
});
export type CommunityLead = z.infer<typeof communityLeadSchema>;

/**
 * `GET /api/communities/:id/activities`: the community's activities, upcoming first (soonest first), then past (most
 * recent first). They are activities like a group's (one model): RSVPs, waitlist and calendar files are the same.
 */
export type CommunityActivity = Activity;

const optionalUrl = z
  .union([
    z.literal('').transform(() => null),
    z
      .string()
      .trim()
      .max(2000, 'The address must not exceed 2000 characters')
      .refine((v) => {
        if (v === '') return true;
        // An image served by the site itself ('/images/…'); '//host/…' and '/\\host/…' are other sites (issue 18).
        if (v.startsWith('/')) return !v.startsWith('//') && !v.startsWith('/\\');
        try {
          const u = new URL(v);
          return u.protocol === 'http:' || u.protocol === 'https:';
        } catch {
          return false;
        }
      }, 'Please enter a valid URL for the image.'),
  ])
  .nullish()
  .transform((v) => (v ? v : null));

/**
 * A coordinate: a number or a numeric string (the admin screen holds them as strings, spec §3.1).
 * Messages: '{Label} is required', '{Label} must be a number', '{Label} must be between {min} and {max}'.
 */
const coordinate = (label: 'Latitude' | 'Longitude', limit: number) =>
  z
    .union([z.number(), z.string()], { error: `${label} is required` })
    .transform((v, ctx) => {
      const text = typeof v === 'string' ? v.trim() : v;
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return z.NEVER;
      }
      const n = typeof text === 'number' ? text : Number(text);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number` });
        return z.NEVER;
      }
      if (n < -limit || n > limit) {
        ctx.addIssue({ code: 'custom', message: `${label} must be between -${limit} and ${limit}` });
        return z.NEVER;
      }
      return Math.round(n * 1e6) / 1e6;
    });

/**
 * The admin community form (spec §5), for POST /api/communities. PATCH takes `communityUpdateSchema`
 * (the same rules, every field optional). The API checks it; mf-admin shows the same messages.
 */
export const communityFormSchema = z.object({
  name: visibleText(
    z
      .string({ error: 'Name must be at least 3 characters' })
      .trim()
      .min(3, 'Name must be at least 3 characters')
      .max(100, 'Name must not exceed 100 characters'),
  ),
  description: z
    .string({ error: 'Description must be at least 10 characters' })
    .trim()
    .min(10, 'Description must be at least 10 characters')
    .max(5000, 'Description must not exceed 5000 characters'),
  type: z.enum(COMMUNITY_TYPES, { error: 'Type is required' }),
  location: z
    .string({ error: 'Location is required' })
    .trim()
    .min(3, 'Location is required')
    .max(100, 'Location must not exceed 100 characters'),
  latitude: coordinate('Latitude', 90),
  longitude: coordinate('Longitude', 180),
  imageUrl: optionalUrl,
  coverPhoto: optionalUrl,
});
export type CommunityFormData = z.output<typeof communityFormSchema>;

/** PATCH /api/communities/:id: any subset of the form's fields, same rules. */
export const communityUpdateSchema = communityFormSchema.partial();
export type CommunityUpdateData = z.output<typeof communityUpdateSchema>;

/** What the admin form starts with. Coordinates are strings in the form (spec §3.1). */
export const communityFormDefaults = {
  name: '',
  description: '',
  type: DEFAULT_COMMUNITY_TYPE,
  location: '',
  latitude: '',
  longitude: '',
  imageUrl: '',
  coverPhoto: '',
} as const;

/** 'Suggest an activity' on a community with no upcoming activities: stored for the community's leads. */
export const activitySuggestionSchema = z.object({
  title: z
    .string({ error: 'Please give your idea a title of at least 3 characters' })
    .trim()
    .min(3, 'Please give your idea a title of at least 3 characters')
    .max(120, 'The title must not exceed 120 characters'),
  details: z
    .string()
    .trim()
    .max(1000, 'The details must not exceed 1000 characters')
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ActivitySuggestionInput = z.input<typeof activitySuggestionSchema>;

export const activitySuggestionSchemaAnswer = z.object({
  id: z.number().int(),
  communityId: z.number().int(),
  title: z.string(),
  details: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivitySuggestion = z.infer<typeof activitySuggestionSchemaAnswer>;

/** `GET /api/communities/:id/suggestions` (the community's leads and site admins): with who suggested it. */
export type CommunitySuggestion = ActivitySuggestion & { authorName: string };

/** Error messages the API answers with (spec §8 words where the spec has them). */
export const COMMUNITY_NOT_FOUND = 'Community not found';

/** What joining and leaving answer with (and the toasts say). */
export const COMMUNITY_MESSAGES = {
  joined: 'You are now a member of this community.',
  left: 'You have left this community.',
  ownListsOnly: 'You can only see your own communities.',
  leadsOnlyCreate: 'Only the community leads can create activities for this community.',
  leadsOnlySuggestions: 'Only the community leads can read its suggestions.',
} as const;


/**
 * The explorer's server-side search and paging (issue 24 §1, issue 19 §4, issue 20 §5): `GET /api/communities/explore`
 * answers one page of cards with the overlay's figures; `GET /api/communities/map` the clusters of what is visible.
 * Every word of `search` must match the name, type, description or location, or the search names a town and the
 * community is near it (whole words first, then the town's neighbours by distance, then the other matches); `near`
 * orders by distance from a town (one of the communities' towns, else the gazetteer's) and `lat`/`lng` from a point.
 */
const searchField = z.string().trim().max(200, 'Search must not exceed 200 characters').optional().transform((v) => v || undefined);
const typeField = z.string().trim().max(30, 'Please choose a type of community.').optional().transform((v) => v || undefined);
const queryCoordinate = (name: string, limit: number) =>
  z.coerce
    .number({ error: `${name} must be a number.` })
    .min(-limit, `${name} must be between -${limit} and ${limit}.`)
    .max(limit, `${name} must be between -${limit} and ${limit}.`);

export const EXPLORE_PAGE_SIZE = 20;
export const EXPLORE_MAX_PAGE_SIZE = 50;

export const communityExploreQuerySchema = z
  .object({
    search: searchField,
    type: typeField,
    offset: z.coerce.number({ error: 'offset must be a whole number.' }).int('offset must be a whole number.').min(0, 'offset must not be negative.').max(1_000_000, 'offset is too large.').default(0),
    limit: z.coerce.number({ error: 'limit must be a whole number.' }).int('limit must be a whole number.').min(1, 'limit must be between 1 and 50.').max(EXPLORE_MAX_PAGE_SIZE, 'limit must be between 1 and 50.').default(EXPLORE_PAGE_SIZE),
    near: z.string().trim().max(100, 'The place must not exceed 100 characters.').optional().transform((v) => v || undefined),
    lat: queryCoordinate('Latitude', 90).optional(),
    lng: queryCoordinate('Longitude', 180).optional(),
  })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { message: 'Give both latitude and longitude, or neither.', path: ['lat'] });
export type CommunityExploreQuery = z.infer<typeof communityExploreQuerySchema>;

/** A card of the explorer: the list fields, and the distance when the page is ordered by distance. */
export type CommunityExploreItem = CommunityListItem & { distanceKm?: number };

export interface CommunityExplorePage {
  items: CommunityExploreItem[];
  /** Communities matching the search and type (the overlay's {n}). */
  total: number;
  /** Their distinct countries: the last comma-separated part of the location (the overlay's {m}). */
  countries: number;
  /** The types present among all communities (the chips), in the spec's order. */
  types: string[];
  /** The offset of the next page, or null on the last one. */
  nextOffset: number | null;
  /**
   * Where distances are measured from, when ordered by distance. `choices`: other towns of the name typed ('Bath,
   * Maine', 'Bath, New York' when 'Bath' was taken as Bath, England), each a `near` that names one town.
   */
  origin: { label: string; latitude: number; longitude: number; choices?: string[] } | null;
}

/** No place of that name among the places the site knows. */
export const PLACE_NOT_FOUND = 'We could not find that place. Try the name of a town, such as Bristol.';

export const communityMapQuerySchema = z.object({
  search: searchField,
  type: typeField,
  west: queryCoordinate('west', 180),
  south: queryCoordinate('south', 90),
  east: queryCoordinate('east', 180),
  north: queryCoordinate('north', 90),
  zoom: z.coerce.number({ error: 'zoom must be a number.' }).min(0, 'zoom must be between 0 and 22.').max(22, 'zoom must be between 0 and 22.'),
}).refine((q) => q.south <= q.north, { message: 'south must not be above north.', path: ['south'] });
export type CommunityMapQuery = z.infer<typeof communityMapQuerySchema>;

/** A map marker: one community (with its popup's fields), or a cluster of `count` communities. */
export interface CommunityMapPoint {
  latitude: number;
  longitude: number;
  count: number;
  id?: number;
  name?: string;
  location?: string;
  type?: string;
  /** For a cluster: the zoom at which it splits. */
  expansionZoom?: number;
}
export interface CommunityMapAnswer {
  points: CommunityMapPoint[];
}
