import { communitiesWanted, SIZES } from '../../bench/generate-data';

describe('bench:data --communities (issue 24 §1: the explorer at 100,000 communities)', () => {
  it('reads the flag in either form, or BENCH_COMMUNITIES, with 10,000 by default', () => {
    expect(communitiesWanted([], {})).toBe(SIZES.communities);
    expect(communitiesWanted(['--communities', '100000'], {})).toBe(100_000);
    expect(communitiesWanted(['--communities=100_000'], {})).toBe(100_000);
    expect(communitiesWanted([], { BENCH_COMMUNITIES: '100,000' })).toBe(100_000);
    expect(communitiesWanted(['--communities', '5'], { BENCH_COMMUNITIES: '7' })).toBe(5);
  });
  it('refuses what is not a sensible count, saying what it got', () => {
    expect(() => communitiesWanted(['--communities', 'lots'], {})).toThrow('--communities must be a whole number from 1 to 1,000,000 (got "lots").');
    expect(() => communitiesWanted(['--communities=0'], {})).toThrow(/got "0"/);
    expect(() => communitiesWanted(['--communities', '2000000'], {})).toThrow(/got "2000000"/);
  });
});
