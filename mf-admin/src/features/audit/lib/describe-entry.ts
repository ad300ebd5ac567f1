import type { AuditEntry } from '@afterwork/contracts/admin';

const q = (v: unknown) => (v == null || v === '' ? 'none' : `'${String(v)}'`);

/** One audit row in plain words, e.g. "Arthur Bennett changed the role of Dorothy Evans (demo) from 'user' to 'admin'". */
export function describeEntry(e: AuditEntry): string {
  const who = e.actorName;
  const target = e.targetLabel ?? (e.targetId != null ? `#${e.targetId}` : '');
  const d = e.details ?? {};
  switch (e.action) {
    case 'role.created':
      return `${who} created the role ${q(target)}`;
    case 'role.updated': {
      const changed = Object.keys((d.changes as Record<string, unknown>) ?? {});
      return `${who} updated the role ${q(target)}${changed.length ? ` (${changed.join(', ')})` : ''}`;
    }
    case 'role.deleted': {
      const moved = Number(d.movedUsers ?? 0);
      return `${who} deleted the role ${q(target)}${moved ? `; ${moved} ${moved === 1 ? 'member was' : 'members were'} moved to ${q(d.movedTo)}` : ''}`;
    }
    case 'user.role_changed':
      return `${who} changed the role of ${target} from ${q(d.from)} to ${q(d.to)}`;
    case 'community.created':
      return `${who} created the community ${q(target)}`;
    case 'community.updated':
      return `${who} updated the community ${q(target)}`;
    case 'community.deleted':
      return `${who} deleted the community ${q(target)}`;
    default:
      return `${who}: ${e.action} ${target}`.trim();
  }
}
