import type { Knex } from 'knex';
import { DELETE_WRONG_PASSWORD, FORMER_MEMBER, type DeleteAccountInput, type DeletionPreview } from '@afterwork/contracts/safety';
import type { CurrentUser } from '@afterwork/contracts/users';
import { badRequest } from '../../platform/errors';
import { assertMayDeleteOwnAccount } from '../../policies/safety';
import { isSiteAdmin } from '../../policies/actor';
import { auditRepository } from '../audit/public';
import type { Logger } from '../../http/logger';
import type { MailOutbox, MailRequest } from '../mail/public';
import type { DeletionRepository, GroupOfLeaver } from './deletion-repository';
import type { MemberAnswers } from './member-answers';
import { verifyPassword } from './password';
import type { UsersRepository } from './repository';
import type { RevokeSessions } from './revoke-sessions';
import type { LoginThrottle } from './login-throttle';

/** A group the member organises alone: it is handed to the next member, or closes when nobody else is in it. */
const fateOf = (g: GroupOfLeaver): 'stays' | 'handed-over' | 'closed' =>
  !g.isAdmin || g.otherAdmins > 0 ? 'stays' : g.successorId !== null ? 'handed-over' : 'closed';

/**
 * Deleting one's own account (issue 21, GDPR art. 17; ASVS 7.4.2: the sessions die with it). Personal data is
 * removed with the member's row (memberships, answers, sessions, calendar feed, blocks go by foreign key); what
 * others need is kept anonymised as 'Former member' (audit log, reports). Groups they organise alone are handed to
 * the longest-standing member, or closed when they are the only member. A confirmation mail goes to their address.
 * Their uploaded photos are removed, and the mail log forgets them: each row keeps only its key, hashed, so no mail
 * goes twice (issue 32 finding 4); the confirmation mail is forgotten the same way once sent.
 */
export function createAccountDeletion(deps: {
  db: Knex;
  users: UsersRepository;
  deletions: DeletionRepository;
  /** Wrong passwords count like failed sign-ins (same account key), so guessing is throttled the same way. */
  throttle: LoginThrottle;
  revokeSessions: RevokeSessions;
  /** Their upcoming answers (modules/activities). */
  answers: MemberAnswers;
  /** Leaves a group the member stays in or hands over, keeping its count (modules/groups). */
  leaveGroup: (trx: Knex.Transaction, groupId: number, memberId: number) => Promise<void>;
  mail: MailOutbox;
  /** The confirmation mail (modules/safety's mails). */
  farewell: (user: { id: number; name: string; email: string }, publicUrl: string) => MailRequest;
  publicUrl: string;
  /** The mail log forgets the member, in the deletion's transaction (modules/mail: only hashed keys stay). */
  forgetMail: (trx: Knex.Transaction, memberId: number, email: string) => Promise<void>;
  /** Removes every photo the member uploaded (modules/photos), once the deletion has committed. */
  removePhotos: (memberId: number) => Promise<void>;
  logger: Logger;
}) {
  const { db, users, deletions: repo, throttle, revokeSessions, answers, leaveGroup, mail, publicUrl } = deps;

  return {
    async preview(me: CurrentUser): Promise<DeletionPreview> {
      const mine = await repo.groupsOf(me.id);
      return {
        groupsHandedOver: mine.filter((g) => fateOf(g) === 'handed-over').map((g) => ({ id: g.id, name: g.name, newOrganiser: g.successorName ?? FORMER_MEMBER })),
        groupsClosed: mine.filter((g) => fateOf(g) === 'closed').map((g) => ({ id: g.id, name: g.name })),
        lastSiteAdmin: isSiteAdmin(me) && (await repo.countSiteAdmins()) <= 1,
      };
    },

    async deleteAccount(me: CurrentUser, input: Pick<DeleteAccountInput, 'password'>, ip: string): Promise<void> {
      await throttle.assertAllowed(me.username, ip);
      const row = await users.findById(me.id);
      if (!row || !(await verifyPassword(row.password_hash, input.password))) {
        await throttle.recordFailure(me.username, ip);
        throw badRequest(DELETE_WRONG_PASSWORD, { password: DELETE_WRONG_PASSWORD });
      }
      await db.transaction(async (trx) => {
        assertMayDeleteOwnAccount(me, isSiteAdmin(me) ? await repo.lockSiteAdmins(trx) : []);
        // Sessions and the calendar feed end first, in this transaction: nothing signed in as them survives it.
        await revokeSessions(trx, me.id);
        for (const g of await repo.groupsOf(me.id, trx, true)) {
          const fate = fateOf(g);
          if (fate === 'closed') {
            await repo.closeGroup(trx, g.id);
            continue;
          }
          if (fate === 'handed-over') await repo.promoteToOrganiser(trx, g.id, g.successorId!);
          await leaveGroup(trx, g.id, me.id);
        }
        // Their upcoming answers are withdrawn first so a freed spot goes to the waitlist.
        await answers.withdrawUpcoming(trx, null, me.id);
        await repo.anonymiseAndPurge(trx, { id: me.id, email: row.email, username: row.username });
        await auditRepository.insert(trx, {
          actor: { id: me.id, name: FORMER_MEMBER, username: FORMER_MEMBER },
          action: 'account.deleted',
          targetType: 'user',
          targetId: me.id,
          targetLabel: FORMER_MEMBER,
          details: { by: 'the member themself' },
        });
        await deps.forgetMail(trx, me.id, row.email);
        await repo.deleteUser(trx, me.id);
        // The confirmation mail goes to the address the account had, only if the deletion commits.
        await mail.send(deps.farewell({ id: me.id, name: row.name, email: row.email }, publicUrl), { trx });
      });
      // The files, once the deletion has committed. Should the store fail, they are never served again all the same
      // (a photo is served only while it is a member's avatar); the log says which member's files are left.
      await deps.removePhotos(me.id).catch((err: unknown) => deps.logger.error('account deletion: photos not removed', { memberId: me.id, err: String(err) }));
    },
  };
}
