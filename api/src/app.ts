import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import compress from 'koa-compress';
import conditional from 'koa-conditional-get';
import './db/tables';
import { createBackground } from './background';
import { composeServices } from './compose';
import { defaultLimits, type AppDeps, type CreateAppDeps } from './deps';
import { createLogger } from './http/logger';
import { createCookieSigner } from './http/cookie-signer';
import { csrfGuard } from './http/csrf';
import { errorHandler } from './http/error-handler';
import { etagUnlessPrivate, privateAnswers } from './http/private-answers';
import { refuseControlCharacters } from './http/plain-text';
import { requestContext } from './http/request-context';
import { serializeJsonOnce } from './http/serialize-json-once';
import { notFound } from './platform/errors';
import { publishedRemotes, siteStatic } from './http/static';
import { securityHeaders } from './http/security-headers';
import { createSessionMiddleware, loadCurrentUser, createSessionCache, type SessionCache, registerAccountsRoutes, registerMemberRoutes } from './modules/accounts/public';
import { registerGuideRoutes } from './modules/guide/public';
import { registerHealthRoutes } from './modules/health/public';
import { helperGate, registerHelpersRoutes } from './modules/helpers/public';
import { registerResourcesRoutes } from './modules/resources/public';
import { registerAssessmentsRoutes } from './modules/assessments/public';
import { registerDiscussionsRoutes } from './modules/discussions/public';
import { registerMessagesRoutes } from './modules/messages/public';
import { registerMentorsRoutes } from './modules/mentors/public';
import { registerCommunitiesRoutes } from './modules/communities/public';
import { registerNewsletterRoutes } from './modules/newsletter/public';
import { registerBusinessEnquiriesRoutes } from './modules/business-enquiries/public';
import { registerAdminRoutes } from './modules/admin/public';
import { registerGroupsRoutes } from './modules/groups/public';
import { createRegistryStore, type RegistryStore, visitorRegistry, registerRemotesRoutes } from './modules/remotes/public';
import { registerActivitiesRoutes } from './modules/activities/public';
import { registerGoalsRoutes } from './modules/goals/public';
import { registerPortalsRoutes } from './modules/portals/public';
import { registerMailRoutes } from './modules/mail/public';
import { registerNotificationsRoutes } from './modules/notifications/public';
import { registerSafetyRoutes } from './modules/safety/public';
import { registerPhotoRoutes } from './modules/photos/public';
import { setProfileConnectionDays } from './policies/profiles';
import { registerPlacesRoutes } from './modules/places/public';
import { registerRealtimeRoutes } from './modules/realtime/public';
import { registerPushRoutes } from './modules/push/public';

/** Every module's routes, in one list. Add a line per module: (router, deps) => void. */
const modules: Array<(router: Router, deps: AppDeps) => void> = [
  registerHealthRoutes,
  registerAccountsRoutes,
  registerMemberRoutes,
  registerHelpersRoutes,
  registerGuideRoutes,
  registerResourcesRoutes,
  registerAssessmentsRoutes,
  registerGoalsRoutes,
  registerPortalsRoutes,
  registerMentorsRoutes,
  registerCommunitiesRoutes,
  registerDiscussionsRoutes,
  registerMessagesRoutes,
  registerNewsletterRoutes,
  registerBusinessEnquiriesRoutes,
  registerAdminRoutes,
  registerGroupsRoutes,
  registerActivitiesRoutes,
  registerRemotesRoutes,
  registerMailRoutes,
  registerNotificationsRoutes,
  registerSafetyRoutes,
  registerPhotoRoutes,
  registerPlacesRoutes,
  registerRealtimeRoutes,
  registerPushRoutes,
];

/** Build the app (no listen) so tests drive it in-process. */
/** Every route the app answers (method + path), for the authorisation matrix test. */
export type RouteList = Array<{ method: string; path: string }>;

/**
 * The Koa app with what the server and the tests need to reach: its deps, its routes, requests under way, the
 * registry (close() it to stop watching) and the session cache (close() it to end its LISTEN connection).
 */
export type App = Koa & { deps: AppDeps; routeList: RouteList; inFlight: number; registry: RegistryStore; sessionCache: SessionCache };

export function createApp(input: CreateAppDeps): App {
  const config = input.config;
  const logger = input.logger ?? createLogger(config.logLevel);
  // Who sees whose details (issue 32): the days two members must share a group or community (PROFILE_CONNECTION_DAYS).
  setProfileConnectionDays(config.profileConnectionDays);
  const { jobs, mail, dataExports, push } = createBackground({ db: input.db, config, logger, mailer: input.mailer, jobs: input.jobs, pushAgent: input.pushAgent });
  const limits: AppDeps['limits'] = {
    throttle: { ...defaultLimits.throttle, ...input.limits?.throttle },
    session: { ...defaultLimits.session, maxPerMember: config.sessionsPerMember, ...input.limits?.session },
    jsonLimit: input.limits?.jsonLimit ?? defaultLimits.jsonLimit,
    remoteFailureReports: input.limits?.remoteFailureReports ?? { ...defaultLimits.remoteFailureReports, max: config.remoteFailureReportLimit },
    registrations: input.limits?.registrations ?? { max: config.registrationsPerIp, windowMs: config.registrationWindowMs },
    reports: input.limits?.reports ?? { max: config.reportsPerMember, windowMs: config.reportWindowMs },
    emailChanges: input.limits?.emailChanges ?? { max: config.emailChangesPerMember, windowMs: config.emailChangeWindowMs },
  };
  const now = input.now ?? (() => new Date());
  const deps: AppDeps = {
    config,
    db: input.db,
    logger,
    limits,
    // The remote registry: parsed and validated once per change (modules/remotes), never per request.
    registry: createRegistryStore({ liveFile: config.remotesRegistry, baselineFile: config.remotesBaseline, logger }),
    now,
    mail,
    jobs,
    dataExports,
    push,
    services: composeServices({ db: input.db, config, logger, limits, mail, push, now }),
  };
  const app = new Koa({ proxy: deps.config.trustProxy }) as App;
  // Keygrip's interface (sign, verify, index), without its per-check cost: http/cookie-signer.ts.
  app.keys = createCookieSigner([deps.config.sessionSecret]);
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
  const registry = deps.registry;
  app.registry = registry;
  app.use(securityHeaders({ remoteOrigins: () => registry.snapshot().origins, isProduction: deps.config.isProduction, googleMaps: deps.config.googleMaps }));
  // Outside the error handler, so error answers to a signed-in member are private too.
  app.use(privateAnswers);
  app.use(errorHandler(deps.logger));
  // ETags on answers (public lists, pages, files): a revisit with If-None-Match gets 304 and no body. Not on
  // `private, no-store` answers, which nothing keeps to revalidate.
  app.use(conditional());
  app.use(etagUnlessPrivate());
  app.use(serializeJsonOnce);
  app.use(requestContext(deps.logger));
  app.use(csrfGuard(deps.config.allowedOrigins));
  app.use(visitorRegistry(registry));
  app.use(publishedRemotes(deps.config.remotesDir));
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
  app.use(refuseControlCharacters);
  // close() it on shutdown: it holds a LISTEN connection of its own.
  app.sessionCache = createSessionCache(deps.db, deps.logger);
  app.use(createSessionMiddleware(app, deps, app.sessionCache));
  app.use(loadCurrentUser(deps.services.accounts, deps.services.secondFactor));
  // A helper acting for a member (issue 34): every route decided from contracts/access.ts's helper column.
  app.use(helperGate(deps.services.helpers, (id) => deps.services.accounts.getCurrent(id)));

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
