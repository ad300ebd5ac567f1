import type { Knex } from 'knex';
import type { ReplyThread } from '../mail/public';
import type { Notifier } from './notify';
import { discussionPost } from './templates/discussion-post';
import { discussionReply } from './templates/discussion-reply';
import { announcement } from './templates/announcement';

/** The kind of an announcement's notice and mail (sent at once, never held for a digest; switchable in Settings). */
export const ANNOUNCEMENT_KIND = 'announcement';

/** An organiser's announcement, as its audience is told of it (the discussions module's `Announcement`). */
export interface AnnouncedPost {
  postId: number;
  place: { place: 'group' | 'community'; id: number; name: string };
  sender: { id: number; name: string };
  body: string;
  audienceLabel: string;
  /** The audience: a query of `user_id` (and `about`), run in the sending transaction. */
  audience: Knex.QueryBuilder;
}

/** The kind of the notice an author gets when their post is removed (always on: no switch in Settings). */
export const DISCUSSION_REMOVAL_KIND = 'discussion-removal';

/** The kind of the notice members going to an activity get of a new message in its chat (issue 30, item 2). */
export const ACTIVITY_CHAT_KIND = 'activity-chat';

/** A removed post, as its author is told of it. */
export interface RemovedPost {
  postId: number;
  authorId: number;
  place: Place;
  reason: string;
}

/** The kind of the notice and mail an author gets when somebody replies to their post (a switch in Settings). */
export const DISCUSSION_REPLY_KIND = 'discussion-reply';

type Place = { place: 'group' | 'community'; id: number; name: string } | { place: 'activity'; id: number; name: string };

/** The kind of the notices (and, when chosen, mails) of new posts in the member's groups and communities. */
export const DISCUSSION_POST_KIND = 'discussion-post';

/** A new first post, as the place's other members are told of it. */
export interface NewPost {
  postId: number;
  author: { id: number; name: string };
  place: Place;
  body: string;
  /** A reply in an activity's chat: the members going are told of replies too. */
  reply?: boolean;
}

/** A reply to a member's post, as its author is told of it. */
export interface PostReply {
  replyId: number;
  postId: number;
  postAuthorId: number;
  replier: { id: number; name: string };
  place: Place;
  body: string;
}

/** Where a post is read: its place's page, at the post. */
export const postLink = (place: Omit<Place, 'name'>, postId: number): string =>
  place.place === 'activity' ? `/activities/${place.id}#chat` : `${place.place === 'group' ? '/groups' : '/communities'}/${place.id}?tab=discussion#post-${postId}`;

/** A discussion's page, as the notices' links name it (before '?' and '#'). */
export const discussionPath = (place: Omit<Place, 'name'>): string => `${PLACE_LINK[place.place]}/${place.id}`;

/** The notices about a discussion, which opening it marks read (the removal of one's own post is one too). */
export const DISCUSSION_NOTICE_KINDS = [DISCUSSION_POST_KIND, DISCUSSION_REPLY_KIND, ANNOUNCEMENT_KIND, ACTIVITY_CHAT_KIND, DISCUSSION_REMOVAL_KIND] as const;

const PLACE_LINK = { group: '/groups', community: '/communities', activity: '/activities' } as const;
const WHO_REMOVES = { group: 'group admin', community: 'community lead', activity: 'group admin or community lead' } as const;

/**
 * Built once by the composition root, with the notifier: the discussions' news (issue 30). `replyAddress` makes the
 * Reply-To of a mail about a conversation, so the member can answer it from their mail program (reply by email).
 */
export function createDiscussionNews(deps: { notifier: Notifier; origin: string; replyAddress: (thread: ReplyThread) => string }) {
  const { news, tell } = deps.notifier;

  /**
   * A new message in an activity's 'Questions and chat' (item 2): the members going to it are told in the site (not
   * by mail: a chat can be busy), all but its author.
   */
  async function activityChat(trx: Knex.Transaction, p: NewPost): Promise<number> {
    const people = await news.recipients(trx, ACTIVITY_CHAT_KIND, news.going(trx, [p.place.id]));
    return tell(trx, ACTIVITY_CHAT_KIND, people, (r) =>
      r.userId === p.author.id
        ? undefined
        : {
            key: `activity-chat:${p.postId}`,
            notice: {
              title: `New ${p.reply ? 'reply' : 'message'} about ${p.place.name}`,
              body: `${p.author.name} wrote in 'Questions and chat' of ${p.place.name}, an activity you are going to.`,
              link: postLink(p.place, p.postId),
            },
          },
    );
  }

  return {
    /**
     * A member started a conversation (in the posting transaction): the place's other members are told as their
     * 'discussion-post' preferences say (in the site by default; by mail, with a reply address, if they chose it),
     * but not those who block the author or are blocked by them. In batches. Answers how many were told.
     */
    async posted(trx: Knex.Transaction, p: NewPost): Promise<number> {
      if (p.place.place === 'activity') return activityChat(trx, p);
      const people = await news.recipients(trx, DISCUSSION_POST_KIND, news.placeMembersBut(trx, p.place, p.author.id, p.postId), { unlessDigest: 'discussion-digest' });
      const link = postLink(p.place, p.postId);
      return tell(trx, DISCUSSION_POST_KIND, people, (r) => {
        const { notice, mail } = discussionPost({ name: r.name, author: p.author.name, place: p.place.name, body: p.body, link, origin: deps.origin });
        return {
          key: `discussion-post:${p.postId}`,
          notice: { ...notice, link },
          mail: { ...mail, replyTo: deps.replyAddress({ kind: 'post', threadId: p.postId, memberId: r.userId! }) },
        };
      });
    },

    /** Somebody replied to a member's post (in the replying transaction): the author is told, and may answer by mail. */
    async replied(trx: Knex.Transaction, r: PostReply): Promise<void> {
      const people = await news.recipients(trx, DISCUSSION_REPLY_KIND, news.member(trx, r.postAuthorId));
      const link = postLink(r.place, r.postId);
      await tell(trx, DISCUSSION_REPLY_KIND, people, (p) => {
        const { notice, mail } = discussionReply({ name: p.name, replier: r.replier.name, place: r.place.name, body: r.body, link, origin: deps.origin });
        return {
          key: `discussion-reply:${r.replyId}`,
          notice: { ...notice, link },
          mail: { ...mail, replyTo: deps.replyAddress({ kind: 'post', threadId: r.postId, memberId: p.userId! }) },
        };
      });
    },

    /** An organiser sent an announcement (in the sending transaction): each member of its audience is told at once. */
    async announced(trx: Knex.Transaction, a: AnnouncedPost): Promise<void> {
      const people = await news.recipients(trx, ANNOUNCEMENT_KIND, a.audience);
      const path = postLink(a.place, a.postId);
      await tell(trx, ANNOUNCEMENT_KIND, people, (r) => {
        const words = announcement({
          placeName: a.place.name, place: a.place.place, path, sender: a.sender.name, body: a.body, audienceLabel: a.audienceLabel, name: r.name, origin: deps.origin,
        });
        return { key: `announcement:${a.postId}`, notice: { ...words.notice, link: path }, mail: words.mail };
      });
    },

    /** A group admin or community lead removed a post (in the removing transaction): its author is told why, in the site. */
    async removed(trx: Knex.Transaction, post: RemovedPost): Promise<void> {
      const people = await news.recipients(trx, DISCUSSION_REMOVAL_KIND, news.member(trx, post.authorId));
      const link = `${PLACE_LINK[post.place.place]}/${post.place.id}`;
      await tell(trx, DISCUSSION_REMOVAL_KIND, people, () => ({
        key: `discussion-removed:${post.postId}`,
        notice: {
          title: `Your post in ${post.place.name} was removed`,
          body: `A ${WHO_REMOVES[post.place.place]} removed your post. The reason they gave: ${post.reason}`,
          link,
        },
      }));
    },
  };
}
export type DiscussionNews = ReturnType<typeof createDiscussionNews>;
