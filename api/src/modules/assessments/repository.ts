import type { Knex } from 'knex';
import type { AssessmentResult } from '@afterwork/contracts/assessments';
import { iso } from '../../db';

export interface AssessmentResultRow {
  id: number;
  user_id: number;
  assessment_id: string;
  score: number;
  max_score: number;
  created_at: Date;
}

declare module 'knex/types/tables' {
  interface Tables {
    assessment_results: AssessmentResultRow;
  }
}

export const toAssessmentResult = (r: AssessmentResultRow): AssessmentResult => ({
  id: r.id,
  assessmentId: r.assessment_id,
  score: r.score,
  maxScore: r.max_score,
  percent: r.max_score > 0 ? Math.round((r.score / r.max_score) * 100) : 0,
  createdAt: iso(r.created_at)!,
});

export function createAssessmentResultsRepository(db: Knex) {
  return {
    async insert(row: { userId: number; assessmentId: string; score: number; maxScore: number }): Promise<AssessmentResultRow> {
      const [created] = await db('assessment_results')
        .insert({ user_id: row.userId, assessment_id: row.assessmentId, score: row.score, max_score: row.maxScore })
        .returning('*');
      return created as AssessmentResultRow;
    },
    /** Only ever one member's own rows, newest first. */
    listForUser(userId: number, assessmentId?: string, limit = 50): Promise<AssessmentResultRow[]> {
      const q = db('assessment_results').where({ user_id: userId });
      if (assessmentId) q.where({ assessment_id: assessmentId });
      return q.orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).limit(limit);
    },
  };
}
