import Koa from 'koa';
import request from 'supertest';
import { CONTROL_CHARACTER_MESSAGE } from '@afterwork/contracts/text';
import { errorHandler } from '../../src/http/error-handler';
import { createLogger } from '../../src/http/logger';
import { createTestApp, signUpMember, unique, type TestApp } from '../support';
import { createGroup } from '../groups/helpers';

/** Issue 18, finding 3: a NUL byte (or another control character) is a 400 with a clear message, never a 500. */
describe('control characters in requests', () => {
  let t: TestApp;
  let member: ReturnType<TestApp['agent']>;
  let groupId: number;

  beforeAll(async () => {
    t = await createTestApp();
    member = t.agent();
    await signUpMember(member);
    groupId = (await createGroup(member)).id;
  });
  afterAll(() => t.close());

  it.each([
    ['a search for groups', () => t.request().get('/api/groups?search=a%00b')],
    ['a search of the library', () => t.request().get('/api/resources?search=a%00b')],
    ['a registration', () => t.request().post('/api/register').send({ username: unique('nul_'), password: 'correct-horse-battery', name: 'Nul\u0000Name', email: `${unique('n')}@example.com` })],
    ['a sign-in', () => t.request().post('/api/login').send({ username: 'abc\u0000def', password: 'whatever-password' })],
    ['a newsletter subscription', () => t.request().post('/api/newsletter-subscriptions').send({ email: 'a\u0000@example.com' })],
    ['a business enquiry', () => t.request().post('/api/business-enquiries').send({ name: 'A\u0007B', email: 'x@example.com', message: 'Hello there, friends' })],
    ['a new group', () => member.post('/api/groups').send({ name: 'Bell\u0007ringers', description: 'Ringing bells together every week.', type: 'social' })],
    ['a profile update', () => member.patch('/api/user').send({ name: 'Mar\u001bgaret', email: 'm@example.com' })],
    ['a key of a body', () => member.post(`/api/groups/${groupId}/members`).send({ ['role\u0000']: 'member' })],
    ['a path', () => t.request().get('/api/groups/1%00')],
  ])('%s: 400 with a clear message', async (_what, send) => {
    const res = await send();
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(CONTROL_CHARACTER_MESSAGE);
  });

  it('names the field that holds it', async () => {
    const res = await member.post('/api/groups').send({ name: 'Fine name', description: 'Line one\u0000line two of it', type: 'social' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ description: CONTROL_CHARACTER_MESSAGE });
  });

  it('still accepts tabs and line breaks in long text', async () => {
    const res = await member.post('/api/groups').send({ name: unique('Tabbed '), description: 'Line one\nline two\twith a tab\r\n', type: 'social' });
    expect(res.status).toBe(201);
  });

  it('maps an invalid-text error of PostgreSQL to a 400 (22021 and the rest of class 22)', async () => {
    // A raw query the shared rule never saw: the database itself refuses the NUL byte.
    const app = new Koa();
    app.use(errorHandler(createLogger('silent')));
    app.use(async () => {
      await t.db.raw('select ?::text as v', ['a\u0000b']);
    });
    const res = await request(app.callback()).get('/');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/cannot be stored/);
    const outOfRange = new Koa();
    outOfRange.use(errorHandler(createLogger('silent')));
    outOfRange.use(async () => {
      await t.db.raw("select '2027-02-30'::date as v"); // 22008: date out of range
    });
    const res2 = await request(outOfRange.callback()).get('/');
    expect(res2.status).toBe(400);
  });
});
