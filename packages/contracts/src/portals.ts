import { z } from 'zod';

/** GET /api/portals/local?topic=Tai%20Chi: what is real behind a portal page. */
export const portalLocalQuerySchema = z.object({
  topic: z.string({ error: 'Topic is required' }).trim().min(2, 'Topic must be at least 2 characters').max(80, 'Topic must be at most 80 characters'),
});

/** A real community or group matching a portal's topic. */
export interface PortalPlace {
  kind: 'community' | 'group';
  id: number;
  name: string;
  location: string | null;
  members: number;
  /** The next activity's start (ISO), or null when none is planned. */
  nextEvent: string | null;
  /** Whether the signed-in viewer is a member (false for visitors). */
  joined: boolean;
}

/** A discussion behind the portal (issue 30): one of its places that members talk in (its words are for members only). */
export interface PortalForumTopic {
  kind: 'community' | 'group';
  id: number;
  name: string;
  /** First posts, and replies to them. */
  posts: number;
  replies: number;
  /** The newest post or reply (ISO). */
  lastActivityAt: string;
}

export interface PortalLocal {
  /** Up to four, best match first. */
  places: PortalPlace[];
  /** Up to two library items on the topic (any of its words, best first). */
  articles: Array<{ id: number; title: string; summary: string }>;
  /** Real counts over every match: distinct members, communities and groups, activities in the next 7 days, matching mentors. */
  stats: { activeMembers: number; localGroups: number; weeklyEvents: number; experts: number };
  /** 'Community Forum': up to three of the matches' discussions, most recently active first (none: no forum yet). */
  forum: PortalForumTopic[];
}
