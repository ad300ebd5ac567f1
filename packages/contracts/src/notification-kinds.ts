// The kinds of notification a member can receive (issue 17), shared by the API (sender, preferences) and the
// Settings page. Zod-free: the shell's header imports it.

/** Kinds a member may switch (email on/off, in the site on/off) in Settings → Notifications. */
export const notificationKinds = [
  { kind: 'activity-reminder', label: 'Reminders before activities you are going to', email: true, inSite: true },
  { kind: 'activity-change', label: 'Changes to activities you are going to (a new time or place, or cancelled)', email: true, inSite: true },
  { kind: 'waitlist', label: 'Waitlist news (your place, and when a place opens up for you)', email: true, inSite: true },
  { kind: 'mentor-session', label: 'Mentor sessions you reserved (your booking, a new time, or cancelled)', email: true, inSite: true },
  { kind: 'mentor-reminder', label: 'Reminders the day before your mentor sessions', email: true, inSite: true },
  { kind: 'group-activity', label: 'New activities in your groups (as soon as they are added)', email: true, inSite: true },
  { kind: 'announcement', label: 'Announcements from the organisers of your groups and communities (sent at once)', email: true, inSite: true },
  { kind: 'private-message', label: 'New private messages from other members', email: true, inSite: true },
  { kind: 'group-digest', label: 'A daily email of new activities in your groups (instead of one email each)', email: false, inSite: false },
  { kind: 'discussion-post', label: 'New posts in the discussions of your groups and communities (by email you can answer them)', email: false, inSite: true },
  { kind: 'discussion-reply', label: 'Replies to your posts in discussions (you can answer them by email)', email: true, inSite: true },
  { kind: 'assessment-results', label: 'Assessment results you ask to receive by email', email: true, inSite: false },
] as const;

export type NotificationKind = (typeof notificationKinds)[number]['kind'];

/** Security mail: always sent, no unsubscribe (account matters: issue 21 adds deletion and moderation notices). */
export const securityMailKinds = ['password-reset', 'password-changed', 'account-deleted', 'moderation-warning', 'moderation-suspension', 'data-export', 'email-confirmation', 'email-changed', 'reply-refused', 'sign-in-link'] as const;

export const isNotificationKind = (k: string): k is NotificationKind => notificationKinds.some((n) => n.kind === k);

export interface NotificationPreference {
  kind: NotificationKind;
  label: string;
  email: boolean;
  inSite: boolean;
  /** 'On this device' (issue 33 §2): pushed to the devices the member turned it on for. */
  push: boolean;
}

export interface NotificationItem {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  createdAt: string;
  read: boolean;
}

export interface NotificationList {
  items: NotificationItem[];
  unread: number;
}

/** GET apiPaths.myEmailConfirmation: the member's address and whether they confirmed it (issue 17). */
export interface EmailConfirmationStatus {
  email: string;
  confirmed: boolean;
}
