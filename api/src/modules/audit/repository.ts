import type { Knex } from 'knex';
import type { AuditEntry } from '@afterwork/contracts/admin';
import { iso, jsonb } from '../../db';

// The admin audit log (admin_audit_log; migration in modules/admin): each change an admin makes is written by the
// service that makes it, in the same transaction as the change. Read by GET /api/admin/audit.

export interface AuditRow {
  id: number;
  actor_id: number | null;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: number | null;
  target_label: string | null;
  details: Record<string, unknown>;
  created_at: Date;
}

export const toAuditEntry = (r: AuditRow): AuditEntry => ({
  id: Number(r.id),
  action: r.action,
  actorId: r.actor_id,
  actorName: r.actor_name,
  targetType: r.target_type,
  targetId: r.target_id,
  targetLabel: r.target_label,
  details: r.details ?? {},
  createdAt: iso(r.created_at)!,
});

export interface AuditInput {
  actor: { id: number; name: string; username: string };
  action: string;
  targetType: string;
  targetId?: number | null;
  targetLabel?: string | null;
  details?: Record<string, unknown>;
}

/** Data access for the audit log. Every function takes the knex (or transaction) to run on. */
export const auditRepository = {
  async insert(db: Knex, entry: AuditInput): Promise<void> {
    await db('admin_audit_log').insert({
      actor_id: entry.actor.id,
      actor_name: entry.actor.name || entry.actor.username,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId ?? null,
      target_label: entry.targetLabel ? entry.targetLabel.slice(0, 200) : null,
      details: jsonb(entry.details ?? {}),
    });
  },
  async list(db: Knex, limit: number): Promise<AuditRow[]> {
    return db('admin_audit_log').select('*').orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit);
  },
};
