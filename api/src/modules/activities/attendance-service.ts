import type { Knex } from 'knex';
import { ATTENDANCE_MESSAGES, attendanceWindow, type AttendanceMark, type AttendanceSheet, type MyAttendance } from '@afterwork/contracts/attendance';
import type { CurrentUser } from '@afterwork/contracts/users';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { isActivityOrganiser } from '../../policies/groups';
import { iso } from '../../db';
import type { AttendanceActivity, AttendanceRepository } from './attendance-repository';
import { ACTIVITY_NOT_FOUND } from './rsvp-service';

/** At most this many other members of the host are offered for 'Add someone who came'. */
const OTHERS_MAX = 500;

/**
 * Who came (issue 34 §3). The organisers (policies/groups.ts `isActivityOrganiser`: the one check) read the list at
 * any time and tick it from 2 hours before the start to 2 days after; a tick is a state, so a phone's queue sent
 * twice counts once. Members see how many activities they came to this year; nobody is told off for not coming.
 */
export function createAttendanceService(deps: { db: Knex; attendance: AttendanceRepository }) {
  const { db, attendance: repo } = deps;

  async function organised(user: CurrentUser, activityId: number, q: Knex = db): Promise<AttendanceActivity> {
    const found = await repo.activityFor(activityId, user.id, q);
    if (!found) throw notFound(ACTIVITY_NOT_FOUND);
    if (!isActivityOrganiser(user, found.standing)) throw forbidden(ATTENDANCE_MESSAGES.organisersOnly);
    return found.activity;
  }

  async function sheetOf(a: AttendanceActivity, q: Knex = db, now = Date.now()): Promise<AttendanceSheet> {
    const [listed, ticks, others] = await Promise.all([repo.listed(a.id, q), repo.ticks(a.id, q), repo.others(a, OTHERS_MAX, q)]);
    const ticked = new Set(ticks.map((t) => `${t.user_id}:${t.guest_no}`));
    const dates = { startDate: iso(a.start_date)!, endDate: iso(a.end_date) };
    const window = attendanceWindow(dates);
    const people = listed.map((p) => ({
      userId: p.user_id,
      name: p.name,
      guests: p.guests,
      walkIn: p.walk_in,
      came: Array.from({ length: p.guests + 1 }, (_, i) => ticked.has(`${p.user_id}:${i}`)),
    }));
    return {
      activityId: a.id,
      title: a.title,
      ...dates,
      timeZone: a.time_zone,
      ...window,
      open: now >= Date.parse(window.opensAt) && now <= Date.parse(window.closesAt),
      people,
      saidGoing: people.filter((p) => !p.walkIn).reduce((n, p) => n + 1 + p.guests, 0),
      came: people.reduce((n, p) => n + p.came.filter(Boolean).length, 0),
      others,
    };
  }

  return {
    /** The list of who said going (with guests) and who came, for the activity's organisers. */
    async sheet(user: CurrentUser, activityId: number): Promise<AttendanceSheet> {
      return sheetOf(await organised(user, activityId));
    },

    /**
     * Ticks, in the order they were made, all or none: every tick is checked before any is written (a member who did
     * not say going is ticked only as a walk-in, and only when they belong to the host; a guest only up to the
     * number they said). Under the activity's row lock, the same lock as the answers.
     */
    async mark(user: CurrentUser, activityId: number, marks: Array<Required<AttendanceMark>>, now = Date.now()): Promise<AttendanceSheet> {
      return db.transaction(async (trx) => {
        const a = await organised(user, activityId, trx);
        await repo.lock(trx, a.id);
        const w = attendanceWindow({ startDate: iso(a.start_date)!, endDate: iso(a.end_date) });
        if (now < Date.parse(w.opensAt) || now > Date.parse(w.closesAt)) throw conflict(ATTENDANCE_MESSAGES.notOpen);
        const standings = await repo.standingsOf(trx, a, [...new Set(marks.map((m) => m.userId))]);
        const plan = marks.map((m) => {
          const s = standings.get(m.userId);
          const going = s?.status === 'going';
          if (m.came && !going) {
            if (!s?.hostMember) throw forbidden(ATTENDANCE_MESSAGES.notHostMember);
            if (m.guestNo > 0) throw badRequest(ATTENDANCE_MESSAGES.walkInGuests);
          }
          if (m.came && going && m.guestNo > s!.guests) throw badRequest(ATTENDANCE_MESSAGES.noSuchGuest);
          return { ...m, walkIn: !going };
        });
        for (const m of plan) {
          if (m.came) await repo.tick(trx, { activityId: a.id, userId: m.userId, guestNo: m.guestNo, walkIn: m.walkIn, markedBy: user.id });
          else await repo.untick(trx, a.id, m.userId, m.guestNo);
        }
        return sheetOf(a, trx, now);
      });
    },

    /** 'You came to N activities this year': the member's own count (the calendar year, by the activity's start). */
    async myAttendance(user: CurrentUser, userId: number, now = new Date()): Promise<MyAttendance> {
      if (userId !== user.id) throw forbidden('You can only see your own activities.');
      const year = now.getUTCFullYear();
      return { year, activities: await repo.cameBetween(userId, new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1))) };
    },
  };
}
export type AttendanceService = ReturnType<typeof createAttendanceService>;
