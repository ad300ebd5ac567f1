import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import exifReader from 'exif-reader';
import sharp from 'sharp';
import { PHOTO_MESSAGES } from '@afterwork/contracts/photos';
import { sniffPhoto } from '../../src/modules/photos/image';
import { s3PhotoStore } from '../../src/modules/photos/store';
import { createTestApp, signUpMember, testConfig, type TestApp } from '../support';

/**
 * Issue 19 §7: a member uploads a profile photo (JPEG, PNG or HEIC from a phone). The server reads the type from
 * the bytes, refuses the wrong kinds and sizes with a plain message, resizes to a 512 px square JPEG and keeps no
 * metadata: a phone photo's GPS position is gone. Real image files in test/fixtures/photos (make-fixtures.cjs).
 */
const fixture = (name: string) => fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'photos', name));
const MB = 1024 * 1024;

describe('profile photos', () => {
  let t: TestApp;
  let dir: string;
  let member: ReturnType<TestApp['agent']>;
  let memberId: number;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afterwork-photos-'));
    const base = testConfig();
    t = createTestApp({ config: { photos: { ...base.photos, dir, maxBytes: 2 * MB, maxPixels: 40_000_000, uploadsPerHour: 1000 } } });
    member = t.agent();
    memberId = (await signUpMember(member)).user.id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const upload = (agent: ReturnType<TestApp['agent']>, body: Buffer, type = 'application/octet-stream') =>
    agent.put('/api/user/photo').set('Content-Type', type).send(body);
  const fetchPhoto = async (agent: ReturnType<TestApp['agent']>, avatar: string) => {
    const res = await agent.get(avatar).buffer(true).parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
    return res;
  };

  it('the fixture phone photo does carry a GPS position (so the next test proves something)', async () => {
    const meta = await sharp(fixture('phone-photo-gps.jpg')).metadata();
    expect(exifReader(meta.exif!).GPSInfo).toMatchObject({ GPSLatitudeRef: 'N', GPSLongitudeRef: 'W' });
  });

  it('a JPEG with GPS EXIF: resized to a 512 px square JPEG with no metadata; the avatar points at it', async () => {
    const res = await upload(member, fixture('phone-photo-gps.jpg'), 'image/jpeg');
    expect(res.status).toBe(200);
    expect(res.body.avatar).toMatch(new RegExp(`^/api/photos/${memberId}/[a-f0-9]{32}\\.jpg$`));
    expect((await member.get('/api/user')).body.avatar).toBe(res.body.avatar);

    const photo = await fetchPhoto(member, res.body.avatar);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const stored = photo.body as Buffer;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined(); // no EXIF block at all: no GPS, no camera, no time
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(stored.includes(Buffer.from('AfterworkTestCam'))).toBe(false);
    // Stored on disk under PHOTOS_DIR.
    const file = path.join(dir, 'members', String(memberId), path.basename(res.body.avatar));
    expect(fs.readFileSync(file).equals(stored)).toBe(true);
  });

  it('a PNG, and a HEIC from an iPhone (with GPS in its EXIF too), whatever type the browser claimed', async () => {
    const png = await upload(member, fixture('garden.png'), 'image/png');
    expect(png.status).toBe(200);
    const heic = await upload(member, fixture('iphone.heic'), 'application/octet-stream');
    expect(heic.status).toBe(200);
    const stored = (await fetchPhoto(member, heic.body.avatar)).body as Buffer;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    // The picture survived: the sky at the top is blue, the grass at the bottom green.
    const { data } = await sharp(stored).resize(1, 2, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
    expect(data[2]).toBeGreaterThan(data[1] - 10); // top: blue-ish
    expect(data[4]).toBeGreaterThan(data[3]); // bottom: green over red
  }, 30_000);

  it('a new photo replaces the old one, whose file is removed; Remove photo clears the avatar', async () => {
    const first = (await upload(member, fixture('garden.png'))).body.avatar as string;
    const second = (await upload(member, fixture('phone-photo-gps.jpg'))).body.avatar as string;
    expect(second).not.toBe(first);
    expect((await member.get(first)).status).toBe(404);
    expect(fs.existsSync(path.join(dir, 'members', String(memberId), path.basename(first)))).toBe(false);
    const removed = await member.delete('/api/user/photo');
    expect(removed.status).toBe(200);
    expect(removed.body.avatar).toBeNull();
    expect((await member.get(second)).status).toBe(404);
  });

  it('wrong kinds: 415 with a message that says which formats work and what the file was', async () => {
    const gif = await upload(member, fixture('not-allowed.gif'), 'image/gif');
    expect(gif.status).toBe(415);
    expect(gif.body.error.message).toBe(PHOTO_MESSAGES.wrongType('a GIF image'));
    const pdf = await upload(member, Buffer.from('%PDF-1.7 not really'), 'image/jpeg');
    expect(pdf.status).toBe(415);
    expect(pdf.body.error.message).toBe(PHOTO_MESSAGES.wrongType('a PDF document'));
    const text = await upload(member, Buffer.from('hello'), 'image/png');
    expect(text.status).toBe(415);
    expect(text.body.error.message).toBe('Please choose a photo in JPEG, PNG or HEIC format (the kinds phones and cameras make). This file is not an image we can read.');
  });

  it('too large in bytes (413, before it is read to the end) or in pixels (413, before decoding); empty (400); damaged (400)', async () => {
    const big = Buffer.concat([fixture('phone-photo-gps.jpg'), Buffer.alloc(3 * MB)]);
    const tooBig = await upload(member, big, 'image/jpeg');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.error.message).toBe('This photo is too large. Please choose one smaller than 2 MB.');
    const pixels = await upload(member, fixture('huge-pixels.png'), 'image/png');
    expect(pixels.status).toBe(413);
    expect(pixels.body.error.message).toBe('This photo has too many pixels (81 megapixels). Please choose one of at most 40 megapixels.');
    const empty = await upload(member, Buffer.alloc(0), 'image/jpeg');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe(PHOTO_MESSAGES.empty);
    const damaged = await upload(member, fixture('phone-photo-gps.jpg').subarray(0, 400), 'image/jpeg');
    expect(damaged.status).toBe(400);
    expect(damaged.body.error.message).toBe(PHOTO_MESSAGES.unreadable);
    // Nothing changed: still no photo.
    expect((await member.get('/api/user')).body.avatar).toBeNull();
  });

  it('a form upload is refused with a plain message; visitors may neither upload nor look', async () => {
    const form = await member.put('/api/user/photo').attach('photo', fixture('garden.png'), 'garden.png');
    expect(form.status).toBe(400);
    expect(form.body.error.message).toBe('Send the photo file itself as the body of the request.');
    expect((await upload(t.agent(), fixture('garden.png'))).status).toBe(401);
    const mine = (await upload(member, fixture('garden.png'))).body.avatar as string;
    expect((await t.request().get(mine)).status).toBe(401);
    // Another member sees it (photos show where members meet); an unknown file is 404.
    const other = t.agent();
    await signUpMember(other);
    expect((await other.get(mine)).status).toBe(200);
    expect((await other.get(`/api/photos/${memberId}/${'0'.repeat(32)}.jpg`)).status).toBe(404);
    expect((await other.get(`/api/photos/${memberId}/..%2F..%2Fetc.jpg`)).status).toBe(404);
  });

  it('the PATCH /api/user web address still cannot point at someone else\'s uploaded photo', async () => {
    const res = await member.patch('/api/user').send({ avatar: `/api/photos/1/${'a'.repeat(32)}.jpg` });
    expect(res.status).toBe(400);
  });
});

describe('sniffing the type from the bytes', () => {
  it('knows JPEG, PNG, HEIC; names AVIF, video and others', () => {
    expect(sniffPhoto(fixture('phone-photo-gps.jpg'))).toEqual({ kind: 'jpeg' });
    expect(sniffPhoto(fixture('garden.png'))).toEqual({ kind: 'png' });
    expect(sniffPhoto(fixture('iphone.heic'))).toEqual({ kind: 'heic' });
    const box = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}\0\0\0\0mif1${brand}`, 'latin1')]);
    expect(sniffPhoto(box('avif'))).toEqual({ kind: null, found: 'an AVIF image' });
    expect(sniffPhoto(box('qt  '))).toEqual({ kind: null, found: 'a video' });
  });
});

/**
 * The object-storage store against a small stand-in S3 server (no S3-compatible server is available here): the
 * requests are path-style, signed with AWS Signature V4 (the Authorization header's parts and the payload hash),
 * and PUT, GET (and 404 → null) and DELETE do what they should.
 */
describe('S3-compatible photo store', () => {
  it('puts, gets and deletes one object with signed path-style requests', async () => {
    const objects = new Map<string, { body: Buffer; type: string }>();
    const seen: Array<{ method: string; url: string; auth: string; sha: string; date: string }> = [];
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, auth: String(req.headers.authorization), sha: String(req.headers['x-amz-content-sha256']), date: String(req.headers['x-amz-date']) });
        const key = req.url!;
        if (req.method === 'PUT') objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
        if (req.method === 'DELETE') objects.delete(key);
        const found = objects.get(key);
        if (req.method === 'GET' && !found) return void res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        res.writeHead(req.method === 'DELETE' ? 204 : 200, req.method === 'GET' ? { 'content-type': found!.type } : {});
        res.end(req.method === 'GET' ? found!.body : undefined);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    try {
      const store = s3PhotoStore({
        bucket: 'afterwork-photos', endpoint: `http://127.0.0.1:${port}`, region: 'eu-west-2',
        accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', now: () => new Date('2026-11-25T08:00:00Z'),
      });
      const jpeg = fixture('phone-photo-gps.jpg');
      await store.put('members/7/abc.jpg', jpeg, 'image/jpeg');
      expect(seen[0].method).toBe('PUT');
      expect(seen[0].url).toBe('/afterwork-photos/members/7/abc.jpg');
      expect(seen[0].date).toBe('20261125T080000Z');
      expect(seen[0].sha).toBe(createHash('sha256').update(jpeg).digest('hex'));
      expect(seen[0].auth).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261125\/eu-west-2\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
      );
      const got = await store.get('members/7/abc.jpg');
      expect(got?.body.equals(jpeg)).toBe(true);
      expect(got?.contentType).toBe('image/jpeg');
      await store.delete('members/7/abc.jpg');
      expect(await store.get('members/7/abc.jpg')).toBeNull();
      await expect(store.put('../etc/passwd.jpg', jpeg, 'image/jpeg')).rejects.toThrow('bad photo key');
    } finally {
      server.close();
    }
  });
});
