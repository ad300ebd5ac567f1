import { collapseSeries, frequencyLabel, repeatChoices, repeatSummary } from './repeat';

describe('recurring activities in words', () => {
  it('names each frequency for the chosen day', () => {
    expect(frequencyLabel('weekly', '2026-12-08')).toBe('Every week on Tuesday');
    expect(frequencyLabel('fortnightly', '2026-12-08')).toBe('Every two weeks on Tuesday');
    expect(frequencyLabel('monthly_weekday', '2026-12-08')).toBe('Monthly on the second Tuesday');
    expect(frequencyLabel('monthly_weekday', '2026-12-29')).toBe('Monthly on the last Tuesday');
    expect(frequencyLabel('monthly_date', '2026-12-22')).toBe('Monthly on the 22nd');
    expect(frequencyLabel('weekly', '')).toBe('Every week');
    expect(repeatChoices('2026-12-01').map((c) => c.value)).toEqual(['none', 'weekly', 'fortnightly', 'monthly_weekday', 'monthly_date']);
  });

  it('sums a series up and shows each series once in a list', () => {
    expect(repeatSummary({ seriesId: 1, frequency: 'weekly', count: 10, until: null }, '2026-12-08T10:00:00Z', '2026-12-08')).toBe('Every week on Tuesday · 10 dates');
    expect(repeatSummary({ seriesId: 1, frequency: 'weekly', count: null, until: '2027-03-02' }, '2026-12-08T10:00:00Z', '2026-12-08')).toBe('Every week on Tuesday · until Tue, Mar 2, 2027');
    const s = { seriesId: 7, frequency: 'weekly' as const, count: 3, until: null };
    const out = collapseSeries([{ id: 1, repeat: s }, { id: 2, repeat: null }, { id: 3, repeat: s }, { id: 4, repeat: s }]);
    expect(out.map((x) => [x.activity.id, x.more])).toEqual([[1, 2], [2, 0]]);
  });
});
