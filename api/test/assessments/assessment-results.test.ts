import { createTestApp, signInAdmin, signUpMember, type TestApp } from '../support';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('/api/assessment-results (a private wellbeing history)', () => {
  it('401 for visitors, on both calls', async () => {
    const get = await t.request().get('/api/assessment-results');
    expect(get.status).toBe(401);
    expect(get.body).toEqual({ error: { message: 'Please sign in' } });
    const post = await t.request().post('/api/assessment-results').send({ assessmentId: 'stress', score: 4 });
    expect(post.status).toBe(401);
  });

  it('a member saves results and reads only their own, newest first, per assessment', async () => {
    const rose = t.agent();
    const { user } = await signUpMember(rose);
    const first = await rose.post('/api/assessment-results').send({ assessmentId: 'stress', score: 8, userId: 999 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ assessmentId: 'stress', score: 8, maxScore: 20, percent: 40 });
    expect(typeof first.body.createdAt).toBe('string');
    const second = await rose.post('/api/assessment-results').send({ assessmentId: 'stress', score: 5 });
    await rose.post('/api/assessment-results').send({ assessmentId: 'loneliness', score: 10 });

    const list = await rose.get('/api/assessment-results').query({ assessmentId: 'stress' });
    expect(list.status).toBe(200);
    expect(list.body.map((r: { id: number }) => r.id)).toEqual([second.body.id, first.body.id]);
    expect(list.body[0]).toMatchObject({ score: 5, percent: 25 });
    const all = await rose.get('/api/assessment-results');
    expect(all.body).toHaveLength(3);
    const row = await t.db('assessment_results').where({ id: first.body.id }).first();
    expect(row?.user_id).toBe(user.id);

    // Another member, and an admin, see none of Rose's results.
    const other = t.agent();
    await signUpMember(other);
    expect((await other.get('/api/assessment-results')).body).toEqual([]);
    const admin = t.agent();
    await signInAdmin(admin, t.db);
    expect((await admin.get('/api/assessment-results')).body).toEqual([]);
  });

  it('400 for an unknown assessment, a negative, fractional or too-high score', async () => {
    const a = t.agent();
    await signUpMember(a);
    const unknown = await a.post('/api/assessment-results').send({ assessmentId: 'happiness', score: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toEqual({ assessmentId: 'Unknown assessment' });
    expect((await a.post('/api/assessment-results').send({ assessmentId: 'stress', score: -1 })).status).toBe(400);
    expect((await a.post('/api/assessment-results').send({ assessmentId: 'stress', score: 2.5 })).status).toBe(400);
    const high = await a.post('/api/assessment-results').send({ assessmentId: 'loneliness', score: 11 });
    expect(high.status).toBe(400);
    expect(high.body.error.fields).toEqual({ score: 'Score is higher than this assessment allows' });
    expect((await a.get('/api/assessment-results').query({ assessmentId: 'nope' })).status).toBe(400);
  });
});
