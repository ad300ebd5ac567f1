import { mentorApplicationSchema, mentorshipRequestSchema } from './mentors';
import { accepted, messages } from './test-support';

describe("'Apply to mentor'", () => {
  const valid = { name: 'Ada', email: 'ada@example.org', expertise: 'Gardening', yearsExperience: '12', motivation: 'I would love to pass on what I know.' };

  it('accepts a complete application (years from the form as text)', () => {
    expect(accepted(mentorApplicationSchema, valid)).toEqual({ ...valid, yearsExperience: 12 });
  });

  it('refuses each field with its message', () => {
    expect(messages(mentorApplicationSchema, { name: 'A', email: 'nope', expertise: 'ab', yearsExperience: 71, motivation: 'Too short' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      expertise: 'Please tell us what you would like to mentor in (at least 3 characters)',
      yearsExperience: 'Years of experience must be a number from 0 to 70',
      motivation: 'Please write at least 20 characters about why you would like to mentor',
    });
  });
});

describe("'Request mentorship'", () => {
  it('the message is optional (empty means none) and at most 1000 characters', () => {
    expect(accepted(mentorshipRequestSchema, {})).toEqual({ message: null });
    expect(accepted(mentorshipRequestSchema, { message: '  Hello  ' })).toEqual({ message: 'Hello' });
    expect(messages(mentorshipRequestSchema, { message: 'x'.repeat(1001) })).toEqual({ message: 'Message must not exceed 1000 characters' });
  });
});
