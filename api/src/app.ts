import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import compress from 'koa-compress';
import conditional from 'koa-conditional-get';
import etag from '@koa/etag';
import './db/tables';
import { defaultLimits, type AppDeps, type CreateAppDeps } from './deps';
import { createLogger } from './http/logger';
import { csrfGuard, errorHandler, requestContext, serializeJsonOnce } from './http/middleware';
import { notFound } from './http/errors';
import { remotesRegistry, siteStatic } from './http/static';
import { securityHeaders } from './http/security-headers';
import { createSessionMiddleware, loadCurrentUser } from './modules/accounts/session';
import { createAccountsService } from './modules/accounts/service';
import { createLoginThrottle } from './modules/accounts/throttle';
import { registerAccountsRoutes } from './modules/accounts/routes';
import { registerMemberRoutes } from './modules/accounts/member-routes';
import { registerGuideRoutes } from './modules/guide/routes';
import { registerHealthRoutes } from './modules/health/routes';
import { registerResourcesRoutes } from './modules/resources/routes';
import { registerAssessmentsRoutes } from './modules/assessments/routes';
import { registerMentorsRoutes } from './modules/mentors/routes';
import { registerCommunitiesRoutes } from './modules/communities/routes';
import { registerNewsletterRoutes } from './modules/newsletter/routes';
import { registerBusinessEnquiriesRoutes } from './modules/business-enquiries/routes';
import { auditCommunityChanges, registerAdminRoutes } from './modules/admin/routes';
import { registerGroupsRoutes } from './modules/groups/routes';

/** Every module's routes, in one list. Add a line per module: (router, deps) => void. */
const modules: Array<(router: Router, deps: AppDeps) => void> = [
  registerHealthRoutes,
  registerAccountsRoutes,
  registerMemberRoutes,
  registerGuideRoutes,
  registerResourcesRoutes,
  registerAssessmentsRoutes,
  registerMentorsRoutes,
  registerCommunitiesRoutes,
  registerNewsletterRoutes,
  registerBusinessEnquiriesRoutes,
  registerAdminRoutes,
  registerGroupsRoutes,
];

/** Build the app (no listen) so tests drive it in-process. */
/** Every route the app answers (method + path), for the authorisation matrix test. */
export type RouteList = Array<{ method: string; path: string }>;

export function createApp(input: CreateAppDeps): Koa & { deps: AppDeps; routeList: RouteList; inFlight: number } {
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
  const app = new Koa({ proxy: deps.config.trustProxy }) as Koa & { deps: AppDeps; routeList: RouteList; inFlight: number };
  app.keys = [deps.config.sessionSecret];
  app.deps = deps;
  app.silent = true; // errors are logged by errorHandler

  // Requests being handled, so a shutdown can let them finish before closing the database pool.
  app.inFlight = 0;
  app.use(async (_ctx, next) => {
    app.inFlight++;
    try {
      await next();
    } finally {
      app.inFlight--;
    }
  });
  // Outermost first: compress the final body; security headers on every answer, errors included.
  app.use(compress({ threshold: 1024 }));
  app.use(securityHeaders({ registryFile: deps.config.remotesRegistry, isProduction: deps.config.isProduction, googleMaps: deps.config.googleMaps }));
  app.use(errorHandler(deps.logger));
  // ETags on answers (public lists, pages, files): a revisit with If-None-Match gets 304 and no body.
  app.use(conditional());
  app.use(etag());
  app.use(serializeJsonOnce);
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
  app.use(auditCommunityChanges(deps)); // admin audit log of community changes (modules/admin)

  const router = new Router();
  for (const register of modules) register(router, deps);
  app.routeList = router.stack.flatMap((layer) =>
    layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: String(layer.path) })),
  );
  app.use(router.routes());
  app.use(router.allowedMethods({ throw: false }));

  // Anything left under /api is a JSON 404; other paths too (the SPA fallback already answered pages).
  app.use(async (ctx) => {
    if (ctx.body == null && ctx.status === 404) throw notFound(ctx.path.startsWith('/api') ? 'Not found' : 'Page not found');
  });
  return app;
}
