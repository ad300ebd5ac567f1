import type { Knex } from 'knex';
import { createUsersRepository, DEMO_MEMBER, hashPassword } from '../accounts/public';

/** Dorothy's daughter, who helps her (issue 34): sign in as her and choose 'Helping Dorothy Evans' from the account menu. */
export const DEMO_HELPER = { username: 'helper', password: 'helper-password' } as const;

/**
 * Idempotent, demo only, after the groups: the demo member Dorothy has a helper (her daughter Sarah, who may see her
 * plans, answer for her and get her reminders), with one thing Sarah already did for her; and a co-organiser in
 * one of Dorothy's groups.
 */
export async function seedDemoHelpers(db: Knex): Promise<void> {
  const users = createUsersRepository(db);
  const dorothy = await users.findByUsername(DEMO_MEMBER.username);
  if (!dorothy) return;
  let sarah = await users.findByUsername(DEMO_HELPER.username);
  if (!sarah) {
    await users.insert({
      username: DEMO_HELPER.username,
      passwordHash: await hashPassword(DEMO_HELPER.password),
      name: 'Sarah Evans',
      email: 'sarah.evans@example.com',
      bio: "Dorothy's daughter. I help Mum keep track of her groups.",
      location: 'Bath, UK',
      interests: ['Walking'],
      emailConfirmed: true,
    });
    sarah = await users.findByUsername(DEMO_HELPER.username);
  }
  if (!sarah) return;
  const linked = await db('member_helpers').where({ member_id: dorothy.id, helper_id: sarah.id }).first('id');
  if (!linked) {
    await db('member_helpers').insert({ member_id: dorothy.id, helper_id: sarah.id, grants: ['see', 'answer', 'reminders'] });
    // One answer Sarah gave for her mother: an upcoming activity Dorothy is going to.
    const going = (await db('activity_attendees as x').join('activities as a', 'a.id', 'x.activity_id')
      .where({ 'x.user_id': dorothy.id, 'x.status': 'going' }).where('a.start_date', '>', db.fn.now()).orderBy('a.start_date').first('a.id', 'a.title')) as { id: number; title: string } | undefined;
    if (going) {
      const what = `said you are going to ${going.title}`;
      await db('helper_actions').insert({ member_id: dorothy.id, helper_id: sarah.id, helper_name: 'Sarah Evans', method: 'POST', path: `/api/activities/${going.id}/attendees`, what, link: `/activities/${going.id}` });
      await db('notifications').insert({ user_id: dorothy.id, kind: 'helper', dedupe_key: `helper-action:demo-${going.id}`, title: `Sarah Evans ${what}`, body: `Your helper Sarah Evans ${what}. You can see everything your helpers did in Settings → Someone who helps me.`, link: `/activities/${going.id}` }).onConflict(['user_id', 'dedupe_key']).ignore();
    }
  }
  // A co-organiser: in a group Dorothy runs, its longest-standing plain member.
  const group = (await db('group_members').where({ user_id: dorothy.id, role: 'admin' }).orderBy('group_id').first('group_id')) as { group_id: number } | undefined;
  if (group && !(await db('group_members').where({ group_id: group.group_id, role: 'organiser' }).first('id'))) {
    const first = (await db('group_members').where({ group_id: group.group_id, role: 'member' }).whereNot('user_id', dorothy.id).orderBy('joined_at').first('id')) as { id: number } | undefined;
    if (first) await db('group_members').where({ id: first.id }).update({ role: 'organiser' });
  }
}
