import { displayType, indexCommunities } from '@afterwork/contracts/community-types';
import { countCountries, countryOf, distinctTypes, filterCommunities, membersText, summaryText, toggleType } from './explorer-filters';

const c = (id: number, name: string, location: string, type: string) => ({ id, name, location, type, latitude: 0, longitude: 0, memberCount: 0 });
const data = [
  c(1, 'Bristol Harbourside Walkers', 'Bristol, UK', 'active'),
  c(2, 'Edinburgh History Circle', 'Edinburgh, UK', 'learn'),
  c(3, 'Paris Museum Explorers', 'Paris, France', 'learn'),
  c(4, 'Lyon Pétanque Club', 'Lyon,  France ', 'practice'),
  c(5, 'Tokyo Go Club', 'Shibuya, Tokyo, Japan', 'practice'),
  c(6, 'Online Knitters', 'Online', 'knitting'),
];

describe('countries', () => {
  it('a country is the last comma-separated part of the location, trimmed', () => {
    expect(countryOf('Bristol, UK')).toBe('UK');
    expect(countryOf('Shibuya, Tokyo, Japan')).toBe('Japan');
    expect(countryOf('Lyon,  France ')).toBe('France');
    expect(countryOf('Online')).toBe('Online');
    expect(countryOf('')).toBe('');
  });
  it('counts distinct countries', () => {
    expect(countCountries(data)).toBe(4); // UK, France, Japan, Online
    expect(countCountries([])).toBe(0);
    expect(countCountries([c(1, 'a', '', 'active')])).toBe(0);
  });
  it('reads the summary card', () => {
    expect(summaryText(66, 28)).toBe('66 communities across 28 countries');
    expect(summaryText(1, 1)).toBe('1 community across 1 country');
    expect(summaryText(0, 0)).toBe('0 communities across 0 countries');
  });
});

describe('search and chips', () => {
  const indexed = indexCommunities(data);
  it('search is case-insensitive on name or location', () => {
    expect(filterCommunities(indexed, { search: 'PARIS', type: null }).map((x) => x.id)).toEqual([3]);
    expect(filterCommunities(indexed, { search: 'uk', type: null }).map((x) => x.id)).toEqual([1, 2]);
    expect(filterCommunities(indexed, { search: '  club ', type: null }).map((x) => x.id)).toEqual([4, 5]);
    expect(filterCommunities(indexed, { search: 'pétanque', type: null }).map((x) => x.id)).toEqual([4]);
    expect(filterCommunities(indexed, { search: 'nowhere', type: null })).toEqual([]);
    expect(filterCommunities(indexed, { search: '', type: null })).toHaveLength(6);
  });
  it('search and one type apply together', () => {
    expect(filterCommunities(indexed, { search: '', type: 'learn' }).map((x) => x.id)).toEqual([2, 3]);
    expect(filterCommunities(indexed, { search: 'france', type: 'learn' }).map((x) => x.id)).toEqual([3]);
    expect(filterCommunities(indexed, { search: 'uk', type: 'practice' })).toEqual([]);
  });
  it('chips are the distinct types present, in the spec order', () => {
    expect(distinctTypes(data)).toEqual(['active', 'learn', 'practice', 'knitting']);
    expect(distinctTypes([])).toEqual([]);
  });
  it('clicking the active chip clears it', () => {
    expect(toggleType(null, 'learn')).toBe('learn');
    expect(toggleType('learn', 'learn')).toBeNull();
    expect(toggleType('learn', 'craft')).toBe('craft');
  });
  it('unknown types are shown as hobby; members read New when there are none', () => {
    expect(displayType('knitting')).toBe('hobby');
    expect(displayType('Craft')).toBe('craft');
    expect(membersText(0)).toBe('New members');
    expect(membersText(1200)).toBe('1,200 members');
    expect(membersText(1)).toBe('1 member');
  });
});
