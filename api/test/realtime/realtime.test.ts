import { apiPaths } from '@afterwork/contracts/paths';
import { REALTIME_MESSAGES } from '@afterwork/contracts/realtime';
import type { DiscussionPost } from '@afterwork/contracts/discussions';
import { createTestApp, type Agent, type TestApp } from '../support';
import { createGroup, member } from '../groups/helpers';
import { openStream, serve, sessionCookie, sleep, until, type Received, type SseStream } from './sse-client';

// Issue 30, item 6: live updates. GET /api/events delivers what changed to those who may read it (checked at
// delivery), resumes after Last-Event-ID from the log without duplicates or gaps, respects blocks, ends with the
// session, keeps to its limits, and reaches a stream held on another instance through LISTEN/NOTIFY.
let t: TestApp;
let t2: TestApp; // a second API instance on the same database, with its own listener
let web: Awaited<ReturnType<typeof serve>>;
let web2: Awaited<ReturnType<typeof serve>>;
let grace: Awaited<ReturnType<typeof member>>; // runs group A
let ann: Awaited<ReturnType<typeof member>>; // a member of A
let carl: Awaited<ReturnType<typeof member>>; // a member of A whom Ann blocks
let bob: Awaited<ReturnType<typeof member>>; // runs group B (Ann is not in it)
let groupA: number;
let groupB: number;
let annCookie: string;
const open: SseStream[] = [];

const stream = async (origin: string, cookie: string | null, opts: Parameters<typeof openStream>[2] = {}) => {
  const s = await openStream(origin, cookie, opts);
  open.push(s);
  return s;
};
const post = async (agent: Agent, groupId: number, body: string): Promise<DiscussionPost> => {
  const res = await agent.post(apiPaths.groupDiscussion(groupId)).send({ body });
  expect(res.status).toBe(201);
  return res.body as DiscussionPost;
};
const aboutPost = (postId: number) => (e: Received) => e.data.kind === 'discussion' && e.data.postId === postId;

beforeAll(async () => {
  t = createTestApp();
  t2 = createTestApp();
  [web, web2] = await Promise.all([serve(t), serve(t2)]);
  grace = await member(t, 'Grace Admin');
  ann = await member(t, 'Ann Member');
  carl = await member(t, 'Carl Member');
  bob = await member(t, 'Bob Other');
  groupA = (await createGroup(grace.agent)).id;
  groupB = (await createGroup(bob.agent)).id;
  for (const m of [ann, carl]) expect((await m.agent.post(apiPaths.groupMembers(groupA)).send({})).status).toBeLessThan(300);
  annCookie = await sessionCookie(t, ann.credentials);
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(async () => {
  await Promise.all([web.close(), web2.close()]);
  await Promise.all([t.close(), t2.close()]);
});

describe('who may open a stream', () => {
  it('signed-in members only, asking for text/event-stream', async () => {
    const visitor = await stream(web.origin, null);
    expect(visitor.status).toBe(401);
    const plain = await stream(web.origin, annCookie, { accept: 'application/json' });
    expect(plain.status).toBe(406);
    await plain.ended;
    expect(plain.raw).toContain(REALTIME_MESSAGES.eventStreamOnly);
    const s = await stream(web.origin, annCookie);
    expect(s.status).toBe(200);
    await until(() => s.raw.includes('retry: '));
  });
});

describe('delivery', () => {
  it('a post in my group reaches me; one in a group I am not in does not', async () => {
    const s = await stream(web.origin, annCookie);
    await until(() => s.raw.includes('retry: '));
    const elsewhere = await post(bob.agent, groupB, 'A walk Ann knows nothing about');
    const mine = await post(grace.agent, groupA, 'Tea after the walk?');
    const got = await s.next(aboutPost(mine.id));
    expect(got.data).toEqual({ kind: 'discussion', change: 'post', place: 'group', placeId: groupA, postId: mine.id, parentId: null });
    // Ids and kinds only: never the words.
    expect(JSON.stringify(got.data)).not.toContain('Tea');
    // Events are delivered in order: the earlier post in group B would have come first.
    expect(s.events.some(aboutPost(elsewhere.id))).toBe(false);

    // Replies, edits, pins and deletes follow.
    const reply = (await grace.agent.post(apiPaths.discussionReplies(mine.id)).send({ body: 'Yes please' })).body as DiscussionPost;
    expect((await s.next(aboutPost(reply.id))).data).toMatchObject({ change: 'reply', parentId: mine.id });
    expect((await grace.agent.patch(apiPaths.discussionPost(mine.id)).send({ body: 'Tea and cake after the walk?' })).status).toBe(200);
    await s.next((e) => aboutPost(mine.id)(e) && e.data.change === 'edit');
    expect((await grace.agent.put(apiPaths.discussionPin(mine.id))).status).toBe(200);
    await s.next((e) => aboutPost(mine.id)(e) && e.data.change === 'pin');
    expect((await grace.agent.delete(apiPaths.discussionPost(mine.id))).status).toBe(204);
    await s.next((e) => aboutPost(mine.id)(e) && e.data.change === 'delete');
    const ids = s.events.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('a removal reaches the place, and the author hears of the notice it brings (the bell)', async () => {
    const s = await stream(web.origin, annCookie);
    await until(() => s.raw.includes('retry: '));
    const mine = await post(ann.agent, groupA, 'Selling my old bike');
    expect((await grace.agent.post(apiPaths.discussionRemoval(mine.id)).send({ reason: 'Not the place for sales' })).status).toBe(204);
    await s.next((e) => aboutPost(mine.id)(e) && e.data.change === 'remove');
    await s.next((e) => e.data.kind === 'notices');
  });

  it("a blocked author's posts are not delivered (either way)", async () => {
    expect((await ann.agent.post(apiPaths.blocks).send({ userId: carl.user.id })).status).toBe(201);
    const s = await stream(web.origin, annCookie);
    const carlsStream = await stream(web.origin, await sessionCookie(t, carl.credentials));
    await until(() => s.raw.includes('retry: ') && carlsStream.raw.includes('retry: '));
    const carls = await post(carl.agent, groupA, 'Carl says hello');
    const anns = await post(ann.agent, groupA, 'Ann says hello');
    const marker = await post(grace.agent, groupA, 'Grace says hello');
    await s.next(aboutPost(marker.id));
    await carlsStream.next(aboutPost(marker.id));
    expect(s.events.some(aboutPost(carls.id))).toBe(false);
    expect(carlsStream.events.some(aboutPost(anns.id))).toBe(false);
    expect(s.events.some(aboutPost(anns.id))).toBe(true);
    expect((await ann.agent.delete(apiPaths.block(carl.user.id))).status).toBeLessThan(300);
  });

  it('a member who leaves the group gets nothing more from it (checked at delivery)', async () => {
    const dora = await member(t, 'Dora Leaver');
    expect((await dora.agent.post(apiPaths.groupMembers(groupA)).send({})).status).toBeLessThan(300);
    const s = await stream(web.origin, await sessionCookie(t, dora.credentials));
    const graces = await stream(web.origin, await sessionCookie(t, grace.credentials));
    await until(() => s.raw.includes('retry: ') && graces.raw.includes('retry: '));
    const before = await post(grace.agent, groupA, 'Before Dora leaves');
    await s.next(aboutPost(before.id));
    expect((await dora.agent.delete(apiPaths.groupMember(groupA, dora.user.id))).status).toBeLessThan(300);
    const after = await post(carl.agent, groupA, 'After Dora left');
    // One delivery decides for every stream of the instance: once Grace has it, Dora's answer was given.
    await graces.next(aboutPost(after.id));
    await sleep(100);
    expect(s.events.some(aboutPost(after.id))).toBe(false);
  });
});

describe('resuming with Last-Event-ID', () => {
  it('replays what was missed from the log, once each, in order, then carries on live', async () => {
    const first = await stream(web.origin, annCookie);
    await until(() => first.raw.includes('retry: '));
    const p1 = await post(grace.agent, groupA, 'One');
    const e1 = await first.next(aboutPost(p1.id));
    first.close();
    const p2 = await post(grace.agent, groupA, 'Two');
    const p3 = await post(carl.agent, groupA, 'Three');
    const again = await stream(web.origin, annCookie, { lastEventId: e1.id });
    await again.next(aboutPost(p3.id));
    const p4 = await post(grace.agent, groupA, 'Four');
    await again.next(aboutPost(p4.id));
    const posts = again.events.filter((e) => e.data.kind === 'discussion').map((e) => e.data.postId);
    expect(posts).toEqual([p2.id, p3.id, p4.id]);
    const ids = again.events.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id > e1.id)).toBe(true);
  });

  it('a resume from before what the log still keeps is told to refresh everything', async () => {
    const s = await stream(web.origin, annCookie, { lastEventId: 0 });
    // Event 0 never existed and the log of a shared test database may begin later: either a full replay or a resync.
    const p = await post(grace.agent, groupA, 'After a long time away');
    await s.next(aboutPost(p.id), 15_000);
    const ids = s.events.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);

    const ahead = await stream(web.origin, annCookie, { lastEventId: 999_999_999_999 });
    await ahead.next((e) => e.data.kind === 'resync');
  });
});

describe('two API instances', () => {
  it('a post made through instance 1 reaches a stream held on instance 2', async () => {
    const s = await stream(web2.origin, annCookie);
    await until(() => s.raw.includes('retry: '));
    expect(t2.app.deps.services.realtime.listening).toBe(true);
    const p = await post(grace.agent, groupA, 'Across instances');
    const got = await s.next(aboutPost(p.id));
    expect(got.data.change).toBe('post');
    // One listening connection per instance, whatever the number of streams.
    const s2 = await stream(web2.origin, annCookie);
    await until(() => s2.raw.includes('retry: '));
    const names = [t.app.deps.services.realtime.connectionName, t2.app.deps.services.realtime.connectionName];
    const rows = (await t.db('pg_stat_activity').whereIn('application_name', names).select('application_name')) as Array<{ application_name: string }>;
    expect(rows.filter((r) => r.application_name === names[1])).toHaveLength(1);
  });
});

describe('limits and the end of a stream', () => {
  it('a member has at most REALTIME_STREAMS_PER_MEMBER streams; a closed socket frees its place at once', async () => {
    const limited = createTestApp({ config: { realtime: { streamsPerMember: 2, streamsPerInstance: 3, heartbeatMs: 200, retentionMs: 3_600_000 } } });
    const site = await serve(limited);
    try {
      const cookie = await sessionCookie(limited, ann.credentials);
      const a = await stream(site.origin, cookie);
      const b = await stream(site.origin, cookie);
      const c = await stream(site.origin, cookie);
      expect([a.status, b.status, c.status]).toEqual([200, 200, 429]);
      await c.ended;
      expect(c.raw).toContain(REALTIME_MESSAGES.tooManyStreams);
      // The heartbeat: a comment line now and then.
      await until(() => a.raw.includes(': ping'));
      a.close();
      await until(() => limited.app.deps.services.realtime.count(ann.user.id) === 1);
      const d = await stream(site.origin, cookie);
      expect(d.status).toBe(200);
      // The instance's limit.
      const e = await stream(site.origin, await sessionCookie(limited, carl.credentials));
      const f = await stream(site.origin, await sessionCookie(limited, grace.credentials));
      expect([e.status, f.status]).toEqual([200, 503]);
    } finally {
      for (const s of open.splice(0)) s.close();
      await site.close();
      await limited.close();
    }
  });

  it('signing out ends the stream of that session', async () => {
    const cookie = await sessionCookie(t, ann.credentials);
    const s = await stream(web.origin, cookie);
    await until(() => s.raw.includes('retry: '));
    const res = await fetch(`${web.origin}/api/logout`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBeLessThan(300);
    await s.ended;
  });
});
