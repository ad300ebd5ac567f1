import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import './db/tables';
import { defaultLimits, type AppDeps, type CreateAppDeps } from './deps';
import { createLogger } from './http/logger';
import { csrfGuard, errorHandler, requestContext } from './http/middleware';
import { notFound } from './http/errors';
import { remotesRegistry, siteStatic } from './http/static';
import { createSessionMiddleware, loadCurrentUser } from './modules/accounts/session';
import { createAccountsService } from './modules/accounts/service';
import { createLoginThrottle } from './modules/accounts/throttle';
import { registerAccountsRoutes } from './modules/accounts/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { registerResourcesRoutes } from './modules/resources/routes';

/** Every module's routes, in one list. Add a line per module: (router, deps) => void. */
const modules: Array<(router: Router, deps: AppDeps) => void> = [
  registerHealthRoutes,
  registerAccountsRoutes,
  registerResourcesRoutes,
];

/** Build the app (no listen) so tests drive it in-process. */
export function createApp(input: CreateAppDeps): Koa & { deps: AppDeps } {
  const deps: AppDeps = {
    config: input.config,
    db: input.db,
    logger: input.logger ?? createLogger(input.config.logLevel),
    limits: {
      throttle: { ...defaultLimits.throttle, ...input.limits?.throttle },
      session: { ...defaultLimits.session, ...input.limits?.session },
      jsonLimit: input.limits?.jsonLimit ?? defaultLimits.jsonLimit,
    },
  };
  const app = new Koa({ proxy: deps.config.trustProxy }) as Koa & { deps: AppDeps };
  app.keys = [deps.config.sessionSecret];
  app.deps = deps;
  app.silent = true; // errors are logged by errorHandler

  app.use(errorHandler(deps.logger));
  app.use(requestContext(deps.logger));
  app.use(csrfGuard(deps.config.allowedOrigins));
  app.use(remotesRegistry(deps.config.remotesRegistry));
  app.use(siteStatic(deps.config.siteDir));
  app.use(
    bodyParser({
      enableTypes: ['json'],
      jsonLimit: deps.limits.jsonLimit,
      encoding: 'utf-8',
      onError: (err: Error) => {
        throw err;
      },
    }),
  );
  app.use(createSessionMiddleware(app, deps));
  app.use(loadCurrentUser(createAccountsService(deps.db, createLoginThrottle(deps.db, deps.limits.throttle))));

  const router = new Router();
  for (const register of modules) register(router, deps);
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: false }));

  // Anything left under /api is a JSON 404; other paths too (the SPA fallback already answered pages).
  app.use(async (ctx) => {
    if (ctx.body == null && ctx.status === 404) throw notFound(ctx.path.startsWith('/api') ? 'Not found' : 'Page not found');
  });
  return app;
}
