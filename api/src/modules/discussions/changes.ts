import type { Knex } from 'knex';
import type { DiscussionChange } from '@afterwork/contracts/realtime';
import { publish } from '../realtime/public';
import type { PlaceRef } from './repository';

/**
 * Tells the place's open pages that a post changed (issue 30 item 6), in the changing transaction, as its last step:
 * ids only, to whoever may read the place when it is delivered, never to members who block the author or whom the
 * author blocks.
 */
export const changed = (trx: Knex.Transaction, change: DiscussionChange, post: { id: number; place: PlaceRef; parentId: number | null; authorId: number }) =>
  publish(trx, {
    kind: 'discussion',
    audience: { place: post.place.place, id: post.place.id },
    actorId: post.authorId,
    data: { change, place: post.place.place, placeId: post.place.id, postId: post.id, parentId: post.parentId },
  });
