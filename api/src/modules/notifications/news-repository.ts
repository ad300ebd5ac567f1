import type { Knex } from 'knex';
import { blockedEitherWay } from '../../db/member-blocks';
import { notificationKinds } from '@afterwork/contracts/notification-kinds';

/**
 * Who is told what, read for the notifier (`notify.ts`): every audience joined to its members' addresses and their
 * preferences for the kind in one place (`recipients`), the sweeps' watermarks, and the few reads the news needs of
 * mentor sessions and the digest. All SQL of the news (the notices themselves are written by `repository.ts`).
 */

/** One member (or a contact address, `userId` null) to tell, with whether they want it by mail and in the site. */
export interface Recipient {
  userId: number | null;
  name: string;
  email: string;
  /** What the audience is about: the activity or the session (when the audience spans several). */
  about: number | null;
  byMail: boolean;
  inSite: boolean;
  /** 'On this device' is on for the kind and the member has a subscribed device (issue 33 §2). */
  push?: boolean;
}

/** A mentor session with its mentor, as its news needs it. */
export interface SessionNews {
  id: number;
  mentorId: number;
  mentorName: string;
  mentorEmail: string;
  title: string;
  description: string | null;
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
}

/** A member's line in the daily digest: one of the new activities of their groups. */
export interface DigestRow {
  userId: number;
  name: string;
  email: string;
  activityId: number;
}

/** A member's line in the daily digest of discussions: one new first post in one of their places. */
export interface DiscussionDigestRow {
  userId: number;
  name: string;
  email: string;
  postId: number;
  body: string;
  authorName: string;
  placeName: string;
  place: { place: 'group' | 'community'; id: number };
}

type Q = Knex | Knex.Transaction;
type RecipientRow = { user_id: number; name: string; email: string; about: number | null; by_mail: boolean; in_site: boolean; push: boolean };

/** A kind's default (no preference row): from the contracts' list; kinds without a switch are on. */
const defaults = (kind: string) => notificationKinds.find((k) => k.kind === kind) ?? { email: true, inSite: true };
/** 'On this device' is on by default where 'On the site' is: a member who subscribed a device wants it told there. */
const pushDefault = (kind: string): boolean => defaults(kind).inSite;

export function createNewsRepository(db: Knex) {
  /**
   * The one preference join: the members an `audience` query names (`user_id`, and `about` when it spans several
   * activities or sessions), with their name, address and preferences for `kind` (no row: the kind's default).
   * `unlessDigest`: a member whose email preference for that digest kind is on gets no mail of their own (the
   * digest carries the news).
   */
  async function recipients(q: Q, kind: string, audience: Knex.QueryBuilder, opts: { unlessDigest?: string; orderBy?: string } = {}): Promise<Recipient[]> {
    const d = defaults(kind);
    const byMail = opts.unlessDigest
      ? q.raw('coalesce(p.email, ?) and not exists (select 1 from notification_preferences x where x.user_id = u.id and x.kind = ? and x.email) as by_mail', [d.email, opts.unlessDigest])
      : q.raw('coalesce(p.email, ?) as by_mail', [d.email]);
    const query = q
      .from(audience.as('a'))
      .join('users as u', 'u.id', 'a.user_id')
      .leftJoin('notification_preferences as p', (j) => j.on('p.user_id', '=', 'u.id').andOnVal('p.kind', '=', kind))
      .select(
        'u.id as user_id', 'u.name', 'u.email', 'a.about', byMail, q.raw('coalesce(p.in_site, ?) as in_site', [d.inSite]),
        q.raw('coalesce(p.push, ?) and exists (select 1 from push_subscriptions ps where ps.user_id = u.id) as push', [pushDefault(kind)]),
      );
    if (opts.orderBy) void query.orderBy(opts.orderBy);
    const rows = (await query) as RecipientRow[];
    return rows.map((r) => ({ userId: r.user_id, name: r.name, email: r.email, about: r.about == null ? null : Number(r.about), byMail: r.by_mail, inSite: r.in_site, push: r.push }));
  }

  const sessionColumns = [
    's.id', 's.mentor_id as mentorId', 'm.name as mentorName', 'm.contact_email as mentorEmail', 's.title', 's.description',
    's.starts_at as startsAt', 's.duration_minutes as durationMinutes', 's.time_zone as timeZone',
  ];
  type SessionRow = Omit<SessionNews, 'startsAt'> & { startsAt: Date | string };
  const toSession = (row: SessionRow): SessionNews => ({ ...row, startsAt: new Date(row.startsAt) });

  return {
    recipients,

    /** Audience: members going to these activities (or only `userIds` of them); `about` is the activity. */
    going: (q: Q, activityIds: number[], userIds?: number[]): Knex.QueryBuilder => {
      const a = q('activity_attendees').whereIn('activity_id', activityIds).andWhere('status', 'going').select('user_id', 'activity_id as about');
      return userIds ? a.whereIn('user_id', userIds) : a;
    },
    /** The guests members bring to these activities (issue 34), by `${activityId}:${userId}`; only answers with guests. */
    async guestsGoing(q: Q, activityIds: number[]): Promise<Map<string, number>> {
      if (!activityIds.length) return new Map();
      const rows = (await q('activity_attendees').whereIn('activity_id', activityIds).andWhere('status', 'going').andWhere('guests', '>', 0)
        .select('activity_id', 'user_id', 'guests')) as Array<{ activity_id: number; user_id: number; guests: number }>;
      return new Map(rows.map((r) => [`${r.activity_id}:${r.user_id}`, Number(r.guests)]));
    },
    /** Audience: one member, about `about`. */
    member: (q: Q, userId: number, about: number | null = null): Knex.QueryBuilder => q('users').where('id', userId).select('id as user_id', q.raw('?::int as about', [about])),
    /** Audience: a group's members but one (who made the news), about `about`. */
    groupMembersBut: (q: Q, groupId: number, userId: number, about: number): Knex.QueryBuilder =>
      q('group_members').where('group_id', groupId).andWhereNot('user_id', userId).select('user_id', q.raw('?::int as about', [about])),
    /**
     * Audience: the members of a group or a community but its author, without those who block the author or whom the
     * author blocks (their posts are hidden from each other); about `about`.
     */
    placeMembersBut: (q: Q, place: { place: 'group' | 'community'; id: number }, authorId: number, about: number): Knex.QueryBuilder => {
      const [table, column] = place.place === 'group' ? ['group_members', 'group_id'] : ['community_members', 'community_id'];
      return q(`${table} as pm`).where(`pm.${column}`, place.id).andWhereNot('pm.user_id', authorId)
        .whereNot(blockedEitherWay(q as Knex, authorId, 'pm.user_id'))
        .select('pm.user_id as user_id', q.raw('?::int as about', [about]));
    },
    /** Audience: members holding a spot on these sessions (or only `userIds` of them), in reservation order (`orderBy: 'a.reservation'`). */
    holders: (q: Q, sessionIds: number[], userIds?: number[]): Knex.QueryBuilder => {
      const a = q('mentor_session_reservations').whereIn('session_id', sessionIds).select('user_id', 'session_id as about', 'id as reservation');
      return userIds ? a.whereIn('user_id', userIds) : a;
    },

    /**
     * The watermark of the sweep `name` in `reminder_sweeps`, its row locked until `trx` ends (so two workers never
     * sweep the same slice); a first sweep's row is written at `first`.
     */
    async lockSweep(trx: Knex.Transaction, name: string, first: Date): Promise<Date> {
      await trx('reminder_sweeps').insert({ name, swept_until: first }).onConflict('name').ignore();
      const row = (await trx('reminder_sweeps').where({ name }).forUpdate().first('swept_until')) as { swept_until: Date };
      return new Date(row.swept_until);
    },
    async markSwept(trx: Knex.Transaction, name: string, until: Date): Promise<void> {
      await trx('reminder_sweeps').where({ name }).update({ swept_until: until });
    },

    /** Visible activities starting in (from, to] (`activities_start_date_index`). */
    /**
     * Helpers who asked for a copy of these members' reminders (issue 34: the 'reminders' grant): one row per helper
     * and member reminded, by mail (a copy is never an in-site notice).
     */
    async reminderCopies(q: Q, memberIds: number[]): Promise<Array<{ memberId: number; memberName: string; helperId: number; helperName: string; helperEmail: string }>> {
      if (!memberIds.length) return [];
      return (await q('member_helpers as mh').join('users as m', 'm.id', 'mh.member_id').join('users as h', 'h.id', 'mh.helper_id')
        .whereIn('mh.member_id', memberIds).whereRaw(`'reminders' = any(mh.grants)`)
        .select('m.id as memberId', 'm.name as memberName', 'h.id as helperId', 'h.name as helperName', 'h.email as helperEmail')) as Array<{ memberId: number; memberName: string; helperId: number; helperName: string; helperEmail: string }>;
    },

    async activitiesStarting(q: Q, from: Date, to: Date): Promise<number[]> {
      const rows = (await q('activities').where('start_date', '>', from).andWhere('start_date', '<=', to).whereNull('hidden_at').select('id')) as Array<{ id: number }>;
      return rows.map((r) => r.id);
    },
    /** Mentor sessions starting in (from, to] (`mentor_sessions_starts_at_index`). */
    async sessionsStarting(q: Q, from: Date, to: Date): Promise<number[]> {
      const rows = (await q('mentor_sessions').where('starts_at', '>', from).andWhere('starts_at', '<=', to).select('id')) as Array<{ id: number }>;
      return rows.map((r) => r.id);
    },

    /**
     * For the digest of members who chose it (`group-digest` by mail): the new activities of their groups created
     * in (from, to], still ahead and visible, a series by its first date, not their own; by member and start.
     */
    async digestRows(q: Q, from: Date, to: Date): Promise<DigestRow[]> {
      const { rows } = (await q.raw(
        `select u.id as user_id, u.name, u.email, a.id as activity_id
           from notification_preferences d
           join users u on u.id = d.user_id
           join group_members gm on gm.user_id = u.id
           join activities a on a.group_id = gm.group_id and a.created_at > ? and a.created_at <= ? and a.hidden_at is null
                             and a.start_date > ? and (a.series_id is null or a.occurrence_start = (select min(x.occurrence_start) from activities x where x.series_id = a.series_id))
          where d.kind = 'group-digest' and d.email and coalesce(a.created_by, 0) <> u.id
          order by u.id, a.start_date`,
        [from, to, to],
      )) as { rows: Array<{ user_id: number; name: string; email: string; activity_id: number }> };
      return rows.map((r) => ({ userId: r.user_id, name: r.name, email: r.email, activityId: r.activity_id }));
    },

    /**
     * For the digest of discussions of members who chose it (`discussion-digest` by mail): the members' posts (first
     * posts, not announcements: those go at once) written in (from, to] in the discussions of their groups and
     * communities, still shown (not removed, the place not hidden), not their own, not of a member either blocks;
     * by member and time.
     */
    async discussionDigestRows(q: Q, from: Date, to: Date): Promise<DiscussionDigestRow[]> {
      const { rows } = (await q.raw(
        `select u.id as user_id, u.name, u.email, p.id as post_id, p.body, au.name as author_name,
                coalesce(g.name, c.name) as place_name, p.group_id, p.community_id
           from notification_preferences d
           join users u on u.id = d.user_id
           join discussion_posts p on p.parent_id is null and p.kind = 'post' and p.removed_at is null
                                  and p.created_at > ? and p.created_at <= ? and p.author_id <> u.id
                                  and (exists (select 1 from group_members gm where gm.user_id = u.id and gm.group_id = p.group_id)
                                       or exists (select 1 from community_members cm where cm.user_id = u.id and cm.community_id = p.community_id))
           join users au on au.id = p.author_id
           left join groups g on g.id = p.group_id
           left join communities c on c.id = p.community_id
          where d.kind = 'discussion-digest' and d.email and g.hidden_at is null and c.hidden_at is null
            and not exists (select 1 from member_blocks mb where (mb.blocker_id = u.id and mb.blocked_id = p.author_id) or (mb.blocker_id = p.author_id and mb.blocked_id = u.id))
          order by u.id, p.created_at, p.id`,
        [from, to],
      )) as { rows: Array<{ user_id: number; name: string; email: string; post_id: number; body: string; author_name: string; place_name: string; group_id: number | null; community_id: number | null }> };
      return rows.map((r) => ({
        userId: r.user_id, name: r.name, email: r.email, postId: r.post_id, body: r.body, authorName: r.author_name, placeName: r.place_name,
        place: r.group_id !== null ? { place: 'group' as const, id: r.group_id } : { place: 'community' as const, id: r.community_id! },
      }));
    },

    /** A session and its mentor (undefined when gone), read on `q` (the caller's transaction). */
    async session(q: Q, sessionId: number): Promise<SessionNews | undefined> {
      const row = (await q('mentor_sessions as s').join('mentors as m', 'm.id', 's.mentor_id').where('s.id', sessionId).first(...sessionColumns)) as SessionRow | undefined;
      return row ? toSession(row) : undefined;
    },
    /** Sessions and their mentors, by id. */
    async sessions(q: Q, sessionIds: number[]): Promise<SessionNews[]> {
      if (!sessionIds.length) return [];
      const rows = (await q('mentor_sessions as s').join('mentors as m', 'm.id', 's.mentor_id').whereIn('s.id', sessionIds).orderBy('s.id').select(...sessionColumns)) as SessionRow[];
      return rows.map(toSession);
    },
    async reservationId(q: Q, sessionId: number, userId: number): Promise<number | undefined> {
      const row = (await q('mentor_session_reservations').where({ session_id: sessionId, user_id: userId }).first('id')) as { id: number } | undefined;
      return row?.id;
    },
    /** A mentor's contact and the asking member, for a mentorship request's mail. */
    async requestParties(mentorId: number, userId: number, q: Q = db): Promise<{ mentor?: { id: number; name: string; contactEmail: string | null }; member?: { name: string } }> {
      const mentor = (await q('mentors').where({ id: mentorId }).first('id', 'name', 'contact_email as contactEmail')) as { id: number; name: string; contactEmail: string | null } | undefined;
      const member = (await q('users').where({ id: userId }).first('name')) as { name: string } | undefined;
      return { mentor, member };
    },
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
