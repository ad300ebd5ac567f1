import type { Knex } from 'knex';
import {
  DATA_EXPORT_DAYS,
  DATA_EXPORT_NOT_FOUND,
  DATA_EXPORT_NOT_READY,
  type DataExport,
} from '@afterwork/contracts/safety';
import { iso } from '../../db';
import { createDataExportRepository, type DataExportRow } from './data-export-repository';
import { conflict, notFound } from '../../platform/errors';
import type { ExportContent } from './data-export-readable';
import type { Logger } from '../../http/logger';
import { assertSignedIn, type Actor } from '../../policies/actor';
import { createRateLimiter } from '../../platform/rate-limit';
import type { JobQueue } from '../jobs/public';
import { dataExport, type MailService } from '../mail/public';

export const DATA_EXPORT_QUEUE = 'data-export';

type Content = ExportContent;

/** The photo section's row: the photo itself (base64), shown as the picture in the readable page. */
type PhotoRow = { address: string; content_type: string; data_base64: string };

/**
 * 'Download my data' (issue 21): asked for in Settings, produced by a job on the queue (survives a restart; any
 * API instance or the worker runs it), offered for DATA_EXPORT_DAYS days as JSON and as a readable HTML page, to
 * its member only. A mail says when it is ready. One export in preparation at a time.
 */
export function createDataExportService(deps: {
  db: Knex;
  jobs: JobQueue;
  mail: Pick<MailService, 'send'>;
  publicUrl: string;
  logger: Logger;
  /** The file of the member's uploaded photo (it is part of their data), or null (modules/photos, wired in background.ts). */
  photoOf: (avatar: string) => Promise<{ body: Buffer; contentType: string } | null>;
  /** Exports one member may ask for per day (each a full copy and a mail: issue 32 finding 11). */
  perDay: number;
}) {
  const { db } = deps;
  const repo = createDataExportRepository(db);
  const perDay = createRateLimiter(db, { max: deps.perDay, windowMs: 86_400_000 }, (minutes) => {
    const hours = Math.max(1, Math.round(minutes / 60));
    return `You can ask for a copy of your data ${deps.perDay} time${deps.perDay === 1 ? '' : 's'} a day. Please try again in ${hours} hour${hours === 1 ? '' : 's'}.`;
  });
  deps.jobs.define(DATA_EXPORT_QUEUE, { retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 300 });
  const toView = (r: DataExportRow): DataExport => ({
    id: r.id, status: r.status, createdAt: iso(r.created_at)!, readyAt: iso(r.ready_at), expiresAt: iso(r.expires_at),
  });

  const service = {
    async list(actor: Actor): Promise<DataExport[]> {
      assertSignedIn(actor);
      await repo.purgeExpired(actor.id);
      const rows = await repo.listOf(actor.id);
      return rows.map(toView);
    },

    /** Asks for a new export; while one is being prepared, answers that one (201 new, 200 already asked). */
    async request(actor: Actor): Promise<{ created: boolean; export: DataExport }> {
      assertSignedIn(actor);
      return db.transaction(async (trx) => {
        // One at a time per member, even with two requests at once (the member's row is the lock).
        await repo.lockMember(trx, actor.id);
        // A job that gave up long ago never blocks a new request.
        await repo.failStale(trx, actor.id);
        const pending = await repo.pendingOf(trx, actor.id);
        if (pending) return { created: false, export: toView(pending) };
        // Only a new export counts (asking again for the one being prepared is free).
        await perDay.hit(`data-export:${actor.id}`);
        const row = await repo.insert(trx, actor.id);
        await deps.jobs.send(DATA_EXPORT_QUEUE, { exportId: row.id }, { trx });
        return { created: true, export: toView(row) };
      });
    },

    /** The export's file, for its own member only, while offered. */
    async download(actor: Actor, id: number): Promise<Content> {
      assertSignedIn(actor);
      const row = await repo.offered<Content>(actor.id, id);
      if (!row || row.status === 'failed') throw notFound(DATA_EXPORT_NOT_FOUND);
      if (row.status !== 'ready' || !row.content) throw conflict(DATA_EXPORT_NOT_READY);
      return row.content;
    },

    /** The job: gathers every section in one consistent snapshot, stores it, and tells the member. */
    async produce(exportId: number): Promise<void> {
      const snapshot = await repo.snapshot(exportId);
      if (!snapshot) return;
      const sections: Content['sections'] = {};
      for (const [name, { title, rows }] of Object.entries(snapshot.sections)) {
        sections[name] = { title, rows: rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]))) };
      }
      const profile = sections.profile!.rows[0] as { name: string; email: string; avatar: string | null } | undefined;
      if (!profile) return;
      // The photo itself, not only its address (the file of the address the snapshot holds).
      const file = profile.avatar ? await deps.photoOf(profile.avatar) : null;
      const photo: PhotoRow[] = file ? [{ address: profile.avatar!, content_type: file.contentType, data_base64: file.body.toString('base64') }] : [];
      sections.photo = { title: 'Your profile photo', rows: photo };
      const member = { userId: snapshot.userId, name: profile.name, email: profile.email, content: { generatedAt: new Date().toISOString(), member: snapshot.userId, sections } };
      await db.transaction(async (trx) => {
        if (!(await repo.markReady(trx, exportId, member.content, DATA_EXPORT_DAYS))) return;
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
