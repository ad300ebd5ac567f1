import type { CurrentUser } from '@afterwork/contracts/users';
import type { PlaceAudience, RealtimeRepository, StoredEvent } from './repository';

/**
 * What the live updates need of the modules above them (a port, wired by the composition root): who of some readers
 * may read a place now (the discussions' own rule, policies/discussions.ts, on the groups' and communities'
 * memberships; nobody when the place is gone or hidden), and whose session is still good.
 */
export interface RealtimeReaders {
  placeReaders(place: PlaceAudience, readers: CurrentUser[]): Promise<Set<number>>;
  /** The member of a session that is still valid now (undefined: signed out, revoked, suspended, deleted). */
  sessionMember(sessionKey: string): Promise<CurrentUser | undefined>;
}

/**
 * Of `readers`, those who may receive `event`, decided when it is delivered (not when it was published): the
 * explicit members, or the place's readers now; never a member who blocks the event's author or is blocked by them.
 */
export function createAuthoriser(repo: RealtimeRepository, readers: RealtimeReaders) {
  return async function authorise(event: StoredEvent, candidates: CurrentUser[]): Promise<Set<number>> {
    let ids: number[];
    if (event.members) {
      const audience = new Set(event.members);
      ids = candidates.filter((u) => audience.has(u.id)).map((u) => u.id);
    } else if (event.place) {
      ids = [...(await readers.placeReaders(event.place, candidates))];
    } else ids = [];
    if (event.actorId != null && ids.length) {
      const actor = event.actorId;
      const blocked = await repo.blockedWith(actor, ids.filter((id) => id !== actor));
      ids = ids.filter((id) => !blocked.has(id));
    }
    return new Set(ids);
  };
}
