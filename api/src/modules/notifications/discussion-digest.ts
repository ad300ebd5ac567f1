import type { Notifier } from './notify';
import { postLink } from './discussion-news';
import { runPeriodically, type PeriodicLogger } from '../jobs/public';
import { DIGEST_POSTS_MAX, discussionDigest, type DigestPost } from './templates/discussion-digest';

/** The kind of the daily mail of new posts (chosen as 'Once a day' on the 'discussion-post' row of Settings). */
export const DISCUSSION_DIGEST_KIND = 'discussion-digest';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The daily digest of discussions (issue 30, item 6), for members who chose their mail of new posts 'Once a day': at
 * most once a day (the notifier's sweep 'discussion-digest', one watermark for every process), one mail per member
 * listing the first posts written since the last digest in their groups' and communities' discussions (not their
 * own, not hidden or removed, not of a member either of them blocks). The mails are jobs of the mail queue, keyed
 * per member and day (never twice), with the RFC 8058 unsubscribe of every kind. Answers how many mails were queued.
 */
export function createDiscussionDigest(deps: { notifier: Notifier }) {
  const { news, tell, sweep, origin } = deps.notifier;
  return {
    async send(now = new Date()): Promise<number> {
      return sweep(DISCUSSION_DIGEST_KIND, { until: now, first: now, everyMs: DAY_MS }, async (trx, from) => {
        const rows = await news.discussionDigestRows(trx, from, now);
        const perMember = new Map<number, { name: string; email: string; posts: DigestPost[]; more: number }>();
        for (const r of rows) {
          const m = perMember.get(r.userId) ?? { name: r.name, email: r.email, posts: [], more: 0 };
          if (m.posts.length < DIGEST_POSTS_MAX) m.posts.push({ author: r.authorName, place: r.placeName, body: r.body, link: postLink(r.place, r.postId) });
          else m.more += 1;
          perMember.set(r.userId, m);
        }
        const day = now.toISOString().slice(0, 10);
        const people = [...perMember].map(([userId, m]) => ({ userId, name: m.name, email: m.email, about: null, byMail: true, inSite: false }));
        await tell(trx, DISCUSSION_DIGEST_KIND, people, (r) => {
          const m = perMember.get(r.userId!)!;
          const t = discussionDigest({ posts: m.posts, more: m.more, name: r.name, origin });
          return { key: DISCUSSION_DIGEST_KIND, mail: { ...t.mail, key: `${DISCUSSION_DIGEST_KIND}:${r.userId}:${day}` } };
        });
        return perMember.size;
      });
    },
  };
}
export type DiscussionDigest = ReturnType<typeof createDiscussionDigest>;

/** Sends the digest when a day has passed, checked every `everyMs` (where the job workers run); answers a stop function. */
export function scheduleDiscussionDigest(digest: DiscussionDigest, logger: PeriodicLogger, everyMs = 60_000): () => void {
  return runPeriodically(DISCUSSION_DIGEST_KIND, async () => void (await digest.send()), logger, everyMs);
}
