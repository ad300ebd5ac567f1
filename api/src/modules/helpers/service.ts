import type { CurrentUser } from '@afterwork/contracts/users';
import { apiPaths } from '@afterwork/contracts/paths';
import { HELPER_MESSAGES, type Helping, type HelperAction, type HelperGrant, type MyHelpers } from '@afterwork/contracts/helpers';
import type { Logger } from '../../http/logger';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { MailService } from '../mail/public';
import { hashLinkToken, newLinkToken } from '../accounts/public';
import { helperInvitationMail } from './mails';
import type { HelpersRepository } from './repository';

/** An invitation works this long. */
export const HELPER_INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

export interface HelperLimits {
  /** HELPERS_PER_MEMBER: helpers one member may have (3). */
  helpersPerMember: number;
  /** MEMBERS_PER_HELPER: members one helper may help (5). */
  membersPerHelper: number;
}

/** The notice a member gets of what her helper did (written by the notifications' repository, wired in compose.ts). */
export type TellMember = (n: { memberId: number; actionId: number; title: string; body: string; link: string | null }) => Promise<void>;

const sortGrants = (g: HelperGrant[]): HelperGrant[] => (['see', 'answer', 'reminders'] as const).filter((x) => g.includes(x));

/**
 * Trusted helpers (issue 34 item 1): a member invites a helper by email with the grants she chooses; the helper
 * accepts by the mailed link (single use, 7 days, only its hash stored) and may then act for her (the helper gate,
 * gate.ts, decides per route from contracts/access.ts). Every change a helper makes is recorded and the member told.
 */
export function createHelpersService(deps: {
  repo: HelpersRepository; mail: MailService; publicUrl: string; logger: Logger; limits: HelperLimits; tell: TellMember;
  findUser: (id: number) => Promise<CurrentUser | undefined>;
}) {
  const { repo, limits } = deps;
  return {
    limits,

    async mine(member: CurrentUser): Promise<MyHelpers> {
      const [helpers, invitations] = await Promise.all([repo.helpersOf(member.id), repo.openInvitations(member.id)]);
      return {
        helpers: helpers.map((h) => ({ userId: h.id, name: h.name, grants: sortGrants(h.grants), since: h.created_at.toISOString() })),
        invitations: invitations.map((i) => ({ id: i.id, email: i.email, grants: sortGrants(i.grants), expiresAt: i.expires_at.toISOString() })),
        maxHelpers: limits.helpersPerMember,
      };
    },

    /** Mails the invitation; a second invitation to the same address replaces the first (its link stops working). */
    async invite(member: CurrentUser, input: { email: string; grants: HelperGrant[] }): Promise<MyHelpers> {
      if (input.email.toLowerCase() === member.email.toLowerCase()) throw badRequest(HELPER_MESSAGES.ownAddress, { email: HELPER_MESSAGES.ownAddress });
      if ((await repo.countHelpers(member.id)) >= limits.helpersPerMember) {
        throw badRequest(HELPER_MESSAGES.tooManyHelpers(limits.helpersPerMember));
      }
      const grants = sortGrants([...new Set(input.grants)]);
      const { token, hash } = newLinkToken();
      const id = await repo.transaction(async (trx) => {
        const invitationId = await repo.replaceInvitation(trx, { memberId: member.id, email: input.email, hash, grants, expiresAt: new Date(Date.now() + HELPER_INVITATION_TTL_MS) });
        await deps.mail.send(
          {
            key: `helper-invitation:${invitationId}`, userId: null, to: input.email, kind: 'helper-invitation', security: true,
            content: helperInvitationMail({ memberName: member.name, grants, url: `${deps.publicUrl}/helper-invitation?token=${token}` }),
          },
          { trx },
        );
        return invitationId;
      });
      deps.logger.info('helper invited', { memberId: member.id, invitationId: id });
      return this.mine(member);
    },

    /** The signed-in member accepts: she becomes the inviter's helper (or gets the new grants). */
    async accept(helper: CurrentUser, token: string): Promise<{ memberId: number; name: string }> {
      return repo.transaction(async (trx) => {
        const spent = await repo.spendInvitation(trx, hashLinkToken(token));
        if (!spent) throw badRequest(HELPER_MESSAGES.badToken, { token: HELPER_MESSAGES.badToken });
        if (spent.member_id === helper.id) throw badRequest(HELPER_MESSAGES.ownInvitation);
        await repo.lockMembers(trx, [spent.member_id, helper.id]);
        const existing = await repo.link(spent.member_id, helper.id);
        if (!existing) {
          if ((await repo.countHelpers(spent.member_id, trx)) >= limits.helpersPerMember) throw badRequest(HELPER_MESSAGES.tooManyHelpers(limits.helpersPerMember));
          if ((await repo.countHelped(helper.id, trx)) >= limits.membersPerHelper) throw badRequest(HELPER_MESSAGES.tooManyMembers(limits.membersPerHelper));
        }
        await repo.upsertLink(trx, spent.member_id, helper.id, spent.grants);
        const member = await deps.findUser(spent.member_id);
        return { memberId: spent.member_id, name: member?.name ?? '' };
      });
    },

    /** The member removes a helper: the gate reads the link on every request, so every session stops at once. */
    async remove(member: CurrentUser, helperId: number): Promise<MyHelpers> {
      if (!(await repo.removeLink(member.id, helperId))) throw notFound(HELPER_MESSAGES.notYourHelper);
      return this.mine(member);
    },

    async helping(helper: CurrentUser, actingFor: number | undefined): Promise<Helping> {
      const members = (await repo.helpedBy(helper.id)).map((m) => ({ userId: m.id, name: m.name, grants: sortGrants(m.grants) }));
      return { members, actingFor: members.find((m) => m.userId === actingFor) ?? null, helperName: helper.name };
    },

    /** 403 unless the helper helps this member. */
    async assertHelps(helper: CurrentUser, memberId: number): Promise<void> {
      if (!(await repo.link(memberId, helper.id))) throw forbidden(HELPER_MESSAGES.notHelping);
    },

    link: (memberId: number, helperId: number) => repo.link(memberId, helperId),

    async actions(member: CurrentUser): Promise<HelperAction[]> {
      return (await repo.actionsFor(member.id)).map((a) => ({ id: a.id, helperName: a.helper_name, what: a.what, link: a.link, at: a.created_at.toISOString() }));
    },

    /** Records what a helper did and tells the member ("Anna said you are going to the Thursday coffee morning"). */
    async record(a: { member: CurrentUser; helper: CurrentUser; method: string; path: string; what: string; link: string | null; notice: boolean }): Promise<void> {
      const actionId = await repo.recordAction({ memberId: a.member.id, helperId: a.helper.id, helperName: a.helper.name, method: a.method, path: a.path, what: a.what, link: a.link });
      // Answers for her come with a notice; reading her notices (marking them read) is only listed.
      if (!a.notice) return;
      await deps.tell({
        memberId: a.member.id, actionId, title: `${a.helper.name} ${a.what}`,
        body: `Your helper ${a.helper.name} ${a.what}. You can see everything your helpers did in Settings → Someone who helps me.`, link: a.link,
      });
    },

    /** The words of a helper's change, from the route and its answer (see gate.ts). */
    async describe(method: string, path: string, answer: unknown): Promise<{ what: string; link: string | null }> {
      const status = (answer as { status?: string } | null)?.status;
      let m = /^\/api\/activities\/(\d+)\/attendees(?:\/\d+)?$/.exec(path);
      if (m) {
        const title = (await repo.activityTitle(Number(m[1]))) ?? 'an activity';
        const what = status === 'going' ? `said you are going to ${title}`
          : status === 'waitlisted' ? `put you on the waitlist for ${title}`
          : status === 'maybe' ? `said you might go to ${title}`
          : status === 'not_going' ? `said you are not going to ${title}` : `answered ${title} for you`;
        return { what, link: `/activities/${m[1]}` };
      }
      m = /^\/api\/activity-series\/(\d+)\/followers$/.exec(path);
      if (m) return { what: method === 'DELETE' ? 'said you stop going to every date of a repeating activity' : 'said you are going to every date of a repeating activity', link: null };
      m = /^\/api\/groups\/(\d+)\/members/.exec(path);
      if (m) {
        const name = (await repo.groupName(Number(m[1]))) ?? 'a group';
        return { what: method === 'DELETE' ? `took you out of the group ${name}` : `joined the group ${name} for you`, link: `/groups/${m[1]}` };
      }
      m = /^\/api\/communities\/(\d+)\/membership$/.exec(path);
      if (m) {
        const name = (await repo.communityName(Number(m[1]))) ?? 'a community';
        return { what: method === 'DELETE' ? `took you out of the community ${name}` : `joined the community ${name} for you`, link: `/communities/${m[1]}` };
      }
      if (path === apiPaths.notificationsRead) return { what: 'marked your notices as read', link: null };
      return { what: `made a change for you (${method} ${path})`, link: null };
    },

    /** Helpers who get a copy of these members' reminders (the reminder sweep, wired in compose.ts). */
    reminderCopiesFor: (memberIds: number[]) => repo.reminderCopiesFor(memberIds),

    /** For the data export: both sides. */
    async exportFor(userId: number) {
      const [helpers, helping, did] = await Promise.all([repo.helpersOf(userId), repo.helpedBy(userId), repo.actionsFor(userId, 10_000)]);
      return {
        myHelpers: helpers.map((h) => ({ name: h.name, grants: h.grants, since: h.created_at.toISOString() })),
        membersIHelp: helping.map((h) => ({ name: h.name, grants: h.grants, since: h.created_at.toISOString() })),
        whatMyHelpersDid: did.map((a) => ({ helper: a.helper_name, what: a.what, at: a.created_at.toISOString() })),
      };
    },
  };
}
export type HelpersService = ReturnType<typeof createHelpersService>;
