import { businessEnquirySchema } from './business';
import { guideAskSchema, GUIDE_MESSAGE_MAX } from './guide';
import { isValidEmail, NEWSLETTER_EMAIL_MESSAGE, newsletterEmailError, normalizeEmail } from './newsletter';
import { accepted, messages } from './test-support';

describe('newsletter address (zod-free rule, spec part 1 §5)', () => {
  it.each(['ada@example.org', 'a.b-c+d@mail.example.co.uk'])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));
  it.each(['', 'ada', 'ada@example', 'ada@@example.org', 'ada @example.org', 'ada@example.o', 'ada@.org', 'ada@example.123'])('refuses %j', (email) =>
    expect(isValidEmail(email)).toBe(false),
  );
  it("answers 'Please enter a valid email address' for anything else, after trimming", () => {
    expect(newsletterEmailError('  ada@example.org  ')).toBeNull();
    expect(newsletterEmailError('ada')).toBe(NEWSLETTER_EMAIL_MESSAGE);
    expect(newsletterEmailError(42)).toBe(NEWSLETTER_EMAIL_MESSAGE);
    expect(NEWSLETTER_EMAIL_MESSAGE).toBe('Please enter a valid email address');
    expect(isValidEmail(`${'a'.repeat(250)}@example.org`)).toBe(false);
  });
  it('stores an address trimmed and lower-cased', () => expect(normalizeEmail('  Ada@Example.ORG ')).toBe('ada@example.org'));
});

describe('business enquiry', () => {
  it('refuses each missing field with its own message; the request type defaults to information', () => {
    expect(messages(businessEnquirySchema, {})).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      companyEmail: 'Please enter your company email address',
      companyName: 'Please enter your company name',
      companySize: 'Please select your company size',
    });
    const ok = accepted(businessEnquirySchema, { firstName: 'Ada', lastName: 'Lovelace', companyEmail: 'ada@firm.example', companyName: 'Firm', companySize: '11-50' });
    expect(ok.requestType).toBe('information');
    expect(messages(businessEnquirySchema, { ...ok, companyEmail: 'ada@firm' })).toEqual({ companyEmail: 'Please enter a valid email address' });
    expect(messages(businessEnquirySchema, { ...ok, requestType: 'lunch' })).toEqual({ requestType: 'Unknown request type' });
  });
});

describe('AI guide question', () => {
  it('needs some words, and not too many', () => {
    expect(messages(guideAskSchema, { message: '   ' })).toEqual({ message: 'Please type a message' });
    expect(messages(guideAskSchema, { message: 'x'.repeat(GUIDE_MESSAGE_MAX + 1) })).toEqual({ message: `Please keep your message under ${GUIDE_MESSAGE_MAX} characters` });
    expect(accepted(guideAskSchema, { message: ' gardening ' })).toEqual({ message: 'gardening' });
  });
});
