import type { Knex } from 'knex';
import {
  DATA_EXPORT_DAYS,
  DATA_EXPORT_NOT_FOUND,
  DATA_EXPORT_NOT_READY,
  type DataExport,
  type DataExportStatus,
} from '@afterwork/contracts/safety';
import { iso, jsonb } from '../../db';
import { conflict, notFound } from '../../platform/errors';
import { escapeHtml } from '../../http/html';
import type { Logger } from '../../http/logger';
import { assertSignedIn, type Actor } from '../../policies/actor';
import type { JobQueue } from '../jobs/public';
import { dataExport, type MailService } from '../mail/public';

export const DATA_EXPORT_QUEUE = 'data-export';

/**
 * Everything we hold on a member, section by section (issue 21: profile, memberships, RSVPs, goals, assessment
 * results, reservations, reports they made, notifications, and the rest). Secrets never leave: the password hash,
 * session ids, reset and calendar tokens. Reports keep what the member wrote, never who else reported.
 */
const SECTIONS: Array<{ name: string; title: string; sql: string }> = [
  { name: 'profile', title: 'Your profile', sql: `select u.id, u.username, u.name, u.email, u.avatar, u.bio, u.location, u.profession, u.interests, r.name as role, u.profile_visibility, u.show_username, u.created_at, u.updated_at, u.suspended_until, u.suspension_reason from users u join roles r on r.id = u.role_id where u.id = ?` },
  { name: 'groups', title: 'Groups you belong to', sql: `select g.id as group_id, g.name as group_name, m.role, m.joined_at from group_members m join groups g on g.id = m.group_id where m.user_id = ? order by m.joined_at` },
  { name: 'groupsCreated', title: 'Groups you created', sql: `select id, name, description, type, location, created_at from groups where created_by = ? order by created_at` },
  { name: 'communities', title: 'Communities you joined', sql: `select c.id as community_id, c.name as community_name, m.joined_at from community_members m join communities c on c.id = m.community_id where m.user_id = ? order by m.joined_at` },
  { name: 'rsvps', title: 'Your answers to activities (RSVPs)', sql: `select a.id as activity_id, a.title, a.start_date, a.location, x.status, x.registered_at from activity_attendees x join activities a on a.id = x.activity_id where x.user_id = ? order by a.start_date` },
  { name: 'seriesFollowed', title: 'Series you go to every date of', sql: `select series_id, created_at from activity_series_followers where user_id = ? order by created_at` },
  { name: 'activitiesCreated', title: 'Activities you created', sql: `select id, title, description, start_date, end_date, location, created_at from activities where created_by = ? order by start_date` },
  { name: 'goals', title: 'Your goals', sql: `select id, template, title, description, target_days, time_zone, started_on, status, created_at, completed_at from goals where user_id = ? order by created_at` },
  { name: 'goalCheckIns', title: 'Your goal check-ins', sql: `select c.goal_id, c.day, c.created_at from goal_check_ins c join goals g on g.id = c.goal_id where g.user_id = ? order by c.day` },
  { name: 'badges', title: 'Your badges', sql: `select badge, earned_at from member_badges where user_id = ? order by earned_at` },
  { name: 'assessmentResults', title: 'Your assessment results', sql: `select assessment_id, score, max_score, created_at from assessment_results where user_id = ? order by created_at` },
  { name: 'mentorReservations', title: 'Mentor sessions you reserved', sql: `select r.session_id, r.created_at from mentor_session_reservations r where r.user_id = ? order by r.created_at` },
  { name: 'mentorshipRequests', title: 'Mentorship requests you sent', sql: `select mentor_id, message, status, created_at from mentorship_requests where user_id = ? order by created_at` },
  { name: 'reportsMade', title: 'Reports you made', sql: `select target_type, target_label, reason, note, status, created_at from reports where reporter_id = ? order by created_at` },
  { name: 'warnings', title: 'Warnings from the moderators', sql: `select reason, created_at, acknowledged_at from member_warnings where user_id = ? order by created_at` },
  { name: 'blocks', title: 'Members you blocked', sql: `select u.name, b.created_at from member_blocks b join users u on u.id = b.blocked_id where b.blocker_id = ? order by b.created_at` },
  { name: 'notifications', title: 'Your notifications', sql: `select kind, title, body, link, created_at, read_at from notifications where user_id = ? order by created_at` },
  { name: 'notificationPreferences', title: 'Your notification choices', sql: `select kind, email, in_site from notification_preferences where user_id = ? order by kind` },
  { name: 'mailsSent', title: 'Emails we sent you', sql: `select kind, subject, to_address, status, created_at, sent_at from mail_deliveries where user_id = ? order by created_at` },
  { name: 'newsletter', title: 'Newsletter subscription', sql: `select n.email, n.created_at from newsletter_subscriptions n join users u on lower(u.email) = lower(n.email) where u.id = ?` },
  { name: 'calendarFeed', title: 'Private calendar link', sql: `select created_at, 'exists (the address itself is a secret and is not included)' as note from calendar_feeds where user_id = ?` },
];

type Content = { generatedAt: string; member: number; sections: Record<string, { title: string; rows: Array<Record<string, unknown>> }> };

const cell = (v: unknown): string => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The readable summary: one heading and table per section, large plain type, no scripts, no outside resources. */
export function exportHtml(c: Content): string {
  const parts = Object.values(c.sections).map(({ title, rows }) => {
    if (!rows.length) return `<h2>${escapeHtml(title)}</h2><p>Nothing.</p>`;
    const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    return `<h2>${escapeHtml(title)} (${rows.length})</h2><table><thead><tr>${cols.map((k) => `<th scope="col">${escapeHtml(k)}</th>`).join('')}</tr></thead><tbody>${rows
      .map((r) => `<tr>${cols.map((k) => `<td>${escapeHtml(cell(r[k]))}</td>`).join('')}</tr>`)
      .join('')}</tbody></table>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Your Afterwork data</title>
<style>body{font:18px/1.5 system-ui,sans-serif;margin:24px;color:#111}table{border-collapse:collapse;margin-bottom:24px;display:block;overflow-x:auto}th,td{border:1px solid #999;padding:6px 10px;text-align:left;vertical-align:top}th{background:#eee}</style></head>
<body><h1>Your Afterwork data</h1><p>Everything Afterwork holds on you, made on ${escapeHtml(c.generatedAt)}. The file ending in .json has the same data for other programs.</p>${parts.join('\n')}</body></html>`;
}

/**
 * 'Download my data' (issue 21): asked for in Settings, produced by a job on the queue (survives a restart; any
 * API instance or the worker runs it), offered for DATA_EXPORT_DAYS days as JSON and as a readable HTML page, to
 * its member only. A mail says when it is ready. One export in preparation at a time.
 */
export function createDataExportService(deps: { db: Knex; jobs: JobQueue; mail: Pick<MailService, 'send'>; publicUrl: string; logger: Logger }) {
  const { db } = deps;
  deps.jobs.define(DATA_EXPORT_QUEUE, { retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 300 });
  const toView = (r: { id: number; status: DataExportStatus; created_at: Date; ready_at: Date | null; expires_at: Date | null }): DataExport => ({
    id: r.id, status: r.status, createdAt: iso(r.created_at)!, readyAt: iso(r.ready_at), expiresAt: iso(r.expires_at),
  });
  const columns = ['id', 'status', 'created_at', 'ready_at', 'expires_at'];
  const purgeExpired = (userId: number) => db('data_exports').where({ user_id: userId }).where('expires_at', '<', db.fn.now()).delete().returning('id');

  const service = {
    async list(actor: Actor): Promise<DataExport[]> {
      assertSignedIn(actor);
      await purgeExpired(actor.id);
      const rows = await db('data_exports').where({ user_id: actor.id }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).select(columns);
      return rows.map(toView);
    },

    /** Asks for a new export; while one is being prepared, answers that one (201 new, 200 already asked). */
    async request(actor: Actor): Promise<{ created: boolean; export: DataExport }> {
      assertSignedIn(actor);
      return db.transaction(async (trx) => {
        // One at a time per member, even with two requests at once (the member's row is the lock).
        await trx('users').where({ id: actor.id }).forUpdate().first('id');
        // A job that gave up long ago never blocks a new request.
        await trx('data_exports').where({ user_id: actor.id, status: 'pending' }).where('created_at', '<', trx.raw(`now() - interval '1 hour'`)).update({ status: 'failed' }).returning('id');
        const pending = await trx('data_exports').where({ user_id: actor.id, status: 'pending' }).first(columns);
        if (pending) return { created: false, export: toView(pending) };
        const [row] = await trx('data_exports').insert({ user_id: actor.id }).returning(columns);
        await deps.jobs.send(DATA_EXPORT_QUEUE, { exportId: row.id }, { trx });
        return { created: true, export: toView(row) };
      });
    },

    /** The export's file, for its own member only, while offered. */
    async download(actor: Actor, id: number): Promise<Content> {
      assertSignedIn(actor);
      const row = (await db('data_exports').where({ id, user_id: actor.id }).where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', db.fn.now())).first('status', 'content')) as
        | { status: DataExportStatus; content: Content | null }
        | undefined;
      if (!row || row.status === 'failed') throw notFound(DATA_EXPORT_NOT_FOUND);
      if (row.status !== 'ready' || !row.content) throw conflict(DATA_EXPORT_NOT_READY);
      return row.content;
    },

    /** The job: gathers every section in one consistent snapshot, stores it, and tells the member. */
    async produce(exportId: number): Promise<void> {
      const member = await db.transaction(async (trx) => {
        await trx.raw('set transaction isolation level repeatable read, read only');
        const job = (await trx('data_exports').where({ id: exportId }).first('user_id', 'status')) as { user_id: number; status: DataExportStatus } | undefined;
        if (!job || job.status !== 'pending') return undefined;
        const sections: Content['sections'] = {};
        for (const s of SECTIONS) {
          const { rows } = (await trx.raw(s.sql, [job.user_id])) as { rows: Array<Record<string, unknown>> };
          sections[s.name] = { title: s.title, rows: rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]))) };
        }
        const profile = sections.profile.rows[0] as { name: string; email: string } | undefined;
        return profile ? { userId: job.user_id, name: profile.name, email: profile.email, content: { generatedAt: new Date().toISOString(), member: job.user_id, sections } } : undefined;
      });
      if (!member) return;
      await db.transaction(async (trx) => {
        const done = await trx('data_exports')
          .where({ id: exportId, status: 'pending' })
          .update({ status: 'ready', content: jsonb(member.content), ready_at: trx.fn.now(), expires_at: trx.raw(`now() + interval '${DATA_EXPORT_DAYS} days'`) })
          .returning('id');
        if (!done.length) return;
        await deps.mail.send(
          {
            key: `data-export:${exportId}`,
            userId: member.userId,
            to: member.email,
            kind: 'data-export',
            security: true,
            content: dataExport({ name: member.name, days: DATA_EXPORT_DAYS, origin: deps.publicUrl }),
          },
          { trx },
        );
      });
    },

    startWorker(): Promise<void> {
      return deps.jobs.work<{ exportId: number }>(DATA_EXPORT_QUEUE, async (job) => {
        try {
          await service.produce(job.data.exportId);
        } catch (err) {
          deps.logger.warn('data export failed', { exportId: job.data.exportId, error: err instanceof Error ? err.message : String(err) });
          throw err;
        }
      });
    },
  };
  return service;
}
export type DataExportService = ReturnType<typeof createDataExportService>;
