import type { ActivityCore } from '../../activities/public';
import { DEFAULT_LOCALE, type Locale } from '../../mail/public';

/** What the activity templates read of an activity. */
export type ActivityData = Pick<
  ActivityCore,
  'id' | 'title' | 'startDate' | 'endDate' | 'timeZone' | 'isVirtual' | 'meetingLink' | 'location' | 'groupId' | 'groupName' | 'communityId' | 'communityName' | 'repeat'
>;

/** The activity's page, as a notice's link (a path) or a mail's button (`origin` + path). */
export const activityPath = (a: Pick<ActivityData, 'id'>): string => `/activities/${a.id}`;
/** The page of the group or community hosting it. */
export const hostPath = (a: Pick<ActivityData, 'groupId' | 'communityId'>): string => (a.groupId != null ? `/groups/${a.groupId}` : `/communities/${a.communityId}`);

/** Words every activity template shares. */
export const activityTexts = {
  en: {
    seeActivity: 'See the activity',
    online: (link: string) => `Online: ${link}`,
    onlineNoLink: 'Online (the link is on the activity page)',
    place: (location: string) => `Place: ${location}`,
    placeUnknown: 'Place: see the activity page',
  },
} as const;

/** Where an activity takes place, as a mail's or a notice's line. */
export function whereText(a: Pick<ActivityData, 'isVirtual' | 'meetingLink' | 'location'>, locale: Locale = DEFAULT_LOCALE): string {
  const t = activityTexts[locale];
  if (a.isVirtual) return a.meetingLink ? t.online(a.meetingLink) : t.onlineNoLink;
  return a.location ? t.place(a.location) : t.placeUnknown;
}
