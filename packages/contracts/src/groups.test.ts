import { createActivitySchema, createGroupSchema, groupListQuerySchema, rsvpSchema, rsvpUpdateSchema } from './groups';
import { accepted, messages } from './test-support';

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

// Spec part 2 §5, word for word.
describe('create group', () => {
  it('refuses with the spec messages', () => {
    expect(messages(createGroupSchema, { name: 'ab', description: 'too short', type: 'party', location: 'ab', imageUrl: 'not a url' })).toEqual({
      name: 'Group name must be at least 3 characters.',
      description: 'Description must be at least 10 characters.',
      type: 'Please select a group type.',
      location: 'Location must be at least 3 characters.',
      imageUrl: 'Please enter a valid URL for the image.',
    });
    expect(messages(createGroupSchema, { name: 'x'.repeat(51), description: 'y'.repeat(501), type: 'social', location: 'z'.repeat(101) })).toEqual({
      name: 'Group name must not exceed 50 characters.',
      description: 'Description must not exceed 500 characters.',
      location: 'Location must not exceed 100 characters.',
    });
  });

  it('sends an empty location and image as null, and never takes createdBy from the body', () => {
    const data = accepted(createGroupSchema, { name: ' Walkers ', description: 'Gentle walks by the sea.', type: 'active', location: '  ', imageUrl: '', createdBy: 99 });
    expect(data).toEqual({ name: 'Walkers', description: 'Gentle walks by the sea.', type: 'active', location: null, imageUrl: null });
  });

  it('accepts only http(s) image addresses', () => {
    expect(messages(createGroupSchema, { name: 'Walkers', description: 'Gentle walks by the sea.', type: 'active', imageUrl: 'javascript:alert(1)' })).toEqual({
      imageUrl: 'Please enter a valid URL for the image.',
    });
  });
});

describe('create activity', () => {
  const base = { title: 'Tea dance', description: 'An afternoon of gentle dancing.', startDate: inHours(24), endDate: inHours(26), location: 'Town hall' };

  it('accepts a future activity in a place, or online with a meeting link', () => {
    expect(accepted(createActivitySchema, base)).toMatchObject({ title: 'Tea dance', isVirtual: false, meetingLink: null, maxAttendees: null });
    expect(accepted(createActivitySchema, { ...base, location: null, isVirtual: true, meetingLink: 'https://meet.example.org/tea', maxAttendees: 12 })).toMatchObject({
      isVirtual: true, location: null, maxAttendees: 12,
    });
  });

  it('refuses a start in the past, an end before the start, and a missing place or link', () => {
    expect(messages(createActivitySchema, { ...base, startDate: inHours(-1), endDate: inHours(-2), location: null })).toEqual({
      startDate: 'The start must be in the future.',
      endDate: 'The end must be after the start.',
      location: 'Please enter where the activity takes place.',
    });
    expect(messages(createActivitySchema, { ...base, isVirtual: true, location: null })).toEqual({ meetingLink: 'Please enter the meeting link.' });
    expect(messages(createActivitySchema, { ...base, isVirtual: true, meetingLink: 'ftp://example.org' })).toEqual({ meetingLink: 'Please enter a valid meeting link.' });
  });

  it('refuses missing dates and a capacity that is not a whole number from 1', () => {
    expect(messages(createActivitySchema, { ...base, startDate: undefined, endDate: 'soon' })).toMatchObject({
      startDate: 'Please choose a start date and time.',
      endDate: 'Please choose an end date and time.',
    });
    expect(messages(createActivitySchema, { ...base, maxAttendees: 0 })).toEqual({ maxAttendees: 'Capacity must be at least 1.' });
    expect(messages(createActivitySchema, { ...base, maxAttendees: 2.5 })).toEqual({ maxAttendees: 'Capacity must be a whole number.' });
  });
});

describe('RSVPs and the list filter', () => {
  it("an RSVP is 'going' unless it says maybe or not going; 'waitlisted' is never taken from a client", () => {
    expect(accepted(rsvpSchema, {})).toEqual({ status: 'going' });
    expect(accepted(rsvpUpdateSchema, { status: 'not_going' })).toEqual({ status: 'not_going' });
    expect(messages(rsvpUpdateSchema, { status: 'waitlisted' })).toEqual({ status: 'Please choose going, maybe or not going.' });
    expect(messages(rsvpSchema, { status: 'yes' })).toEqual({ status: 'Please choose going, maybe or not going.' });
  });

  it('an empty search or type means no filter', () => {
    expect(accepted(groupListQuerySchema, { search: '  ', type: '' })).toEqual({ search: undefined, type: undefined });
    expect(messages(groupListQuerySchema, { type: 'party' })).toEqual({ type: 'Please select a group type.' });
  });
});
