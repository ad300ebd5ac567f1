import { COMMUNITY_TYPES, displayType, indexCommunities, searchCommunities, typeLabel } from './community-types';

const list = [
  { id: 1, name: 'Leeds Walking Club', location: 'Leeds, UK', type: 'active' },
  { id: 2, name: 'Watercolour Circle', location: 'Bristol, UK', type: 'craft' },
  { id: 3, name: 'Lyon Pétanque Club', location: 'Lyon, France', type: 'practice' },
  { id: 4, name: 'Tea Dance Friends', location: 'Cardiff, UK', type: 'social' },
];
const ids = (xs: Array<{ id: number }>) => xs.map((x) => x.id);

describe('community types (spec part 2 §5, §9)', () => {
  it('shows one of the five types; anything else is hobby', () => {
    expect(COMMUNITY_TYPES).toEqual(['active', 'learn', 'practice', 'craft', 'hobby']);
    expect(displayType('Learn')).toBe('learn');
    expect(displayType(' craft ')).toBe('craft');
    expect(displayType('social')).toBe('hobby');
    expect(displayType(null)).toBe('hobby');
  });
  it('labels a type with a capital, and an empty one as Other', () => {
    expect(typeLabel('learn')).toBe('Learn');
    expect(typeLabel('')).toBe('Other');
  });
});

describe('the list search (spec part 2 §4), shared by the explorer and the admin table', () => {
  const indexed = indexCommunities(list);
  it('finds the text in the name or the location, whatever the case, trimmed', () => {
    expect(ids(searchCommunities(indexed, 'leeds'))).toEqual([1]);
    expect(ids(searchCommunities(indexed, ' UK '))).toEqual([1, 2, 4]);
    expect(ids(searchCommunities(indexed, 'pétanque'))).toEqual([3]);
    expect(ids(searchCommunities(indexed, ''))).toEqual([1, 2, 3, 4]);
    expect(searchCommunities(indexed, 'nowhere')).toEqual([]);
  });
  it("applies the page's type chip together with the text", () => {
    expect(ids(searchCommunities(indexed, 'uk', (c) => displayType(c.type) === 'hobby'))).toEqual([4]);
    expect(ids(searchCommunities(indexed, '', (c) => c.type === 'craft'))).toEqual([2]);
    expect(searchCommunities(indexed, 'lyon', (c) => c.type === 'craft')).toEqual([]);
  });
});
