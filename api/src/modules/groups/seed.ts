import { zoneForLocation } from '@afterwork/contracts/time-zones';
import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { hashPassword, DEMO_MEMBER } from '../accounts/public';
import { GROUPS, PEOPLE } from './seed-data';

const DAY_MS = 86_400_000;

/** Idempotent: the demo groups, members, activities and answers, dated relative to the seed day (demo only). */
export async function seedGroups(db: Knex): Promise<void> {
  if (await db('groups').first('id')) return;
  const demo = await db('users').whereRaw('lower(username) = lower(?)', [DEMO_MEMBER.username]).first('id');
  // One unusable hash for every neighbour: the password is random and never kept.
  const hash = await hashPassword(randomBytes(24).toString('hex'));
  const people: number[] = [];
  for (const [username, name, location, profession] of PEOPLE) {
    const found = await db('users').whereRaw('lower(username) = lower(?)', [username]).first('id');
    if (found) {
      people.push(found.id);
      continue;
    }
    const [row] = await db('users')
      .insert({ username, password_hash: hash, name, email: `${username}@example.com`, location, profession, interests: JSON.stringify([]) as unknown as string[] })
      .returning('id');
    people.push((row as { id: number }).id);
  }

  const seedDay = new Date();
  seedDay.setUTCHours(0, 0, 0, 0);
  const at = (day: number, hour: number, minutes = 0) => new Date(seedDay.getTime() + day * DAY_MS + (hour * 60 + minutes) * 60_000);

  await db.transaction(async (trx) => {
    for (const [gi, g] of GROUPS.entries()) {
      // Rotate the neighbours so each group has different faces; the first one founded the group.
      const members = Array.from({ length: Math.min(g.members, people.length) }, (_, i) => people[(gi * 3 + i) % people.length]);
      const admin = g.demo === 'admin' && demo ? demo.id : members[0];
      const [grow] = await trx('groups')
        .insert({ name: g.name, description: g.description, type: g.type, location: g.location, image_url: null, created_by: admin, created_at: new Date(seedDay.getTime() - (gi + 1) * DAY_MS) })
        .returning('id');
      const groupId = (grow as { id: number }).id;
      const memberRows = members.map((userId, i) => ({
        group_id: groupId, user_id: userId, role: userId === admin ? 'admin' : 'member', joined_at: new Date(seedDay.getTime() - (50 - i) * DAY_MS),
      }));
      if (g.demo && demo) memberRows.push({ group_id: groupId, user_id: demo.id, role: g.demo, joined_at: new Date(seedDay.getTime() - 30 * DAY_MS) });
      await trx('group_members').insert(memberRows as never);
      await trx.raw('update groups set member_count = (select count(*) from group_members where group_id = ?) where id = ?', [groupId, groupId]);

      for (const a of g.activities) {
        const start = at(a.day, a.hour, a.minutes);
        const [arow] = await trx('activities')
          .insert({
            group_id: groupId, title: a.title, description: a.description, location: a.link ? null : (a.location ?? null), is_virtual: !!a.link,
            meeting_link: a.link ?? null, start_date: start, end_date: new Date(start.getTime() + (a.hours ?? 2) * 3_600_000),
            max_attendees: a.max ?? null, time_zone: zoneForLocation(g.location), created_by: admin, created_at: new Date(start.getTime() - 21 * DAY_MS),
          })
          .returning('id');
        const activityId = (arow as { id: number }).id;
        const going = Math.min(a.going ?? 0, a.max ?? Infinity, members.length);
        const maybe = Math.min(a.maybe ?? 0, members.length - going);
        const waiting = Math.min(a.waitlist ?? 0, members.length - going - maybe);
        const rows: Array<Record<string, unknown>> = [];
        let n = 0;
        const registered = (k: number) => new Date(Math.min(start.getTime(), Date.now()) - (10 - Math.min(k, 9)) * DAY_MS + k * 60_000);
        // Guests count against the places (issue 34): a guest is seeded only where it still fits.
        let placesLeft = (a.max ?? Infinity) - going - (a.demoGoing && demo ? 1 + (a.demoGuests ?? 0) : 0);
        const guestsOf = (i: number) => {
          const wanted = a.guests?.[i] ?? 0;
          const g = Math.max(0, Math.min(wanted, placesLeft));
          placesLeft -= g;
          return g;
        };
        for (let i = 0; i < going; i++, n++) rows.push({ activity_id: activityId, user_id: members[n], status: 'going', guests: guestsOf(i), registered_at: registered(n) });
        for (let i = 0; i < maybe; i++, n++) rows.push({ activity_id: activityId, user_id: members[n], status: 'maybe', registered_at: registered(n) });
        for (let i = 0; i < waiting; i++, n++) {
          const seq = await trx.raw(`select nextval('activity_waitlist_seq') as n`);
          rows.push({ activity_id: activityId, user_id: members[n], status: 'waitlisted', queue_no: Number(seq.rows[0].n), registered_at: registered(n) });
        }
        if (a.demoGoing && demo) rows.push({ activity_id: activityId, user_id: demo.id, status: 'going', guests: a.demoGuests ?? 0, registered_at: registered(n) });
        if (rows.length) await trx('activity_attendees').insert(rows as never);
        // Who came (issue 34 §3): the organiser ticked the first `attended` members going, each with their guests,
        // and the demo member (their dashboard says how many activities they came to this year).
        if (a.attended) {
          const came = rows.filter((r) => r.status === 'going' && r.user_id !== demo?.id).slice(0, a.attended);
          if (a.demoGoing && demo) came.push(rows.find((r) => r.user_id === demo.id)!);
          const ticks = came.flatMap((r) =>
            Array.from({ length: 1 + Number(r.guests ?? 0) }, (_, g) => ({ activity_id: activityId, user_id: r.user_id, guest_no: g, marked_by: admin, marked_at: new Date(start.getTime() + 10 * 60_000) })),
          );
          if (ticks.length) await trx('activity_attendance').insert(ticks as never);
        }
      }
    }
  });
}
