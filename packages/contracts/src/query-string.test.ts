import { queryEntries, withQuery } from './query-string';

describe('withQuery', () => {
  it('leaves out empty values and keeps the order given', () => {
    expect(withQuery('/api/groups', { search: 'chess park', type: null, offset: undefined, near: '' })).toBe('/api/groups?search=chess+park');
    expect(withQuery('/api/resources', { category: 'health', featured: true, search: 'tai chi' })).toBe('/api/resources?category=health&featured=true&search=tai+chi');
    expect(withQuery('/api/resources', { featured: false })).toBe('/api/resources');
    expect(withQuery('/api/communities/map', { west: -180, zoom: 0 })).toBe('/api/communities/map?west=-180&zoom=0');
  });
  it('gives the kept entries as strings', () => {
    expect(queryEntries({ a: 1, b: null, c: 'x', d: false })).toEqual({ a: '1', c: 'x' });
  });
});
