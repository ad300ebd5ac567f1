import { activitySuggestionSchema, communityFormSchema, communityUpdateSchema } from './communities';
import { accepted, messages } from './test-support';

const valid = { name: 'Whitby Walkers', description: 'Gentle walks by the sea, then tea.', type: 'active', location: 'Whitby, UK', latitude: '54.4858', longitude: '-0.6149' };

// Spec part 2 §5 (Community (admin)), word for word where the spec has words.
describe('the admin community form', () => {
  it('refuses with the spec messages', () => {
    expect(messages(communityFormSchema, { name: 'ab', description: 'short', location: 'ab', latitude: '', longitude: 'east' })).toEqual({
      name: 'Name must be at least 3 characters',
      description: 'Description must be at least 10 characters',
      type: 'Type is required',
      location: 'Location is required',
      latitude: 'Latitude is required',
      longitude: 'Longitude must be a number',
    });
  });

  it('takes coordinates as the strings the screen holds, within range, and rounds them to 6 places', () => {
    expect(accepted(communityFormSchema, { ...valid, latitude: ' 54.48581234 ', longitude: -0.6149 })).toMatchObject({ latitude: 54.485812, longitude: -0.6149 });
    expect(messages(communityFormSchema, { ...valid, latitude: '91', longitude: '-181' })).toEqual({
      latitude: 'Latitude must be between -90 and 90',
      longitude: 'Longitude must be between -180 and 180',
    });
  });

  it('image addresses: empty is none, the site\'s own paths and http(s) are fine, anything else is refused', () => {
    expect(accepted(communityFormSchema, { ...valid, imageUrl: '', coverPhoto: '/images/whitby.jpg' })).toMatchObject({ imageUrl: null, coverPhoto: '/images/whitby.jpg' });
    expect(messages(communityFormSchema, { ...valid, imageUrl: 'javascript:alert(1)' })).toEqual({ imageUrl: 'Please enter a valid URL for the image.' });
  });

  it('the member count is not the form\'s to set: it is the real number of members, kept by the server', () => {
    expect(accepted(communityFormSchema, { ...valid, memberCount: '12' })).not.toHaveProperty('memberCount');
  });

  it('an update takes any subset with the same rules, and nothing it was not sent', () => {
    expect(accepted(communityUpdateSchema, { location: 'Scarborough, UK' })).toEqual({ location: 'Scarborough, UK' });
    expect(messages(communityUpdateSchema, { name: 'ab' })).toEqual({ name: 'Name must be at least 3 characters' });
  });
});

describe("'Suggest an activity'", () => {
  it('needs a title of 3 or more; details are optional', () => {
    expect(messages(activitySuggestionSchema, { title: 'ab' })).toEqual({ title: 'Please give your idea a title of at least 3 characters' });
    expect(accepted(activitySuggestionSchema, { title: 'Beach clean', details: '  ' })).toEqual({ title: 'Beach clean', details: null });
  });
});
