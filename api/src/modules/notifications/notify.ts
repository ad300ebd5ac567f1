import { createHash } from 'node:crypto';
import type { Knex } from 'knex';
import type { MailOutbox, MailRequest, MailText } from '../mail/public';
import { publish } from '../realtime/public';
import type { PushOutbox, PushRequest } from '../push/public';
import type { NotificationsRepository } from './repository';
import { createNewsRepository, type Recipient } from './news-repository';

/**
 * The one place that decides how a member is told (Mastodon's NotifyService is the model): the modules that own a
 * fact (an activity moved, a member was promoted, a session was booked…) hand it to the news (`activity-news.ts`,
 * `mentor-news.ts`), which picks the audience and the template; `tell` then writes, for each recipient, the in-site
 * notice if their in-site preference for the kind is on and the template has one, and queues the mail if their
 * email preference is on, in the caller's transaction, in batches (one statement per thousand), and a push to the
 * member's devices if their 'On this device' preference is on and they subscribed one (issue 33 §2).
 */

/** An in-site notice's words (its link is the news' own). */
export interface NoticeText {
  title: string;
  body: string;
}

/** The start of a member's words for a notice (the mail carries them whole): at most `max` characters, with '…'. */
export function noticeExcerpt(words: string, max = 140): string {
  return words.length > max ? `${words.slice(0, max - 1).trimEnd()}…` : words;
}

/** What one recipient is told: the event's key (once per member and event), the notice and the mail. */
export interface Message {
  /** The event: notice dedupe key, and `<key>:<member>` the mail's idempotency key. */
  key: string;
  /** The in-site notice (none: mail only). `key` keeps a form already stored. */
  notice?: NoticeText & { link: string; key?: string };
  /**
   * The mail (none: notice only). `key` keeps a form already stored. `security`: an account matter (a moderator's
   * warning), sent to an unconfirmed address too and without an unsubscribe link, as MailRequest's own flag.
   * `replyTo`: the conversation's reply address for this recipient (reply by email).
   */
  mail?: MailText & { key?: string; attachments?: MailRequest['attachments']; security?: true; replyTo?: string };
}

/** A short, stable hash of what changed: a change's event key, so the same edit saved twice tells nobody twice. */
export const shortHash = (s: string): string => createHash('sha256').update(s).digest('hex').slice(0, 12);

/**
 * Built once by the composition root (src/compose.ts; the worker's in background.ts) with the notices' repository
 * and the mail outbox, and handed to the news (`createActivityNews`, `createMentorNews`).
 */
export function createNotifier(deps: { db: Knex; notices: NotificationsRepository; mail: MailOutbox; push?: PushOutbox }) {
  const { db, notices, mail, push } = deps;
  const news = createNewsRepository(db);
  /**
   * Tells `people` news of `kind`, as their preferences say; `make` writes each one's message (undefined: nothing
   * for them). Answers how many were told something.
   */
  async function tell(trx: Knex.Transaction | undefined, kind: string, people: Recipient[], make: (r: Recipient) => Message | undefined): Promise<number> {
    const items: Parameters<NotificationsRepository['addMany']>[0] = [];
    const mails: MailRequest[] = [];
    const pushes: PushRequest[] = [];
    let told = 0;
    for (const r of people) {
      const m = make(r);
      if (!m) continue;
      const notice = r.inSite && r.userId != null && m.notice;
      const byMail = r.byMail && m.mail;
      if (notice) items.push({ userId: r.userId!, kind, dedupeKey: notice.key ?? m.key, title: notice.title, body: notice.body, link: notice.link });
      // 'On this device' (issue 33 §2): the notice's words as a push to the member's subscribed devices; a tap opens its page.
      if (r.push && r.userId != null && m.notice) pushes.push({ userId: r.userId, payload: { title: m.notice.title, body: m.notice.body, url: m.notice.link, tag: kind } });
      if (byMail) {
        const { key, attachments, security, replyTo, ...content } = byMail;
        mails.push({
          key: key ?? (r.userId == null ? m.key : `${m.key}:${r.userId}`), userId: r.userId, to: r.email, kind, content,
          ...(attachments ? { attachments } : {}), ...(security ? { security } : {}), ...(replyTo ? { replyTo } : {}),
        });
      }
      if (notice || byMail || (r.push && m.notice)) told += 1;
    }
    if (items.length) await notices.addMany(items, trx);
    if (mails.length) await mail.sendMany(mails, trx ? { trx } : {});
    if (pushes.length && push) await push.sendMany(pushes, trx);
    // The bells of the told members' open pages (issue 30 item 6): last, in the same transaction.
    if (items.length) await publish(trx ?? db, { kind: 'notices', audience: { members: items.map((n) => n.userId) } });
    return told;
  }

  /**
   * The one watermark of every sweep (`reminder_sweeps`): in one transaction, locks the sweep's mark (written at
   * `first` on the first run), and when the slice (mark, `until`] is due — any length, or at least `everyMs` —
   * runs `work` on it and moves the mark to `until`. Two processes never sweep one slice; one that was down catches
   * up on its next run. Answers what `work` answers (0 when nothing was due).
   */
  function sweep(name: string, opts: { until: Date; first: Date; everyMs?: number }, work: (trx: Knex.Transaction, from: Date) => Promise<number>): Promise<number> {
    return db.transaction(async (trx) => {
      const from = await news.lockSweep(trx, name, opts.first);
      const elapsed = opts.until.getTime() - from.getTime();
      if (opts.everyMs ? elapsed < opts.everyMs : elapsed <= 0) return 0;
      const done = await work(trx, from);
      await news.markSwept(trx, name, opts.until);
      return done;
    });
  }

  /** The site's address, for the links in mails. */
  const origin = mail.publicUrl;
  /** Marks a member's notices of `kinds` about one page read (opening it reads them: issue 30). */
  const readAbout = (trx: Knex.Transaction, userId: number, about: { path: string } | { link: string }, kinds: readonly string[]): Promise<number> =>
    notices.markReadAbout(userId, about, kinds, trx);
  return { tell, sweep, news, origin, readAbout };
}
export type Notifier = ReturnType<typeof createNotifier>;
