import { common, DEFAULT_LOCALE, type Locale, type MailText } from '../../mail/public';

/** One new post in the daily digest of discussions. */
export interface DigestPost {
  author: string;
  place: string;
  body: string;
  link: string;
}

/** 'discussion-digest': the daily mail of the new posts in the discussions of the member's groups and communities. */
export interface DiscussionDigestData {
  posts: DigestPost[];
  /** Posts beyond those listed (the mail stays readable: at most `DIGEST_POSTS_MAX` are quoted). */
  more: number;
  name: string;
  origin: string;
}

/** How many posts one digest quotes, and how much of each. */
export const DIGEST_POSTS_MAX = 20;
const EXCERPT = 200;
const excerpt = (s: string) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT ? `${flat.slice(0, EXCERPT - 1).trimEnd()}…` : flat;
};

export const texts = {
  en: {
    subject: (n: number) => `New in your discussions: ${n} ${n === 1 ? 'post' : 'posts'}`,
    intro: (n: number) => `${n === 1 ? 'There is a new post' : `There are ${n} new posts`} in the discussions of your groups and communities since yesterday:`,
    line: (author: string, place: string, body: string, url: string) => `${author} in ${place}: "${body}" Read it: ${url}`,
    more: (n: number) => `And ${n} more ${n === 1 ? 'post' : 'posts'} on the website.`,
    action: 'See your groups',
    reason: 'You are receiving this daily email because you chose new posts in your discussions once a day. You can change that in Settings → Notifications.',
  },
} as const;

export function discussionDigest(d: DiscussionDigestData, locale: Locale = DEFAULT_LOCALE): { mail: MailText } {
  const t = texts[locale];
  const n = d.posts.length + d.more;
  const lines = d.posts.map((p) => t.line(p.author, p.place, excerpt(p.body), `${d.origin}${p.link}`));
  return {
    mail: {
      subject: t.subject(n),
      greeting: common(locale).greeting(d.name),
      paragraphs: [t.intro(n), ...lines, ...(d.more ? [t.more(d.more)] : [])],
      action: { label: t.action, url: `${d.origin}/groups` },
      reason: t.reason,
    },
  };
}
