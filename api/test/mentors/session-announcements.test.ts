import { apiPaths } from '@afterwork/contracts/paths';
import { ANNOUNCEMENT_MESSAGES, type SessionAnnouncementReceipt } from '@afterwork/contracts/announcements';
import type { MentorDetail } from '@afterwork/contracts/mentors';
import { SCAM_NUDGE_MESSAGE } from '@afterwork/contracts/scam-guard';
import type { MailInbox } from '../../src/dev/mail-inbox';
import { seedMentors } from '../../src/modules/mentors/seed';
import { startAppWithInbox, stopAppWithInbox, unique, type TestApp } from '../support';
import { member } from '../groups/helpers';

// Issue 30, item 3: a mentor sends an announcement to the members who booked one of their sessions — at once by
// notice and mail, counted ('Sent to 2 members'), within the organisers' daily limit (ANNOUNCEMENTS_PER_DAY, shared with
// groups' and communities' announcements), the scam guard's nudge first; only the mentor may.
let t: TestApp;
let inbox: MailInbox;
const LIMIT = 2;
beforeAll(async () => {
  ({ t, inbox } = await startAppWithInbox({ announcementsPerDay: LIMIT }));
  await seedMentors(t.db);
});
afterAll(() => stopAppWithInbox({ t, inbox }));

type Member = Awaited<ReturnType<typeof member>>;

/** A mentor of their own (a copy of a seeded one), whose contact address is `email`, with one session ahead. */
async function mentorWithSession(email: string): Promise<{ mentorId: number; sessionId: number; title: string }> {
  const seeded = (await t.db('mentors').where({ name: 'Eleanor Whitfield' }).first()) as unknown as Record<string, unknown>;
  const { id: _id, ...rest } = seeded;
  void _id;
  // json columns go back as JSON text (knex would send a JavaScript array as a Postgres array).
  const row = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v]));
  const [m] = (await t.db('mentors').insert({ ...row, name: unique('Mentor '), contact_email: email }).returning('id')) as Array<{ id: number }>;
  const title = unique('Gardening questions ');
  const [s] = (await t.db('mentor_sessions')
    .insert({ mentor_id: m!.id, title, description: 'Bring your questions', starts_at: new Date(Date.now() + 3 * 86_400_000), duration_minutes: 60, total_spots: 5, spots_taken: 0, time_zone: 'Europe/London' })
    .returning('id')) as Array<{ id: number }>;
  return { mentorId: m!.id, sessionId: s!.id, title };
}
const announce = (m: Member, mentorId: number, sessionId: number, body: object) => m.agent.post(apiPaths.mentorSessionAnnouncements(mentorId, sessionId)).send(body);
const reserve = async (m: Member, mentorId: number, sessionId: number) =>
  expect((await m.agent.post(apiPaths.mentorReservations(mentorId, sessionId)).send({})).status).toBe(201);

describe("a mentor's announcement to a session's members", () => {
  it('goes at once to those who booked, by notice and mail, counted; only the mentor may; nobody booked is a 400; the daily limit holds', async () => {
    const email = `${unique('mentor')}@example.org`.toLowerCase();
    const mentorMember = await member(t, 'Eleanor Mentor', { email });
    const { mentorId, sessionId, title } = await mentorWithSession(email);
    const ann = await member(t, 'Ann Booked');
    const bob = await member(t, 'Bob Booked');
    const cy = await member(t, 'Cy Other');

    // The mentor's page tells the mentor (only) that they may announce.
    expect(((await mentorMember.agent.get(apiPaths.mentor(mentorId))).body as MentorDetail).youAreTheMentor).toBe(true);
    expect(((await ann.agent.get(apiPaths.mentor(mentorId))).body as MentorDetail).youAreTheMentor).toBe(false);
    expect(((await t.request().get(apiPaths.mentor(mentorId))).body as MentorDetail).youAreTheMentor).toBe(false);

    const empty = await announce(mentorMember, mentorId, sessionId, { body: 'The room has changed' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(ANNOUNCEMENT_MESSAGES.nobodyBooked);

    await reserve(ann, mentorId, sessionId);
    await reserve(bob, mentorId, sessionId);
    const notMentor = await announce(cy, mentorId, sessionId, { body: 'Hello everyone' });
    expect(notMentor.status).toBe(403);
    expect(notMentor.body.error.message).toBe(ANNOUNCEMENT_MESSAGES.mentorsOnly);
    expect((await t.request().post(apiPaths.mentorSessionAnnouncements(mentorId, sessionId)).send({ body: 'x' })).status).toBe(401);
    expect((await announce(mentorMember, mentorId, 999_999_999, { body: 'x' })).status).toBe(404);
    const blank = await announce(mentorMember, mentorId, sessionId, { body: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBe(ANNOUNCEMENT_MESSAGES.empty);

    // The scam guard's nudge first; nothing sent.
    const nudged = await announce(mentorMember, mentorId, sessionId, { body: 'Please send me your bank details before the session' });
    expect(nudged.status).toBe(422);
    expect(nudged.body.error.message).toBe(SCAM_NUDGE_MESSAGE);

    const res = await announce(mentorMember, mentorId, sessionId, { body: 'We meet in room 4 this time.\n\nBring a notebook.' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ sent: 2, message: 'Sent to 2 members' } satisfies SessionAnnouncementReceipt);
    for (const m of [ann, bob]) {
      const notices = (await m.agent.get(apiPaths.notifications)).body.items as Array<{ kind: string; title: string; body: string; link: string }>;
      expect(notices).toContainEqual(expect.objectContaining({ kind: 'announcement', title: `Announcement about ${title}`, link: `/mentors/${mentorId}` }));
      const mail = await inbox.waitFor((x) => x.to.includes(m.credentials.email) && x.subject === `Announcement about ${title}`);
      expect(mail.text).toContain('We meet in room 4 this time.');
      expect(mail.headers['list-unsubscribe']).toMatch(/announcement/);
    }
    expect(((await cy.agent.get(apiPaths.notifications)).body.items as Array<{ kind: string }>).some((n) => n.kind === 'announcement')).toBe(false);

    // The daily limit is the organisers' one.
    expect((await announce(mentorMember, mentorId, sessionId, { body: 'Second note' })).status).toBe(201);
    const over = await announce(mentorMember, mentorId, sessionId, { body: 'Third note' });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/^You have sent several announcements today\. You can send another in \d+ hours\.$/);
  });
});
