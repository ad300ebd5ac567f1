import type { Knex } from 'knex';
import { ASSESSMENT_MAX_SCORES, type AssessmentId, type AssessmentResult } from '@afterwork/contracts/assessments';
import type { CurrentUser } from '@afterwork/contracts/users';
import { assertSignedIn } from '../../policies/actor';
import { createAssessmentResultsRepository, toAssessmentResult } from './repository';

/** Owner-only: every call acts for the signed-in member and sees nobody else's results (admins included). */
export function createAssessmentResultsService(db: Knex) {
  const repo = createAssessmentResultsRepository(db);
  return {
    async save(user: CurrentUser | undefined, input: { assessmentId: AssessmentId; score: number }): Promise<AssessmentResult> {
      assertSignedIn(user);
      const row = await repo.insert({ userId: user.id, assessmentId: input.assessmentId, score: input.score, maxScore: ASSESSMENT_MAX_SCORES[input.assessmentId] });
      return toAssessmentResult(row);
    },
    async listMine(user: CurrentUser | undefined, assessmentId?: AssessmentId): Promise<AssessmentResult[]> {
      assertSignedIn(user);
      return (await repo.listForUser(user.id, assessmentId)).map(toAssessmentResult);
    },
  };
}
