import { capacityLine, remainingSpots, rsvpBadgeText, rsvpButton, spotsBadge } from './activity-rules';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const at = (h: number) => new Date(NOW + h * 3_600_000).toISOString();

describe('remaining spots and the badge', () => {
  it('is null without a capacity and never negative', () => {
    expect(remainingSpots({ maxAttendees: null, goingCount: 4 })).toBeNull();
    expect(remainingSpots({ maxAttendees: 10, goingCount: 4 })).toBe(6);
    expect(remainingSpots({ maxAttendees: 5, goingCount: 7 })).toBe(0);
  });
  it('turns amber at 3 or fewer and reads At capacity at 0', () => {
    expect(spotsBadge(null)).toBeNull();
    expect(spotsBadge(4)).toEqual({ text: '4 spots left', tone: 'ok' });
    expect(spotsBadge(3)).toEqual({ text: '3 spots left', tone: 'low' });
    expect(spotsBadge(1)).toEqual({ text: '1 spot left', tone: 'low' });
    expect(spotsBadge(0)).toEqual({ text: 'At capacity', tone: 'full' });
  });
  it('writes the capacity line', () => {
    expect(capacityLine({ maxAttendees: 10, goingCount: 8 })).toBe('8 of 10 places taken');
    expect(capacityLine({ maxAttendees: null, goingCount: 3 })).toBe('3 going · no limit on places');
  });
});

describe('the RSVP button', () => {
  const open = { maxAttendees: 10, goingCount: 2, startDate: at(24) };
  const full = { maxAttendees: 2, goingCount: 2, startDate: at(24) };
  it("reads 'Are you going?', then 'Change my answer'", () => {
    expect(rsvpButton(open, null, NOW)).toEqual({ show: true, label: 'Are you going?', disabled: false, waitlist: false });
    expect(rsvpButton(open, 'maybe', NOW)).toEqual({ show: true, label: 'Change my answer', disabled: false, waitlist: false });
  });
  it('reads Activity Full on a full activity unless already going (or waiting)', () => {
    expect(rsvpButton(full, null, NOW)).toEqual({ show: true, label: 'Activity Full', disabled: true, waitlist: true });
    expect(rsvpButton(full, 'maybe', NOW).label).toBe('Activity Full');
    expect(rsvpButton(full, 'going', NOW)).toEqual({ show: true, label: 'Change my answer', disabled: false, waitlist: false });
    expect(rsvpButton(full, 'waitlisted', NOW).label).toBe('Change my answer');
  });
  it('is hidden for past activities', () => {
    expect(rsvpButton({ ...open, startDate: at(-1) }, null, NOW).show).toBe(false);
  });
});

describe('labels', () => {
  it('shows the waitlist position', () => {
    expect(rsvpBadgeText('going')).toBe('Going');
    expect(rsvpBadgeText('not_going')).toBe('Not Going');
    expect(rsvpBadgeText('waitlisted', 3)).toBe('Waitlisted #3');
  });

  it('tells a past activity as what happened (issue 19 §12)', () => {
    expect(rsvpBadgeText('going', null, true)).toBe('You went');
    expect(rsvpBadgeText('maybe', null, true)).toBe('You said maybe');
    expect(rsvpBadgeText('not_going', null, true)).toBe('You did not go');
    expect(rsvpBadgeText('waitlisted', 2, true)).toBe('You were on the waitlist');
  });
});
