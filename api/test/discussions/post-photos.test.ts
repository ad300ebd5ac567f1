import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { apiPaths } from '@afterwork/contracts/paths';
import { PHOTO_MESSAGES, POST_PHOTO_MESSAGES } from '@afterwork/contracts/photos';
import type { DiscussionPage, DiscussionPost } from '@afterwork/contracts/discussions';
import { createTestApp, testConfig, type Agent, type TestApp } from '../support';
import { createGroup, member } from '../groups/helpers';

// Issue 30, item 1: an optional photo per post, through the profile photos' pipeline (the type read from the bytes,
// resized, EXIF gone: no GPS), shown to the post's readers with its alt text, refused with a clear 4xx when it is not
// an image, and deleted with the post and with the author's account.
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'photos', name));
const MB = 1024 * 1024;
let t: TestApp;
let dir: string;
type Member = Awaited<ReturnType<typeof member>>;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afterwork-post-photos-'));
  const base = testConfig();
  t = createTestApp({ config: { photos: { ...base.photos, dir, maxBytes: 2 * MB, maxPixels: 40_000_000, uploadsPerHour: 1000 } } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const upload = (agent: Agent, postId: number, body: Buffer, alt = '', type = 'image/jpeg') =>
  agent.put(`${apiPaths.discussionPhoto(postId)}${alt ? `?alt=${encodeURIComponent(alt)}` : ''}`).set('Content-Type', type).send(body);
const fetchBytes = (agent: Agent, url: string) =>
  agent.get(url).buffer(true).parse((r, cb) => {
    const chunks: Buffer[] = [];
    r.on('data', (c: Buffer) => chunks.push(c));
    r.on('end', () => cb(null, Buffer.concat(chunks)));
  });
const filesOf = (memberId: number) => {
  const folder = path.join(dir, 'members', String(memberId), 'posts');
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};

async function place(): Promise<{ g: { id: number }; ann: Member; bob: Member; outsider: Member }> {
  const ann = await member(t, 'Ann Photographer');
  const bob = await member(t, 'Bob Looker');
  const outsider = await member(t, 'Olive Outside');
  const g = await createGroup(ann.agent);
  expect((await bob.agent.post(apiPaths.groupMembers(g.id)).send({})).status).toBeLessThan(300);
  return { g, ann, bob, outsider };
}

describe("a post's photo", () => {
  it('is resized without its EXIF, shown to readers with its alt text, refused to others; the post keeps it', async () => {
    const { g, ann, bob, outsider } = await place();
    const post = (await ann.agent.post(apiPaths.groupDiscussion(g.id)).send({ body: 'The bluebells in the wood this morning' })).body as DiscussionPost;
    expect(post.photo).toBeNull();
    const res = await upload(ann.agent, post.id, fixture('phone-photo-gps.jpg'), 'Bluebells under the beech trees');
    expect(res.status).toBe(200);
    const withPhoto = res.body as DiscussionPost;
    expect(withPhoto.photo).toEqual({ url: expect.stringMatching(new RegExp(`^/api/discussion-posts/${post.id}/photo\\?v=[a-f0-9]{32}$`)) as unknown, alt: 'Bluebells under the beech trees' });

    // Bob reads it in the discussion, and fetches the picture: a JPEG, at most 1280 px, no EXIF (no GPS).
    const page = (await bob.agent.get(apiPaths.groupDiscussion(g.id))).body as DiscussionPage;
    expect(page.posts.find((p) => p.id === post.id)!.photo).toEqual(withPhoto.photo);
    const img = await fetchBytes(bob.agent, withPhoto.photo!.url);
    expect(img.status).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(img.body as Buffer).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1280);
    expect(meta.exif).toBeUndefined();
    expect((img.body as Buffer).includes(Buffer.from('AfterworkTestCam'))).toBe(false);

    // Somebody outside the group, or signed out, cannot fetch it; nobody but the author changes it.
    expect((await outsider.agent.get(withPhoto.photo!.url)).status).toBe(404);
    expect((await t.request().get(withPhoto.photo!.url)).status).toBe(401);
    const notMine = await upload(bob.agent, post.id, fixture('garden.png'), '', 'image/png');
    expect(notMine.status).toBe(403);
    expect(notMine.body.error.message).toBe(POST_PHOTO_MESSAGES.onlyAuthor);

    // No alt text given: the readers are told whose photo it is.
    const reply = (await bob.agent.post(apiPaths.discussionReplies(post.id)).send({ body: 'Lovely! Here is my garden.' })).body as DiscussionPost;
    const garden = await upload(bob.agent, reply.id, fixture('garden.png'), '', 'image/png');
    expect(garden.status).toBe(200);
    expect((garden.body as DiscussionPost).photo!.alt).toBe('A photo shared by Bob Looker');

    // A new photo replaces the old file; taking it off removes it.
    expect(filesOf(ann.user.id)).toHaveLength(1);
    const again = await upload(ann.agent, post.id, fixture('garden.png'), 'My garden', 'image/png');
    expect(again.status).toBe(200);
    expect(filesOf(ann.user.id)).toHaveLength(1);
    const off = await ann.agent.delete(apiPaths.discussionPhoto(post.id));
    expect(off.status).toBe(200);
    expect((off.body as DiscussionPost).photo).toBeNull();
    await new Promise((r) => setTimeout(r, 100));
    expect(filesOf(ann.user.id)).toHaveLength(0);
  });

  it('a file that is not an image, an empty one, a bad description or a bad id: a clear 4xx, nothing stored', async () => {
    const { g, ann } = await place();
    const post = (await ann.agent.post(apiPaths.groupDiscussion(g.id)).send({ body: 'A photo follows' })).body as DiscussionPost;
    const gif = await upload(ann.agent, post.id, fixture('not-allowed.gif'), '', 'image/gif');
    expect(gif.status).toBe(415);
    expect(gif.body.error.message).toMatch(/^Please choose a photo in JPEG, PNG or HEIC format/);
    const text = await upload(ann.agent, post.id, Buffer.from('just some words, not a picture'), '', 'text/plain');
    expect(text.status).toBe(415);
    const empty = await upload(ann.agent, post.id, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(PHOTO_MESSAGES.empty);
    const long = await upload(ann.agent, post.id, fixture('garden.png'), 'x'.repeat(300), 'image/png');
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(POST_PHOTO_MESSAGES.altTooLong);
    const bidi = await upload(ann.agent, post.id, fixture('garden.png'), 'my \u202Egarden', 'image/png');
    expect(bidi.status).toBe(400);
    expect(bidi.body.error.message).toBe('Please describe the photo in plain words.');
    const form = await ann.agent.put(apiPaths.discussionPhoto(post.id)).send({ photo: 'x' });
    expect(form.status).toBe(400);
    expect((await upload(ann.agent, 999_999_999, fixture('garden.png'), '', 'image/png')).status).toBe(404);
    expect((await ann.agent.put('/api/discussion-posts/abc/photo').set('Content-Type', 'image/png').send(fixture('garden.png'))).status).toBe(400);
    expect((await ann.agent.delete(apiPaths.discussionPhoto(post.id))).status).toBe(404);
    expect(filesOf(ann.user.id)).toHaveLength(0);
    expect(((await ann.agent.get(apiPaths.groupDiscussion(g.id))).body as DiscussionPage).posts.find((p) => p.id === post.id)!.photo).toBeNull();
  });

  it('goes with its post, and with its author\'s account', async () => {
    const { g, ann, bob } = await place();
    const post = (await ann.agent.post(apiPaths.groupDiscussion(g.id)).send({ body: 'Our walk in pictures' })).body as DiscussionPost;
    expect((await upload(ann.agent, post.id, fixture('garden.png'), '', 'image/png')).status).toBe(200);
    const url = ((await ann.agent.get(apiPaths.groupDiscussion(g.id))).body as DiscussionPage).posts[0]!.photo!.url;
    expect((await ann.agent.delete(apiPaths.discussionPost(post.id))).status).toBe(204);
    await new Promise((r) => setTimeout(r, 100));
    expect(filesOf(ann.user.id)).toHaveLength(0);
    expect((await bob.agent.get(url)).status).toBe(404);

    const second = (await bob.agent.post(apiPaths.groupDiscussion(g.id)).send({ body: 'Mine too' })).body as DiscussionPost;
    expect((await upload(bob.agent, second.id, fixture('garden.png'), '', 'image/png')).status).toBe(200);
    expect(filesOf(bob.user.id)).toHaveLength(1);
    expect((await bob.agent.post(apiPaths.accountDeletion).send({ password: bob.credentials.password, confirm: true })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(filesOf(bob.user.id)).toHaveLength(0);
  });
});
