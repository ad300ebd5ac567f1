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
  /** Removes every photo a member ever uploaded (`members/<id>/…`): their account is deleted (issue 32 finding 4). */
  deleteMember(memberId: number): Promise<void>;
}

const memberPrefix = (memberId: number): string => {
  if (!Number.isSafeInteger(memberId) || memberId <= 0) throw new Error(`bad member id: ${memberId}`);
  return `members/${memberId}/`;
};

/** The stored photo's address, as kept in users.avatar: /api/photos/<member>/<random>.jpg */
const KEY_OF_AVATAR = /^\/api\/photos\/(\d+)\/([a-f0-9]{32}\.jpg)$/;
/** The store's key of an uploaded photo's address (users.avatar), or null when it is not one of ours. */
export const photoKeyOf = (avatar: string | null): string | null => {
  const m = avatar ? KEY_OF_AVATAR.exec(avatar) : null;
  return m ? `members/${m[1]}/${m[2]}` : null;
};

/** The file of a member's uploaded photo by its address (users.avatar), or null when it is not one of ours or is gone. */
export const photoFileOf = (store: Pick<PhotoStore, 'get'>, avatar: string): Promise<{ body: Buffer; contentType: string } | null> => {
  const key = photoKeyOf(avatar);
  return key ? store.get(key) : Promise.resolve(null);
};

/** The store the configuration names: an S3-compatible bucket when one is set, else the server's disk. */
export function createPhotoStore(config: { photos: { dir: string; s3?: S3Options } }): PhotoStore {
  return config.photos.s3 ? s3PhotoStore(config.photos.s3) : diskPhotoStore(config.photos.dir);
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
    async deleteMember(memberId) {
      await fs.rm(path.join(dir, ...memberPrefix(memberId).split('/').filter(Boolean)), { recursive: true, force: true });
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

  /** `key` null: the bucket itself (a listing); `query`: its canonical query string, names and values already encoded and sorted. */
  function signed(method: 'PUT' | 'GET' | 'DELETE', key: string | null, body?: Buffer, contentType?: string, query = ''): { url: string; headers: Record<string, string> } {
    const bucketPath = `${base.pathname.replace(/\/$/, '')}/${encodeURIComponent(o.bucket)}`;
    const canonicalPath = key === null ? bucketPath : `${bucketPath}/${encodePath(checkKey(key))}`;
    const amzDate = now().toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    const day = amzDate.slice(0, 8);
    const payloadHash = sha256(body ?? '');
    const headers: Record<string, string> = { host: base.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
    if (contentType) headers['content-type'] = contentType;
    const names = Object.keys(headers).sort();
    const canonical = [method, canonicalPath, query, ...names.map((n) => `${n}:${headers[n]}`), '', names.join(';'), payloadHash].join('\n');
    const scope = `${day}/${o.region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    const key4 = hmac(hmac(hmac(hmac(`AWS4${o.secretAccessKey}`, day), o.region), 's3'), 'aws4_request');
    const signature = createHmac('sha256', key4).update(toSign).digest('hex');
    headers.authorization = `AWS4-HMAC-SHA256 Credential=${o.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
    return { url: `${base.origin}${canonicalPath}${query ? `?${query}` : ''}`, headers };
  }

  const fail = async (what: string, res: Response) => new Error(`photo store: ${what} answered ${res.status} ${(await res.text()).slice(0, 200)}`);

  async function deleteKey(key: string): Promise<void> {
    const { url, headers } = signed('DELETE', key);
    const res = await doFetch(url, { method: 'DELETE', headers });
    if (!res.ok && res.status !== 404) throw await fail(`DELETE ${key}`, res);
  }

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
    delete: deleteKey,
    async deleteMember(memberId) {
      // ListObjectsV2 under the member's prefix (a page at a time), then each object; a member has a handful.
      const prefix = memberPrefix(memberId);
      for (let page = 0; page < 100; page++) {
        const { url, headers } = signed('GET', null, undefined, undefined, `list-type=2&prefix=${encodeURIComponent(prefix)}`);
        const res = await doFetch(url, { headers });
        if (!res.ok) throw await fail(`LIST ${prefix}`, res);
        const keys = [...(await res.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
        if (!keys.length) return;
        for (const key of keys) await deleteKey(key);
      }
      throw new Error(`photo store: ${prefix} still lists photos after 100 pages deleted`);
    },
  };
}
