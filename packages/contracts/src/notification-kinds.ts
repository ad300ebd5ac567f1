// The kinds of notification a member can receive (issue 17), shared by the API (sender, preferences) and the
// Settings page. Zod-free: the shell's header imports it.

/**
 * Kinds a member may switch (email on/off, in the site on/off) in Settings → Notifications. `only`: the kind is sent
 * one way only (a digest is a mail; a chat's notice is in the site), so Settings shows that one switch. `digest`: the
 * kind's mail can also come once a day instead (Settings offers 'At once', 'Once a day' or 'No emails'); `digestOf`:
 * that daily kind, set through its kind's row (not listed on its own).
 */
export const notificationKinds: ReadonlyArray<NotificationKindInfo> = [
  { kind: 'activity-reminder', label: 'Reminders before activities you are going to', email: true, inSite: true },
  { kind: 'activity-change', label: 'Changes to activities you are going to (a new time or place, or cancelled)', email: true, inSite: true },
  { kind: 'waitlist', label: 'Waitlist news (your place, and when a place opens up for you)', email: true, inSite: true },
  { kind: 'mentor-session', label: 'Mentor sessions you reserved (your booking, a new time, or cancelled)', email: true, inSite: true },
  { kind: 'mentor-reminder', label: 'Reminders the day before your mentor sessions', email: true, inSite: true },
  { kind: 'group-activity', label: 'New activities in your groups (as soon as they are added)', email: true, inSite: true },
  { kind: 'announcement', label: 'Announcements from the organisers of your groups and communities (sent at once)', email: true, inSite: true },
  { kind: 'private-message', label: 'New private messages from other members', email: true, inSite: true },
  { kind: 'group-digest', label: 'A daily email of new activities in your groups (instead of one email each)', email: false, inSite: false, only: 'email' },
  { kind: 'discussion-post', label: 'New posts in the discussions of your groups and communities (by email you can answer them)', email: false, inSite: true, digest: 'discussion-digest' },
  { kind: 'discussion-digest', label: 'A daily email of the new posts in the discussions of your groups and communities', email: false, inSite: false, only: 'email', digestOf: 'discussion-post' },
  { kind: 'activity-chat', label: "New messages in 'Questions and chat' of activities you are going to", email: false, inSite: true, only: 'inSite' },
  { kind: 'discussion-reply', label: 'Replies to your posts in discussions (you can answer them by email)', email: true, inSite: true },
  { kind: 'assessment-results', label: 'Assessment results you ask to receive by email', email: true, inSite: false },
];

export type NotificationKind =
  | 'activity-reminder' | 'activity-change' | 'waitlist' | 'mentor-session' | 'mentor-reminder' | 'group-activity' | 'announcement'
  | 'private-message' | 'group-digest' | 'discussion-post' | 'discussion-digest' | 'activity-chat' | 'discussion-reply' | 'assessment-results';

/** One kind of notification, its label in Settings and its defaults (no preference row). */
export interface NotificationKindInfo {
  kind: NotificationKind;
  label: string;
  email: boolean;
  inSite: boolean;
  only?: 'email' | 'inSite';
  digest?: NotificationKind;
  digestOf?: NotificationKind;
}

/** Security mail: always sent, no unsubscribe (account matters: issue 21 adds deletion and moderation notices). */
export const securityMailKinds = ['password-reset', 'password-changed', 'account-deleted', 'moderation-warning', 'moderation-suspension', 'data-export', 'email-confirmation', 'email-changed', 'reply-refused', 'sign-in-link'] as const;

export const isNotificationKind = (k: string): k is NotificationKind => notificationKinds.some((n) => n.kind === k);

export interface NotificationPreference {
  kind: NotificationKind;
  label: string;
  email: boolean;
  inSite: boolean;
  /** The kind is sent one way only: Settings shows that switch alone. */
  only?: 'email' | 'inSite';
  /** For a kind with a daily digest: whether its mail comes once a day (then `email` is off). */
  emailDaily?: boolean;
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
