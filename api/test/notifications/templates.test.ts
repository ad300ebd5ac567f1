import { activityCancelled } from '../../src/modules/notifications/templates/activity-cancelled';
import { activityChanged } from '../../src/modules/notifications/templates/activity-changed';
import { activityReminder } from '../../src/modules/notifications/templates/activity-reminder';
import type { ActivityData } from '../../src/modules/notifications/templates/activity';
import { groupActivity } from '../../src/modules/notifications/templates/group-activity';
import { groupDigest } from '../../src/modules/notifications/templates/group-digest';
import { mentorReminder } from '../../src/modules/notifications/templates/mentor-reminder';
import { mentorRequest } from '../../src/modules/notifications/templates/mentor-request';
import { mentorRequestSent } from '../../src/modules/notifications/templates/mentor-request-sent';
import { mentorSessionCancelled } from '../../src/modules/notifications/templates/mentor-session-cancelled';
import { mentorSessionChanged } from '../../src/modules/notifications/templates/mentor-session-changed';
import { mentorSessionReserved } from '../../src/modules/notifications/templates/mentor-session-reserved';
import { waitlistJoined } from '../../src/modules/notifications/templates/waitlist-joined';
import { waitlistPromoted } from '../../src/modules/notifications/templates/waitlist-promoted';
import { accountDeleted } from '../../src/modules/mail/templates/account-deleted';
import { assessmentResults } from '../../src/modules/mail/templates/assessment-results';
import { dataExport } from '../../src/modules/mail/templates/data-export';
import { emailChanged } from '../../src/modules/mail/templates/email-changed';
import { emailConfirmation } from '../../src/modules/mail/templates/email-confirmation';
import { moderationSuspension } from '../../src/modules/mail/templates/moderation-suspension';
import { moderationWarning } from '../../src/modules/mail/templates/moderation-warning';
import { passwordChanged } from '../../src/modules/mail/templates/password-changed';
import { passwordReset } from '../../src/modules/mail/templates/password-reset';

/**
 * Every template's words for fixed data, as the services wrote them inline before the templates (word for word:
 * the members' mails and notices did not change when their texts moved into `templates/<kind>.ts`).
 */
const origin = 'https://afterwork.example';
const walk: ActivityData = {
  id: 7, title: 'Morning walk', startDate: '2026-12-01T10:00:00.000Z', endDate: '2026-12-01T11:00:00.000Z', timeZone: 'Europe/London',
  isVirtual: false, meetingLink: null, location: 'Ferry stop', groupId: 3, groupName: 'Lake Walkers', communityId: null, communityName: null, repeat: null,
};
const when = 'Tuesday, December 1, 2026 at 10:00 AM GMT';
const session = { id: 5, mentorId: 2, mentorName: 'Ada Mentor', title: 'Budgeting basics', startsAt: new Date('2026-12-02T15:00:00.000Z'), durationMinutes: 45, timeZone: 'America/New_York' };
const sessionWhen = 'Wednesday, December 2, 2026 at 10:00 AM EST';
const sessionReason = 'You are receiving this because you reserved a place in this mentor session. You can turn these emails off in Settings → Notifications.';

describe('notification templates: the words members were told before, word for word', () => {
  it('activity changed: time, place and link', () => {
    const now = { ...walk, startDate: '2026-12-01T11:00:00.000Z', location: 'Old mill' };
    expect(activityChanged({ now, before: walk, changes: { time: true, place: true, link: true }, name: 'Ann', origin })).toEqual({
      notice: {
        title: 'Morning walk has changed',
        body: `It now starts Tuesday, December 1, 2026 at 11:00 AM GMT (it was ${when}). It now takes place at Old mill (it was Ferry stop). Its meeting link changed: use the new one on the activity page.`,
      },
      mail: {
        subject: 'Changed: Morning walk',
        greeting: 'Hello Ann,',
        paragraphs: [
          'Morning walk, which you are going to, has changed.',
          `It now starts Tuesday, December 1, 2026 at 11:00 AM GMT (it was ${when}).`,
          'It now takes place at Old mill (it was Ferry stop).',
          'Its meeting link changed: use the new one on the activity page.',
          'Place: Old mill',
          'The attached calendar file updates the event in your calendar.',
        ],
        action: { label: 'See the activity', url: `${origin}/activities/7` },
        reason: 'You are receiving this because you said you are going to this activity.',
      },
    });
    const online = activityChanged({ now: { ...walk, location: null, isVirtual: true, meetingLink: null }, before: walk, changes: { time: false, place: true, link: false }, name: 'Ann', origin });
    expect(online.notice.body).toBe('It now takes place at a place given on the activity page (it was Ferry stop).');
    expect(online.mail.paragraphs[2]).toBe('Online (the link is on the activity page)');
    const linked = activityChanged({ now: { ...walk, isVirtual: true, meetingLink: 'https://meet.example/x' }, before: { ...walk, location: null }, changes: { time: false, place: true, link: true }, name: 'Ann', origin });
    expect(linked.mail.paragraphs.slice(1, 4)).toEqual(['It now takes place at Ferry stop (it was not given).', 'Its meeting link changed: use the new one on the activity page.', 'Online: https://meet.example/x']);
  });

  it('activity cancelled: by its group, or its community', () => {
    expect(activityCancelled({ activity: walk, name: 'Ann', origin })).toEqual({
      notice: { title: 'Morning walk is cancelled', body: `Morning walk on ${when} will not take place. Lake Walkers cancelled it.` },
      mail: {
        subject: 'Cancelled: Morning walk',
        greeting: 'Hello Ann,',
        paragraphs: [`Morning walk on ${when}, which you were going to, will not take place: Lake Walkers cancelled it.`, 'You do not need to do anything. You may want to remove it from your calendar.'],
        action: { label: 'See the group', url: `${origin}/groups/3` },
        reason: 'You are receiving this because you said you were going to this activity.',
      },
    });
    const community = activityCancelled({ activity: { ...walk, groupId: null, groupName: null, communityId: 9, communityName: null }, name: 'Ann', origin });
    expect(community.notice.body).toBe(`Morning walk on ${when} will not take place. its organisers cancelled it.`);
    expect(community.mail.action).toEqual({ label: 'See the community', url: `${origin}/communities/9` });
  });

  it('waitlist joined and promoted', () => {
    expect(waitlistJoined({ activity: walk, position: 2, name: 'Dan', origin })).toEqual({
      notice: { title: 'You are number 2 on the waitlist: Morning walk', body: `You are number 2 on the waitlist for Morning walk on ${when}. We will tell you at once if a place opens up for you.` },
      mail: {
        subject: 'You are on the waitlist: Morning walk',
        greeting: 'Hello Dan,',
        paragraphs: [
          'Morning walk is full, so you have joined its waitlist.',
          `You are number 2 on the waitlist for Morning walk on ${when}.`,
          'If a place opens up, it is yours at once: we will email you and you will be going. If you cannot come after all, please take your name off the waitlist on the activity page.',
        ],
        action: { label: 'See the activity', url: `${origin}/activities/7` },
        reason: 'You are receiving this because you joined the waitlist of this activity. You can turn waitlist news off in Settings → Notifications.',
      },
    });
    expect(waitlistPromoted({ activity: walk, name: 'Dan', origin })).toEqual({
      notice: { title: 'A place opened up for you', body: 'You are now going to Morning walk. If you cannot come after all, please change your answer so the next person gets the place.' },
      mail: {
        subject: 'A place opened up for you: Morning walk',
        greeting: 'Hello Dan,',
        paragraphs: [
          'Good news: a place opened up, and you are now going to Morning walk.',
          `When: ${when}.`,
          'Place: Ferry stop',
          'If you cannot come after all, please change your answer so the next person on the waitlist gets the place.',
        ],
        action: { label: 'See the activity', url: `${origin}/activities/7` },
        reason: 'You are receiving this because you joined the waitlist of this activity.',
      },
    });
  });

  it('new in a group, the daily digest, and reminders', () => {
    const series = { ...walk, repeat: { seriesId: 1, frequency: 'weekly' as const, count: 4, until: null } };
    expect(groupActivity({ activity: series, name: 'Max', origin })).toEqual({
      notice: { title: 'New in Lake Walkers: Morning walk', body: `${when}. Place: Ferry stop It repeats: see the activity page for its dates.` },
      mail: {
        subject: 'New in Lake Walkers: Morning walk',
        greeting: 'Hello Max,',
        paragraphs: ['Lake Walkers has a new activity: Morning walk.', `When: ${when}. It repeats: see the activity page for its dates.`, 'Place: Ferry stop', 'If you would like to come, say so on the activity page.'],
        action: { label: 'See the activity', url: `${origin}/activities/7` },
        reason: 'You are receiving this because you belong to Lake Walkers. You can turn these emails off in Settings → Notifications.',
      },
    });
    expect(groupActivity({ activity: { ...walk, groupName: null }, name: 'Max', origin }).notice.title).toBe('New in your group: Morning walk');
    expect(groupDigest({ activities: [walk, { ...walk, id: 8, title: 'Stretch', groupName: null }], name: 'Kit', origin })).toEqual({
      mail: {
        subject: 'New in your groups: 2 activities',
        greeting: 'Hello Kit,',
        paragraphs: [
          'Your groups added new activities since yesterday:',
          `Morning walk (Lake Walkers): ${when}. ${origin}/activities/7`,
          `Stretch (your group): ${when}. ${origin}/activities/8`,
          'Open one to say whether you are coming.',
        ],
        action: { label: 'See your groups', url: `${origin}/groups` },
        reason: 'You are receiving this daily email because you chose a digest of new activities in your groups. You can change that in Settings → Notifications.',
      },
    });
    const one = groupDigest({ activities: [walk], name: 'Kit', origin }).mail;
    expect([one.subject, one.paragraphs[0]]).toEqual(['New in your groups: 1 activity', 'Your groups added a new activity since yesterday:']);
    expect(activityReminder({ activity: walk, window: '24h', name: 'Eve', origin })).toEqual({
      notice: { title: 'Reminder: Morning walk is tomorrow', body: `${when}. Place: Ferry stop` },
      mail: {
        subject: 'Reminder: Morning walk is tomorrow',
        greeting: 'Hello Eve,',
        paragraphs: ['A reminder that you are going to Morning walk.', `When: ${when}.`, 'Place: Ferry stop', 'If you cannot come after all, please change your answer so someone else can take your place.'],
        action: { label: 'See the activity', url: `${origin}/activities/7` },
        reason: 'You are receiving this because you said you are going to this activity. You can turn reminders off in Settings → Notifications.',
      },
    });
    expect(activityReminder({ activity: { ...walk, location: null }, window: '2h', name: 'Eve', origin }).notice).toEqual({ title: 'Reminder: Morning walk is in two hours', body: `${when}. Place: see the activity page` });
  });

  it('mentor sessions: booked, a new time, cancelled, the reminder and the request', () => {
    expect(mentorSessionReserved({ session, name: 'Bea', origin })).toEqual({
      notice: { title: 'Your place is booked: Budgeting basics', body: `Budgeting basics with Ada Mentor, ${sessionWhen} (45 minutes, online).` },
      mail: {
        subject: 'Booked: Budgeting basics with Ada Mentor',
        greeting: 'Hello Bea,',
        paragraphs: [
          'Your place in Budgeting basics with Ada Mentor is booked.',
          `When: ${sessionWhen}, for 45 minutes.`,
          "Where: online, with your mentor. The details are on the mentor's page.",
          'The attached calendar file adds the session to your calendar. We will remind you the day before.',
          "If you cannot come after all, please cancel your place on the mentor's page so someone else can take it.",
        ],
        action: { label: 'See the session', url: `${origin}/mentors/2` },
        reason: sessionReason,
      },
    });
    const moved = { ...session, startsAt: new Date('2026-12-02T16:00:00.000Z'), durationMinutes: 60 };
    const what = `It now starts Wednesday, December 2, 2026 at 11:00 AM EST and lasts 60 minutes (it was ${sessionWhen}, 45 minutes).`;
    expect(mentorSessionChanged({ now: moved, before: session, name: 'Bea', origin })).toEqual({
      notice: { title: 'Budgeting basics has a new time', body: what },
      mail: {
        subject: 'New time: Budgeting basics with Ada Mentor',
        greeting: 'Hello Bea,',
        paragraphs: [
          'Budgeting basics with Ada Mentor, which you reserved, has a new time.',
          what,
          'Your place is kept. The attached calendar file updates the session in your calendar.',
          "If the new time does not suit you, please cancel your place on the mentor's page so someone else can take it.",
        ],
        action: { label: 'See the session', url: `${origin}/mentors/2` },
        reason: sessionReason,
      },
    });
    expect(mentorSessionCancelled({ session, name: 'Bea', origin })).toEqual({
      notice: { title: 'Budgeting basics is cancelled', body: `Budgeting basics with Ada Mentor on ${sessionWhen} will not take place.` },
      mail: {
        subject: 'Cancelled: Budgeting basics with Ada Mentor',
        greeting: 'Hello Bea,',
        paragraphs: [
          `Budgeting basics with Ada Mentor on ${sessionWhen}, which you reserved, will not take place: it has been cancelled.`,
          "You do not need to do anything. You may want to remove it from your calendar, and look at the mentor's other sessions.",
        ],
        action: { label: "See the mentor's sessions", url: `${origin}/mentors/2` },
        reason: sessionReason,
      },
    });
    expect(mentorReminder({ session, name: 'Bea', origin })).toEqual({
      notice: { title: 'Reminder: Budgeting basics is tomorrow', body: `Budgeting basics with Ada Mentor, ${sessionWhen}. Online, with your mentor.` },
      mail: {
        subject: 'Reminder: Budgeting basics with Ada Mentor is tomorrow',
        greeting: 'Hello Bea,',
        paragraphs: [
          'A reminder of your mentor session, Budgeting basics with Ada Mentor.',
          `When: ${sessionWhen}, for 45 minutes.`,
          "Where: online, with your mentor. The details are on the mentor's page.",
          'If you cannot come after all, please cancel your place so someone else can take it.',
        ],
        action: { label: 'See the session', url: `${origin}/mentors/2` },
        reason: 'You are receiving this because you reserved a place in this mentor session. You can turn reminders off in Settings → Notifications.',
      },
    });
    expect(mentorRequest({ mentor: { id: 2, name: 'Ada Mentor' }, member: { name: 'Bea' }, message: 'Help with pensions?', origin })).toEqual({
      mail: {
        subject: 'New mentorship request from Bea',
        greeting: 'Hello Ada Mentor,',
        paragraphs: ['Bea asked you for mentorship on Afterwork.', 'Their message: “Help with pensions?”', 'The Afterwork team will put you in touch; you can also see your page on the site.'],
        action: { label: 'See your mentor page', url: `${origin}/mentors/2` },
        reason: 'You are receiving this because you are a mentor on Afterwork and a member asked you for mentorship.',
      },
    });
    expect(mentorRequest({ mentor: { id: 2, name: 'Ada Mentor' }, member: { name: 'Bea' }, message: null, origin }).mail.paragraphs[1]).toBe('They did not add a message.');
    // The member's own copy (issue 31).
    const copy = mentorRequestSent({ mentor: { id: 2, name: 'Ada Mentor' }, name: 'Bea', message: null, origin });
    expect(copy.notice).toEqual({ title: 'Your request was sent to Ada Mentor', body: 'You asked Ada Mentor for mentorship. They will get in touch by email, usually within a few days.' });
    expect(copy.mail.subject).toBe('Your mentorship request to Ada Mentor');
    expect(copy.mail.paragraphs.slice(0, 2)).toEqual(['Your request for mentorship was sent to Ada Mentor.', 'You did not add a message.']);
    expect(copy.mail.action).toEqual({ label: "See the mentor's page", url: `${origin}/mentors/2` });
  });
});

describe('account and safety mail templates: word for word', () => {
  it('password, address and account mails', () => {
    expect(passwordReset({ name: 'Ann', username: 'ann_b', url: `${origin}/reset-password?token=abc` })).toEqual({
      subject: 'Reset your Afterwork password',
      greeting: 'Hello Ann,',
      paragraphs: [
        'Someone, probably you, asked to reset the password of your Afterwork account.',
        'Your username is ann_b. You can sign in with it or with this email address.',
        'Press the button to choose a new password. The link works once, for 30 minutes.',
        'If you did not ask for this, you can ignore this email: your password stays as it is.',
      ],
      action: { label: 'Choose a new password', url: `${origin}/reset-password?token=abc` },
      reason: 'You are receiving this because a password reset was requested for your account on Afterwork.',
    });
    expect(passwordChanged({ name: 'Ann', username: 'ann_b', origin })).toEqual({
      subject: 'Your Afterwork password was changed',
      greeting: 'Hello Ann,',
      paragraphs: [
        'The password of your Afterwork account was just changed with a reset link, and every device was signed out.',
        'Your username is ann_b. Sign in with it (or with this email address) and your new password.',
        'If this was you, there is nothing more to do. If it was not, please reset your password again at once and call us on 1-800-555-0199 (free from the United States and Canada; from other countries, email help@afterwork.example).',
      ],
      action: { label: 'Sign in', url: `${origin}/sign-in` },
      reason: 'You are receiving this because the password of your account was changed. We always tell you.',
    });
    expect(emailConfirmation({ name: 'Ann', url: `${origin}/api/email-confirmation/abc` })).toEqual({
      subject: 'Confirm your email address for Afterwork',
      greeting: 'Hello Ann,',
      paragraphs: [
        'Welcome to Afterwork. Please confirm that this is your email address, so we can send you reminders and news you ask for.',
        'Press the button, then "Confirm my email address" on the page that opens. The link works once, for 7 days.',
        'You can already use the site: this only turns on the emails.',
      ],
      action: { label: 'Confirm my email address', url: `${origin}/api/email-confirmation/abc` },
      reason: 'You are receiving this because this address was given for an Afterwork account. If that was not you, ignore this email: nothing more will be sent to it.',
    });
    expect(emailChanged({ name: 'Ann', oldEmail: 'ann@old.example', newEmail: 'ann@new.example', origin })).toEqual({
      subject: 'Your Afterwork email address was changed',
      greeting: 'Hello Ann,',
      paragraphs: [
        'The email address of your Afterwork account was just changed from ann@old.example to ann@new.example. From now on we write to the new address only.',
        'If this was you, there is nothing more to do. If it was not, someone may have your password: please call us on 1-800-555-0199 (free from the United States and Canada; from other countries, email help@afterwork.example).',
      ],
      action: { label: 'Sign in', url: `${origin}/sign-in` },
      reason: 'You are receiving this at your previous address because the email address of your account was changed. We always tell you.',
    });
    expect(accountDeleted({ name: 'Ann', origin })).toEqual({
      subject: 'Your Afterwork account has been deleted',
      greeting: 'Hello Ann,',
      paragraphs: [
        'Your Afterwork account was deleted, as you asked. You have been signed out on every device, and your private calendar link no longer works.',
        'Your profile, your answers to activities, your goals, your assessment results and your other personal details have been removed. What other members still need, such as a group you handed over, now says "Former member" instead of your name.',
        'If you did not delete your account, please reply to this email or call our support line at once.',
        'You are always welcome back: you can make a new account whenever you like.',
      ],
      action: { label: 'Visit Afterwork', url: origin },
      reason: 'You are receiving this because your Afterwork account was deleted. This is the last email we send to this address.',
    });
    expect(dataExport({ name: 'Ann', days: 7, origin })).toEqual({
      subject: 'Your Afterwork data is ready to download',
      greeting: 'Hello Ann,',
      paragraphs: [
        'The copy of your data you asked for is ready. Sign in and open Settings to download it.',
        'It is there for 7 days. After that it is deleted, and you can ask for a new one at any time.',
        'If you did not ask for this, please change your password at once.',
      ],
      action: { label: 'Open Settings', url: `${origin}/settings` },
      reason: 'You are receiving this because someone signed in to your account asked for a copy of your data.',
    });
  });

  it('moderation mails and assessment results', () => {
    expect(moderationWarning({ name: 'Ann', reason: 'Rude words', origin })).toEqual({
      subject: 'A warning from the Afterwork moderators',
      greeting: 'Hello Ann,',
      paragraphs: [
        'Our moderators looked at a report about you and decided to give you a warning. Their reason:',
        '"Rude words"',
        'Please read our Community Guidelines. If it happens again, your account may be suspended. You will also see this warning when you next sign in.',
      ],
      action: { label: 'Read the Community Guidelines', url: `${origin}/community-guidelines` },
      reason: 'You are receiving this because a moderator warned your Afterwork account.',
    });
    const until = new Date('2026-12-08T09:30:00.000Z');
    const suspension = moderationSuspension({ name: 'Ann', until, reason: 'Spam', origin });
    expect(suspension).toEqual({
      subject: 'Your Afterwork account is suspended',
      greeting: 'Hello Ann,',
      paragraphs: [
        `Our moderators have suspended your Afterwork account until ${until.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })} (UTC). You have been signed out, and you cannot sign in while the suspension lasts. Their reason:`,
        '"Spam"',
        'If you think this is a mistake, please reply to this email and tell us why.',
      ],
      action: { label: 'Read the Community Guidelines', url: `${origin}/community-guidelines` },
      reason: 'You are receiving this because a moderator suspended your Afterwork account.',
    });
    expect(suspension.paragraphs[0]).toContain('until 8 December 2026');
    expect(moderationSuspension({ name: 'Ann', until: null, reason: 'Spam', origin }).paragraphs[0]).toMatch(/^Our moderators have suspended your Afterwork account for good\. /);
    const result = { score: 6, maxScore: 12, percent: 50, label: 'Moderate', interpretation: 'Some days are harder.' };
    expect(assessmentResults({ assessment: { id: 'mood', title: 'Mood Check' }, result, name: 'Ann', origin })).toEqual({
      subject: 'Your Mood Check results',
      greeting: 'Hello Ann,',
      paragraphs: [
        'Here are the results of the Mood Check assessment you took on Afterwork.',
        'Your score: 6 out of 12 (50%). Level: Moderate.',
        'Some days are harder.',
        'This assessment is for educational purposes only. It is not a diagnosis and is no substitute for professional medical or mental health advice. If you are worried about how you feel, please speak with your doctor or a qualified professional.',
      ],
      action: { label: 'See the assessments', url: `${origin}/assessments/mood` },
      reason: 'You are receiving this because you asked on Afterwork for your assessment results by email.',
    });
    const visitor = assessmentResults({ assessment: { id: 'mood', title: 'Mood Check' }, result, origin });
    expect([visitor.greeting, visitor.reason]).toEqual([
      'Hello,',
      'You are receiving this because someone, probably you, asked on Afterwork for these results to be sent to this address. Nothing more will be sent because of it.',
    ]);
  });
});
