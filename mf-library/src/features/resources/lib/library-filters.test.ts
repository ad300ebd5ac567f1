import { applyFilters, categoryLabel, hasActiveFilters, isExternalLink, readFilters, toggleCategory, writeFilters } from './library-filters';

const items = [
  { title: 'Chair Yoga', description: 'Gentle morning video', category: 'video', featured: true },
  { title: 'Money Matters', description: 'Budget GUIDE on a pension', category: 'guide', featured: false },
  { title: 'Podcast of Stories', description: 'Allotment talk', category: 'podcast', featured: true },
];

describe('library filters', () => {
  it('reads the URL query string; unknown categories are ignored', () => {
    expect(readFilters(new URLSearchParams('category=video&featured=true&search=yoga'))).toEqual({ category: 'video', featured: true, search: 'yoga' });
    expect(readFilters(new URLSearchParams('category=course&featured=yes'))).toEqual({ category: null, featured: false, search: '' });
  });
  it('writes only what is set, keeping the other parameters', () => {
    const p = writeFilters(new URLSearchParams('search=yoga'), { category: 'video', featured: true });
    expect(p.toString()).toBe('search=yoga&category=video&featured=true');
    expect(writeFilters(p, { featured: false, search: '  ' }).toString()).toBe('category=video');
    expect(writeFilters(p, { category: null }).toString()).toBe('search=yoga&featured=true');
  });
  it('one category at a time; choosing the active one clears it', () => {
    expect(toggleCategory(null, 'video')).toBe('video');
    expect(toggleCategory('video', 'guide')).toBe('guide');
    expect(toggleCategory('video', 'video')).toBeNull();
  });
  it('applies the filters again on the client: category, featured only, search case-insensitive on title and description', () => {
    expect(applyFilters(items, { category: null, featured: false, search: '' })).toHaveLength(3);
    expect(applyFilters(items, { category: 'video', featured: false, search: '' }).map((i) => i.title)).toEqual(['Chair Yoga']);
    expect(applyFilters(items, { category: null, featured: true, search: '' }).map((i) => i.title)).toEqual(['Chair Yoga', 'Podcast of Stories']);
    expect(applyFilters(items, { category: null, featured: false, search: 'guide' }).map((i) => i.title)).toEqual(['Money Matters']);
    expect(applyFilters(items, { category: null, featured: false, search: 'YOGA' }).map((i) => i.title)).toEqual(['Chair Yoga']);
    expect(applyFilters(items, { category: 'podcast', featured: true, search: 'yoga' })).toEqual([]);
  });
  it('knows when any filter is active', () => {
    expect(hasActiveFilters({ category: null, featured: false, search: ' ' })).toBe(false);
    expect(hasActiveFilters({ category: null, featured: true, search: '' })).toBe(true);
  });
  it('labels categories; an unknown one shows its raw value, a missing one "Resource"', () => {
    expect(categoryLabel('toolkit')).toBe('Toolkit');
    expect(categoryLabel('course')).toBe('Course');
    expect(categoryLabel('zine')).toBe('zine');
    expect(categoryLabel('')).toBe('Resource');
  });
  it('only http(s) links open in a new tab', () => {
    expect(isExternalLink('https://example.com')).toBe(true);
    expect(isExternalLink('http://example.com')).toBe(true);
    expect(isExternalLink('/resources/3')).toBe(false);
    expect(isExternalLink('javascript:alert(1)')).toBe(false);
    expect(isExternalLink(null)).toBe(false);
  });
});
