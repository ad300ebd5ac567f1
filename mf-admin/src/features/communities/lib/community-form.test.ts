import { toFormValues, validateCommunityForm, type CommunityFormValues } from './community-form';

const good: CommunityFormValues = {
  name: 'Leeds Walking Club',
  description: 'Gentle walks around Roundhay Park every Tuesday morning.',
  type: 'active',
  location: 'Leeds, UK',
  latitude: '53.8008',
  longitude: '-1.5491',
  imageUrl: '',
  coverPhoto: '',
};
const errorsOf = (values: Partial<CommunityFormValues>) => {
  const r = validateCommunityForm(values);
  return r.ok ? {} : r.errors;
};

describe('validateCommunityForm', () => {
  it('accepts a good form: coordinates become numbers, empty images become null', () => {
    const r = validateCommunityForm(good);
    expect(r).toEqual({ ok: true, data: expect.objectContaining({ name: 'Leeds Walking Club', latitude: 53.8008, longitude: -1.5491, imageUrl: null, coverPhoto: null }) });
  });

  it("gives the spec's messages for name, description, type and location", () => {
    expect(errorsOf({ ...good, name: 'ab' }).name).toBe('Name must be at least 3 characters');
    expect(errorsOf({ ...good, name: '   abc  ' }).name).toBeUndefined();
    expect(errorsOf({ ...good, description: 'Too short' }).description).toBe('Description must be at least 10 characters');
    expect(errorsOf({ ...good, type: '' }).type).toBe('Type is required');
    expect(errorsOf({ ...good, type: 'sports' }).type).toBe('Type is required');
    expect(errorsOf({ ...good, location: '' }).location).toBe('Location is required');
    expect(errorsOf({ ...good, location: 'UK' }).location).toBe('Location is required');
  });

  it('requires latitude and longitude and checks them as coordinates', () => {
    expect(errorsOf({ ...good, latitude: '' }).latitude).toBe('Latitude is required');
    expect(errorsOf({ ...good, longitude: '  ' }).longitude).toBe('Longitude is required');
    expect(errorsOf({ ...good, latitude: 'north' }).latitude).toBe('Latitude must be a number');
    expect(errorsOf({ ...good, latitude: '91' }).latitude).toBe('Latitude must be between -90 and 90');
    expect(errorsOf({ ...good, longitude: '-180.5' }).longitude).toBe('Longitude must be between -180 and 180');
    expect(errorsOf({ ...good, latitude: '-90', longitude: '180' })).toEqual({});
  });

  it('reports every bad field at once, and a missing field too', () => {
    const { name, description, type, location, latitude, longitude } = errorsOf({});
    expect([name, description, type, location, latitude, longitude].every(Boolean)).toBe(true);
  });

  it('checks image addresses when given', () => {
    expect(errorsOf({ ...good, imageUrl: 'not a url' }).imageUrl).toBe('Please enter a valid URL for the image.');
    expect(errorsOf({ ...good, coverPhoto: 'https://example.com/c.jpg' }).coverPhoto).toBeUndefined();
  });
});

describe('toFormValues', () => {
  it('turns a community into form text (coordinates as strings, null images as empty)', () => {
    expect(toFormValues({ name: 'A club', description: 'A lovely club here', type: 'learn', location: 'Leeds, UK', latitude: 53.8, longitude: -1.55, imageUrl: null, coverPhoto: 'https://x.test/c.jpg' }))
      .toEqual({ name: 'A club', description: 'A lovely club here', type: 'learn', location: 'Leeds, UK', latitude: '53.8', longitude: '-1.55', imageUrl: '', coverPhoto: 'https://x.test/c.jpg' });
  });
});
