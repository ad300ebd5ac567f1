import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type Router from '@koa/router';
import { apiPaths } from '@afterwork/contracts/paths';
import { PHOTO_MESSAGES, POST_PHOTO_ALT_MAX, POST_PHOTO_MESSAGES, POST_PHOTO_SIZE } from '@afterwork/contracts/photos';
import { parseId } from '../../platform/validate';
import type { CurrentUser } from '@afterwork/contracts/users';
import type { AppDeps } from '../../deps';
import { HttpError, badRequest, notFound } from '../../platform/errors';
import { requireUser } from '../../policies/guards';
import { SAME_FOR_EVERYONE } from '../../http/private-answers';
import { toCurrentUser } from '../accounts/public';
import { createRateLimiter, waitMessage } from '../../platform/rate-limit';
import { createPhotoDecoder } from './decoder';
import { processPhoto } from './image';
import { createPhotoStore, photoKeyOf as keyOf, type PhotoStore } from './store';


/**
 * Reads the request body as it streams in, stopping (413) as soon as it passes the limit, chunked or not. The rest
 * of an oversized upload is not read: the request stops flowing and the answer closes the connection. (Leaving a
 * `for await` loop would destroy the request and its socket under the answer: issue 32 finding 9.)
 */
function readBody(ctx: Koa.Context, maxBytes: number): Promise<Buffer> {
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > maxBytes) return Promise.reject(new HttpError(413, PHOTO_MESSAGES.tooLarge(maxBytes)));
  const req = ctx.req;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      done();
      req.pause();
      ctx.set('Connection', 'close');
      reject(new HttpError(413, PHOTO_MESSAGES.tooLarge(maxBytes)));
    };
    const onEnd = () => {
      done();
      resolve(Buffer.concat(chunks));
    };
    const onError = (err: Error) => {
      done();
      reject(err);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/**
 * Profile photos (issue 19 §7). PUT /api/user/photo takes the image file itself as the body (JPEG, PNG or HEIC,
 * whatever Content-Type the browser gave it): it is checked, resized to a 512 px square JPEG without any
 * metadata (no GPS position), stored, and becomes the member's avatar; the previous upload is removed.
 */
export function registerPhotoRoutes(router: Router, deps: AppDeps, store: PhotoStore = createPhotoStore(deps.config)): void {
  const { users } = deps.services;
  const { photos } = deps.config;
  const limits = { maxBytes: photos.maxBytes, maxPixels: photos.maxPixels, maxPixelsHeic: photos.maxPixelsHeic };
  // Pixels are decoded on threads of their own, a few at a time (issue 32 finding 2).
  const decoder = createPhotoDecoder({ threads: photos.decodeThreads, maxQueue: photos.decodeQueue });
  // New photos per member per hour: each one is seconds of a core's time.
  const uploads = createRateLimiter(deps.db, { max: photos.uploadsPerHour, windowMs: 3_600_000 }, waitMessage(`You can change your photo ${photos.uploadsPerHour} times an hour.`));

  async function setAvatar(userId: number, avatar: string | null): Promise<CurrentUser> {
    const before = await users.findById(userId);
    await users.update(userId, { avatar });
    const old = keyOf(before?.avatar ?? null);
    if (old && old !== keyOf(avatar)) {
      await store.delete(old).catch((err: unknown) => deps.logger.warn('photo: could not remove the previous photo', { err: String(err), key: old }));
    }
    return toCurrentUser((await users.findById(userId))!);
  }

  router.put(apiPaths.myPhoto, requireUser, async (ctx) => {
    const user = ctx.state.user as CurrentUser;
    if (ctx.is('multipart/form-data', 'application/json', 'application/x-www-form-urlencoded')) {
      throw badRequest('Send the photo file itself as the body of the request.');
    }
    await uploads.hit(`photo-upload:${user.id}`);
    const photo = await processPhoto(await readBody(ctx, limits.maxBytes), limits, decoder);
    const file = `${randomBytes(16).toString('hex')}.jpg`;
    await store.put(`members/${user.id}/${file}`, photo.jpeg, 'image/jpeg');
    ctx.body = await setAvatar(user.id, apiPaths.memberPhoto(user.id, file));
  });

  router.delete(apiPaths.myPhoto, requireUser, async (ctx) => {
    const user = ctx.state.user as CurrentUser;
    ctx.body = await setAvatar(user.id, null);
  });

  // A post's one photo (issue 30, item 1): the same checks, sizes and store as a profile photo, its shape kept (at
  // most POST_PHOTO_SIZE a side), no metadata; kept under the author's own folder, so it goes with their account.
  const { discussions } = deps.services;
  const postUploads = createRateLimiter(deps.db, { max: photos.uploadsPerHour, windowMs: 3_600_000 }, waitMessage(POST_PHOTO_MESSAGES.tooMany));
  const POST_ID = 'Invalid post id';

  router.put(apiPaths.discussionPhoto.pattern, requireUser, async (ctx) => {
    const user = ctx.state.user as CurrentUser;
    const id = parseId(ctx.params.id, POST_ID);
    if (ctx.is('multipart/form-data', 'application/json', 'application/x-www-form-urlencoded')) {
      throw badRequest('Send the photo file itself as the body of the request.');
    }
    // The words that describe it for those who cannot see it (optional: 'A photo shared by …' otherwise).
    const rawAlt = typeof ctx.query.alt === 'string' ? ctx.query.alt : '';
    const alt = rawAlt.replace(/\s+/g, ' ').trim();
    if (alt.length > POST_PHOTO_ALT_MAX) throw badRequest(POST_PHOTO_MESSAGES.altTooLong);
    const control = (c: string) => {
      const n = c.codePointAt(0)!;
      return n < 0x20 || (n >= 0x202a && n <= 0x202e) || (n >= 0x2066 && n <= 0x2069);
    };
    if ([...alt].some(control)) throw badRequest('Please describe the photo in plain words.');
    await discussions.assertMayChangePhoto(user, id);
    await postUploads.hit(`post-photo-upload:${user.id}`);
    const photo = await processPhoto(await readBody(ctx, limits.maxBytes), limits, decoder, { size: POST_PHOTO_SIZE, fit: 'inside' });
    const key = `members/${user.id}/posts/${randomBytes(16).toString('hex')}.jpg`;
    await store.put(key, photo.jpeg, 'image/jpeg');
    try {
      ctx.body = await discussions.setPhoto(user, id, { key, alt });
    } catch (err) {
      await store.delete(key).catch(() => undefined); // nothing half-written: the file goes when the post refused it
      throw err;
    }
  });

  router.delete(apiPaths.discussionPhoto.pattern, requireUser, async (ctx) => {
    ctx.body = await discussions.setPhoto(ctx.state.user as CurrentUser, parseId(ctx.params.id, POST_ID), null);
  });

  router.get(apiPaths.discussionPhoto.pattern, requireUser, async (ctx) => {
    const key = await discussions.photoKey(ctx.state.user as CurrentUser, parseId(ctx.params.id, POST_ID));
    const found = await store.get(key);
    if (!found) throw notFound(POST_PHOTO_MESSAGES.notFound);
    ctx.type = found.contentType;
    // Its address changes with the photo (?v=): a browser may keep it, privately (readers only; never a shared cache).
    ctx.set('Cache-Control', 'private, max-age=31536000, immutable');
    ctx.state[SAME_FOR_EVERYONE] = true;
    ctx.body = found.body;
  });

  router.get(apiPaths.memberPhoto.pattern, requireUser, async (ctx) => {
    const avatar = `/api/photos/${ctx.params.userId}/${ctx.params.file}`;
    const key = keyOf(avatar);
    // Only a member's current photo is served: never one of a deleted account, nor one replaced (issue 32 finding 4),
    // even while its file waits to be removed.
    const owner = key ? await users.findById(Number(ctx.params.userId)) : undefined;
    const found = key && owner?.avatar === avatar ? await store.get(key) : null;
    if (!found) throw notFound('No such photo');
    ctx.type = found.contentType;
    // A photo's address is never reused: a browser may keep it, privately (members only; never a shared cache).
    ctx.set('Cache-Control', 'private, max-age=31536000, immutable');
    ctx.state[SAME_FOR_EVERYONE] = true; // keeps this header (privateAnswers would make it no-store)
    ctx.body = found.body;
  });
}
