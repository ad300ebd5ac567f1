import { Tag } from '@afterwork/ui/antd-base';
import type { AttendeeStatus } from '@afterwork/contracts/groups';
import { rsvpBadgeText, type SpotsBadge } from '../lib/activity-rules';

/** Remaining spots: green, amber at 3 or fewer, 'At capacity' at 0 (text colours ≥ 7:1 on their backgrounds). */
export function SpotsTag({ badge }: { badge: NonNullable<SpotsBadge> }) {
  return <Tag className={`aw-spots aw-spots-${badge.tone}`}>{badge.text}</Tag>;
}

export function RsvpTag({ status, position }: { status: AttendeeStatus; position?: number | null }) {
  return <Tag className={`aw-rsvp-tag aw-rsvp-${status}`}>{rsvpBadgeText(status, position)}</Tag>;
}
