import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { answersComplete, findAssessment, outcomeOf, scoreAnswers } from '@afterwork/contracts/assessment-definitions';
import type { AssessmentId } from '@afterwork/contracts/assessments';
import type { CurrentUser } from '@afterwork/contracts/users';
import { badRequest, conflict } from '../../platform/errors';
import { assessmentResults, type MailService } from '../mail/public';
import type { RateLimiter } from '../../platform/rate-limit';
import type { NotificationsRepository } from '../notifications/public';
import type { UsersRepository } from '../accounts/public';

export const RESULTS_EMAIL_INCOMPLETE = 'Please answer every question before asking for your results.';
export const RESULTS_EMAIL_TURNED_OFF = 'You turned off assessment results by email in Settings → Notifications. Turn them on there to get this email.';

/**
 * Assessment results by email (issue 17, spec part 1 §5): the page sends the answers, never a score; the API scores
 * them with the same definitions and words the page uses (`@afterwork/contracts/assessment-definitions`) and
 * queues one mail with the score and the interpretation. Visitors may ask too (the spec's form is on every results
 * page), so requests are limited per address and per client address. Sent to a signed-in member's own address,
 * it is their 'assessment-results' mail (preference obeyed, one-click unsubscribe); to any other address it is a
 * single mail asked for on the spot, saying so.
 */
export function createResultsEmailService(deps: {
  db: Knex;
  notices: Pick<NotificationsRepository, 'preference'>;
  users: Pick<UsersRepository, 'hasConfirmedEmail'>;
  mail: MailService;
  publicUrl: string;
  perAddress: RateLimiter;
  perIp: RateLimiter;
}) {
  const notifications = deps.notices;
  return {
    async send(user: CurrentUser | undefined, input: { assessmentId: AssessmentId; answers: Record<string, string>; email: string }, ip: string): Promise<void> {
      const a = findAssessment(input.assessmentId);
      if (!a) throw badRequest('Unknown assessment', { assessmentId: 'Unknown assessment' });
      if (!answersComplete(a, input.answers)) throw badRequest(RESULTS_EMAIL_INCOMPLETE, { answers: RESULTS_EMAIL_INCOMPLETE });
      // The member's own, confirmed address: their mail. Any other address (theirs unconfirmed included) gets the
      // one mail asked for on the spot, as a visitor's would.
      const own =
        user && user.email.toLowerCase() === input.email.toLowerCase() && (await deps.users.hasConfirmedEmail(user.id)) ? user : undefined;
      if (own && !(await notifications.preference(own.id, 'assessment-results')).email) throw conflict(RESULTS_EMAIL_TURNED_OFF);
      await deps.perIp.hit(`results-email-ip:${ip}`);
      await deps.perAddress.hit(`results-email-address:${input.email.toLowerCase()}`);

      const r = outcomeOf(a, scoreAnswers(a, input.answers));
      await deps.mail.send({
        key: `assessment-results:${randomUUID()}`,
        userId: own?.id ?? null,
        to: input.email,
        kind: 'assessment-results',
        content: assessmentResults({ assessment: a, result: r, name: own?.name, origin: deps.publicUrl }),
      });
    },
  };
}
