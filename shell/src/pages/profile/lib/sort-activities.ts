import { splitByStart } from '@afterwork/ui/dates';

/** Upcoming soonest first, then past most recent first. */
export function sortActivities<T extends { startDate: string }>(list: T[]): T[] {
  const { upcoming, past } = splitByStart(list);
  return [...upcoming, ...past];
}
