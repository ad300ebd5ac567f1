// The public face of the activities feature: what the other features of mf-groups may use (docs/architecture.md, "Boundaries").
export { remainingSpots, rsvpBadgeText, spotsBadge } from '@afterwork/ui/activity-rules';
export { RsvpTag, SpotsTag } from './components/status-tags';
export { RsvpControl } from '@afterwork/ui/rsvp-control';
export { collapseSeries, frequencyLabel, localDay, repeatChoices } from './lib/repeat';
