import fc from 'fast-check';
import { routeAccess } from '@afterwork/contracts/access';
import { createTestApp, signInAdmin, signUpMember, type TestApp } from '../support';

/**
 * Hostile input, property-based: every route of the matrix gets malformed, oversized, wrongly typed and
 * injection-shaped ids, query strings and bodies, as a member and as an admin (the deepest code paths).
 * Never a 5xx, never a stack trace or SQL in an answer, and the process stays healthy throughout.
 */
const injection = fc.constantFrom(
  "' OR 1=1 --", '"; drop table users; --', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)',
  '../../etc/passwd', '%00', '\u0000', '${7*7}', '{{7*7}}', '__proto__', 'constructor', '😀'.repeat(50), 'NaN', 'Infinity', '-1', '0',
  '1e309', '99999999999999999999999', '1.5', ' ', '',
  // Issue 18: control characters (NUL, bell, escape, vertical tab, form feed, DEL, a C1 control), zero-width and
  // text-direction characters, and dates out of range, impossible or without a zone.
  'a\u0000b', '\u0007', '\u001b[31mred', 'line\u000bbreak', 'page\u000cfeed', '\u007f', '\u0085', '\u200b\u200b\u200b', '\u200d\ufeff',
  'evil\u202etxt.exe', '\u2066isolate\u2069', '2027-02-30T10:00:00Z', '2027-06-01T10:00', '275760-09-13T00:00:00.000Z',
  '+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '0000-01-01T00:00:00Z',
);
const hostileString = fc.oneof(injection, fc.string({ maxLength: 40 }), fc.string({ minLength: 2000, maxLength: 5000 }));
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(hostileString, fc.integer()), { maxKeys: 4 }),
);
const fieldNames = fc.constantFrom(
  'username', 'password', 'name', 'email', 'title', 'description', 'category', 'iconName', 'link', 'content', 'featured',
  'type', 'location', 'latitude', 'longitude', 'imageUrl', 'status', 'userId', 'role', 'roleId', 'permissions', 'interests',
  'message', 'maxAttendees', 'startDate', 'endDate', 'id', '__proto__', 'constructor', 'createdBy', 'search',
);
const hostileBody = fc.oneof(
  fc.dictionary(fieldNames, hostileValue, { maxKeys: 8 }),
  fc.array(hostileValue, { maxLength: 3 }),
  hostileString,
  fc.integer(),
  fc.constant(null),
);
const hostileParam = fc.oneof(injection, fc.string({ maxLength: 30 }), fc.integer().map(String), fc.constant('1'));

const LEAKS = /at \w+ \(|node_modules|\bselect\b.+\bfrom\b|\binsert into\b|syntax error|violates|pg_|knex/i;

describe('hostile input never breaks the API', () => {
  let t: TestApp;
  let member: ReturnType<TestApp['agent']>;
  let admin: ReturnType<TestApp['agent']>;

  beforeAll(async () => {
    t = await createTestApp();
    member = t.agent();
    admin = t.agent();
    await signUpMember(member);
    await signInAdmin(admin, t.db);
  });
  afterAll(() => t.close());

  // Routes that sign the caller out would end the fuzzing session early; they are fuzzed signed out.
  const signsOut = (path: string) => path === '/api/logout' || path.includes('sign-out');

  for (const row of routeAccess) {
    it(`${row.method} ${row.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileParam, hostileParam, fc.dictionary(fieldNames, hostileString, { maxKeys: 3 }), hostileBody, fc.boolean(),
          async (p1, p2, query, body, asAdmin) => {
            const url = row.path
              .replace(/:(id|file)/, encodeURIComponent(p1))
              .replace(/:(userId|sessionId)/, encodeURIComponent(p2));
            const agent = signsOut(row.path) ? t.request() : asAdmin ? admin : member;
            let req =
              row.method === 'GET' ? agent.get(url)
              : row.method === 'POST' ? agent.post(url)
              : row.method === 'PATCH' ? agent.patch(url)
              : row.method === 'PUT' ? agent.put(url)
              : agent.delete(url);
            req = req.query(query);
            if (row.method !== 'GET' && row.method !== 'DELETE') req = req.set('Content-Type', 'application/json').send(JSON.stringify(body));
            const res = await req;
            expect(res.status).toBeLessThan(500);
            expect(res.text ?? '').not.toMatch(LEAKS);
          }),
        { numRuns: 12, seed: 20261122 },
      );
    });
  }

  it('answers malformed JSON and a huge body with a 4xx, not a crash', async () => {
    const bad = await member.post('/api/groups').set('Content-Type', 'application/json').send('{"name": "x",');
    expect(bad.status).toBe(400);
    const huge = await member.post('/api/groups').set('Content-Type', 'application/json').send(JSON.stringify({ name: 'x'.repeat(2_000_000) }));
    expect(huge.status).toBe(413);
  });

  it('is still healthy after all of it', async () => {
    const res = await t.request().get('/api/health');
    expect(res.status).toBe(200);
  });
});
