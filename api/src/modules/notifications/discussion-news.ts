import type { Knex } from 'knex';
import type { Notifier } from './notify';

/** The kind of the notice an author gets when their post is removed (always on: no switch in Settings). */
export const DISCUSSION_REMOVAL_KIND = 'discussion-removal';

/** A removed post, as its author is told of it. */
export interface RemovedPost {
  postId: number;
  authorId: number;
  place: { place: 'group' | 'community'; id: number; name: string };
  reason: string;
}

/** Built once by the composition root, with the notifier: the discussions' news (issue 30). */
export function createDiscussionNews(deps: { notifier: Notifier }) {
  const { news, tell } = deps.notifier;
  return {
    /** A group admin or community lead removed a post (in the removing transaction): its author is told why, in the site. */
    async removed(trx: Knex.Transaction, post: RemovedPost): Promise<void> {
      const people = await news.recipients(trx, DISCUSSION_REMOVAL_KIND, news.member(trx, post.authorId));
      const where = post.place.place === 'group' ? 'group' : 'community';
      const link = post.place.place === 'group' ? `/groups/${post.place.id}` : `/communities/${post.place.id}`;
      await tell(trx, DISCUSSION_REMOVAL_KIND, people, () => ({
        key: `discussion-removed:${post.postId}`,
        notice: {
          title: `Your post in ${post.place.name} was removed`,
          body: `A ${where === 'group' ? 'group admin' : 'community lead'} removed your post. The reason they gave: ${post.reason}`,
          link,
        },
      }));
    },
  };
}
export type DiscussionNews = ReturnType<typeof createDiscussionNews>;
