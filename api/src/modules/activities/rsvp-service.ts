import type { Knex } from 'knex';
import type { MyRsvp, RsvpChoice } from '@afterwork/contracts/groups';
import type { CurrentUser } from '@afterwork/contracts/users';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { assertAnswersForSelf, assertMayRsvp, GROUP_MESSAGES } from '../../policies/groups';
import type { AnswerableActivity, RsvpRepository } from './rsvp-repository';
import type { ActivityHost, ActivityRepository } from './activity-repository';
import type { ActivityFacts } from './facts';
import { decideAnswer, freeSpots, isClosed, partiesToPromote } from './rsvp-rules';

export const ACTIVITY_NOT_FOUND = 'Activity not found';

/** More guests than the activity allows (issue 34). */
export const guestLimitText = (limit: number): string =>
  limit === 0 ? 'This activity has no places for guests.' : `You can bring at most ${limit} ${limit === 1 ? 'guest' : 'guests'} to this activity.`;
/** A party that does not fit: the whole activity is smaller, or a going member asks for more places than are free. */
export const noRoomText = (free: number, guests: number): string =>
  `There ${free === 1 ? 'is' : 'are'} only ${free} ${free === 1 ? 'place' : 'places'} for you and your ${guests === 1 ? 'guest' : 'guests'}. Please choose fewer guests.`;

export interface RsvpAnswer extends MyRsvp {
  id: number;
  activityId: number;
  userId: number;
  registeredAt: string;
}

/** Answers to activities and their waitlists: every change runs in one transaction holding the activity's row lock. */
export function createRsvpService(deps: { db: Knex; answers: RsvpRepository; activities: ActivityRepository; facts: ActivityFacts }) {
  const { db, answers: repo, activities: activityRepo, facts } = deps;

  /**
   * Fill free places from the waitlist in queue order (inside the locked transaction), a party only whole: a party
   * of 3 waits for 3 free places, and a smaller party behind it may go first (issue 34). Answers who moved up.
   * Each of them gets 'A place opened up for you' in the same transaction (issue 17): the in-site notice and a mail job.
   */
  async function promoteFromWaitlist(trx: Knex.Transaction, activity: AnswerableActivity): Promise<number[]> {
    const waiting = await repo.waitingParties(trx, activity.id);
    if (!waiting.length) return [];
    const free = activity.max_attendees == null ? Infinity : freeSpots(await repo.countGoing(trx, activity.id), activity.max_attendees);
    const moving = partiesToPromote(waiting, free);
    await repo.promote(trx, moving.map((w) => w.id));
    const promoted = moving.map((w) => w.user_id);
    await facts.promotedFromWaitlist(trx, activity.id, promoted, new Map(moving.map((w) => [w.user_id, w.party - 1])));
    return promoted;
  }

  /**
   * The one RSVP path: one transaction, the activity row locked (SELECT ... FOR UPDATE), so concurrent answers are
   * serialised per activity and 'going' never exceeds maxAttendees; a full activity waitlists (rules.ts).
   */
  async function answer(user: CurrentUser, activityId: number, choice: RsvpChoice, mode: 'create' | 'update', guestsAsked?: number) {
    return db.transaction(async (trx) => {
      const activity = await repo.lockActivity(trx, activityId);
      if (!activity) throw notFound(ACTIVITY_NOT_FOUND);
      const state = await repo.answerState(trx, activity, user.id);
      assertMayRsvp(state.isMember, activity.community_id != null ? 'community' : 'group');
      if (isClosed(activity.start_date)) throw conflict(GROUP_MESSAGES.rsvpPast);
      const existing = state.existing;
      if (mode === 'update' && !existing) throw notFound(GROUP_MESSAGES.noRsvpYet);

      const earlier = existing ? { status: existing.status, queueNo: existing.queue_no == null ? null : Number(existing.queue_no), party: 1 + (existing.guests ?? 0) } : null;
      // Guests come with a 'going' answer only; left out, a changed answer keeps the guests it had (issue 34).
      const guests = choice !== 'going' ? 0 : (guestsAsked ?? (existing && (existing.status === 'going' || existing.status === 'waitlisted') ? (existing.guests ?? 0) : 0));
      if (guests > activity.guest_limit) throw badRequest(guestLimitText(activity.guest_limit));
      const outcome = decideAnswer(choice, earlier, state.going, activity.max_attendees, 1 + guests);
      if ('refused' in outcome) throw conflict(noRoomText(outcome.free, guests));
      const row = await repo.saveAnswer(trx, {
        existingId: existing?.id ?? null,
        activityId,
        userId: user.id,
        status: outcome.status,
        guests,
        queue: outcome.queue === 'new' ? { next: true } : { value: outcome.queue === 'keep' ? outcome.queueNo : null },
      });
      // A place freed (an answer left 'going', or brought fewer guests), or a waiting party got smaller: the queue moves.
      const changed = existing?.status === 'going' || existing?.status === 'waitlisted';
      const promoted = changed ? await promoteFromWaitlist(trx, activity) : [];
      const status = promoted.includes(user.id) ? 'going' : row.status;
      const myRsvp: MyRsvp = {
        status,
        guests: row.guests,
        // Joining the end of the waitlist: the place is known without another query.
        waitlistPosition: status !== 'waitlisted' ? null : outcome.queue === 'new' ? state.waiting + 1 : await repo.waitlistPosition(trx, activityId, row.queue_no),
      };
      // A new place in the queue: the member is told which (a notice and a mail, as their waitlist preferences say).
      if (status === 'waitlisted' && outcome.queue === 'new' && myRsvp.waitlistPosition != null && row.queue_no != null) {
        await facts.joinedWaitlist(trx, activityId, user.id, myRsvp.waitlistPosition, Number(row.queue_no), row.guests);
      }
      const rsvp: RsvpAnswer = { id: row.id, activityId, userId: user.id, registeredAt: new Date(row.registered_at).toISOString(), ...myRsvp };
      return { created: !existing, promoted, rsvp };
    });
  }

  async function withdraw(trx: Knex.Transaction, activities: AnswerableActivity[], userId: number): Promise<void> {
    for (const activity of activities) {
      const before = await repo.deleteAnswer(trx, activity.id, userId);
      if (before === 'going' || before === 'waitlisted') await promoteFromWaitlist(trx, activity);
    }
  }

  return {
    /** Fills free spots from the waitlist (inside a transaction holding the activity's lock): after more places. */
    fillFreeSpots: promoteFromWaitlist,

    /** A first answer (POST). */
    rsvp(user: CurrentUser, activityId: number, body: { userId?: number; status: RsvpChoice; guests?: number }) {
      assertAnswersForSelf(user, body.userId);
      return answer(user, activityId, body.status, 'create', body.guests);
    },

    /** A changed answer (PATCH). */
    updateRsvp(user: CurrentUser, activityId: number, userId: number, status: RsvpChoice, guests?: number) {
      assertAnswersForSelf(user, userId);
      return answer(user, activityId, status, 'update', guests);
    },

    /**
     * Withdraws a member's answers to these activities (already locked FOR UPDATE by the caller's transaction):
     * a freed spot goes to the waitlist.
     */
    withdraw,

    /**
     * Withdraws a member's answers to the upcoming activities of one host (leaving a group or a community), or of
     * every host (`null`: their account is deleted), locking those activities in the caller's transaction.
     */
    async withdrawUpcoming(trx: Knex.Transaction, host: ActivityHost | null, userId: number): Promise<void> {
      await withdraw(trx, await activityRepo.upcomingAnsweredBy(trx, host, userId), userId);
    },
  };
}
export type RsvpService = ReturnType<typeof createRsvpService>;
