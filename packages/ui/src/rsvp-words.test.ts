import { rsvpStatusText } from './rsvp-words';

describe('rsvpStatusText', () => {
  it('says the answer for an activity to come, with the place on the waitlist', () => {
    expect(rsvpStatusText('going')).toBe('Going');
    expect(rsvpStatusText('not_going')).toBe('Not Going');
    expect(rsvpStatusText('waitlisted', { waitlistPosition: 4 })).toBe('On the waitlist (number 4)');
    expect(rsvpStatusText('waitlisted', { waitlistPosition: 4, waitlist: 'short' })).toBe('Waitlisted #4');
  });

  it("says 'You went', not 'Going', once the activity is past", () => {
    expect(rsvpStatusText('going', { past: true })).toBe('You went');
    expect(rsvpStatusText('maybe', { past: true })).toBe('You said maybe');
  });
});
