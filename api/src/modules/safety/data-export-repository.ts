import type { Knex } from 'knex';
import type { DataExportStatus } from '@afterwork/contracts/safety';
import { jsonb } from '../../db';

/**
 * Everything we hold on a member, section by section (issue 21: profile, memberships, RSVPs, goals, assessment
 * results, reservations, private messages, reports they made, notifications, and the rest). Secrets never leave: the password hash,
 * session ids, reset and calendar tokens. Reports keep what the member wrote, never who else reported.
 */
const SECTIONS: Array<{ name: string; title: string; sql: string }> = [
  { name: 'profile', title: 'Your profile', sql: `select u.id, u.username, u.name, u.email, u.avatar, u.bio, u.location, u.profession, u.interests, r.name as role, u.profile_visibility, u.show_username, u.created_at, u.updated_at, u.suspended_until, u.suspension_reason from users u join roles r on r.id = u.role_id where u.id = ?` },
  { name: 'groups', title: 'Groups you belong to', sql: `select g.id as group_id, g.name as group_name, m.role, m.joined_at from group_members m join groups g on g.id = m.group_id where m.user_id = ? order by m.joined_at` },
  { name: 'groupsCreated', title: 'Groups you created', sql: `select id, name, description, type, location, created_at from groups where created_by = ? order by created_at` },
  { name: 'communities', title: 'Communities you joined', sql: `select c.id as community_id, c.name as community_name, m.joined_at from community_members m join communities c on c.id = m.community_id where m.user_id = ? order by m.joined_at` },
  { name: 'rsvps', title: 'Your answers to activities (RSVPs)', sql: `select a.id as activity_id, a.title, a.start_date, a.location, x.status, x.guests, x.registered_at from activity_attendees x join activities a on a.id = x.activity_id where x.user_id = ? order by a.start_date` },
  { name: 'attendance', title: 'Activities you came to (ticked by the organisers)', sql: `select a.id as activity_id, a.title, a.start_date, t.guest_no, t.walk_in, t.marked_at from activity_attendance t join activities a on a.id = t.activity_id where t.user_id = ? order by a.start_date, t.guest_no` },
  { name: 'seriesFollowed', title: 'Series you go to every date of', sql: `select series_id, created_at from activity_series_followers where user_id = ? order by created_at` },
  { name: 'activitiesCreated', title: 'Activities you created', sql: `select id, title, description, start_date, end_date, location, created_at from activities where created_by = ? order by start_date` },
  { name: 'goals', title: 'Your goals', sql: `select id, template, title, description, target_days, time_zone, started_on, status, created_at, completed_at from goals where user_id = ? order by created_at` },
  { name: 'goalCheckIns', title: 'Your goal check-ins', sql: `select c.goal_id, c.day, c.created_at from goal_check_ins c join goals g on g.id = c.goal_id where g.user_id = ? order by c.day` },
  { name: 'badges', title: 'Your badges', sql: `select badge, earned_at from member_badges where user_id = ? order by earned_at` },
  { name: 'assessmentResults', title: 'Your assessment results', sql: `select assessment_id, score, max_score, created_at from assessment_results where user_id = ? order by created_at` },
  { name: 'mentorReservations', title: 'Mentor sessions you reserved', sql: `select r.session_id, r.created_at from mentor_session_reservations r where r.user_id = ? order by r.created_at` },
  { name: 'mentorshipRequests', title: 'Mentorship requests you sent', sql: `select mentor_id, message, status, created_at from mentorship_requests where user_id = ? order by created_at` },
  { name: 'communitySuggestions', title: 'Activities you suggested to communities', sql: `select s.community_id, c.name as community_name, s.title, s.details, s.created_at from community_activity_suggestions s join communities c on c.id = s.community_id where s.user_id = ? order by s.created_at` },
  { name: 'mentorApplications', title: 'Your applications to become a mentor', sql: `select name, email, expertise, years_experience, motivation, status, created_at from mentor_applications where user_id = ? order by created_at` },
  // Private messages (issue 30): every message of the member's conversations, theirs and the other member's, as they read them.
  { name: 'messages', title: 'Your private messages', sql: `with me as (select ?::int as id)
      select m.conversation_id, coalesce(o.name, 'Former member') as conversation_with,
             case when m.sender_id = me.id then 'You' else coalesce(s.name, 'Former member') end as sender,
             case when m.deleted_at is not null then 'Message deleted' else m.body end as message, m.created_at
        from me join conversations c on c.member_a = me.id or c.member_b = me.id
        join messages m on m.conversation_id = c.id and m.hidden_at is null
        left join users o on o.id = case when c.member_a = me.id then c.member_b else c.member_a end
        left join users s on s.id = m.sender_id
       order by m.conversation_id, m.id` },
  { name: 'reportsMade', title: 'Reports you made', sql: `select target_type, target_label, reason, note, status, created_at from reports where reporter_id = ? order by created_at` },
  { name: 'warnings', title: 'Warnings from the moderators', sql: `select reason, created_at, acknowledged_at from member_warnings where user_id = ? order by created_at` },
  // Trusted helpers (issue 34): both sides of each relationship, the invitations she sent, and what helpers did for her.
  { name: 'myHelpers', title: 'Your helpers (who may help you, and what they may do)', sql: `select u.name, h.grants, h.created_at from member_helpers h join users u on u.id = h.helper_id where h.member_id = ? order by h.created_at` },
  { name: 'membersIHelp', title: 'Members you help', sql: `select u.name, h.grants, h.created_at from member_helpers h join users u on u.id = h.member_id where h.helper_id = ? order by h.created_at` },
  { name: 'helperInvitations', title: 'Invitations you sent to helpers', sql: `select email, grants, created_at, expires_at, used_at from helper_invitations where member_id = ? order by created_at` },
  { name: 'whatMyHelpersDid', title: 'What your helpers did for you', sql: `select helper_name, what, created_at from helper_actions where member_id = ? order by created_at` },
  { name: 'whatIDidAsHelper', title: 'What you did as a helper', sql: `select u.name as member_name, a.what, a.created_at from helper_actions a join users u on u.id = a.member_id where a.helper_id = ? order by a.created_at` },
  { name: 'blocks', title: 'Members you blocked', sql: `select u.name, b.created_at from member_blocks b join users u on u.id = b.blocked_id where b.blocker_id = ? order by b.created_at` },
  { name: 'notifications', title: 'Your notifications', sql: `select kind, title, body, link, created_at, read_at from notifications where user_id = ? order by created_at` },
  { name: 'notificationPreferences', title: 'Your notification choices', sql: `select kind, email, in_site from notification_preferences where user_id = ? order by kind` },
  { name: 'mailsSent', title: 'Emails we sent you', sql: `select kind, subject, to_address, status, created_at, sent_at from mail_deliveries where user_id = ? order by created_at` },
  { name: 'newsletter', title: 'Newsletter subscription', sql: `select n.email, n.created_at from newsletter_subscriptions n join users u on lower(u.email) = lower(n.email) where u.id = ?` },
  { name: 'calendarFeed', title: 'Private calendar link', sql: `select created_at, 'exists (the address itself is a secret and is not included)' as note from calendar_feeds where user_id = ?` },
];

export interface DataExportRow {
  id: number;
  status: DataExportStatus;
  created_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
}
const columns = ['id', 'status', 'created_at', 'ready_at', 'expires_at'];

/** The SQL of 'Download my data' (issue 21): the exports, and every section of a member's data in one snapshot. */
export function createDataExportRepository(db: Knex) {
  return {
    purgeExpired: (userId: number) => db('data_exports').where({ user_id: userId }).where('expires_at', '<', db.fn.now()).delete().returning('id'),

    listOf: (userId: number): Promise<DataExportRow[]> =>
      db('data_exports').where({ user_id: userId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).select(columns) as unknown as Promise<DataExportRow[]>,

    /** Locks the member's row: one request at a time per member, even with two at once. */
    async lockMember(trx: Knex.Transaction, userId: number): Promise<void> {
      await trx('users').where({ id: userId }).forUpdate().first('id');
    },

    /** A job that gave up long ago (pending over an hour) never blocks a new request. */
    async failStale(trx: Knex.Transaction, userId: number): Promise<void> {
      await trx('data_exports').where({ user_id: userId, status: 'pending' }).where('created_at', '<', trx.raw(`now() - interval '1 hour'`)).update({ status: 'failed' }).returning('id');
    },

    pendingOf: (trx: Knex.Transaction, userId: number): Promise<DataExportRow | undefined> =>
      trx('data_exports').where({ user_id: userId, status: 'pending' }).first(columns) as unknown as Promise<DataExportRow | undefined>,

    async insert(trx: Knex.Transaction, userId: number): Promise<DataExportRow> {
      const [row] = (await trx('data_exports').insert({ user_id: userId }).returning(columns)) as DataExportRow[];
      return row!;
    },

    /** The member's export while offered. */
    offered: <C>(userId: number, id: number) =>
      db('data_exports').where({ id, user_id: userId }).where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', db.fn.now())).first('status', 'content') as unknown as Promise<
        { status: DataExportStatus; content: C | null } | undefined
      >,

    /** In one read-only snapshot: the export's member (if it is still pending) and every section of their data. */
    snapshot: (exportId: number) =>
      db.transaction(async (trx) => {
        await trx.raw('set transaction isolation level repeatable read, read only');
        const job = (await trx('data_exports').where({ id: exportId }).first('user_id', 'status')) as { user_id: number; status: DataExportStatus } | undefined;
        if (!job || job.status !== 'pending') return undefined;
        const sections: Record<string, { title: string; rows: Array<Record<string, unknown>> }> = {};
        for (const s of SECTIONS) {
          const { rows } = (await trx.raw(s.sql, [job.user_id])) as { rows: Array<Record<string, unknown>> };
          sections[s.name] = { title: s.title, rows };
        }
        return { userId: job.user_id, sections };
      }),

    /** Stores the finished export for `days` days; answers whether it was still pending. */
    async markReady(trx: Knex.Transaction, exportId: number, content: unknown, days: number): Promise<boolean> {
      const done = await trx('data_exports')
        .where({ id: exportId, status: 'pending' })
        .update({ status: 'ready', content: jsonb(content), ready_at: trx.fn.now(), expires_at: trx.raw(`now() + interval '${days} days'`) })
        .returning('id');
      return done.length > 0;
    },
  };
}
