import type { Knex } from 'knex';
import { changed } from './changes';
import { ANNOUNCEMENT_MESSAGES, sentToMessage, type AnnouncementInput, type AnnouncementReceipt } from '@afterwork/contracts/announcements';
import type { DiscussionPlace, DiscussionPost } from '@afterwork/contracts/discussions';
import type { CurrentUser } from '@afterwork/contracts/users';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { organisesPlace } from '../../policies/discussions';
import type { AnnouncedActivity, DiscussionsRepository, PlaceRef } from './repository';
import type { DiscussionPlaces, DiscussionScamGuard } from './service';

/** An announcement as the news tells it (a port: the notifications module's discussion news). */
export interface Announcement {
  postId: number;
  place: PlaceRef & { name: string };
  sender: { id: number; name: string };
  body: string;
  /** Whom it went to, in words ('All members', 'Members going to Tuesday walk'). */
  audienceLabel: string;
  /** The audience query (`user_id`, `about`), run by the news in the sending transaction. */
  audience: Knex.QueryBuilder;
}
export interface AnnouncementFacts {
  announced(trx: Knex.Transaction, a: Announcement): Promise<void>;
}

/** `hit(key)` throws a 429 once the organiser has sent their announcements for the day (platform/rate-limit). */
export interface AnnouncementLimiter {
  hit(key: string): Promise<void>;
}

// 'activity': an activity's chat has no announcements of its own (no route), named for completeness.
const NOT_FOUND = { group: 'Group not found', community: 'Community not found', activity: 'Activity not found' } as const;

/** "Tuesday 3 December" in the activity's own time zone (the date its members know it by). */
function dateOf(a: AnnouncedActivity): string {
  try {
    return new Intl.DateTimeFormat('en-GB', { timeZone: a.timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(a.startDate);
  } catch {
    return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' }).format(a.startDate);
  }
}

/**
 * Announcements (issue 30, item 3): a group admin or community lead tells all members of the place, or the members
 * going to one activity (every coming date of its series) or to one date. The announcement is posted at the top of
 * the discussion, then told at once by mail and notice (kind 'announcement': never held for a digest), all in one
 * transaction; the answer counts whom it reached. Limited per organiser per day.
 */
export function createAnnouncementService(deps: {
  db: Knex;
  posts: DiscussionsRepository;
  places: DiscussionPlaces;
  facts: AnnouncementFacts;
  scam: DiscussionScamGuard;
  limiter: AnnouncementLimiter;
  /** The post as the sender sees it (the discussions service's view). */
  show: (actor: CurrentUser, id: number) => Promise<DiscussionPost>;
  now: () => Date;
}) {
  const { db, posts, places, facts, scam, limiter, show, now } = deps;

  async function scopeOf(place: PlaceRef, input: AnnouncementInput): Promise<{ label: string; scope: Parameters<DiscussionsRepository['audience']>[3] }> {
    if (input.audience === 'all') return { label: 'All members', scope: {} };
    const activity = await posts.activityOf(place, input.activityId!);
    if (!activity) throw notFound(ANNOUNCEMENT_MESSAGES.activityNotHere);
    if (input.audience === 'date' || activity.seriesId == null) {
      const label = activity.seriesId == null ? `Members going to ${activity.title}` : `Members going to ${activity.title} on ${dateOf(activity)}`;
      return { label, scope: { activityIds: [activity.id] } };
    }
    return { label: `Members going to ${activity.title} (its coming dates)`, scope: { seriesId: activity.seriesId, from: now() } };
  }

  return {
    async announce(actor: CurrentUser, kind: DiscussionPlace, placeId: number, input: AnnouncementInput): Promise<AnnouncementReceipt> {
      const place: PlaceRef = { place: kind, id: placeId };
      const found = await places.find(place);
      if (!found) throw notFound(NOT_FOUND[kind]);
      if (!organisesPlace(await places.standing(place, actor.id))) throw forbidden(ANNOUNCEMENT_MESSAGES.organisersOnly);
      const { label, scope } = await scopeOf(place, input);
      const reasons = scam.screen(input.body, { confirmed: input.confirmed });
      const count = await posts.countAudience(db, posts.audience(db, place, actor.id, scope));
      if (count === 0 && input.audience !== 'all') throw badRequest(ANNOUNCEMENT_MESSAGES.nobody, { activityId: ANNOUNCEMENT_MESSAGES.nobody });
      // Counted only once it is sure to go (a refused one costs nothing).
      await limiter.hit(`announce:${actor.id}`);
      const id = await db.transaction(async (trx) => {
        const postId = await posts.insert(trx, { place, parentId: null, authorId: actor.id, body: input.body, scamReasons: reasons, announcement: { label, count } });
        await scam.recordHit(trx, { userId: actor.id, source: 'discussion', sourceId: postId, body: input.body, reasons });
        await facts.announced(trx, {
          postId, place: { ...place, name: found.name }, sender: { id: actor.id, name: actor.name }, body: input.body, audienceLabel: label,
          audience: posts.audience(trx, place, actor.id, scope),
        });
        await changed(trx, 'post', { id: postId, place, parentId: null, authorId: actor.id });
        return postId;
      });
      return { sent: count, message: sentToMessage(count), post: await show(actor, id) };
    },
  };
}
export type AnnouncementService = ReturnType<typeof createAnnouncementService>;
