import type { Knex } from 'knex';

export interface GoalRecord {
  id: number;
  userId: number;
  template: string | null;
  title: string;
  description: string;
  targetDays: number;
  timeZone: string;
  startedOn: string;
  status: 'active' | 'completed';
  createdAt: Date;
  completedAt: Date | null;
  /** Every local day checked in, YYYY-MM-DD. */
  days: string[];
}

// Dates leave the database as text ('YYYY-MM-DD'): node-pg would make them midnight in the server's zone.
const GOAL_COLUMNS = `g.id, g.user_id as "userId", g.template, g.title, g.description, g.target_days as "targetDays",
  g.time_zone as "timeZone", to_char(g.started_on, 'YYYY-MM-DD') as "startedOn", g.status, g.created_at as "createdAt",
  g.completed_at as "completedAt",
  coalesce((select array_agg(to_char(c.day, 'YYYY-MM-DD') order by c.day) from goal_check_ins c where c.goal_id = g.id), '{}') as days`;

export function createGoalsRepository(db: Knex) {
  return {
    /** A member's goals: active first, then newest first. */
    async listForUser(userId: number): Promise<GoalRecord[]> {
      const { rows } = await db.raw(
        `select ${GOAL_COLUMNS} from goals g where g.user_id = ? order by (g.status = 'active') desc, g.created_at desc, g.id desc`,
        [userId],
      );
      return rows as GoalRecord[];
    },

    /** One of the member's goals (undefined when missing or someone else's). */
    async findOwn(userId: number, goalId: number, trx: Knex = db): Promise<GoalRecord | undefined> {
      const { rows } = await trx.raw(`select ${GOAL_COLUMNS} from goals g where g.id = ? and g.user_id = ?`, [goalId, userId]);
      return rows[0] as GoalRecord | undefined;
    },

    /** Lock one of the member's goals for this transaction (edits and check-ins of one goal take turns); false when missing. */
    async lockOwn(trx: Knex, userId: number, goalId: number): Promise<boolean> {
      const row = await trx('goals').where({ id: goalId, user_id: userId }).forUpdate().first('id');
      return !!row;
    },

    /** Title, description and target days; the time zone, start day and check-ins are never touched here. */
    async update(trx: Knex, goalId: number, fields: { title?: string; description?: string; targetDays?: number }): Promise<void> {
      const row: Record<string, unknown> = {};
      if (fields.title !== undefined) row.title = fields.title;
      if (fields.description !== undefined) row.description = fields.description;
      if (fields.targetDays !== undefined) row.target_days = fields.targetDays;
      if (Object.keys(row).length) await trx('goals').where({ id: goalId }).update(row);
    },

    /** One member's goal starts queue here (until `trx` ends), so two at once cannot both pass the limit. */
    async lockStartsOf(trx: Knex.Transaction, userId: number): Promise<void> {
      await trx.raw('select pg_advisory_xact_lock(?, ?)', [2005, userId]);
    },

    async countActive(userId: number, trx: Knex = db): Promise<number> {
      const row = await trx('goals').where({ user_id: userId, status: 'active' }).count<{ count: string | number }[]>('id as count').first();
      return Number(row?.count ?? 0);
    },

    async insert(
      trx: Knex,
      goal: { userId: number; template: string | null; title: string; description: string; targetDays: number; timeZone: string; startedOn: string },
    ): Promise<number> {
      const [row] = await trx('goals')
        .insert({
          user_id: goal.userId,
          template: goal.template,
          title: goal.title,
          description: goal.description,
          target_days: goal.targetDays,
          time_zone: goal.timeZone,
          started_on: goal.startedOn,
        })
        .returning('id');
      return (row as { id: number }).id;
    },

    async remove(userId: number, goalId: number): Promise<boolean> {
      const rows = await db('goals').where({ id: goalId, user_id: userId }).delete().returning('id');
      return rows.length > 0;
    },

    /** One check-in for `day`; false when that day already has one (the unique key decides any race). */
    async checkIn(trx: Knex, goalId: number, day: string): Promise<boolean> {
      const rows = await trx('goal_check_ins').insert({ goal_id: goalId, day }).onConflict(['goal_id', 'day']).ignore().returning('id');
      return rows.length > 0;
    },

    async complete(trx: Knex, goalId: number, at: Date): Promise<void> {
      await trx('goals').where({ id: goalId, status: 'active' }).update({ status: 'completed', completed_at: at });
    },

    /** Award a badge once; true when this call awarded it. */
    async award(trx: Knex, userId: number, badge: string, at: Date): Promise<boolean> {
      const rows = await trx('member_badges').insert({ user_id: userId, badge, earned_at: at }).onConflict(['user_id', 'badge']).ignore().returning('id');
      return rows.length > 0;
    },

    async badges(userId: number): Promise<Array<{ name: string; earnedAt: Date }>> {
      return db('member_badges').where({ user_id: userId }).orderBy('earned_at', 'asc').select('badge as name', 'earned_at as earnedAt');
    },
  };
}
