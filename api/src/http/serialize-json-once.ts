import type Koa from 'koa';

/**
 * Serialise a JSON answer once: the ETag middleware upstream would otherwise stringify an object body to hash
 * it, and Koa again to send it. The Content-Type (JSON) was set when the object was assigned.
 */
export const serializeJsonOnce: Koa.Middleware = async (ctx, next) => {
  await next();
  const body = ctx.body;
  if (body !== null && typeof body === 'object' && !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function') {
    ctx.body = JSON.stringify(body);
  }
};
