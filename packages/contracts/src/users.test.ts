import { accepted, messages } from './test-support';
import { changePasswordSchema, interestsSchema, loginSchema, MAX_INTERESTS, profileUpdateSchema, registerSchema, TOO_MANY_INTERESTS } from './users';

// Spec part 2 §5 (and part 1 §5 for sign-in), word for word.
describe('sign-in and registration', () => {
  it('sign-in: username at least 3, password at least 6, rememberMe false by default', () => {
    expect(messages(loginSchema, { username: 'ab', password: '12345' })).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
    expect(accepted(loginSchema, { username: ' demo ', password: 'demo-password' })).toEqual({ username: 'demo', password: 'demo-password', rememberMe: false });
  });

  it("registration: the login rules, 'Name is required' and 'Valid email is required'", () => {
    expect(messages(registerSchema, { username: 'ab', password: '123', name: 'A', email: 'not-an-address' })).toEqual({
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
      name: 'Name is required',
      email: 'Valid email is required',
    });
    expect(messages(registerSchema, { username: 'two words', password: 'long-enough', name: 'Ada', email: 'ada@example.org' })).toEqual({
      username: 'Username may only contain letters, numbers, dots, dashes and underscores',
    });
    const ok = accepted(registerSchema, { username: 'ada_l', password: 'long-enough', name: ' Ada ', email: ' ada@example.org ', bio: null });
    expect(ok).toMatchObject({ username: 'ada_l', name: 'Ada', email: 'ada@example.org', bio: null });
  });
});

describe('profile and settings', () => {
  it("profile: 'Name must be at least 2 characters', 'Please enter a valid email address', avatar a URL or empty", () => {
    expect(messages(profileUpdateSchema, { name: 'A', email: 'nope', avatar: 'not a url' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      avatar: 'Please enter a valid URL for the avatar',
    });
    expect(accepted(profileUpdateSchema, { name: 'Ada', email: 'ada@example.org', avatar: '' })).toMatchObject({ avatar: '' });
  });

  it('interests: one list of strings, at most 10, blank entries refused', () => {
    const eleven = Array.from({ length: MAX_INTERESTS + 1 }, (_, i) => `Interest ${i}`);
    expect(messages(interestsSchema, eleven)).toEqual({ '': TOO_MANY_INTERESTS });
    expect(accepted(interestsSchema, [' Chess ', 'Yoga'])).toEqual(['Chess', 'Yoga']);
    expect(interestsSchema.safeParse(['  ']).success).toBe(false);
  });

  it('change password: the current one, a new one of 6 or more, typed twice the same', () => {
    expect(messages(changePasswordSchema, {})).toEqual({
      currentPassword: 'Please enter your current password',
      newPassword: expect.any(String),
      confirmPassword: 'Please type the new password again',
    });
    expect(messages(changePasswordSchema, { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secreT' })).toEqual({
      confirmPassword: 'The two new passwords do not match',
    });
    expect(messages(changePasswordSchema, { currentPassword: 'old-secret', newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: 'Password must be at least 6 characters',
    });
  });
});
