import type { Knex } from 'knex';
import { zoneForLocation } from '@afterwork/contracts/time-zones';

/**
 * Issue 22: every activity and mentor session has an IANA time zone beside its UTC instant: the local time it was
 * planned in, shown with the zone's short name (and the viewer's own time beside it). Existing rows take the zone
 * of their host's location (a group's location text; a community's text, else its map position; a mentor's).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table activities add column time_zone varchar(64) not null default 'Europe/London'`);
  await knex.raw(`alter table mentor_sessions add column time_zone varchar(64) not null default 'Europe/London'`);

  const groups = await knex('groups').select('id', 'location');
  for (const g of groups as Array<{ id: number; location: string | null }>) {
    const zone = zoneForLocation(g.location);
    if (zone !== 'Europe/London') await knex('activities').where({ group_id: g.id }).update({ time_zone: zone });
  }
  const communities = await knex('communities').select('id', 'location', 'latitude', 'longitude');
  for (const c of communities as Array<{ id: number; location: string | null; latitude: number | string; longitude: number | string }>) {
    const zone = zoneForLocation(c.location, { lat: Number(c.latitude), lng: Number(c.longitude) });
    if (zone !== 'Europe/London') await knex('activities').where({ community_id: c.id }).update({ time_zone: zone });
  }
  const mentors = await knex('mentors').select('id', 'location');
  for (const m of mentors as Array<{ id: number; location: string | null }>) {
    const zone = zoneForLocation(m.location);
    if (zone !== 'Europe/London') await knex('mentor_sessions').where({ mentor_id: m.id }).update({ time_zone: zone });
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('alter table mentor_sessions drop column time_zone');
  await knex.raw('alter table activities drop column time_zone');
}
