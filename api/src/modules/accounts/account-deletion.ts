import type { Knex } from 'knex';
import { DELETE_WRONG_PASSWORD, FORMER_MEMBER, type DeleteAccountInput, type DeletionPreview } from '@afterwork/contracts/safety';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { ThrottleLimits } from '../../deps';
import { badRequest } from '../../platform/errors';
import { assertMayDeleteOwnAccount } from '../../policies/safety';
import { isSiteAdmin } from '../../policies/actor';
import { auditRepository } from '../audit/repository';
import { createGroupRepository } from '../groups/group-repository';
import type { MailOutbox } from '../mail/service';
import { safetyMails } from '../safety/mails';
import { createRsvpService } from '../activities/rsvp-service';
import { createDeletionRepository, type GroupOfLeaver } from './deletion-repository';
import { verifyPassword } from './password';
import { createUsersRepository } from './repository';
import { revokeSessions } from './revoke-sessions';
import { createLoginThrottle } from './throttle';

/** A group the member organises alone: it is handed to the next member, or closes when nobody else is in it. */
const fateOf = (g: GroupOfLeaver): 'stays' | 'handed-over' | 'closed' =>
  !g.isAdmin || g.otherAdmins > 0 ? 'stays' : g.successorId !== null ? 'handed-over' : 'closed';

/**
 * Deleting one's own account (issue 21, GDPR art. 17; ASVS 7.4.2: the sessions die with it). Personal data is
 * removed with the member's row (memberships, answers, sessions, calendar feed, blocks go by foreign key); what
 * others need is kept anonymised as 'Former member' (audit log, reports). Groups they organise alone are handed to
 * the longest-standing member, or closed when they are the only member. A confirmation mail goes to their address.
 */
export function createAccountDeletion(db: Knex, throttleLimits: ThrottleLimits, mail: MailOutbox, publicUrl: string) {
  const users = createUsersRepository(db);
  const repo = createDeletionRepository(db);
  const groups = createGroupRepository(db);
  const rsvps = createRsvpService(db, mail);
  // Wrong passwords count like failed sign-ins (same account key), so guessing is throttled the same way.
  const throttle = createLoginThrottle(db, throttleLimits);

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
          await groups.deleteMember(trx, g.id, me.id);
          await groups.recountMembers(trx, g.id);
        }
        // Their upcoming answers are withdrawn first so a freed spot goes to the waitlist.
        await rsvps.withdraw(trx, await repo.upcomingAnswered(trx, me.id), me.id);
        await repo.anonymiseAndPurge(trx, { id: me.id, email: row.email, username: row.username });
        await auditRepository.insert(trx, {
          actor: { id: me.id, name: FORMER_MEMBER, username: FORMER_MEMBER },
          action: 'account.deleted',
          targetType: 'user',
          targetId: me.id,
          targetLabel: FORMER_MEMBER,
          details: { by: 'the member themself' },
        });
        await repo.deleteUser(trx, me.id);
        // The confirmation mail goes to the address the account had, only if the deletion commits.
        await mail.send(safetyMails.accountDeleted({ id: me.id, name: row.name, email: row.email }, publicUrl), { trx });
      });
    },
  };
}
