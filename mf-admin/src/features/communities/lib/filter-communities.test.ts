import { displayType } from '@afterwork/contracts/community-types';
import { emptyMessage, filterCommunities, TYPE_CHIPS } from './filter-communities';

const list = [
  { id: 1, name: 'Leeds Walking Club', location: 'Leeds, UK', type: 'active' },
  { id: 2, name: 'Watercolour Circle', location: 'Bristol, UK', type: 'craft' },
  { id: 3, name: 'Spanish Conversation', location: 'Madrid, Spain', type: 'learn' },
  { id: 4, name: 'Chess in the Park', location: 'Leeds, UK', type: 'hobby' },
  { id: 5, name: 'Tea Dance Friends', location: 'Cardiff, UK', type: 'social' },
  { id: 6, name: 'Piano Practice', location: 'Dublin, Ireland', type: 'PRACTICE' },
];
const ids = (xs: Array<{ id: number }>) => xs.map((x) => x.id);

describe('filterCommunities', () => {
  it('the chips are All, Active, Learn, Practice, Craft, Hobby', () => {
    expect(TYPE_CHIPS.map((c) => c.label)).toEqual(['All', 'Active', 'Learn', 'Practice', 'Craft', 'Hobby']);
  });
  it('All with no search shows everything', () => {
    expect(ids(filterCommunities(list, '', 'all'))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(ids(filterCommunities(list, '   ', 'all'))).toEqual([1, 2, 3, 4, 5, 6]);
  });
  it('search is case-insensitive on name or location', () => {
    expect(ids(filterCommunities(list, 'leeds', 'all'))).toEqual([1, 4]);
    expect(ids(filterCommunities(list, 'WATERCOLOUR', 'all'))).toEqual([2]);
    expect(ids(filterCommunities(list, 'spain', 'all'))).toEqual([3]);
    expect(ids(filterCommunities(list, ' park ', 'all'))).toEqual([4]);
  });
  it('a type chip filters by type; anything outside the four map types counts as hobby', () => {
    expect(ids(filterCommunities(list, '', 'active'))).toEqual([1]);
    expect(ids(filterCommunities(list, '', 'practice'))).toEqual([6]);
    expect(ids(filterCommunities(list, '', 'hobby'))).toEqual([4, 5]);
    expect(displayType('social')).toBe('hobby');
    expect(displayType('Learn')).toBe('learn');
  });
  it('search and type apply together', () => {
    expect(ids(filterCommunities(list, 'leeds', 'hobby'))).toEqual([4]);
    expect(ids(filterCommunities(list, 'leeds', 'craft'))).toEqual([]);
  });
  it('handles 10,000 rows quickly', () => {
    const big = Array.from({ length: 10_000 }, (_, i) => ({ id: i, name: `Community ${i}`, location: i % 2 ? 'Leeds, UK' : 'Paris, France', type: ['active', 'learn', 'craft', 'hobby'][i % 4] }));
    const t0 = performance.now();
    expect(filterCommunities(big, 'paris', 'active')).toHaveLength(2500);
    expect(performance.now() - t0).toBeLessThan(100);
  });
});

describe('emptyMessage', () => {
  it("says 'No communities available' when there are none at all", () => {
    expect(emptyMessage(0, 0)).toBe('No communities available');
  });
  it("says 'No communities found matching your search' when the filters hide everything", () => {
    expect(emptyMessage(5, 0)).toBe('No communities found matching your search');
  });
  it('says nothing when rows are shown', () => {
    expect(emptyMessage(5, 2)).toBeNull();
  });
});
