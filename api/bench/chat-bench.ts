// `pnpm bench:chat` (issue 30, 'Scale and correctness'): the live updates under load, with real processes. Two API
// instances (production mode, `src/server.ts`) on a throwaway PostgreSQL database, behind nginx running
// deploy/nginx/nginx.conf (the scale test's proxy, upstreams swapped for loopback ones). It measures:
//   1. sending: p50/p99 of POST /api/groups/:id/discussion at CHAT_CONNECTIONS (8) concurrent senders while
//      CHAT_STREAMS (1,000) live streams are open through the proxy (spread over both instances);
//   2. fan-out: for every post and every stream, the time from the send to the event on that stream (p50/p95/max),
//      across the two instances;
//   3. correctness: every stream's event ids strictly increase, no post arrives twice, none is missing — also on the
//      streams that were cut half-way and resumed with Last-Event-ID (a tab reconnecting);
//   4. idle: CHAT_IDLE_STREAMS (10,000) streams held on ONE instance (straight to it): its RSS, and the p99 of
//      GET /api/health there meanwhile (the event loop's delay as a request sees it);
//   5. a big group: CHAT_BIG_GROUP (10,000) members inserted in SQL, one post in its discussion: the time until every
//      member's notice is written (polling the notifications table), and the p99 of GET /api/groups/:id meanwhile;
//   6. keyset paging: a discussion of CHAT_THREAD_REPLIES (10,000) posts and an inbox of CHAT_INBOX (5,000)
//      conversations for one member (inserted in SQL), read to the end through the API's `before` cursors: p95 per
//      page. (Replies come whole with their post; the API has no paging of replies, so the thread is first posts.)
// Targets (issue 30): send p99 ≤ 50 ms; fan-out p95 ≤ 1 s; idle RSS ≤ 300 MB and delay p99 ≤ 50 ms; GET group p99
// ≤ 50 ms during a big fan-out; page p95 ≤ 30 ms; no duplicate, no loss. Prints figures and ✓/✗; exits 1 on a failed correctness check. `CHAT_SMOKE=1` runs a tiny version (a
// minute on a small machine); the full size wants a machine of its own.
// Needs PostgreSQL at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) and nginx.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apiDir, call, createChecks, register, sleep, sql, startNginx, stopChild, stopNginx, waitHealthy, type Member } from './cluster';

const SMOKE = process.env.CHAT_SMOKE === '1';
const num = (name: string, full: number, smoke: number) => Number(process.env[name] ?? (SMOKE ? smoke : full));
const STREAMS = num('CHAT_STREAMS', 1000, 20);
const IDLE_STREAMS = num('CHAT_IDLE_STREAMS', 10_000, 50);
const CONNECTIONS = num('CHAT_CONNECTIONS', 8, 2);
const SENDS = num('CHAT_SENDS', 2000, 30);
// Enough members that REALTIME_STREAMS_PER_MEMBER (100, set below) holds the streams and the idle streams together.
const MEMBERS = num('CHAT_MEMBERS', 200, 4);
const BIG_GROUP = num('CHAT_BIG_GROUP', 10_000, 200);
const THREAD_REPLIES = num('CHAT_THREAD_REPLIES', 10_000, 300);
const INBOX = num('CHAT_INBOX', 5_000, 100);

const base = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres');
const dbName = `afterwork_chat_${randomBytes(4).toString('hex')}`;
const dbUrl = new URL(base);
dbUrl.pathname = `/${dbName}`;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'afterwork-chat-'));
const { check, failures } = createChecks();
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const pct = (xs: number[], p: number) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

/** A live stream as a tab holds it: the events by id and when each post arrived. */
interface Tab {
  ids: number[];
  posts: Map<number, number>;
  duplicates: number;
  disorder: number;
  lastId?: number;
  req?: http.ClientRequest;
  ready: Promise<void>;
}

function openTab(origin: string, cookie: string, lastEventId?: number, tab?: Tab): Tab {
  const t: Tab = tab ?? { ids: [], posts: new Map(), duplicates: 0, disorder: 0, ready: Promise.resolve() };
  t.ready = new Promise((resolve, reject) => {
    const headers: Record<string, string> = { accept: 'text/event-stream', cookie };
    if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
    const req = http.get(`${origin}/api/events`, { headers, agent }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream answered ${res.statusCode}`));
        res.resume();
        return;
      }
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let at: number;
        while ((at = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          if (block.includes('retry: ')) resolve();
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!id || !data) continue;
          const n = Number(id);
          if (t.lastId !== undefined && n <= t.lastId) t.disorder++;
          t.lastId = n;
          t.ids.push(n);
          const e = JSON.parse(data) as { kind: string; postId?: number; change?: string };
          if (e.kind === 'discussion' && e.change === 'post' && e.postId) {
            if (t.posts.has(e.postId)) t.duplicates++;
            else t.posts.set(e.postId, performance.now());
          }
        }
      });
      res.on('error', () => undefined);
    });
    req.on('error', () => undefined);
    t.req = req;
  });
  return t;
}

/** RSS of a process (Linux), in MB. */
const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function main(): Promise<void> {
  console.log(`bench:chat${SMOKE ? ' (smoke size)' : ''}: ${STREAMS} streams, ${CONNECTIONS} senders, ${SENDS} posts, ${IDLE_STREAMS} idle streams, ${MEMBERS} members`);
  await sql(base.toString(), `create database ${dbName}`);
  const ports = [await freePort(), await freePort()];
  const proxyPort = await freePort();
  const proxy = `http://127.0.0.1:${proxyPort}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    SESSION_SECRET: randomBytes(24).toString('hex'),
    TRUST_PROXY: '1',
    DATABASE_URL: dbUrl.toString(),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    REGISTRATIONS_PER_IP: '100000',
    REALTIME_STREAMS_PER_MEMBER: '100',
    REALTIME_STREAMS_PER_INSTANCE: String(Math.max(20_000, IDLE_STREAMS + STREAMS)),
  };
  const children: ChildProcess[] = [];
  let nginx: ChildProcess | undefined;
  try {
    for (const [i, port] of ports.entries()) {
      const log = path.join(tmp, `api-${i + 1}.log`);
      const out = fs.openSync(log, 'a');
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env: { ...env, PORT: String(port) }, stdio: ['ignore', out, out] });
      fs.closeSync(out);
      children.push(child);
      await waitHealthy(`http://127.0.0.1:${port}`, `instance ${i + 1}`, () => child.exitCode === null, log);
    }
    nginx = await startNginx({ dir: path.join(tmp, 'nginx'), listen: `127.0.0.1:${proxyPort}`, upstreams: ports.map((p) => `127.0.0.1:${p}`), origin: proxy });

    // A group whose members hold the streams (several tabs each), one of them posting.
    const members: Member[] = [];
    for (let i = 0; i < MEMBERS; i++) members.push(await register(proxy, 'chat'));
    const group = await call(`${proxy}/api/groups`, 'POST', { cookie: members[0]!.cookie, body: { name: `Chat bench ${randomBytes(3).toString('hex')}`, description: 'The live updates bench.', type: 'social' } });
    const groupId = Number(group.body?.id);
    for (const m of members.slice(1)) await call(`${proxy}/api/groups/${groupId}/members`, 'POST', { cookie: m.cookie, body: {} });

    // 1-3. Streams through the proxy, then posts from CONNECTIONS senders.
    const tabs: Tab[] = [];
    for (let i = 0; i < STREAMS; i++) tabs.push(openTab(proxy, members[i % MEMBERS]!.cookie));
    await Promise.all(tabs.map((t) => t.ready));
    console.log(`${tabs.length} streams open through nginx`);
    const sentAt = new Map<number, number>();
    const sendMs: number[] = [];
    let next = 0;
    let errors = 0;
    const cut = tabs.filter((_, i) => i % 10 === 0);
    const sender = async (n: number) => {
      while (next < SENDS) {
        const i = next++;
        // Half-way, every tenth tab loses its connection and comes back with Last-Event-ID (a tab reconnecting).
        if (i === Math.floor(SENDS / 2) && n === 0) {
          for (const t of cut) t.req?.destroy();
          await sleep(50);
          for (const t of cut) openTab(proxy, members[tabs.indexOf(t) % MEMBERS]!.cookie, t.lastId, t);
        }
        const author = members[i % MEMBERS]!;
        const start = performance.now();
        const res = await call(`${proxy}/api/groups/${groupId}/discussion`, 'POST', { cookie: author.cookie, body: { body: `Bench post ${i}` } });
        const took = performance.now() - start;
        if (res.status !== 201) {
          errors++;
          continue;
        }
        sendMs.push(took);
        sentAt.set(Number(res.body?.id), start);
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => sender(n)));
    // Let the last events arrive.
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && tabs.some((t) => t.posts.size < sentAt.size)) await sleep(100);

    const fanout: number[] = [];
    let missing = 0;
    for (const t of tabs) {
      for (const [postId, at] of sentAt) {
        const got = t.posts.get(postId);
        if (got === undefined) missing++;
        else if (!cut.includes(t)) fanout.push(got - at);
      }
    }
    console.log(`send (${CONNECTIONS} connections, ${STREAMS} streams open): p50 ${ms(pct(sendMs, 50))}, p99 ${ms(pct(sendMs, 99))}, ${errors} errors`);
    console.log(`fan-out to ${tabs.length - cut.length} streams on 2 instances: p50 ${ms(pct(fanout, 50))}, p95 ${ms(pct(fanout, 95))}, max ${ms(pct(fanout, 100))}`);
    check(errors === 0, 'every post was accepted');
    check(tabs.every((t) => t.duplicates === 0), 'no post arrived twice on any stream (resumed ones included)');
    check(tabs.every((t) => t.disorder === 0), 'event ids strictly increase on every stream');
    check(missing === 0, `no post is missing on any stream (${missing} missing)`);
    console.log(`targets: send p99 ≤ 50 ms ${pct(sendMs, 99) <= 50 ? 'met' : 'NOT met'}; fan-out p95 ≤ 1 s ${pct(fanout, 95) <= 1000 ? 'met' : 'NOT met'}`);
    for (const t of tabs) t.req?.destroy();

    // 4. Idle streams on one instance.
    const direct = `http://127.0.0.1:${ports[0]}`;
    const idle: Tab[] = [];
    for (let i = 0; i < IDLE_STREAMS; i++) {
      idle.push(openTab(direct, members[i % MEMBERS]!.cookie));
      if (i % 500 === 499) await Promise.all(idle.slice(-500).map((t) => t.ready));
    }
    await Promise.all(idle.map((t) => t.ready));
    await sleep(2000);
    const health: number[] = [];
    for (let i = 0; i < (SMOKE ? 50 : 400); i++) {
      const start = performance.now();
      await call(`${direct}/api/health`);
      health.push(performance.now() - start);
      await sleep(10);
    }
    const rss = rssMb(children[0]!.pid!);
    console.log(`${idle.length} idle streams on one instance: RSS ${rss.toFixed(0)} MB, GET /api/health p99 ${ms(pct(health, 99))}`);
    console.log(`targets: RSS ≤ 300 MB ${rss <= 300 ? 'met' : 'NOT met'}; delay p99 ≤ 50 ms ${pct(health, 99) <= 50 ? 'met' : 'NOT met'}`);
    for (const t of idle) t.req?.destroy();

    // 5. A post to a big group: members bulk-inserted in SQL, one post; how long until every member's notice is
    //    written (polling the notifications table), and GET /api/groups/:id's p99 meanwhile.
    const db = dbUrl.toString();
    const tag = randomBytes(3).toString('hex');
    await sql(db, `insert into users (username, password_hash, name, email, location, created_at, email_confirmed_at)
                   select 'big${tag}_' || n, 'x', 'Big Member ' || n, 'big${tag}_' || n || '@example.org', 'Exeter, UK', now(), now()
                   from generate_series(1, $1::int) n`, [BIG_GROUP]);
    await sql(db, `insert into group_members (group_id, user_id, role) select $1, id, 'member' from users where username like $2`, [groupId, `big${tag}\\_%`]);
    await sql(db, 'update groups set member_count = (select count(*) from group_members where group_id = $1) where id = $1', [groupId]);
    const audience = await sql<{ n: string }>(db, 'select count(*) as n from group_members where group_id = $1 and user_id <> $2', [groupId, members[0]!.id]);
    const expected = Number(audience[0]?.n ?? 0);
    const noticesBefore = Number((await sql<{ n: string }>(db, 'select count(*) as n from notifications where user_id in (select user_id from group_members where group_id = $1)', [groupId]))[0]?.n ?? 0);
    const postedAt = performance.now();
    const bigPost = await call(`${proxy}/api/groups/${groupId}/discussion`, 'POST', { cookie: members[0]!.cookie, body: { body: 'A post for the whole big group.' } });
    check(bigPost.status === 201, `the post to the big group was accepted (${bigPost.status})`);
    let written = 0;
    let allAt: number | undefined;
    let polling = true;
    const groupReads: number[] = [];
    const reader = async () => {
      while (polling) {
        const start = performance.now();
        await call(`${proxy}/api/groups/${groupId}`, 'GET', { cookie: members[1 % MEMBERS]!.cookie });
        groupReads.push(performance.now() - start);
        await sleep(5);
      }
    };
    const readers = Array.from({ length: CONNECTIONS }, () => reader());
    const bigDeadline = Date.now() + (SMOKE ? 60_000 : 600_000);
    while (Date.now() < bigDeadline) {
      written = Number((await sql<{ n: string }>(db, 'select count(*) as n from notifications where user_id in (select user_id from group_members where group_id = $1)', [groupId]))[0]?.n ?? 0) - noticesBefore;
      if (written >= expected) {
        allAt = performance.now() - postedAt;
        break;
      }
      await sleep(100);
    }
    if (groupReads.length < 50) await sleep(500);
    polling = false;
    await Promise.all(readers);
    const groupP99 = pct(groupReads, 99);
    console.log(`post to a group of ${expected + 1} members: ${written} of ${expected} notices written${allAt === undefined ? ' (not all before the deadline)' : ` in ${ms(allAt)}`}`);
    console.log(`  GET /api/groups/:id meanwhile (${groupReads.length} requests): p99 ${ms(groupP99)} ${groupP99 <= 50 ? '✓' : '✗'} (target ≤ 50 ms)`);
    check(allAt !== undefined, `every member of the big group got a notice (${written} of ${expected})`);

    // 6. Keyset paging: a long thread (first posts of a discussion; replies come whole with their post, the API
    //    does not page them) and a long inbox, bulk-inserted, then paged through the real API's `before` cursors.
    const reader0 = members[0]!;
    const thread = await sql<{ id: number }>(db, `insert into groups (name, description, type, location, member_count, created_by)
                   values ($1, 'The paging bench.', 'social', 'Exeter, UK', 1, $2) returning id`, [`Paging bench ${tag}`, reader0.id]);
    const threadGroup = thread[0]!.id;
    await sql(db, `insert into group_members (group_id, user_id, role) values ($1, $2, 'admin')`, [threadGroup, reader0.id]);
    await sql(db, `insert into discussion_posts (group_id, author_id, body, created_at, last_activity_at)
                   select $1, $2, 'Thread post ' || n, now() - n * interval '1 second', now() - n * interval '1 second'
                   from generate_series(1, $3::int) n`, [threadGroup, reader0.id, THREAD_REPLIES]);
    await sql(db, `insert into users (username, password_hash, name, email, location, created_at, email_confirmed_at)
                   select 'inbox${tag}_' || n, 'x', 'Inbox Friend ' || n, 'inbox${tag}_' || n || '@example.org', 'Exeter, UK', now(), now()
                   from generate_series(1, $1::int) n`, [INBOX]);
    await sql(db, `insert into conversations (member_a, member_b, started_by, status, last_message_at)
                   select least($1::int, u.id), greatest($1::int, u.id), u.id, 'open', now() - u.id * interval '1 second'
                   from users u where u.username like $2`, [reader0.id, `inbox${tag}\\_%`]);
    await sql(db, `insert into messages (conversation_id, sender_id, body, created_at)
                   select c.id, case when c.member_a = $1 then c.member_b else c.member_a end, 'Hello there', c.last_message_at
                   from conversations c where c.member_a = $1 or c.member_b = $1`, [reader0.id]);
    const pageThrough = async (url: string, field: string) => {
      const times: number[] = [];
      let seen = 0;
      let cursor: string | null = null;
      do {
        const start = performance.now();
        const res = await call(cursor ? `${url}?before=${encodeURIComponent(cursor)}` : url, 'GET', { cookie: reader0.cookie });
        times.push(performance.now() - start);
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
        seen += (res.body?.[field] as unknown[] | undefined)?.length ?? 0;
        cursor = (res.body?.nextCursor as string | null | undefined) ?? null;
      } while (cursor);
      return { times, seen };
    };
    const threadPages = await pageThrough(`${proxy}/api/groups/${threadGroup}/discussion`, 'posts');
    const inboxPages = await pageThrough(`${proxy}/api/conversations`, 'conversations');
    const tp95 = pct(threadPages.times, 95);
    const ip95 = pct(inboxPages.times, 95);
    console.log(`thread of ${THREAD_REPLIES} posts: ${threadPages.seen} read in ${threadPages.times.length} pages, p95 ${ms(tp95)} per page ${tp95 <= 30 ? '✓' : '✗'} (target ≤ 30 ms)`);
    console.log(`inbox of ${INBOX} conversations: ${inboxPages.seen} read in ${inboxPages.times.length} pages, p95 ${ms(ip95)} per page ${ip95 <= 30 ? '✓' : '✗'} (target ≤ 30 ms)`);
    check(threadPages.seen === THREAD_REPLIES, `paging the thread reads every post once (${threadPages.seen} of ${THREAD_REPLIES})`);
    check(inboxPages.seen === INBOX, `paging the inbox reads every conversation once (${inboxPages.seen} of ${INBOX})`);
  } finally {
    await stopNginx(nginx);
    for (const c of children) await stopChild(c);
    await sql(base.toString(), `drop database if exists ${dbName} with (force)`).catch(() => undefined);
  }
  if (failures.length) {
    console.log(`${failures.length} check(s) failed`);
    process.exit(1);
  }
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
