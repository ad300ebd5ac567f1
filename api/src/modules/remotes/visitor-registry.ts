import { createHash, randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { RemoteRegistry } from '@afterwork/contracts/registry';
import type { RegistryRemote } from '@afterwork/contracts/registry-document';
import { servedEntry, type RegistryStore } from './registry-store';

/**
 * The canary's stickiness key: a random id in a first-party cookie, set on the first `/remotes.json` answer while
 * some remote runs a canary (never otherwise). It works for visitors as well as members and survives signing in
 * and out; it names nobody. A browser keeps its share for 30 days. The cookie is signed (`aw_bucket.sig`): a bucket
 * without the site's signature is replaced, so nobody picks the canary (or avoids it) by editing a cookie.
 */
export const BUCKET_COOKIE = 'aw_bucket';
const BUCKET = /^[0-9a-f]{32}$/;
const BUCKET_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** Is this browser in the share of sessions the canary of `remote` goes to? Stable per (browser, remote, candidate). */
export function inCanaryShare(bucket: string, remote: RegistryRemote): boolean {
  if (!remote.canary) return false;
  const digest = createHash('sha256').update(`${bucket}:${remote.name}:${remote.canary.version}`).digest();
  return digest.readUInt32BE(0) % 100 < remote.canary.percent;
}

/**
 * GET /remotes.json: the registry as this visitor's shell needs it (each remote's version for this session, its
 * fallback and its needs), from the snapshot parsed once per change. The answers are cached per revision and
 * canary assignment, with an ETag, so the shell's check on every navigation is a 304 until something changes.
 */
export function visitorRegistry(store: RegistryStore): Koa.Middleware {
  let cache = { revision: '', bodies: new Map<string, { body: string; etag: string }>() };
  const answer = (revision: string, key: string, build: () => RemoteRegistry) => {
    if (cache.revision !== revision) cache = { revision, bodies: new Map() };
    let hit = cache.bodies.get(key);
    if (!hit) {
      const body = JSON.stringify(build());
      hit = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      cache.bodies.set(key, hit);
    }
    return hit;
  };

  return async (ctx, next) => {
    if (ctx.path !== '/remotes.json' || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const snap = store.snapshot();
    let assignment = '';
    let bucket = '';
    if (snap.hasCanary) {
      // Signed with the site's keys (issue 32): a visitor cannot choose their share by writing a bucket of their own.
      bucket = ctx.cookies.get(BUCKET_COOKIE, { signed: true }) ?? '';
      if (!BUCKET.test(bucket)) {
        bucket = randomBytes(16).toString('hex');
        ctx.cookies.set(BUCKET_COOKIE, bucket, { httpOnly: true, sameSite: 'lax', maxAge: BUCKET_MAX_AGE_MS, secure: ctx.secure, overwrite: true, signed: true });
      }
      assignment = snap.document.remotes.map((r) => (inCanaryShare(bucket, r) ? '1' : '0')).join('');
    }
    const { body, etag } = answer(snap.revision, assignment, () => ({
      remotes: snap.document.remotes.map((r, i) => servedEntry(r, assignment[i] === '1')),
    }));
    ctx.set('Cache-Control', 'private, no-cache');
    ctx.vary('Cookie');
    ctx.type = 'application/json';
    ctx.etag = etag;
    ctx.body = body;
  };
}
