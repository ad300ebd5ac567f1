import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type Koa from 'koa';
import type { Knex } from 'knex';
import { readListVersion } from './list-versions';
import { SAME_FOR_EVERYONE } from '../http/private-answers';

/** A list answer serialised once: JSON, its gzip and its ETag. */
export interface CachedBody {
  version: string;
  json: Buffer;
  gzip: Buffer;
  etag: string;
  count: number;
}

export function serialiseList(version: string, items: unknown[]): CachedBody {
  return serialiseValue(version, items, items.length);
}

/** Any answer serialised once (JSON, gzip, ETag): `count` is what X-Total-Count would say. */
export function serialiseValue(version: string, value: unknown, count: number): CachedBody {
  const json = Buffer.from(JSON.stringify(value));
  return {
    version,
    json,
    gzip: gzipSync(json, { level: 6 }),
    etag: `W/"${createHash('sha1').update(json).digest('base64url')}"`,
    count,
  };
}

/**
 * Serialised answers of one public list, per query key (e.g. '' for the whole list, or the filter), valid while
 * the list's version in `list_versions` is unchanged. Each request costs one primary-key read; the list
 * itself is read and serialised only after a change, once however many requests arrive at that moment.
 * At most `maxKeys` answers are kept (least recently used go first), so arbitrary search terms stay bounded.
 */
export function createListCache<K>(db: Knex, list: string, load: (key: K) => Promise<unknown[]>, opts: { maxKeys?: number } = {}) {
  const maxKeys = opts.maxKeys ?? 1;
  const bodies = new Map<string, CachedBody>(); // answers of `current` only
  const building = new Map<string, Promise<CachedBody>>();
  let current = '';

  return async function get(key: K): Promise<CachedBody> {
    const version = await readListVersion(db, list);
    const id = `${version}\u0000${JSON.stringify(key)}`;
    const hit = bodies.get(id);
    if (hit) {
      bodies.delete(id); // most recently used last
      bodies.set(id, hit);
      return hit;
    }
    let pending = building.get(id);
    if (!pending) {
      pending = load(key)
        .then((items) => serialiseList(version, items))
        .finally(() => building.delete(id));
      building.set(id, pending);
    }
    const body = await pending;
    if (current && BigInt(version) < BigInt(current)) return body; // a slow build of an older version: don't keep it
    if (version !== current) {
      bodies.clear(); // a new version: the old answers are all stale
      current = version;
    }
    bodies.set(id, body);
    while (bodies.size > maxKeys) bodies.delete(bodies.keys().next().value as string);
    return body;
  };
}

/**
 * Answer with a cached list: ETag (koa-conditional-get turns a matching If-None-Match into a 304), no-cache,
 * gzip when the client accepts it (the cached bytes: no per-request compression or serialising).
 */
export function sendCachedBody(ctx: Koa.Context, body: CachedBody): void {
  ctx.state[SAME_FOR_EVERYONE] = true;
  ctx.set('Cache-Control', 'no-cache');
  ctx.set('ETag', body.etag);
  ctx.vary('Accept-Encoding');
  if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    ctx.body = body.gzip;
    ctx.set('Content-Encoding', 'gzip');
  } else {
    ctx.body = body.json;
  }
  ctx.type = 'application/json; charset=utf-8';
}

/**
 * Any value computed from a public list, per key, valid while the list's version is unchanged (the same rules as
 * createListCache: one primary-key read per call, one build per key and version however many callers wait, at most
 * `maxKeys` values kept, least recently used out first). For answers that are not one serialised array: the
 * explorer's pages and figures, and its map's cluster index.
 */
export function createVersionedCache<K, V>(db: Knex, list: string, load: (key: K) => Promise<V>, opts: { maxKeys?: number } = {}) {
  const maxKeys = opts.maxKeys ?? 1;
  const values = new Map<string, V>();
  const building = new Map<string, Promise<V>>();
  let current = '';

  return async function get(key: K): Promise<V> {
    const version = await readListVersion(db, list);
    const id = `${version}\u0000${JSON.stringify(key)}`;
    if (values.has(id)) {
      const hit = values.get(id) as V;
      values.delete(id);
      values.set(id, hit);
      return hit;
    }
    let pending = building.get(id);
    if (!pending) {
      pending = load(key).finally(() => building.delete(id));
      building.set(id, pending);
    }
    const value = await pending;
    if (current && BigInt(version) < BigInt(current)) return value;
    if (version !== current) {
      values.clear();
      current = version;
    }
    values.set(id, value);
    while (values.size > maxKeys) values.delete(values.keys().next().value as string);
    return value;
  };
}
