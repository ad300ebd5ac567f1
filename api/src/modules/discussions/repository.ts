import type { Knex } from 'knex';
import type { DiscussionPlace, DiscussionPostKind } from '@afterwork/contracts/discussions';
import type { ScamReason } from '@afterwork/contracts/scam-guard';
import { iso, jsonb } from '../../db';
import { blockedEitherWay } from '../../db/member-blocks';

/** Where a post is: its group, its community or its activity. */
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
  kind: DiscussionPostKind;
  audience: { label: string; count: number } | null;
  /** The scam guard's reasons when the author sent it anyway (empty: not flagged). */
  scamReasons: ScamReason[];
  /** Its photo: the store's key and the words that describe it. */
  photo: { key: string; alt: string } | null;
}

/** An activity an announcement may be sent about: the place's own, not hidden. */
export interface AnnouncedActivity {
  id: number;
  title: string;
  startDate: Date;
  timeZone: string;
  seriesId: number | null;
}

/** Where the keyset page starts: after (last activity, id), newest first. */
export interface Cursor {
  at: string;
  id: number;
}

type Row = {
  id: number; group_id: number | null; community_id: number | null; activity_id: number | null; parent_id: number | null; author_id: number; author_name: string;
  body: string; created_at: Date; edited_at: Date | null; pinned_at: Date | null; last_activity_at: Date; thanks: string | number; thanked: boolean;
  kind: DiscussionPostKind; audience_label: string | null; audience_count: number | null; scam_reasons: ScamReason[] | string | null;
  photo_key: string | null; photo_alt: string | null;
};

const reasonsOf = (v: Row['scam_reasons']): ScamReason[] => (v == null ? [] : typeof v === 'string' ? (JSON.parse(v) as ScamReason[]) : v);

const COLUMNS = { group: 'group_id', community: 'community_id', activity: 'activity_id' } as const;
const column = (place: DiscussionPlace) => `p.${COLUMNS[place]}`;
const placeOfRow = (r: Row): PlaceRef =>
  r.group_id != null ? { place: 'group', id: r.group_id } : r.community_id != null ? { place: 'community', id: r.community_id } : { place: 'activity', id: r.activity_id! };

const toPost = (r: Row): PostRow & { lastActivityAt: string } => ({
  id: r.id,
  place: placeOfRow(r),
  parentId: r.parent_id,
  authorId: r.author_id,
  authorName: r.author_name,
  body: r.body,
  createdAt: iso(r.created_at)!,
  editedAt: iso(r.edited_at),
  pinned: r.pinned_at != null,
  thanks: Number(r.thanks),
  thankedByMe: !!r.thanked,
  kind: r.kind ?? 'post',
  audience: r.audience_label != null ? { label: r.audience_label, count: r.audience_count ?? 0 } : null,
  scamReasons: reasonsOf(r.scam_reasons),
  photo: r.photo_key ? { key: r.photo_key, alt: r.photo_alt ?? '' } : null,
  lastActivityAt: iso(r.last_activity_at)!,
});

/** SQL of discussions. Functions taking `q` run on the caller's transaction. */
export function createDiscussionsRepository(db: Knex) {
  /**
   * Posts that are not removed, whose author the reader does not block nor is blocked by, with their thanks. An
   * announcement shows across a block (it reached the member by mail too: docs/architecture.md, 'Announcements').
   */
  function visible(q: Knex, readerId: number) {
    return q('discussion_posts as p')
      .join('users as u', 'u.id', 'p.author_id')
      .whereNull('p.removed_at')
      .where((w) => void w.where('p.kind', 'announcement').orWhereNot(blockedEitherWay(q, readerId, 'p.author_id')))
      .select(
        'p.id', 'p.group_id', 'p.community_id', 'p.activity_id', 'p.parent_id', 'p.author_id', 'u.name as author_name', 'p.body', 'p.created_at', 'p.edited_at',
        'p.pinned_at', 'p.last_activity_at', 'p.kind', 'p.audience_label', 'p.audience_count', 'p.scam_reasons', 'p.photo_key', 'p.photo_alt',
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
      const q = visible(db, readerId).where(column(place.place), place.id).whereNull('p.parent_id').where('p.kind', 'post');
      if (cursor) void q.whereRaw('(p.last_activity_at, p.id) < (?::timestamptz, ?)', [cursor.at, cursor.id]);
      const rows = (await q.orderBy([{ column: 'p.last_activity_at', order: 'desc' }, { column: 'p.id', order: 'desc' }]).limit(limit + 1)) as Row[];
      return rows.map(toPost);
    },

    /** The place's latest announcements (newest first, at most `limit`), as the reader may see them. */
    async announcements(place: PlaceRef, readerId: number, limit: number): Promise<PostRow[]> {
      const rows = (await visible(db, readerId).where(column(place.place), place.id).where('p.kind', 'announcement')
        .orderBy([{ column: 'p.created_at', order: 'desc' }, { column: 'p.id', order: 'desc' }]).limit(limit)) as Row[];
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
    async insert(
      trx: Knex.Transaction,
      post: { place: PlaceRef; parentId: number | null; authorId: number; body: string; scamReasons?: ScamReason[]; announcement?: { label: string; count: number } },
    ): Promise<number> {
      const [row] = (await trx('discussion_posts')
        .insert({
          group_id: post.place.place === 'group' ? post.place.id : null,
          community_id: post.place.place === 'community' ? post.place.id : null,
          activity_id: post.place.place === 'activity' ? post.place.id : null,
          parent_id: post.parentId,
          author_id: post.authorId,
          body: post.body,
          scam_reasons: post.scamReasons?.length ? jsonb(post.scamReasons) : null,
          ...(post.announcement ? { kind: 'announcement', audience_label: post.announcement.label, audience_count: post.announcement.count } : {}),
        })
        .returning(['id', 'created_at'])) as Array<{ id: number; created_at: Date }>;
      if (post.parentId != null) await trx('discussion_posts').where({ id: post.parentId }).update({ last_activity_at: row!.created_at }).returning('id');
      return row!.id;
    },

    updateBody: async (trx: Knex.Transaction, id: number, body: string, scamReasons: ScamReason[] = []): Promise<void> => {
      await trx('discussion_posts').where({ id }).update({ body, edited_at: trx.fn.now(), scam_reasons: scamReasons.length ? jsonb(scamReasons) : null }).returning('id');
    },

    /** One of the place's activities (not hidden), for an announcement to those going. */
    async activityOf(place: PlaceRef, activityId: number): Promise<AnnouncedActivity | undefined> {
      const row = (await db('activities as a').where('a.id', activityId).where(`a.${place.place}_id`, place.id).whereNull('a.hidden_at')
        .first('a.id', 'a.title', 'a.start_date', 'a.time_zone', 'a.series_id')) as
        | { id: number; title: string; start_date: Date; time_zone: string; series_id: number | null }
        | undefined;
      return row ? { id: row.id, title: row.title, startDate: new Date(row.start_date), timeZone: row.time_zone, seriesId: row.series_id } : undefined;
    },

    /**
     * Who an announcement reaches, but its sender: the place's members, or the members going to these activities
     * (or to any date of this series from `from` on). Blocks do not narrow it (docs/architecture.md, 'Announcements').
     */
    audience(q: Knex, place: PlaceRef, senderId: number, scope: { activityIds?: number[]; seriesId?: number; from?: Date }): Knex.QueryBuilder {
      if (!scope.activityIds && scope.seriesId === undefined) {
        const table = place.place === 'group' ? 'group_members' : 'community_members';
        return q(table).where(`${place.place}_id`, place.id).andWhereNot('user_id', senderId).select('user_id', q.raw('null::int as about'));
      }
      const going = q('activity_attendees as aa').join('activities as a', 'a.id', 'aa.activity_id').where('aa.status', 'going').andWhereNot('aa.user_id', senderId);
      if (scope.activityIds) void going.whereIn('aa.activity_id', scope.activityIds);
      else void going.where('a.series_id', scope.seriesId!).andWhere('a.start_date', '>=', scope.from!);
      return going.groupBy('aa.user_id').select('aa.user_id as user_id', q.raw('null::int as about'));
    },

    /** How many members an audience query names. */
    async countAudience(q: Knex, audience: Knex.QueryBuilder): Promise<number> {
      const row = (await q.from(audience.as('a')).count<{ n: string }[]>('* as n'))[0];
      return Number(row?.n ?? 0);
    },

    /** Deletes the post (its replies and thanks go with it); answers the keys of their photos, to remove after. */
    delete: async (trx: Knex.Transaction, id: number): Promise<string[]> => {
      const photos = (await trx('discussion_posts').where({ id }).orWhere({ parent_id: id }).whereNotNull('photo_key').pluck('photo_key')) as string[];
      await trx('discussion_posts').where({ id }).delete().returning('id');
      return photos;
    },

    /** Sets (or, with null, takes off) the post's photo; answers the key of the one it replaced. */
    setPhoto: async (trx: Knex.Transaction, id: number, photo: { key: string; alt: string } | null): Promise<string | null> => {
      const before = (await trx('discussion_posts').where({ id }).first('photo_key')) as { photo_key: string | null } | undefined;
      await trx('discussion_posts').where({ id }).update({ photo_key: photo?.key ?? null, photo_alt: photo?.alt ?? null }).returning('id');
      return before?.photo_key ?? null;
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
      await trx('discussion_posts').where(COLUMNS[post.place.place], post.place.id).whereNotNull('pinned_at').update({ pinned_at: null }).returning('id');
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
