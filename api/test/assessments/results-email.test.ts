import { findAssessment, outcomeOf, scoreAnswers } from '@afterwork/contracts/assessment-definitions';
import type { MailInbox } from '../../src/dev/mail-inbox';
import { startAppWithInbox, stopAppWithInbox, mailQueueDrained, signUpMember, unique, type TestApp } from '../support';

/**
 * Assessment results by email (issue 17): the page sends the answers; the API scores them with the shared
 * definitions and mails the score and the interpretation through the queue into a real SMTP server.
 */
describe('assessment results by email', () => {
  let inbox: MailInbox;
  let t: TestApp;
  beforeAll(async () => ({ t, inbox } = await startAppWithInbox()));
  afterAll(() => stopAppWithInbox({ t, inbox }));

  const stress = findAssessment('stress')!;
  // The first option of every question: the reversed questions count their highest value.
  const firstAnswers = Object.fromEntries(stress.questions.map((q) => [q.id, q.options[0]!.id]));

  it('a visitor gets the score and interpretation the page shows, computed by the API; no unsubscribe (no member)', async () => {
    const to = `${unique('visitor')}@example.com`;
    const res = await t.request().post('/api/assessment-results/email').send({ assessmentId: 'stress', answers: firstAnswers, email: ` ${to} `, score: 0 });
    expect(res.status).toBe(202);
    const expected = outcomeOf(stress, scoreAnswers(stress, firstAnswers));
    expect(expected.score).toBeGreaterThan(0);
    const mail = await inbox.waitFor((m) => m.to.includes(to));
    expect(mail.subject).toBe('Your Stress results');
    expect(mail.text).toContain(`Your score: ${expected.score} out of 20 (${expected.percent}%). Level: ${expected.label}.`);
    expect(mail.text).toContain(expected.interpretation);
    expect(mail.text).toContain('See the assessments: http://afterwork.test/assessments/stress');
    expect(mail.text).toContain('Nothing more will be sent because of it.');
    expect(mail.html).toContain('font-size:20px');
    expect(mail.headers['list-unsubscribe']).toBeUndefined();
  });

  it('refuses a bad address, an unknown assessment and unfinished answers, and sends nothing', async () => {
    const to = `${unique('bad')}@example.com`;
    const bad = await t.request().post('/api/assessment-results/email').send({ assessmentId: 'stress', answers: firstAnswers, email: 'rose@example' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.email).toBe('Please enter a valid email address');
    expect((await t.request().post('/api/assessment-results/email').send({ assessmentId: 'nope', answers: firstAnswers, email: to })).status).toBe(400);
    const partial = { ...firstAnswers, [stress.questions[0]!.id]: 'o99' };
    const res = await t.request().post('/api/assessment-results/email').send({ assessmentId: 'stress', answers: partial, email: to });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Please answer every question before asking for your results.');
    await mailQueueDrained(t);
    expect(inbox.mails.filter((m) => m.to.includes(to))).toHaveLength(0);
  });

  it("a member's own address: greeted by name, one-click unsubscribe; with the kind turned off, a clear refusal", async () => {
    const agent = t.agent();
    const { credentials: user } = await signUpMember(agent, { name: 'Rose Tyler' });
    const answers = Object.fromEntries(findAssessment('loneliness')!.questions.map((q) => [q.id, q.options.at(-1)!.id]));
    expect((await agent.post('/api/assessment-results/email').send({ assessmentId: 'loneliness', answers, email: user.email.toUpperCase() })).status).toBe(202);
    const mail = await inbox.waitFor((m) => m.to.some((a) => a.toLowerCase() === user.email.toLowerCase()) && m.subject === 'Your Loneliness results');
    expect(mail.text).toContain('Hello Rose Tyler,');
    expect(mail.headers['list-unsubscribe']).toMatch(/assessment-results/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    expect((await agent.patch('/api/notification-preferences').send({ kind: 'assessment-results', email: false })).status).toBe(200);
    const off = await agent.post('/api/assessment-results/email').send({ assessmentId: 'loneliness', answers, email: user.email });
    expect(off.status).toBe(409);
    expect(off.body.error.message).toMatch(/turned off assessment results by email/);
  });

  it('is limited per address', async () => {
    const to = `${unique('often')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await t.request().post('/api/assessment-results/email').send({ assessmentId: 'stress', answers: firstAnswers, email: to })).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
