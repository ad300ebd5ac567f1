import { z } from 'zod';
import { visibleText } from './text-rules';
import { COMMUNITY_TYPES, DEFAULT_COMMUNITY_TYPE } from './community-types';
import type { Activity } from './groups';

/**
 * Communities (spec part 2 §2.2, §2.3, §3.1, §5, §7). Shapes here are shared by the API, mf-communities
 * (type imports only: the explorer stays zod-free) and mf-admin (the admin form schema).
 */

/** Community lead roles: 'lead' is the stored default; leader, coordinator and mentor are shown (spec §3.1, §6). */
export const COMMUNITY_LEAD_ROLES = ['lead', 'leader', 'coordinator', 'mentor'] as const;
export type CommunityLeadRole = (typeof COMMUNITY_LEAD_ROLES)[number];

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
export type UserCommunity = CommunityListItem & { membership: CommunityMembership };

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
export type CommunityFormInput = z.input<typeof communityFormSchema>;
export type CommunityFormData = z.output<typeof communityFormSchema>;

/** PATCH /api/communities/:id: any subset of the form's fields, same rules. */
export const communityUpdateSchema = communityFormSchema.partial();
export type CommunityUpdateInput = z.input<typeof communityUpdateSchema>;
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

