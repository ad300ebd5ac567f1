import type { Knex } from 'knex';
import {
  DISCUSSION_MESSAGES, DISCUSSION_PAGE_SIZE, type DiscussionPage, type DiscussionPlace, type DiscussionPost,
} from '@afterwork/contracts/discussions';
import type { ScamReason } from '@afterwork/contracts/scam-guard';
import type { CurrentUser } from '@afterwork/contracts/users';
import { apiPaths } from '@afterwork/contracts/paths';
import { POST_PHOTO_MESSAGES } from '@afterwork/contracts/photos';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { assertSignedIn, type Actor } from '../../policies/actor';
import {
  assertMayDeletePost, assertMayEditPost, assertMayModerateDiscussion, assertMayWriteDiscussion, EDIT_WINDOW_MS, editableUntil,
  mayModerateDiscussion, mayReadDiscussion, organisesPlace, type PlaceStanding,
} from '../../policies/discussions';
import { changed } from './changes';
import type { Cursor, DiscussionsRepository, PlaceRef, PostRow } from './repository';

/** A place as the discussions need it: its name, and (an activity's chat) when it stops taking new words. */
export interface FoundPlace {
  name: string;
  /** After this, the place is read-only (an activity's chat, 7 days after the activity ends); none: always open. */
  closesAt?: Date | null;
}

/**
 * What the discussions need of the groups, communities and activities (a port: wired by the composition root): the
 * place (undefined when it does not exist or a moderator hid it) and the reader's standing there (an activity's:
 * their standing in its host group or community).
 */
export interface DiscussionPlaces {
  find(place: PlaceRef): Promise<FoundPlace | undefined>;
  standing(place: PlaceRef, userId: number): Promise<PlaceStanding>;
}

/** What the discussions tell (a port: the notifications module's discussion news). */
export interface DiscussionFacts {
  /** A new first post (an activity's chat: a reply too, `reply: true`): the place's members are told. */
  posted(trx: Knex.Transaction, post: { postId: number; author: { id: number; name: string }; place: PlaceRef & { name: string }; body: string; reply?: boolean }): Promise<number>;
  replied(trx: Knex.Transaction, reply: {
    replyId: number; postId: number; postAuthorId: number; replier: { id: number; name: string }; place: PlaceRef & { name: string }; body: string;
  }): Promise<void>;
  removed(trx: Knex.Transaction, post: { postId: number; authorId: number; place: PlaceRef & { name: string }; reason: string }): Promise<void>;
}

/**
 * The scam guard (a port: the safety module's `createScamGuard`): `screen` throws the 422 nudge for a flagged text
 * the author has not confirmed, and answers the reasons to store; `recordHit` counts a confirmed one.
 */
export interface DiscussionScamGuard {
  screen(text: string, options: { firstMessage?: boolean; confirmed?: boolean }): ScamReason[];
  recordHit(trx: Knex.Transaction, hit: { userId: number; source: 'discussion'; sourceId: number; body: string; reasons: ScamReason[] }): Promise<void>;
}

/** What a member writes: the words, and whether they confirmed them after the scam guard's nudge. */
export interface Written {
  body: string;
  confirmed?: boolean;
}

const NOT_FOUND = { group: 'Group not found', community: 'Community not found', activity: 'Activity not found' } as const;

const NOBODY: PlaceStanding = { member: false, runs: false };
/** Announcements shown above the conversations (the newest). */
export const ANNOUNCEMENTS_SHOWN = 5;

/** The page cursor: base64url of `<last activity ISO>|<id>`; anything else is a 400. */
export const encodeCursor = (c: Cursor): string => Buffer.from(`${c.at}|${c.id}`).toString('base64url');
export function decodeCursor(raw: string | undefined): Cursor | undefined {
  if (raw === undefined || raw === '') return undefined;
  const [at, id] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const n = Number(id);
  if (!at || !/^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(at) || Number.isNaN(Date.parse(at)) || !Number.isSafeInteger(n) || n < 1 || n > 2147483647) {
    throw badRequest(DISCUSSION_MESSAGES.badCursor);
  }
  return { at, id: n };
}

/** Discussions in groups and communities (issue 30, item 1) and activities' chats (item 2). Built once by the composition root. */
export function createDiscussionsService(deps: {
  db: Knex;
  posts: DiscussionsRepository;
  places: DiscussionPlaces;
  facts: DiscussionFacts;
  scam: DiscussionScamGuard;
  now: () => Date;
  editWindowMs?: number;
  pageSize?: number;
  /** Removes a stored photo (the photo store's `delete`, wired by the composition root). */
  removePhotoFile?: (key: string) => Promise<void>;
}) {
  const { db, posts, places, facts, scam, now } = deps;
  /**
   * Removes photos once the change has committed, before the answer (so an answer means the files are gone). A file
   * that cannot be removed stays behind as a stray file; the member's change stands.
   */
  const removeFiles = async (keys: Array<string | null>): Promise<void> => {
    await Promise.all(keys.filter((key): key is string => !!key).map((key) => deps.removePhotoFile?.(key).catch(() => undefined)));
  };
  const windowMs = deps.editWindowMs ?? EDIT_WINDOW_MS;
  const pageSize = deps.pageSize ?? DISCUSSION_PAGE_SIZE;

  async function placeOf(place: PlaceRef): Promise<FoundPlace> {
    const found = await places.find(place);
    if (!found) throw notFound(NOT_FOUND[place.place]);
    return found;
  }

  /** Why nobody may write here any more (an activity's chat a week after it ended), or null. */
  const closedWhy = (found: FoundPlace): string | null => (found.closesAt && now().getTime() > found.closesAt.getTime() ? DISCUSSION_MESSAGES.chatClosed : null);
  /** New words only while the place is open: 409 with the reason after. */
  function assertOpen(found: FoundPlace): void {
    const why = closedWhy(found);
    if (why) throw conflict(why);
  }

  const view = (actor: CurrentUser, row: PostRow, replies: DiscussionPost[] = []): DiscussionPost => {
    const until = editableUntil(actor, row, windowMs);
    return {
      id: row.id,
      author: { id: row.authorId, name: row.authorName },
      body: row.body,
      createdAt: row.createdAt,
      editedAt: row.editedAt,
      thanks: row.thanks,
      thankedByMe: row.thankedByMe,
      mine: row.authorId === actor.id,
      editableUntil: until && until.getTime() > now().getTime() ? until.toISOString() : null,
      pinned: row.pinned,
      kind: row.kind,
      audience: row.audience,
      // The author sees their own words without a warning (they were nudged before sending).
      warning: row.scamReasons.length > 0 && row.authorId !== actor.id,
      warningReasons: row.authorId !== actor.id ? row.scamReasons : [],
      // The file's random name in the address: a new photo is a new address (browsers keep each one for good).
      photo: row.photo ? { url: `${apiPaths.discussionPhoto(row.id)}?v=${row.photo.key.split('/').pop()!.replace(/\.jpg$/, '')}`, alt: row.photo.alt || `A photo shared by ${row.authorName}` } : null,
      replies,
    };
  };

  /** Stores a post or a reply the scam guard let through (flagged ones only when confirmed, counted as a hit). */
  async function store(
    actor: CurrentUser,
    post: { place: PlaceRef; parentId: number | null },
    written: Written,
    then?: (trx: Knex.Transaction, id: number) => Promise<void>,
  ): Promise<number> {
    const reasons = scam.screen(written.body, { confirmed: written.confirmed });
    return db.transaction(async (trx) => {
      const id = await posts.insert(trx, { ...post, authorId: actor.id, body: written.body, scamReasons: reasons });
      await scam.recordHit(trx, { userId: actor.id, source: 'discussion', sourceId: id, body: written.body, reasons });
      await then?.(trx, id);
      return id;
    });
  }

  async function withReplies(actor: CurrentUser, rows: PostRow[]): Promise<DiscussionPost[]> {
    const replies = await posts.replies(rows.map((r) => r.id), actor.id);
    return rows.map((r) => view(actor, r, replies.filter((x) => x.parentId === r.id).map((x) => view(actor, x))));
  }

  /** One post as `actor` may act on it: 404 when gone, in a hidden place, or between members who block each other. */
  async function reachable(actor: CurrentUser, id: number, q: Knex = db, lock = false) {
    const post = await posts.find(id, q, lock);
    if (!post || (post.authorId !== actor.id && (await posts.blocked(actor.id, post.authorId, q)))) throw notFound(DISCUSSION_MESSAGES.notFound);
    const place = await places.find(post.place);
    if (!place) throw notFound(DISCUSSION_MESSAGES.notFound);
    const standing = await places.standing(post.place, actor.id);
    if (!mayReadDiscussion(actor, standing)) throw notFound(DISCUSSION_MESSAGES.notFound);
    return { post, place, standing };
  }

  async function fresh(actor: CurrentUser, id: number): Promise<DiscussionPost> {
    const row = await posts.one(id, actor.id);
    if (!row) throw notFound(DISCUSSION_MESSAGES.notFound);
    const [post] = await withReplies(actor, [row]);
    return post!;
  }

  return {
    /** One post as `actor` sees it (with its replies). */
    show: fresh,

    /** A page of the discussion: the posts for members (and site admins), only the count for everyone else. */
    async page(actor: Actor, kind: DiscussionPlace, placeId: number, before?: string): Promise<DiscussionPage> {
      const place: PlaceRef = { place: kind, id: placeId };
      const found = await placeOf(place);
      const closed = closedWhy(found);
      const cursor = decodeCursor(before);
      const standing = actor ? await places.standing(place, actor.id) : NOBODY;
      const count = await posts.count(place);
      if (!actor || !mayReadDiscussion(actor, standing)) {
        return { member: false, moderator: false, count, pinned: null, announcements: [], posts: [], nextCursor: null, closed };
      }
      const rows = await posts.page(place, actor.id, pageSize, cursor);
      const more = rows.length > pageSize;
      const shown = rows.slice(0, pageSize);
      const pinnedRow = cursor ? undefined : await posts.pinned(place, actor.id);
      const [pinned] = pinnedRow ? await withReplies(actor, [pinnedRow]) : [];
      const announcements = cursor ? [] : (await posts.announcements(place, actor.id, ANNOUNCEMENTS_SHOWN)).map((r) => view(actor, r));
      const last = shown.at(-1);
      return {
        member: standing.member || standing.runs,
        moderator: mayModerateDiscussion(actor, standing),
        organiser: organisesPlace(standing),
        count,
        pinned: pinned ?? null,
        announcements,
        posts: await withReplies(actor, shown.filter((r) => !r.pinned)),
        nextCursor: more && last ? encodeCursor({ at: last.lastActivityAt, id: last.id }) : null,
        closed,
      };
    },

    /** A member starts a conversation. */
    async create(actor: CurrentUser, kind: DiscussionPlace, placeId: number, written: Written): Promise<DiscussionPost> {
      const place: PlaceRef = { place: kind, id: placeId };
      const found = await placeOf(place);
      assertMayWriteDiscussion(await places.standing(place, actor.id));
      assertOpen(found);
      const id = await store(actor, { place, parentId: null }, written, async (trx, postId) => {
        await facts.posted(trx, { postId, author: { id: actor.id, name: actor.name }, place: { ...place, name: found.name }, body: written.body });
        await changed(trx, 'post', { id: postId, place, parentId: null, authorId: actor.id });
      });
      return fresh(actor, id);
    },

    /** A member answers a first post (one level of replies); the conversation comes up the list. */
    async reply(actor: CurrentUser, parentId: number, written: Written): Promise<DiscussionPost> {
      const { post, place, standing } = await reachable(actor, parentId);
      if (post.parentId != null) throw badRequest(DISCUSSION_MESSAGES.replyToReply);
      if (post.kind === 'announcement') throw badRequest(DISCUSSION_MESSAGES.replyToAnnouncement);
      assertMayWriteDiscussion(standing);
      assertOpen(place);
      const id = await store(actor, { place: post.place, parentId }, written, async (trx, replyId) => {
        if (post.authorId !== actor.id) {
          await facts.replied(trx, {
            replyId, postId: parentId, postAuthorId: post.authorId, replier: { id: actor.id, name: actor.name }, place: { ...post.place, name: place.name }, body: written.body,
          });
        }
        // An activity's chat: everyone going hears of replies too ('running late' is often one).
        if (post.place.place === 'activity') {
          await facts.posted(trx, { postId: replyId, author: { id: actor.id, name: actor.name }, place: { ...post.place, name: place.name }, body: written.body, reply: true });
        }
        await changed(trx, 'reply', { id: replyId, place: post.place, parentId, authorId: actor.id });
      });
      return fresh(actor, id);
    },

    /** The author changes their words in the first minutes ('edited' shows). */
    async edit(actor: CurrentUser, id: number, written: Written): Promise<DiscussionPost> {
      await db.transaction(async (trx) => {
        const { post, place } = await reachable(actor, id, trx, true);
        assertMayEditPost(actor, post, now(), windowMs);
        assertOpen(place);
        const reasons = scam.screen(written.body, { confirmed: written.confirmed });
        await posts.updateBody(trx, id, written.body, reasons);
        // A post that turns into a flagged one counts as a hit (changing a flagged post again does not count twice).
        if (reasons.length && !post.scamReasons.length) await scam.recordHit(trx, { userId: actor.id, source: 'discussion', sourceId: id, body: written.body, reasons });
        await changed(trx, 'edit', post);
      });
      return fresh(actor, id);
    },

    /** The author deletes their own post (and its replies) any time. */
    async delete(actor: CurrentUser, id: number): Promise<void> {
      const photos = await db.transaction(async (trx) => {
        const { post } = await reachable(actor, id, trx, true);
        assertMayDeletePost(actor, post);
        const keys = await posts.delete(trx, id);
        await changed(trx, 'delete', post);
        return keys;
      });
      // Its photos (and its replies') go with it, once the post is gone for sure.
      await removeFiles(photos);
    },

    /**
     * The author may put a photo on their post now (the edit window, the place open): checked before the upload is
     * processed, and again when it is set.
     */
    async assertMayChangePhoto(actor: CurrentUser, id: number): Promise<void> {
      const { post, place } = await reachable(actor, id);
      if (post.authorId !== actor.id) throw forbidden(POST_PHOTO_MESSAGES.onlyAuthor);
      assertMayEditPost(actor, post, now(), windowMs);
      assertOpen(place);
    },

    /**
     * Puts a photo (already checked, resized and stored under `photo.key`) on the author's post, replacing any other,
     * or takes it off (null). The replaced file is removed after the change commits. Answers the post.
     */
    async setPhoto(actor: CurrentUser, id: number, photo: { key: string; alt: string } | null): Promise<DiscussionPost> {
      const old = await db.transaction(async (trx) => {
        const { post, place } = await reachable(actor, id, trx, true);
        if (post.authorId !== actor.id) throw forbidden(POST_PHOTO_MESSAGES.onlyAuthor);
        // Taking one's photo off is like deleting: any time. Putting one on is like editing: in the window.
        if (photo) {
          assertMayEditPost(actor, post, now(), windowMs);
          assertOpen(place);
        } else if (!post.photo) throw notFound(POST_PHOTO_MESSAGES.notFound);
        const before = await posts.setPhoto(trx, id, photo);
        await changed(trx, 'edit', post);
        return before;
      });
      await removeFiles([old]);
      return fresh(actor, id);
    },

    /** The store's key of the post's photo, for a reader of the post (404 for anyone else, or when it has none). */
    async photoKey(actor: CurrentUser, id: number): Promise<string> {
      const { post } = await reachable(actor, id);
      if (!post.photo) throw notFound(POST_PHOTO_MESSAGES.notFound);
      return post.photo.key;
    },

    /** 'Thank you', once per member (not for one's own post); answers the count. */
    async thank(actor: CurrentUser, id: number, on: boolean): Promise<{ thanks: number; thankedByMe: boolean }> {
      const { post, place, standing } = await reachable(actor, id);
      assertMayWriteDiscussion(standing);
      assertOpen(place);
      if (on && post.authorId === actor.id) throw badRequest(DISCUSSION_MESSAGES.thankOwn);
      if (on) await posts.thank(id, actor.id);
      else await posts.unthank(id, actor.id);
      return { thanks: await posts.thanks(id), thankedByMe: on };
    },

    /** Those who run the place pin one first post (the place's other pin goes). */
    async pin(actor: CurrentUser, id: number, on: boolean): Promise<{ pinned: boolean }> {
      await db.transaction(async (trx) => {
        const { post, standing } = await reachable(actor, id, trx, true);
        assertMayModerateDiscussion(actor, standing);
        if (post.parentId != null) throw badRequest(DISCUSSION_MESSAGES.pinReply);
        if (post.kind === 'announcement') throw badRequest(DISCUSSION_MESSAGES.pinAnnouncement);
        if (on) await posts.pin(trx, post);
        else await posts.unpin(trx, id);
        await changed(trx, on ? 'pin' : 'unpin', post);
      });
      return { pinned: on };
    },

    /** Those who run the place remove any post there with a reason; the author is told it (a notice). */
    async remove(actor: CurrentUser, id: number, reason: string): Promise<void> {
      assertSignedIn(actor);
      await db.transaction(async (trx) => {
        const post = await posts.find(id, trx, true);
        if (!post) throw notFound(DISCUSSION_MESSAGES.notFound);
        const place = await places.find(post.place);
        if (!place) throw notFound(DISCUSSION_MESSAGES.notFound);
        const standing = await places.standing(post.place, actor.id);
        if (!mayReadDiscussion(actor, standing)) throw notFound(DISCUSSION_MESSAGES.notFound);
        assertMayModerateDiscussion(actor, standing);
        await posts.remove(trx, id, actor.id, reason);
        if (post.authorId !== actor.id) await facts.removed(trx, { postId: id, authorId: post.authorId, place: { ...post.place, name: place.name }, reason });
        await changed(trx, 'remove', post);
      });
    },
  };
}
export type DiscussionsService = ReturnType<typeof createDiscussionsService>;
