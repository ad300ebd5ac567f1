import type { ActivitySeriesRow } from './series-repository';
import type { SeriesRule } from './series';

export const SERIES_NOT_FOUND = 'Series not found';

/** The rule a stored series row holds. */
export const ruleOf = (s: Pick<ActivitySeriesRow, 'frequency' | 'first_local' | 'time_zone' | 'count' | 'until_day'>): SeriesRule => ({
  frequency: s.frequency,
  firstLocal: s.first_local,
  timeZone: s.time_zone,
  count: s.count,
  until: s.until_day,
});
export const sameInstant = (a: Date, b: Date) => a.getTime() === b.getTime();
