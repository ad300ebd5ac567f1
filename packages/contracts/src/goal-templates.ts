// Goals and habits (issue 20 item 2): the templates a member starts from, and the badge a streak earns.
// Zod-free: the home page's first paint shows them.

export interface GoalTemplate {
  id: GoalTemplateId;
  title: string;
  description: string;
  /** How many daily check-ins complete the goal. */
  targetDays: number;
}

export const GOAL_TEMPLATE_IDS = ['connection-7', 'daily-walk', 'meditation-30'] as const;
export type GoalTemplateId = (typeof GOAL_TEMPLATE_IDS)[number];

export const GOAL_TEMPLATES: readonly GoalTemplate[] = [
  {
    id: 'connection-7',
    title: '7-Day Connection Challenge',
    description: 'Reach out to one friend, neighbour or family member every day for a week.',
    targetDays: 7,
  },
  {
    id: 'daily-walk',
    title: 'Daily Walk',
    description: 'Take a walk of at least 20 minutes, every day for two weeks.',
    targetDays: 14,
  },
  {
    id: 'meditation-30',
    title: 'Daily Meditation Practice',
    description: 'Ten quiet minutes of meditation a day, for 30 days.',
    targetDays: 30,
  },
];

export const goalTemplate = (id: string): GoalTemplate | undefined => GOAL_TEMPLATES.find((t) => t.id === id);

/** The badge the spec names; earned by checking in this many days in a row on any goal. */
export const CONSISTENCY_BADGE = 'Consistency Champion';
export const CONSISTENCY_STREAK = 7;
/** Goals a member may follow at once. */
export const MAX_ACTIVE_GOALS = 5;
export const GOAL_MAX_DAYS = 365;

/** Whether the runtime knows this IANA time zone ('Europe/London', 'UTC'). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
