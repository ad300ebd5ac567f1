import { typeLabel } from './group-types';

// Search and the type chip run on the server (issue 19 §4): api/test/groups/groups.test.ts.
describe('typeLabel', () => {
  it('labels types', () => {
    expect(typeLabel('learn')).toBe('Learn');
  });
});
