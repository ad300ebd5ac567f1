import type { Knex } from 'knex';
import { notificationKinds, type NotificationItem, type NotificationKind, type NotificationPreference } from '@afterwork/contracts/notification-kinds';
import { iso } from '../../db';
import { visibleSql } from '../../policies/visibility';
import { publish } from '../realtime/public';

/** Preferences (no row: the kind's default) and the in-site notifications the bell lists. All SQL of the area. */
export function createNotificationsRepository(db: Knex) {
  return {
    async preferences(userId: number): Promise<NotificationPreference[]> {
      const rows = (await db('notification_preferences').where({ user_id: userId }).select('kind', 'email', 'in_site', 'push')) as Array<{ kind: string; email: boolean; in_site: boolean; push: boolean | null }>;
      const byKind = new Map(rows.map((r) => [r.kind, r]));
      const emailOf = (kind: NotificationKind) => byKind.get(kind)?.email ?? notificationKinds.find((k) => k.kind === kind)!.email;
      // A daily digest is chosen on its kind's row ('At once', 'Once a day', 'No emails'), not listed on its own.
      return notificationKinds.filter((k) => !k.digestOf).map((k) => {
        const daily = k.digest ? emailOf(k.digest) : undefined;
        return {
          kind: k.kind,
          label: k.label,
          email: daily ? false : emailOf(k.kind),
          inSite: byKind.get(k.kind)?.in_site ?? k.inSite,
          push: byKind.get(k.kind)?.push ?? k.inSite,
          ...(k.only ? { only: k.only } : {}),
          ...(daily !== undefined ? { emailDaily: daily } : {}),
        };
      });
    },
    async preference(userId: number, kind: NotificationKind): Promise<{ email: boolean; inSite: boolean; push: boolean }> {
      const row = (await db('notification_preferences').where({ user_id: userId, kind }).first('email', 'in_site', 'push')) as { email: boolean; in_site: boolean; push: boolean | null } | undefined;
      const def = notificationKinds.find((k) => k.kind === kind)!;
      return { email: row?.email ?? def.email, inSite: row?.in_site ?? def.inSite, push: row?.push ?? def.inSite };
    },
    async setPreference(userId: number, kind: NotificationKind, patch: { email?: boolean; inSite?: boolean; push?: boolean }): Promise<void> {
      const current = await this.preference(userId, kind);
      const next = { email: patch.email ?? current.email, in_site: patch.inSite ?? current.inSite, push: patch.push ?? current.push };
      await db('notification_preferences')
        .insert({ user_id: userId, kind, ...next })
        .onConflict(['user_id', 'kind'])
        .merge({ ...next, updated_at: db.fn.now() });
    },

    /** The one-click unsubscribe: turns the kind's email off for the member, if they still exist; answers whether they did. */
    async unsubscribe(userId: number, kind: NotificationKind): Promise<boolean> {
      if (!(await db('users').where({ id: userId }).first('id'))) return false;
      await this.setPreference(userId, kind, { email: false });
      return true;
    },

    /** Adds a notification once per (member, dedupe key), in `q`'s transaction if given; answers whether it was new. */
    async add(n: { userId: number; kind: string; dedupeKey: string; title: string; body: string; link: string | null }, q: Knex | Knex.Transaction = db): Promise<boolean> {
      const rows = await q('notifications')
        .insert({ user_id: n.userId, kind: n.kind, dedupe_key: n.dedupeKey, title: n.title, body: n.body, link: n.link })
        .onConflict(['user_id', 'dedupe_key'])
        .ignore()
        .returning('id');
      return rows.length === 1;
    },
    /** Many notifications in one statement per thousand (once per member and dedupe key), in `q`'s transaction. */
    async addMany(items: Array<{ userId: number; kind: string; dedupeKey: string; title: string; body: string; link: string | null }>, q: Knex | Knex.Transaction = db): Promise<void> {
      for (let i = 0; i < items.length; i += 1000) {
        const part = items.slice(i, i + 1000);
        await q.raw(
          `insert into notifications (user_id, kind, dedupe_key, title, body, link)
           select * from unnest(?::int[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[])
           on conflict (user_id, dedupe_key) do nothing`,
          [part.map((n) => n.userId), part.map((n) => n.kind), part.map((n) => n.dedupeKey), part.map((n) => n.title), part.map((n) => n.body), part.map((n) => n.link) as string[]],
        );
      }
    },
    async list(userId: number, limit = 30): Promise<NotificationItem[]> {
      // Never about something hidden since (issue 32, policies/visibility.ts).
      const rows = (await db('notifications').where({ user_id: userId }).whereRaw(visibleSql.notice()).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit)) as Array<{
        id: number | string; kind: string; title: string; body: string; link: string | null; created_at: Date | string; read_at: Date | string | null;
      }>;
      return rows.map((r) => ({ id: Number(r.id), kind: r.kind, title: r.title, body: r.body, link: r.link, createdAt: iso(r.created_at)!, read: r.read_at != null }));
    },
    async unreadCount(userId: number): Promise<number> {
      const row = (await db('notifications').where({ user_id: userId }).whereNull('read_at').whereRaw(visibleSql.notice()).count<{ count: string | number }[]>('* as count'))[0];
      return Number(row?.count ?? 0);
    },
    /**
     * Marks the member's unread notices of these kinds about one page read (the link is `link`, or its path, before
     * '?' or '#', is `path`): opening a conversation or a discussion reads its notices (issue 30). The bells follow, as below.
     */
    async markReadAbout(userId: number, about: { path: string } | { link: string }, kinds: readonly string[], q?: Knex.Transaction): Promise<number> {
      const run = async (trx: Knex.Transaction) => {
        const rows = await trx('notifications').where({ user_id: userId }).whereNull('read_at').whereIn('kind', kinds as string[])
          .where((w) => ('link' in about ? w.where('link', about.link) : w.whereRaw(`split_part(split_part(link, '#', 1), chr(63), 1) = ?`, [about.path]) /* chr(63) is '?': knex reads a bare one as a binding */))
          .update({ read_at: trx.fn.now() }).returning('id');
        if (rows.length) await publish(trx, { kind: 'notices', audience: { members: [userId] } });
        return rows.length;
      };
      return q ? run(q) : db.transaction(run);
    },
    /** Marks the member's notices read; their other tabs' bells follow (a live update in the same transaction). */
    async markAllRead(userId: number): Promise<number> {
      return db.transaction(async (trx) => {
        const rows = await trx('notifications').where({ user_id: userId }).whereNull('read_at').update({ read_at: trx.fn.now() }).returning('id');
        if (rows.length) await publish(trx, { kind: 'notices', audience: { members: [userId] } });
        return rows.length;
      });
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
