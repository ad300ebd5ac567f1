import type { Knex } from 'knex';
import type { RealtimeValue } from '@afterwork/contracts/realtime';

/** The channel every instance's listener LISTENs on; the payload is the new event's id (a wake-up, nothing more). */
export const REALTIME_CHANNEL = 'afterwork_realtime';

/**
 * Held by a publisher from its insert until its transaction ends: event ids are then committed in id order, so a
 * reader that has seen id n has seen every event below n that will ever exist (no late commit fills a gap behind it).
 * Any 64-bit number of our own (the migrations' lock is db/index.ts's).
 */
const PUBLISH_LOCK = 4_171_646_016_030;

/** A place whose readers are decided by its own rules (a group's, a community's or an activity's discussion). */
export type PlaceKind = 'group' | 'community' | 'activity';
export interface PlaceAudience {
  place: PlaceKind;
  id: number;
}

/** Who may receive an event: these members, or whoever may read the place at delivery time. */
export type Audience = { members: number[] } | PlaceAudience;

/** What a module publishes: its kind, its audience, the member it is about (blocks), and ids for the page. */
export interface NewEvent {
  kind: string;
  audience: Audience;
  /** The member whose content it is (the post's author): members who block them, or whom they block, get nothing. */
  actorId?: number | null;
  data?: Record<string, RealtimeValue>;
}

/** An event as the log keeps it. */
export interface StoredEvent {
  id: number;
  kind: string;
  members: number[] | null;
  place: PlaceAudience | null;
  actorId: number | null;
  data: Record<string, RealtimeValue>;
}

type Row = {
  id: number | string; kind: string; audience_members: number[] | null; audience_place: string | null; audience_place_id: number | null;
  actor_id: number | null; payload: Record<string, RealtimeValue>;
};
const COLUMNS = 'id, kind, audience_members, audience_place, audience_place_id, actor_id, payload';

const toEvent = (r: Row): StoredEvent => ({
  id: Number(r.id),
  kind: r.kind,
  members: r.audience_members,
  place: r.audience_place ? { place: r.audience_place as PlaceKind, id: r.audience_place_id! } : null,
  actorId: r.actor_id,
  data: r.payload ?? {},
});

async function insertAndNotify(trx: Knex.Transaction, event: NewEvent): Promise<number> {
  await trx.raw('select pg_advisory_xact_lock(?)', [PUBLISH_LOCK]);
  const a = event.audience;
  const members = 'members' in a ? [...new Set(a.members)] : null;
  const { rows } = (await trx.raw(
    `with e as (
       insert into realtime_events (kind, audience_members, audience_place, audience_place_id, actor_id, payload)
       values (?, ?::int[], ?, ?, ?, ?::jsonb) returning id)
     select e.id, pg_notify(?, e.id::text) from e`,
    [event.kind, members, 'place' in a ? a.place : null, 'place' in a ? a.id : null, event.actorId ?? null, JSON.stringify(event.data ?? {}), REALTIME_CHANNEL],
  )) as { rows: Array<{ id: number | string }> };
  return Number(rows[0]!.id);
}

/**
 * Publishes `event` in the caller's transaction (its readers hear of it when that commits, never if it rolls back);
 * given the pool instead, in a transaction of its own. Call it LAST in a transaction: the publish lock is held from
 * here to the commit, and every publisher on the site waits for it. An event to nobody (no members) is not written.
 * Answers the event's id (0 when not written).
 */
export async function publish(q: Knex | Knex.Transaction, event: NewEvent): Promise<number> {
  if ('members' in event.audience && event.audience.members.length === 0) return 0;
  if ((q as Knex.Transaction).isTransaction) return insertAndNotify(q as Knex.Transaction, event);
  return (q as Knex).transaction((trx) => insertAndNotify(trx, event));
}

/** SQL of the live updates' log (the listener's and the streams' reads, the pruning). */
export function createRealtimeRepository(db: Knex) {
  return {
    /** The newest id (0 when the log is empty): where a listener or a stream without Last-Event-ID starts. */
    async lastId(): Promise<number> {
      const { rows } = (await db.raw('select coalesce(max(id), 0) as id from realtime_events')) as { rows: Array<{ id: number | string }> };
      return Number(rows[0]!.id);
    },

    /** The oldest id kept (null when empty): a resume from before it may have lost events to pruning. */
    async firstId(): Promise<number | null> {
      const { rows } = (await db.raw('select min(id) as id from realtime_events')) as { rows: Array<{ id: number | string | null }> };
      return rows[0]!.id == null ? null : Number(rows[0]!.id);
    },

    /** Events after `after` (up to `upTo` when given), oldest first; `memberId` leaves out explicit audiences without them. */
    async after(after: number, opts: { upTo?: number; limit: number; memberId?: number }): Promise<StoredEvent[]> {
      const where = ['id > ?'];
      const bindings: number[] = [after];
      if (opts.upTo !== undefined) {
        where.push('id <= ?');
        bindings.push(opts.upTo);
      }
      if (opts.memberId !== undefined) {
        where.push('(audience_members is null or ? = any(audience_members))');
        bindings.push(opts.memberId);
      }
      const { rows } = (await db.raw(`select ${COLUMNS} from realtime_events where ${where.join(' and ')} order by id limit ?`, [...bindings, opts.limit])) as {
        rows: Row[];
      };
      return rows.map(toEvent);
    },

    /** Of `memberIds`, those who block `actorId` or whom `actorId` blocks. */
    async blockedWith(actorId: number, memberIds: number[]): Promise<Set<number>> {
      if (!memberIds.length) return new Set();
      const { rows } = (await db.raw(
        `select blocked_id as id from member_blocks where blocker_id = ? and blocked_id = any(?::int[])
         union select blocker_id from member_blocks where blocked_id = ? and blocker_id = any(?::int[])`,
        [actorId, memberIds, actorId, memberIds],
      )) as { rows: Array<{ id: number }> };
      return new Set(rows.map((r) => r.id));
    },

    /** Deletes events older than `olderThanMs`; answers how many. */
    async prune(olderThanMs: number): Promise<number> {
      const rows = await db('realtime_events').where('created_at', '<', new Date(Date.now() - olderThanMs)).delete().returning('id');
      return rows.length;
    },
  };
}
export type RealtimeRepository = ReturnType<typeof createRealtimeRepository>;
