import { slugify, titleFromSlug } from './slug';
import { portalHeader } from './portal-content';
import { loadCategory } from './load-category';
import { PORTAL_CATEGORIES } from './categories';

// Portal keys of spec §3.3.
const KEYS: Record<string, string[]> = {
  fitness: ['tai chi', 'swimming', 'yoga', 'walking groups', 'cycling', 'dancing', 'strength', 'balance', 'water aerobics', 'chair exercises', 'golf', 'tennis', 'bowling', 'hiking', 'pilates', 'outdoor fitness', 'senior sports', 'martial arts', 'challenges', 'wellness workshops'],
  education: ['digital skills', 'photography workshops', 'language exchange', 'genealogy', 'retirement financial planning', 'creative writing', 'book clubs', 'art history', 'music theory', 'astronomy', 'health education', 'environmental science', 'philosophy', 'current events', 'psychology', 'world cultures', 'culinary arts', 'science and nature', 'public speaking', 'mindfulness'],
  hobbies: ['woodworking', 'pottery', 'painting', 'gardening', 'knitting', 'quilting', 'model building', 'jewelry', 'collecting', 'bird watching', 'photography clubs', 'chess', 'instrument learning', 'calligraphy', 'scrapbooking', 'astronomy', 'antique restoration', 'cooking and baking', 'travel planning', 'wine making and brewing'],
  'food-drink': ['Melbourne wine', 'Boston dinner club', 'Sydney Wednesday night BBQ', 'Chicago pizza tours', 'Portland coffee', 'New Orleans culinary', 'Toronto flavors', 'San Francisco farm to table', 'London pub', 'Miami food trucks', 'Vancouver craft beer', 'Austin BBQ', 'Paris wine and cheese', 'Seattle seafood', 'Denver mountain cuisine', 'Barcelona tapas', 'Nashville hot chicken', 'Rome pasta', 'Montreal foodie', 'Berlin beer garden'],
};

describe('slugify', () => {
  it('lowercases and turns each run of non-alphanumerics into one hyphen', () => {
    expect(slugify('Tai Chi')).toBe('tai-chi');
    expect(slugify('Wine  &  Cheese!!Night')).toBe('wine-cheese-night');
    expect(slugify('San Francisco Farm-to-Table')).toBe('san-francisco-farm-to-table');
    expect(slugify('50+ Walkers')).toBe('50-walkers');
  });
});

describe('titleFromSlug', () => {
  it('capitalises each hyphen-separated word', () => {
    expect(titleFromSlug('tai-chi')).toBe('Tai Chi');
    expect(titleFromSlug('paris-wine-and-cheese')).toBe('Paris Wine And Cheese');
    expect(titleFromSlug('yoga')).toBe('Yoga');
  });
});

describe('category data', () => {
  it.each(PORTAL_CATEGORIES)('%s has the 20 keys of the spec, each with a description and member count', async (category) => {
    const entries = await loadCategory(category);
    expect(entries).toHaveLength(20);
    expect(entries.map((e) => slugify(e.name))).toEqual(KEYS[category].map(slugify));
    for (const e of entries) {
      expect(e.description.length).toBeGreaterThan(10);
      expect(e.members).toBeGreaterThan(0);
      if (category === 'food-drink') expect(e.location).toMatch(/, /);
      else expect(e.location).toBeUndefined();
    }
  });
});

describe('portalHeader', () => {
  it('names the portal from its address and links back to its category', () => {
    for (const category of PORTAL_CATEGORIES) {
      for (const slug of KEYS[category].map(slugify)) {
        const c = portalHeader(category, slug);
        expect(c.title).toBe(titleFromSlug(slug));
        expect(c.backLink).toBe(`/portals/${category}`);
      }
    }
  });

  it('uses the category description templates', () => {
    expect(portalHeader('fitness', 'tai-chi').description).toBe('Discover the benefits of Tai Chi for health and wellness');
    expect(portalHeader('education', 'book-clubs').description).toBe('Expand your knowledge and skills through Book Clubs');
    expect(portalHeader('hobbies', 'pottery').description).toBe('Explore your creative side through Pottery');
    expect(portalHeader('food-drink', 'rome-pasta').description).toBe('Connect with local food and drink enthusiasts');
  });
});
