import type { Knex } from 'knex';
import { ANNOUNCEMENT_MESSAGES } from '@afterwork/contracts/announcements';
import type { Config } from './config';
import type { Limits } from './deps';
import type { Logger } from './http/logger';
import { createRateLimiter, waitMessage } from './platform/rate-limit';
import {
  createAccountDeletion, createAccountsService, createDeletionRepository, createEmailConfirmation, createLoginThrottle, createMailedLinkThrottle,
  createMemberService, createPasskeyService, createSecondFactorService, createPasswordResetService, createSessionRevoker, createSessionStore, createSignInLinks,
  createUsersRepository, SESSION_CACHE_CHANNEL, toCurrentUser,
  TOO_MANY_EMAIL_CHANGES, TOO_MANY_REGISTRATIONS,
} from './modules/accounts/public';
import {
  createActivityRepository, createActivityService, createActivityView, createAttendanceRepository, createAttendanceService, createRsvpRepository, createRsvpService, createSeriesRepository,
  createSeriesService, type ActivityFacts, type ActivityRepository,
} from './modules/activities/public';
import { createCommunitiesRepository, createCommunitiesService } from './modules/communities/public';
import { ACTIVITY_CHAT_OPEN_DAYS } from '@afterwork/contracts/discussions';
import { createInboundMailService, createInboundRepliesRepository } from './modules/inbound-mail/public';
import { createAnnouncementService, createDiscussionsRepository, createDiscussionsService, type DiscussionPlaces } from './modules/discussions/public';
import { createGroupRepository, createGroupService } from './modules/groups/public';
import { createDeliveriesRepository, replyAddress, type MailService, type ReplyThread } from './modules/mail/public';
import type { PushOutbox } from './modules/push/public';
import { createMentorsRepository, createMentorsService } from './modules/mentors/public';
import { createMessagesRepository, createMessagesService, newConversationsWait } from './modules/messages/public';
import { createPhotoStore } from './modules/photos/public';
import {
  createActivityNews, createDiscussionDigest, createDiscussionNews, createMentorNews, createMessageNews, createNotificationsRepository, createNotifier, type NotificationsRepository,
} from './modules/notifications/public';
import { createHealthRepository } from './modules/health/public';
import { createHelpersRepository, createHelpersService } from './modules/helpers/public';
import { createPortalsRepository, createPortalsService } from './modules/portals/public';
import { createRemoteFailuresRepository } from './modules/remotes/public';
import { createRealtimeHub, createRealtimeRepository, type RealtimeReaders } from './modules/realtime/public';
import {
  createBlockService, createModerationService, createReportService, createSafetyRepository, createScamGuard, safetyMails,
} from './modules/safety/public';
import { mayReadDiscussion } from './policies/discussions';
import { organisesGroup } from './policies/groups';

const TOO_MANY_RESETS = 'Several emails with a link (to sign in or to reset a password) have just been asked for.';
const TOO_MANY_ANNOUNCEMENTS = ANNOUNCEMENT_MESSAGES.tooMany;

/**
 * What members are told and the news that tells them: one notifier, the activities' and the mentors' news. Built by
 * composeServices for the API, and alone by the worker process, whose reminder sweeps need only these.
 */
export function composeNews(input: { db: Knex; mail: MailService; push?: PushOutbox; notices?: NotificationsRepository; activities?: ActivityRepository }) {
  const { db, mail } = input;
  const notifier = createNotifier({ db, notices: input.notices ?? createNotificationsRepository(db), mail, push: input.push });
  const activityNews = createActivityNews({ notifier, activities: input.activities ?? createActivityRepository(db) });
  const mentorNews = createMentorNews({ notifier });
  const discussionDigest = createDiscussionDigest({ notifier });
  return { notifier, activityNews, mentorNews, discussionDigest };
}
export type News = ReturnType<typeof composeNews>;

/**
 * The composition root of the modules that work together: each repository and service is built once, here, and
 * handed to those that use it (routes take theirs from `deps.services`). A module never builds another module's
 * repository or service; where a module needs one above it in the module tree (activities for groups,
 * communities and accounts; notifications for activities and mail), it declares what it needs (a port: e.g.
 * accounts' MemberAnswers, activities' ActivityFacts) and it is wired below.
 */
export function composeServices(input: { db: Knex; config: Config; logger: Logger; limits: Limits; mail: MailService; push?: PushOutbox; now: () => Date }) {
  const { db, config, logger, limits, mail, now } = input;

  // Repositories.
  const users = createUsersRepository(db);
  const deletions = createDeletionRepository(db);
  const groupRepo = createGroupRepository(db);
  const communitiesRepo = createCommunitiesRepository(db);
  const activityRepo = createActivityRepository(db);
  const answers = createRsvpRepository(db);
  const seriesRepo = createSeriesRepository(db);
  const mentorsRepo = createMentorsRepository(db);
  const notices = createNotificationsRepository(db);
  const safety = createSafetyRepository(db);

  // What members are told, and the facts of activities that tell them (notices and mail: modules/notifications).
  const { notifier, activityNews, mentorNews, discussionDigest } = composeNews({ db, notices, mail, push: input.push, activities: activityRepo });
  // The activities' facts go to the news as they are (createActivityNews implements ActivityFacts).
  const activityFacts: ActivityFacts = activityNews;

  // Activities: answers and their waitlist, series, the views of one viewer.
  const view = createActivityView({ activities: activityRepo, answers });
  const rsvps = createRsvpService({ db, answers, activities: activityRepo, facts: activityFacts });
  const attendance = createAttendanceService({ db, attendance: createAttendanceRepository(db) });
  const series = createSeriesService({
    db, series: seriesRepo, activities: activityRepo, answers, rsvps, view, groups: groupRepo, communities: communitiesRepo, facts: activityFacts,
  });
  const activities = createActivityService({
    db, activities: activityRepo, answers, view, series, groups: groupRepo, communities: communitiesRepo, users, facts: activityFacts,
  });

  // Groups and communities: leaving one withdraws the member's upcoming answers there (rsvps.withdrawUpcoming).
  const groups = createGroupService({ db, groups: groupRepo, users, answers: rsvps });
  const communities = createCommunitiesService({ db, communities: communitiesRepo, users, groups: groupRepo, answers: rsvps });

  // Accounts. Wrong passwords (sign-in, password change, account deletion) count against one throttle.
  const throttle = createLoginThrottle(db, limits.throttle);
  const revokeSessions = createSessionRevoker({ db, users, secrets: [(trx, memberId) => activityRepo.deleteFeedToken(memberId, trx)] });
  const emailConfirmation = createEmailConfirmation({
    db,
    mail,
    publicUrl: config.publicUrl,
    resends: createRateLimiter(db, { max: 5, windowMs: 3_600_000 }, waitMessage('Several confirmation emails have just been sent.')),
  });
  const accounts = createAccountsService(users, throttle, {
    registrations: createRateLimiter(db, limits.registrations, waitMessage(TOO_MANY_REGISTRATIONS)),
    emailChanges: createRateLimiter(db, limits.emailChanges, waitMessage(TOO_MANY_EMAIL_CHANGES)),
    confirmation: emailConfirmation,
  });
  // A password reset and a sign-in link (issue 33) mail a link to a typed address: one set of limits for both.
  const resetLimit = config.passwordResetLimit;
  const mailedLinks = createMailedLinkThrottle({
    perAddress: createRateLimiter(db, { max: resetLimit.perAddress, windowMs: resetLimit.windowMs }, waitMessage(TOO_MANY_RESETS)),
    perIp: createRateLimiter(db, { max: resetLimit.perIp, windowMs: resetLimit.windowMs }, waitMessage(TOO_MANY_RESETS)),
  });
  const passwordResets = createPasswordResetService({ db, mail, config, logger, throttle: mailedLinks, revokeSessions });
  const signInLinks = createSignInLinks({ db, users, mail, publicUrl: config.publicUrl, logger, throttle: mailedLinks });
  const passkeys = createPasskeyService({
    db, users, throttle, config,
    challenges: createRateLimiter(db, { max: config.passkeys.challengesPerIp, windowMs: 10 * 60_000 }, waitMessage('Several passkey requests have just been made.')),
  });
  const secondFactor = createSecondFactorService({ db, throttle, passkeys, config, now: () => now().getTime() });
  const members = createMemberService({ db, users, throttle, revokeSessions });
  const accountDeletion = createAccountDeletion({
    db, users, deletions, throttle, revokeSessions, answers: rsvps, leaveGroup: groups.removeDeletedMember, mail, farewell: safetyMails.accountDeleted,
    publicUrl: config.publicUrl,
    forgetMail: async (trx, memberId, email) => {
      await createDeliveriesRepository(trx).forgetMember(memberId, email);
      await mail.forgetQueued(trx, memberId);
    },
    removePhotos: (memberId) => createPhotoStore(config).deleteMember(memberId),
    logger,
  });

  // Discussions in groups and communities (issue 30): the places' names (hidden ones are not found) and the
  // reader's standing there come from the groups' and communities' repositories; a removal is told by the notifier.
  // An activity's chat (item 2) is its host's: the host's members read and write, until a week after it ends.
  const hostStanding = async (p: { place: 'group' | 'community'; id: number }, userId: number) => {
    if (p.place === 'group') {
      const m = await groupRepo.findMembership(p.id, userId);
      return { member: !!m, runs: m?.role === 'admin', organises: organisesGroup(m) };
    }
    const [m, lead] = await Promise.all([communitiesRepo.membership(p.id, userId), communitiesRepo.isLead(p.id, userId)]);
    return { member: !!m, runs: lead, organises: lead };
  };
  const activityHost = async (id: number) => {
    const a = await activityRepo.findActivity(id);
    if (!a) return undefined;
    const host = a.groupId != null ? ({ place: 'group', id: a.groupId } as const) : ({ place: 'community', id: a.communityId! } as const);
    return { activity: a, host };
  };
  const discussionPlaces: DiscussionPlaces = {
    async find(p) {
      if (p.place === 'activity') {
        const found = await activityHost(p.id);
        if (!found) return undefined;
        const ended = Date.parse(found.activity.endDate ?? found.activity.startDate);
        return { name: found.activity.title, closesAt: new Date(ended + ACTIVITY_CHAT_OPEN_DAYS * 86_400_000) };
      }
      const row = p.place === 'group' ? await groupRepo.findGroup(p.id) : await communitiesRepo.findById(p.id);
      return row ? { name: row.name } : undefined;
    },
    async standing(p, userId) {
      if (p.place !== 'activity') return hostStanding({ place: p.place, id: p.id }, userId);
      const found = await activityHost(p.id);
      return found ? hostStanding(found.host, userId) : { member: false, runs: false };
    },
  };
  // Mails about a conversation carry its reply address (signed per member and conversation): reply by email.
  const replyAddressOf = (thread: ReplyThread) => replyAddress(config.sessionSecret, config.inboundMail.domain, thread);
  const discussionNews = createDiscussionNews({ notifier, origin: config.publicUrl, replyAddress: replyAddressOf });
  // The scam guard (issue 30, item 5) screens what members write; private messages use it too (safety/public.ts).
  const scamGuard = createScamGuard({ limit: config.scamReview, now });
  const discussionPosts = createDiscussionsRepository(db);
  // Not a knex delete: the photo store's (disk or bucket). Destructured, as the store's methods use no `this`.
  const { delete: postPhotoRemover } = createPhotoStore(config);
  const discussions = createDiscussionsService({
    db, posts: discussionPosts, places: discussionPlaces, facts: discussionNews, scam: scamGuard, now,
    editWindowMs: config.discussionEditMinutes * 60_000,
    // A deleted post's photos, and a replaced one, leave the photo store.
    removePhotoFile: postPhotoRemover,
  });
  // One daily limit for every organiser's announcements: groups, communities and mentors' sessions (key announce:<member>).
  const announcementLimiter = createRateLimiter(db, { max: config.announcementsPerDay, windowMs: 86_400_000 }, (minutes) =>
    `${TOO_MANY_ANNOUNCEMENTS} You can send another in ${minutes > 90 ? `${Math.ceil(minutes / 60)} hours` : `${minutes} minute${minutes === 1 ? '' : 's'}`}.`);
  const announcements = createAnnouncementService({
    db, posts: discussionPosts, places: discussionPlaces, facts: discussionNews, scam: scamGuard, show: discussions.show, now,
    limiter: announcementLimiter,
  });

  // Reply by email: an answer that comes by mail is posted through the same services as on the website.
  const inboundMail = createInboundMailService({
    secret: config.sessionSecret,
    domain: config.inboundMail.domain,
    members: {
      async find(id) {
        const member = await users.findActive(id);
        return member && toCurrentUser(member);
      },
    },
    targets: {
      // A mail cannot show the scam guard's nudge: a flagged answer by mail is taken as sent anyway (readers see the
      // warning, and it counts towards the moderators' review).
      post: async (member, postId, text) => {
        await discussions.reply(member, postId, { body: text, confirmed: true });
      },
      message: async (member, conversationId, text) => {
        await messages.send(member, conversationId, { body: text, confirmed: true });
      },
    },
    replies: createInboundRepliesRepository(db),
    outbox: mail,
    publicUrl: config.publicUrl,
    logger,
  });

  // Live updates (issue 30 item 6): this instance's streams and its one LISTEN connection. A place's readers are
  // decided by the discussions' rule on the groups' and communities' memberships, for all the streams at once.
  const sessions = createSessionStore(db, { maxPerMember: limits.session.maxPerMember });
  const realtimeReaders: RealtimeReaders = {
    async placeReaders(place, readers) {
      if (!readers.length || !(await discussionPlaces.find(place as unknown as Parameters<DiscussionPlaces['find']>[0]))) return new Set();
      const ids = readers.map((r) => r.id);
      let standing: (id: number) => { member: boolean; runs: boolean };
      if (place.place === 'group') {
        const roles = await groupRepo.membershipsAmong(place.id, ids);
        standing = (id) => ({ member: roles.has(id), runs: roles.get(id) === 'admin' });
      } else if (place.place === 'community') {
        const { members, leads } = await communitiesRepo.standingsAmong(place.id, ids);
        standing = (id) => ({ member: members.has(id), runs: leads.has(id) });
      } else {
        // Any other place (an activity's questions and chat): the discussions' own standing, reader by reader.
        const where = place as unknown as Parameters<DiscussionPlaces['standing']>[0];
        const each = new Map(await Promise.all(ids.map(async (id) => [id, await discussionPlaces.standing(where, id)] as const)));
        standing = (id) => each.get(id) ?? { member: false, runs: false };
      }
      return new Set(readers.filter((r) => mayReadDiscussion(r, standing(r.id))).map((r) => r.id));
    },
    sessionMember: async (key) => (await sessions.getWithUser(key))?.user,
  };
  const realtime = createRealtimeHub({
    db, repo: createRealtimeRepository(db), readers: realtimeReaders, logger, sessionChannel: SESSION_CACHE_CHANNEL,
    limits: { perMember: config.realtime.streamsPerMember, perInstance: config.realtime.streamsPerInstance, heartbeatMs: config.realtime.heartbeatMs },
  });

  // Private messages (issue 30, item 4): a new message is told by the notifier; new conversations are limited per day.
  const messages = createMessagesService({
    db, messages: createMessagesRepository(db), facts: createMessageNews({ notifier, replyAddress: replyAddressOf }),
    newConversations: createRateLimiter(db, { max: config.newConversationsPerDay, windowMs: 86_400_000 }, newConversationsWait),
    scam: scamGuard,
  });

  // Mentors, trust and safety.
  const mentors = createMentorsService({
    db, mentors: mentorsRepo, news: mentorNews,
    announcements: { limiter: announcementLimiter, screen: (text, options) => scamGuard.screen(text, options) },
  });
  const reports = createReportService(db, safety, limits.reports);
  const moderation = createModerationService({ db, safety, mail, notifier, revokeSessions, publicUrl: config.publicUrl });
  const blocks = createBlockService(safety);

  // The smaller rooms.
  const portals = createPortalsService(createPortalsRepository(db), input.now);
  const remoteFailures = createRemoteFailuresRepository(db);
  const database = createHealthRepository(db);

  // Trusted helpers (issue 34 item 1): the member is told of each change her helper made (a notice, kind 'helper').
  const helpers = createHelpersService({
    repo: createHelpersRepository(db), mail, publicUrl: config.publicUrl, logger,
    limits: { helpersPerMember: config.helpersPerMember, membersPerHelper: config.membersPerHelper },
    findUser: (id) => accounts.getCurrent(id),
    tell: (n) => notices.addMany([{ userId: n.memberId, kind: 'helper', dedupeKey: `helper-action:${n.actionId}`, title: n.title, body: n.body, link: n.link }]),
  });

  return {
    helpers,
    users, notices, revokeSessions, activityNews, mentorNews, discussionDigest,
    accounts, emailConfirmation, passwordResets, signInLinks, passkeys, secondFactor, members, accountDeletion,
    activities, rsvps, attendance, series, groups, communities, discussions, announcements, messages, mentors, scamGuard, realtime,
    reports, moderation, blocks,
    portals, remoteFailures, database, inboundMail,
  };
}
export type Services = ReturnType<typeof composeServices>;
