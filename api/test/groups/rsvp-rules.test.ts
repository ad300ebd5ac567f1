import { decideAnswer, freeSpots, freesASpot, isClosed, isFull, partiesToPromote } from '../../src/modules/activities/rsvp-rules';

// The pure RSVP and waitlist rules (modules/activities/rsvp-rules.ts); the locked transaction around them is covered by
// groups.test.ts and rsvp-concurrency.test.ts through the API.
describe('RSVP rules', () => {
  it('capacity: full at capacity, never without one', () => {
    expect(isFull(3, 3)).toBe(true);
    expect(isFull(2, 3)).toBe(false);
    expect(isFull(500, null)).toBe(false);
    expect(freeSpots(1, 3)).toBe(2);
    expect(freeSpots(4, 3)).toBe(0);
    expect(freeSpots(4, null)).toBe(Infinity);
  });

  it("'going' takes a spot while there is one, else joins the end of the waitlist", () => {
    expect(decideAnswer('going', null, 2, 3)).toEqual({ status: 'going', queue: 'none' });
    expect(decideAnswer('going', null, 3, 3)).toEqual({ status: 'waitlisted', queue: 'new' });
    expect(decideAnswer('going', { status: 'maybe', queueNo: null }, 3, 3)).toEqual({ status: 'waitlisted', queue: 'new' });
    expect(decideAnswer('going', null, 99, null)).toEqual({ status: 'going', queue: 'none' });
  });

  it("saying 'going' again keeps your place: going stays going, a waitlisted answer keeps its number", () => {
    expect(decideAnswer('going', { status: 'going', queueNo: null }, 5, 3)).toEqual({ status: 'going', queue: 'none' });
    expect(decideAnswer('going', { status: 'waitlisted', queueNo: 41 }, 1, 3)).toEqual({ status: 'waitlisted', queue: 'keep', queueNo: 41 });
  });

  it("'maybe' and 'not going' are taken as they are and leave the waitlist", () => {
    expect(decideAnswer('maybe', { status: 'waitlisted', queueNo: 41 }, 3, 3)).toEqual({ status: 'maybe', queue: 'none' });
    expect(decideAnswer('not_going', { status: 'going', queueNo: null }, 3, 3)).toEqual({ status: 'not_going', queue: 'none' });
  });

  it('only a going answer that changes or goes frees a spot', () => {
    expect(freesASpot('going', 'maybe')).toBe(true);
    expect(freesASpot('going', null)).toBe(true);
    expect(freesASpot('going', 'going')).toBe(false);
    expect(freesASpot('waitlisted', null)).toBe(false);
    expect(freesASpot(undefined, 'going')).toBe(false);
  });

  it('answers close when the activity has started', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(isClosed('2026-11-25T09:59:59Z', now)).toBe(true);
    expect(isClosed('2026-11-25T10:00:00Z', now)).toBe(false);
    expect(isClosed(new Date('2026-12-01T10:00:00Z'), now)).toBe(false);
  });

  describe('parties (issue 34: a member and their guests)', () => {
    it('a party goes only whole: it waits when it does not fit, and is refused when the activity is smaller', () => {
      expect(decideAnswer('going', null, 7, 10, 3)).toEqual({ status: 'going', queue: 'none' });
      expect(decideAnswer('going', null, 8, 10, 3)).toEqual({ status: 'waitlisted', queue: 'new' });
      expect(decideAnswer('going', null, 0, 2, 3)).toEqual({ refused: 'too_big', free: 2 });
    });
    it('a member going asks for more guests only while they fit; fewer always', () => {
      expect(decideAnswer('going', { status: 'going', queueNo: null, party: 2 }, 9, 10, 3)).toEqual({ status: 'going', queue: 'none' });
      expect(decideAnswer('going', { status: 'going', queueNo: null, party: 2 }, 10, 10, 3)).toEqual({ refused: 'no_room', free: 2 });
      expect(decideAnswer('going', { status: 'going', queueNo: null, party: 3 }, 12, 10, 1)).toEqual({ status: 'going', queue: 'none' });
    });
    it('moves parties up in queue order, whole; a smaller party behind one that does not fit may go first', () => {
      const queue = [{ id: 1, party: 3 }, { id: 2, party: 1 }, { id: 3, party: 2 }];
      expect(partiesToPromote(queue, 2).map((p) => p.id)).toEqual([2]);
      expect(partiesToPromote(queue, 3).map((p) => p.id)).toEqual([1]);
      expect(partiesToPromote(queue, 4).map((p) => p.id)).toEqual([1, 2]);
      expect(partiesToPromote(queue, Infinity).map((p) => p.id)).toEqual([1, 2, 3]);
      expect(partiesToPromote(queue, 0)).toEqual([]);
    });
  });
});
