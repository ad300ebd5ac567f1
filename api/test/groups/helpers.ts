import type { Knex } from 'knex';
import { signUpMember, unique, type Agent, type MemberCredentials, type TestApp } from '../support';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const groupBody = (overrides: Record<string, unknown> = {}) => ({
  name: unique('Walkers '),
  description: 'A friendly walking group that meets every week.',
  type: 'active',
  location: 'Bristol Harbourside',
  imageUrl: null,
  ...overrides,
});

/** A new member, signed up in a browser of their own (any other sign-up field in `extra`). */
export async function member(t: TestApp, name = 'Margaret Holloway', extra: Partial<MemberCredentials> = {}) {
  const agent = t.agent();
  const { user, credentials } = await signUpMember(agent, { name, ...extra });
  return { agent, user, credentials };
}

/** A group created through the API by `owner` (who becomes its admin). */
export async function createGroup(owner: Agent, overrides: Record<string, unknown> = {}) {
  const res = await owner.post('/api/groups').send(groupBody(overrides));
  if (res.status !== 201) throw new Error(`createGroup: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; name: string; memberCount: number; createdBy: number };
}

/** An activity inserted directly (so tests can place it in the past). */
export async function insertActivity(db: Knex, groupId: number, opts: { startInMs?: number; max?: number | null; title?: string } = {}) {
  const start = new Date(Date.now() + (opts.startInMs ?? 3 * DAY));
  const [row] = await db('activities')
    .insert({
      group_id: groupId,
      title: opts.title ?? 'Harbourside walk',
      description: 'A gentle walk along the harbour.',
      location: 'Ferry stop',
      is_virtual: false,
      start_date: start,
      end_date: new Date(start.getTime() + 2 * HOUR),
      max_attendees: opts.max === undefined ? 10 : opts.max,
    })
    .returning('id');
  return (row as { id: number }).id;
}
