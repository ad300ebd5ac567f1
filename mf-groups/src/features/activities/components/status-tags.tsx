import { Tag } from '@afterwork/ui/antd-display';
import type { AttendeeStatus } from '@afterwork/contracts/groups';
import { rsvpBadgeText, type SpotsBadge } from '@afterwork/ui/activity-rules';

/** Remaining spots: green, amber at 3 or fewer, 'At capacity' at 0 (text colours ≥ 7:1 on their backgrounds). */
export function SpotsTag({ badge }: { badge: NonNullable<SpotsBadge> }) {
  return <Tag className={`aw-spots aw-spots-${badge.tone}`}>{badge.text}</Tag>;
}

/** The member's answer; on a past activity it says what happened ('You went'). */
export function RsvpTag({ status, position, past = false }: { status: AttendeeStatus; position?: number | null; past?: boolean }) {
  return <Tag className={`aw-rsvp-tag aw-rsvp-${status}`}>{rsvpBadgeText(status, position, past)}</Tag>;
}
