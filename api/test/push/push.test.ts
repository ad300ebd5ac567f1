import { apiPaths } from '@afterwork/contracts/paths';
import { PUSH_SUBSCRIPTION_INVALID, PUSH_SUBSCRIPTION_NOT_FOUND, PUSH_SUBSCRIPTION_TAKEN } from '@afterwork/contracts/push';
import { createTestApp, type TestApp } from '../support';
import { createGroup, member } from '../groups/helpers';
import { startPushReceiver } from './push-receiver';

/**
 * Web Push (issue 33 §2): the installation's VAPID keys, a member's devices ('On this device'), pushes encrypted for
 * each device and decrypted by a local receiver (RFC 8291), a device the push service says is gone removed, and a
 * private message arriving as a push that opens the conversation.
 */
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
beforeAll(async () => {
  receiver = await startPushReceiver();
  t = createTestApp({ worker: true, pushAgent: receiver.agent() });
  await t.ready();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const until = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('web push', () => {
  it('has one VAPID key pair per installation, made on first use and kept', async () => {
    const ann = await member(t, 'Ann Keyholder');
    const first = await ann.agent.get(apiPaths.pushPublicKey);
    expect(first.status).toBe(200);
    expect(first.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await ann.agent.get(apiPaths.pushPublicKey)).body.publicKey).toBe(first.body.publicKey);
    const row = await t.db('push_vapid_keys').first();
    expect(row.public_key).toBe(first.body.publicKey);
    expect((await t.request().get(apiPaths.pushPublicKey)).status).toBe(401);
  });

  it("adds a member's own device; another member's id, a bad subscription or a device someone else holds is refused", async () => {
    const ann = await member(t, 'Ann Subscriber');
    const bob = await member(t, 'Bob Other');
    const phone = receiver.device('ann-phone');
    expect((await ann.agent.post(apiPaths.pushSubscriptions(ann.user.id)).send(phone)).status).toBe(201);
    // Again (the browser renews its keys): still one row.
    expect((await ann.agent.post(apiPaths.pushSubscriptions(ann.user.id)).send(phone)).status).toBe(201);
    expect(await t.db('push_subscriptions').where({ user_id: ann.user.id }).pluck('endpoint')).toEqual([phone.endpoint]);

    const forOther = await ann.agent.post(apiPaths.pushSubscriptions(bob.user.id)).send(receiver.device('ann-for-bob'));
    expect(forOther.status).toBe(403);
    expect(await t.db('push_subscriptions').where({ user_id: bob.user.id }).first()).toBeUndefined();

    const bad = await ann.agent.post(apiPaths.pushSubscriptions(ann.user.id)).send({ endpoint: 'not a url', keys: { p256dh: 'x', auth: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(PUSH_SUBSCRIPTION_INVALID);

    const taken = await bob.agent.post(apiPaths.pushSubscriptions(bob.user.id)).send(phone);
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toBe(PUSH_SUBSCRIPTION_TAKEN);
    // Bob cannot remove Ann's device either.
    const notHis = await bob.agent.delete(apiPaths.pushSubscriptions(bob.user.id)).query({ endpoint: phone.endpoint });
    expect(notHis.status).toBe(404);
    expect(notHis.body.error.message).toBe(PUSH_SUBSCRIPTION_NOT_FOUND);
    expect((await ann.agent.delete(apiPaths.pushSubscriptions(ann.user.id)).query({ endpoint: phone.endpoint })).status).toBe(200);
    expect(await t.db('push_subscriptions').where({ endpoint: phone.endpoint }).first()).toBeUndefined();
  });

  it('encrypts a push for each device; the receiver decrypts it; a device that is gone (410) is removed', async () => {
    const cara = await member(t, 'Cara Twodevices');
    const tablet = receiver.device('cara-tablet');
    const old = receiver.device('cara-old-phone');
    for (const d of [tablet, old]) expect((await cara.agent.post(apiPaths.pushSubscriptions(cara.user.id)).send(d)).status).toBe(201);
    receiver.gone.add('cara-old-phone');
    const payload = { title: 'Reminder: River walk', body: 'Tomorrow at 10:00, Exeter Quay, UK', url: '/activities/12', tag: 'activity-reminder' };
    expect(await t.app.deps.push.deliver(cara.user.id, payload)).toBe(1);
    const got = receiver.received.filter((r) => r.device === 'cara-tablet');
    expect(got).toHaveLength(1);
    expect(JSON.parse(got[0]!.text)).toEqual(payload);
    expect(got[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(got[0]!.headers.ttl).toBe('43200');
    const { publicKey } = (await cara.agent.get(apiPaths.pushPublicKey)).body;
    expect(String(got[0]!.headers.authorization)).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    // The push service said 410 for the old phone: it is forgotten; the tablet stays.
    const left = await t.db('push_subscriptions').where({ user_id: cara.user.id }).pluck('endpoint');
    expect(left).toEqual([tablet.endpoint]);
  });

  it("a private message arrives as a push that opens the conversation, unless 'On this device' is off", async () => {
    const dan = await member(t, 'Dan Sender');
    const eve = await member(t, 'Eve Receiver');
    const g = await createGroup(dan.agent);
    expect((await eve.agent.post(apiPaths.groupMembers(g.id)).send({})).status).toBeLessThan(300);
    expect((await eve.agent.post(apiPaths.pushSubscriptions(eve.user.id)).send(receiver.device('eve-phone'))).status).toBe(201);

    const sent = await dan.agent.post(apiPaths.conversations).send({ recipientId: eve.user.id, body: 'Tea on Tuesday at the café?' });
    expect(sent.status).toBeLessThan(300);
    await until(() => receiver.received.some((r) => r.device === 'eve-phone'));
    const push = JSON.parse(receiver.received.find((r) => r.device === 'eve-phone')!.text);
    expect(push).toMatchObject({ tag: 'private-message', url: `/messages?c=${sent.body.conversation.id}`, title: 'New message from Dan Sender', body: 'Tea on Tuesday at the café?' });

    // 'On this device' off for messages: the next one is not pushed (the notice still is).
    const prefs = await eve.agent.patch(apiPaths.notificationPreferences).send({ kind: 'private-message', push: false });
    expect(prefs.status).toBe(200);
    expect(prefs.body.find((p: { kind: string }) => p.kind === 'private-message')).toMatchObject({ push: false, inSite: true });
    // Eve reads the conversation (only the first of a run of unread messages is told).
    expect((await eve.agent.post(apiPaths.conversationRead(sent.body.conversation.id)).send({})).status).toBeLessThan(300);
    const before = receiver.received.length;
    const again = await dan.agent.post(apiPaths.conversationMessages(sent.body.conversation.id)).send({ body: 'Or Wednesday?' });
    expect(again.status).toBeLessThan(300);
    await until(async () => Number((await t.db('notifications').where({ user_id: eve.user.id, kind: 'private-message' }).count({ n: '*' }).first())?.n) >= 2);
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.received.length).toBe(before);
  });
});
