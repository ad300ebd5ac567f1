import { filterGroups, typeLabel } from './group-types';

const groups = [
  { id: 1, name: 'Chess in the Park', description: 'Friendly chess', location: 'Castle Park', type: 'practice' },
  { id: 2, name: 'Knit and Natter', description: 'Knitting and a chat in the park cafe', location: null, type: 'craft' },
  { id: 3, name: 'Sunday Lunch', description: 'A roast', location: 'Parkside Inn', type: 'social' },
];

describe('filterGroups', () => {
  it('searches name, description and location, case-insensitively', () => {
    expect(filterGroups(groups, 'PARK', null).map((g) => g.id)).toEqual([1, 2, 3]);
    expect(filterGroups(groups, 'roast', null).map((g) => g.id)).toEqual([3]);
    expect(filterGroups(groups, '  ', null).map((g) => g.id)).toEqual([1, 2, 3]);
  });
  it('applies the type chip together with the search', () => {
    expect(filterGroups(groups, 'park', 'craft').map((g) => g.id)).toEqual([2]);
    expect(filterGroups(groups, '', 'social').map((g) => g.id)).toEqual([3]);
  });
  it('labels types', () => {
    expect(typeLabel('learn')).toBe('Learn');
  });
});
