import { withHttps } from './links';
import { averageRating, ratingBreakdown } from './ratings';

describe('withHttps', () => {
  it('prepends https:// when the scheme is missing, keeps http(s) links', () => {
    expect(withHttps('linkedin.com/in/someone')).toBe('https://linkedin.com/in/someone');
    expect(withHttps('www.example.com')).toBe('https://www.example.com');
    expect(withHttps('https://twitter.com/x')).toBe('https://twitter.com/x');
    expect(withHttps('HTTP://old.example.com')).toBe('HTTP://old.example.com');
    expect(withHttps('  //cdn.example.com/a ')).toBe('https://cdn.example.com/a');
  });
});

describe('ratings', () => {
  const reviews = [{ rating: 5 }, { rating: 5 }, { rating: 4 }];
  it('averages to one decimal', () => {
    expect(averageRating(reviews)).toBe('4.7');
    expect(averageRating([{ rating: 5 }, { rating: 5 }])).toBe('5.0');
    expect(averageRating([])).toBe('0.0');
  });
  it('breaks down 5 to 1 stars with counts and shares', () => {
    expect(ratingBreakdown(reviews)).toEqual([
      { stars: 5, count: 2, percent: 67 },
      { stars: 4, count: 1, percent: 33 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ]);
    expect(ratingBreakdown([]).every((r) => r.count === 0 && r.percent === 0)).toBe(true);
  });
});
