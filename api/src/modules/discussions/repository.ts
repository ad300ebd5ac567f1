import type { Knex } from 'knex';
import type { DiscussionPlace } from '@afterwork/contracts/discussions';
import { iso } from '../../db';
import { blockedEitherWay } from '../../db/member-blocks';

/** Where a post is: its group or its community. */
export interface PlaceRef {
  place: DiscussionPlace;
  id: number;
}

/** A post's row as the service needs it. */
export interface PostRow {
  id: number;
  place: PlaceRef;
  parentId: number | null;
  authorId: number;
  authorName: string;
  body: string;
  createdAt: string;
  editedAt: string | null;
  pinned: boolean;
  thanks: number;
  thankedByMe: boolean;
}

/** Where the keyset page starts: after (last activity, id), newest first. */
export interface Cursor {
  at: string;
  id: number;
}

type Row = {
  id: number; group_id: number | null; community_id: number | null; parent_id: number | null; author_id: number; author_name: string;
  body: string; created_at: Date; edited_at: Date | null; pinned_at: Date | null; last_activity_at: Date; thanks: string | number; thanked: boolean;
};

const column = (place: DiscussionPlace) => (place === 'group' ? 'p.group_id' : 'p.community_id');

const toPost = (r: Row): PostRow & { lastActivityAt: string } => ({
  id: r.id,
  place: r.group_id != null ? { place: 'group', id: r.group_id } : { place: 'community', id: r.community_id! },
  parentId: r.parent_id,
  authorId: r.author_id,
  authorName: r.author_name,
  body: r.body,
  createdAt: iso(r.created_at)!,
  editedAt: iso(r.edited_at),
  pinned: r.pinned_at != null,
  thanks: Number(r.thanks),
  thankedByMe: !!r.thanked,
  lastActivityAt: iso(r.last_activity_at)!,
});

/** SQL of discussions. Functions taking `q` run on the caller's transaction. */
export function createDiscussionsRepository(db: Knex) {
  /** Posts that are not removed, whose author the reader does not block nor is blocked by, with their thanks. */
  function visible(q: Knex, readerId: number) {
    return q('discussion_posts as p')
      .join('users as u', 'u.id', 'p.author_id')
      .whereNull('p.removed_at')
      .whereNot(blockedEitherWay(q, readerId, 'p.author_id'))
      .select(
        'p.id', 'p.group_id', 'p.community_id', 'p.parent_id', 'p.author_id', 'u.name as author_name', 'p.body', 'p.created_at', 'p.edited_at',
        'p.pinned_at', 'p.last_activity_at',
        q.raw('(select count(*) from discussion_thanks t where t.post_id = p.id) as thanks'),
        q.raw('exists (select 1 from discussion_thanks t where t.post_id = p.id and t.user_id = ?) as thanked', [readerId]),
      );
  }

  return {
    /** How many first posts the place's discussion has (what a visitor is shown). */
    async count(place: PlaceRef): Promise<number> {
      const row = (await db('discussion_posts as p').where(column(place.place), place.id).whereNull('p.parent_id').whereNull('p.removed_at').count<{ n: string }[]>('* as n'))[0];
      return Number(row?.n ?? 0);
    },

    /** A page of first posts, newest activity first, after `cursor`; `limit + 1` rows tell whether there is more. */
    async page(place: PlaceRef, readerId: number, limit: number, cursor?: Cursor): Promise<Array<PostRow & { lastActivityAt: string }>> {
      const q = visible(db, readerId).where(column(place.place), place.id).whereNull('p.parent_id');
      if (cursor) void q.whereRaw('(p.last_activity_at, p.id) < (?::timestamptz, ?)', [cursor.at, cursor.id]);
      const rows = (await q.orderBy([{ column: 'p.last_activity_at', order: 'desc' }, { column: 'p.id', order: 'desc' }]).limit(limit + 1)) as Row[];
      return rows.map(toPost);
    },

    /** The place's pinned post, as the reader may see it. */
    async pinned(place: PlaceRef, readerId: number): Promise<PostRow | undefined> {
      const row = (await visible(db, readerId).where(column(place.place), place.id).whereNotNull('p.pinned_at').first()) as Row | undefined;
      return row ? toPost(row) : undefined;
    },

    /** The replies to these posts that the reader may see, oldest first. */
    async replies(parentIds: number[], readerId: number): Promise<PostRow[]> {
      if (!parentIds.length) return [];
      const rows = (await visible(db, readerId).whereIn('p.parent_id', parentIds).orderBy([{ column: 'p.created_at' }, { column: 'p.id' }])) as Row[];
      return rows.map(toPost);
    },

    /** One post as the reader sees it (with its thanks). */
    async one(id: number, readerId: number): Promise<PostRow | undefined> {
      const row = (await visible(db, readerId).where('p.id', id).first()) as Row | undefined;
      return row ? toPost(row) : undefined;
    },

    /** One post that is not removed (whoever asks), locked when `q` is a transaction that asks for it. */
    async find(id: number, q: Knex = db, lock = false): Promise<PostRow | undefined> {
      const query = q('discussion_posts as p')
        .join('users as u', 'u.id', 'p.author_id')
        .where('p.id', id)
        .whereNull('p.removed_at')
        .select('p.*', 'u.name as author_name', q.raw('0 as thanks'), q.raw('false as thanked'))
        .first();
      if (lock) void query.forUpdate('p');
      const row = (await query) as Row | undefined;
      return row ? toPost(row) : undefined;
    },

    /** True when the two members block each other, either way. */
    blocked: async (a: number, b: number, q: Knex = db): Promise<boolean> =>
      !!(await q('member_blocks').where({ blocker_id: a, blocked_id: b }).orWhere({ blocker_id: b, blocked_id: a }).first('blocker_id')),

    /** A new post (a first post, or a reply that brings its first post up the list). Answers its id. */
    async insert(trx: Knex.Transaction, post: { place: PlaceRef; parentId: number | null; authorId: number; body: string }): Promise<number> {
      const [row] = (await trx('discussion_posts')
        .insert({
          group_id: post.place.place === 'group' ? post.place.id : null,
          community_id: post.place.place === 'community' ? post.place.id : null,
          parent_id: post.parentId,
          author_id: post.authorId,
          body: post.body,
        })
        .returning(['id', 'created_at'])) as Array<{ id: number; created_at: Date }>;
      if (post.parentId != null) await trx('discussion_posts').where({ id: post.parentId }).update({ last_activity_at: row!.created_at }).returning('id');
      return row!.id;
    },

    updateBody: async (trx: Knex.Transaction, id: number, body: string): Promise<void> => {
      await trx('discussion_posts').where({ id }).update({ body, edited_at: trx.fn.now() }).returning('id');
    },

    /** Deletes the post (its replies and thanks go with it). */
    delete: async (trx: Knex.Transaction, id: number): Promise<void> => {
      await trx('discussion_posts').where({ id }).delete().returning('id');
    },

    /** Takes the post (and its replies) out of every list, keeping who did it and why. */
    remove: async (trx: Knex.Transaction, id: number, by: number, reason: string): Promise<void> => {
      await trx('discussion_posts')
        .where({ id })
        .orWhere({ parent_id: id })
        .update({ removed_at: trx.fn.now(), removed_by: by, removal_reason: reason, pinned_at: null })
        .returning('id');
    },

    /** Pins the post, unpinning the place's other one (one pin per place). */
    async pin(trx: Knex.Transaction, post: PostRow): Promise<void> {
      await trx('discussion_posts').where(column(post.place.place).slice(2), post.place.id).whereNotNull('pinned_at').update({ pinned_at: null }).returning('id');
      await trx('discussion_posts').where({ id: post.id }).update({ pinned_at: trx.fn.now() }).returning('id');
    },

    unpin: async (trx: Knex.Transaction, id: number): Promise<void> => {
      await trx('discussion_posts').where({ id }).update({ pinned_at: null }).returning('id');
    },

    /** Thanks once per member (nothing when already thanked). */
    thank: async (postId: number, userId: number): Promise<void> => {
      await db('discussion_thanks').insert({ post_id: postId, user_id: userId }).onConflict(['post_id', 'user_id']).ignore();
    },
    unthank: async (postId: number, userId: number): Promise<void> => {
      await db('discussion_thanks').where({ post_id: postId, user_id: userId }).delete().returning('post_id');
    },
    thanks: async (postId: number): Promise<number> =>
      Number(((await db('discussion_thanks').where({ post_id: postId }).count<{ n: string }[]>('* as n'))[0])?.n ?? 0),
  };
}
export type DiscussionsRepository = ReturnType<typeof createDiscussionsRepository>;
