import type Koa from 'koa';
import { CONTROL_CHARACTER_MESSAGE, findControlCharacter } from '@afterwork/contracts/text';
import { badRequest } from '../platform/errors';

/**
 * Refuses control characters (NUL and the like) anywhere in the path, query string or JSON body of an API request:
 * a 400 naming the field, before any route or database sees them (the shared rule of packages/contracts/src/text.ts).
 */
const decodedPath = (path: string): string => {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // malformed escapes are the router's to refuse
  }
};

export const refuseControlCharacters: Koa.Middleware = async (ctx, next) => {
  if (ctx.path.startsWith('/api/')) {
    if (findControlCharacter(decodedPath(ctx.path)) !== null) throw badRequest(CONTROL_CHARACTER_MESSAGE);
    for (const value of [ctx.query, (ctx.request as { body?: unknown }).body]) {
      const at = findControlCharacter(value);
      if (at !== null) throw badRequest(CONTROL_CHARACTER_MESSAGE, at ? { [at]: CONTROL_CHARACTER_MESSAGE } : undefined);
    }
  }
  await next();
};
