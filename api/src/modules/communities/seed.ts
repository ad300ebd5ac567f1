import { zonedDateTime, zoneForLocation } from '@afterwork/contracts/time-zones';
import type { Knex } from 'knex';
import { createUsersRepository, hashPassword } from '../accounts/public';
import { SEED_ACTIVITY_TEMPLATES, SEED_COMMUNITIES, SEED_LEAD_USERS } from './seed-data';

/** Password of the demo lead accounts (demo data only; never seeded in production). */
export const DEMO_LEAD_PASSWORD = 'demo-lead-password';
const LEAD_ROLES = ['leader', 'coordinator', 'mentor'] as const;

/** The seeded communities without upcoming activities (to show the empty state) and without leads. */
export const isQuietCommunity = (index: number): boolean => index % 9 === 4;
export const hasNoLeads = (index: number): boolean => index === SEED_COMMUNITIES.length - 2;

/** `hour` o'clock on the community's own clocks, `dayOffset` days from now (a Toronto morning is a morning there). */
function at(now: Date, dayOffset: number, hour: number, zone: string): Date {
  const d = new Date(now);
  d.setUTCDate(d.getUTCDate() + dayOffset);
  return zonedDateTime(d.toISOString().slice(0, 10), `${String(hour).padStart(2, '0')}:00`, zone) ?? new Date(d.setUTCHours(hour, 0, 0, 0));
}

async function ensureLeadUsers(db: Knex): Promise<number[]> {
  const users = createUsersRepository(db);
  const ids: number[] = [];
  let hash: string | null = null;
  for (const u of SEED_LEAD_USERS) {
    const found = await users.findByUsername(u.username);
    if (found) {
      ids.push(found.id);
      continue;
    }
    hash ??= await hashPassword(DEMO_LEAD_PASSWORD);
    ids.push(await users.insert({ username: u.username, passwordHash: hash, name: u.name, email: u.email, profession: u.profession, location: u.location, bio: u.bio }));
  }
  return ids;
}

/**
 * Demo communities with leads and activities (idempotent: found by name and location). Activities are dated
 * relative to the day the seed runs; a later run tops up upcoming activities once they have all gone past,
 * so the demo never goes stale.
 */
export async function seedCommunities(db: Knex, now = new Date()): Promise<void> {
  const leadIds = await ensureLeadUsers(db);
  for (const [i, [name, location, latitude, longitude, type, description]] of SEED_COMMUNITIES.entries()) {
    let row = (await db('communities').where({ name, location }).first('id')) as { id: number } | undefined;
    if (!row) {
      // member_count follows community_members (a trigger): it starts at 0 and counts the leads below.
      [row] = (await db('communities')
        .insert({ name, location, latitude, longitude, type, description })
        .returning('id')) as Array<{ id: number }>;
    }
    const communityId = row.id;

    if (!hasNoLeads(i)) {
      const count = 1 + (i % 3);
      const leads = Array.from({ length: count }, (_, k) => ({
        community_id: communityId,
        user_id: leadIds[(i + k * 3) % leadIds.length],
        role: LEAD_ROLES[k],
        bio: k === 0 ? 'Started this group and still loves every meeting.' : null,
      }));
      await db('community_leads').insert(leads).onConflict(['community_id', 'user_id']).ignore();
      // Every lead is a member.
      await db('community_members')
        .insert(leads.map((l) => ({ community_id: l.community_id, user_id: l.user_id })))
        .onConflict(['community_id', 'user_id'])
        .ignore();
    }

    const city = location.split(',')[0].trim();
    const existing = (await db('activities').where({ community_id: communityId }).select('start_date')) as Array<{ start_date: Date }>;
    const hasUpcoming = existing.some((a) => new Date(a.start_date) >= now);
    const templates = SEED_ACTIVITY_TEMPLATES.filter(([, , day]) => {
      if (day < 0) return existing.length === 0; // past ones only on the first run
      return !isQuietCommunity(i) && !hasUpcoming;
    });
    if (!templates.length) continue;
    const rows = templates.map(([title, text, day, hour, hours, virtual], k) => {
      const zone = zoneForLocation(location, { lat: latitude, lng: longitude });
      const startDate = at(now, day + (i % 5), hour, zone);
      return {
        community_id: communityId,
        title: `${title}`,
        description: text,
        location: virtual ? 'Online' : `${city} community centre`,
        is_virtual: virtual,
        meeting_link: virtual ? `https://meet.example.com/afterwork-${communityId}-${k}` : null,
        start_date: startDate,
        end_date: new Date(startDate.getTime() + hours * 3600_000),
        max_attendees: virtual ? null : 20 + (i % 4) * 5,
        time_zone: zone,
      };
    });
    await db('activities').insert(rows);
  }
}
