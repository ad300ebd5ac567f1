import { createHash, createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where members' photos are kept (issue 19 §7). Keys look like `members/42/3f9c…e1.jpg`: a random name per
 * upload, never reused, so a stored photo never changes and can be cached for good.
 */
export interface PhotoStore {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The photo, or null when there is none under that key. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | null>;
  /** Removes it; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*\.(jpg)$/;
function checkKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error(`bad photo key: ${key}`);
  return key;
}

/** On the server's disk, under PHOTOS_DIR (default .data/photos). Writes go to a temporary file first. */
export function diskPhotoStore(dir: string): PhotoStore {
  const file = (key: string) => path.join(dir, ...checkKey(key).split('/'));
  return {
    kind: 'disk',
    async put(key, body) {
      const target = file(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(tmp, body);
      await fs.rename(tmp, target);
    },
    async get(key) {
      try {
        return { body: await fs.readFile(file(key)), contentType: 'image/jpeg' };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(file(key), { force: true });
    },
  };
}

export interface S3Options {
  bucket: string;
  /** The service's address, e.g. https://s3.eu-west-2.amazonaws.com, a MinIO or Garage server, R2's account address. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** For tests: the clock used in the signature. */
  now?: () => Date;
  fetch?: typeof fetch;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const encodePath = (p: string) => p.split('/').map((s) => encodeURIComponent(s)).join('/');

/**
 * In an S3-compatible bucket: plain HTTPS requests (path-style URLs, so MinIO and friends work), signed with AWS
 * Signature Version 4. Three calls only (PUT, GET, DELETE of one object), so no SDK: the signing is ~30 lines.
 */
export function s3PhotoStore(o: S3Options): PhotoStore {
  const now = o.now ?? (() => new Date());
  const doFetch = o.fetch ?? fetch;
  const base = new URL(o.endpoint);

  function signed(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string): { url: string; headers: Record<string, string> } {
    const canonicalPath = `${base.pathname.replace(/\/$/, '')}/${encodeURIComponent(o.bucket)}/${encodePath(checkKey(key))}`;
    const amzDate = now().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const day = amzDate.slice(0, 8);
    const payloadHash = sha256(body ?? '');
    const headers: Record<string, string> = { host: base.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
    if (contentType) headers['content-type'] = contentType;
    const names = Object.keys(headers).sort();
    const canonical = [method, canonicalPath, '', ...names.map((n) => `${n}:${headers[n]}`), '', names.join(';'), payloadHash].join('\n');
    const scope = `${day}/${o.region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    const key4 = hmac(hmac(hmac(hmac(`AWS4${o.secretAccessKey}`, day), o.region), 's3'), 'aws4_request');
    const signature = createHmac('sha256', key4).update(toSign).digest('hex');
    headers.authorization = `AWS4-HMAC-SHA256 Credential=${o.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
    return { url: `${base.origin}${canonicalPath}`, headers };
  }

  const fail = async (what: string, res: Response) => new Error(`photo store: ${what} answered ${res.status} ${(await res.text()).slice(0, 200)}`);

  return {
    kind: 's3',
    async put(key, body, contentType) {
      const { url, headers } = signed('PUT', key, body, contentType);
      const res = await doFetch(url, { method: 'PUT', headers, body });
      if (!res.ok) throw await fail(`PUT ${key}`, res);
    },
    async get(key) {
      const { url, headers } = signed('GET', key);
      const res = await doFetch(url, { headers });
      if (res.status === 404) return null;
      if (!res.ok) throw await fail(`GET ${key}`, res);
      return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'image/jpeg' };
    },
    async delete(key) {
      const { url, headers } = signed('DELETE', key);
      const res = await doFetch(url, { method: 'DELETE', headers });
      if (!res.ok && res.status !== 404) throw await fail(`DELETE ${key}`, res);
    },
  };
}
