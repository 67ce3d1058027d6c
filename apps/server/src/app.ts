import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import type { Registry } from 'prom-client';
import type { Db } from './db/client.ts';
import type { ServerConfig } from './config.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerRouteCatalog } from './plugins/route-catalog.ts';
import { registerLogRedaction } from './plugins/log-redaction.ts';
import { fastifyLogging, type LogSettings } from './lib/logging/logger-options.ts';
import { UrlRedaction } from './lib/logging/url-redaction.ts';
import { answerFrameworkError, registerInputGuard } from './plugins/input-guard.ts';
import { registerTenant } from './plugins/tenant.ts';
import { registerSession } from './plugins/session.ts';
import { frameworkAnswerHeaders, registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerCallLimits } from './plugins/call-limits.ts';
import { registerCompression } from './plugins/compression.ts';
import { createIdentityProvider } from './modules/idp/provider.ts';
import { registerIdentityProvider } from './modules/idp/routes.ts';
import { createOidcClient } from './modules/auth/oidc-client.ts';
import { registerAuthRoutes } from './modules/auth/routes.ts';
import { registerMeRoutes } from './modules/me/routes.ts';
import { registerConfigUiRoutes } from './modules/config-ui/routes.ts';
import { registerListRoutes } from './modules/lists/routes.ts';
import { registerEnrolmentRoutes } from './modules/enrolment/routes.ts';
import { CommandBus } from './commands/command-bus.ts';
import { registerCommandRoutes } from './modules/commands/routes.ts';
import { registerWorkflowRoutes } from './modules/workflows/routes.ts';
import { registerContentRoutes } from './modules/content/routes.ts';
import { registerCourseDetailsRoutes } from './modules/course-details/routes.ts';
import { registerProctoringRoutes } from './modules/proctoring/routes.ts';
import { registerCertificateRoutes } from './modules/certificates/routes.ts';
import { registerCertificateFileRoutes } from './modules/certificates/files/file-routes.ts';
import { registerEventRoutes } from './modules/events/routes.ts';
import { registerStorageRoutes } from './modules/storage/routes.ts';
import { registerAnnouncementRoutes } from './modules/announcements/routes.ts';
import { defaultWebDist, registerWebApp } from './modules/web/routes.ts';
import { registerFavicon } from './modules/web/favicon.ts';
import { registerApiDocumentRoutes } from './modules/api-docs/routes.ts';
import { PlatformKeys } from './lib/platform-keys.ts';
import { registerLtiRoutes } from './modules/lti/routes.ts';
import { registerScormRoutes } from './modules/scorm/routes.ts';
import { registerXapiRoutes } from './modules/xapi/routes.ts';
import { registerFramePages } from './modules/frame-pages/routes.ts';
import { registerTeamRoutes } from './modules/teams/routes.ts';
import { registerProfileRoutes } from './modules/profile/index.ts';
import { AnswerLinks, KnowledgeCheckWorker, registerKnowledgeCheckRoutes } from './modules/knowledge-checks/index.ts';
import { registerTutorRoutes } from './modules/tutor/index.ts';
import { registerCalendarRoutes } from './modules/calendar/index.ts';
import { registerDashboardRoutes } from './modules/dashboard/index.ts';
import { registerResourceLibraryRoutes } from './modules/resource-libraries/index.ts';
import { createMetrics, type ServerMetrics } from './modules/ops/metrics.ts';
import { registerOpsRoutes } from './modules/ops/routes.ts';

export interface AppOptions {
  db: Db;
  config: ServerConfig;
  /** How to log (server.ts reads it from the environment); none by default. */
  logger?: LogSettings | false;
  /** Where the metrics go: a registry of its own by default; prom-client's default one in a cluster's process. */
  metricsRegistry?: Registry;
}

/** Builds the whole server as one Fastify instance; listening is server.ts's job (tests use inject). */
export async function buildApp({ db, config, logger = false, metricsRegistry }: AppOptions): Promise<FastifyInstance> {
  const redaction = new UrlRedaction();
  const app = Fastify({
    ...fastifyLogging(logger, redaction),
    bodyLimit: 1024 * 1024,
    // X-Forwarded-* only from the reverse proxies the operator names (TRUSTED_PROXIES):
    // otherwise any client could choose the host (tenant) and address it is seen with.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    routerOptions: { ignoreTrailingSlash: false },
    frameworkErrors: answerFrameworkError(frameworkAnswerHeaders(config)),
    // Every log line of a request and every error answer carry its id (issue 17): the
    // caller's X-Request-Id when it is a plain token (a proxy's or a client's, for tracing
    // across hops), else a new one.
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const metrics = createMetrics(db, { sessionMaxAgeSeconds: config.sessionMaxAgeSeconds, registry: metricsRegistry });
  app.addHook('onResponse', async (request, reply) => {
    metrics.requests.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  registerErrorHandling(app);
  registerRouteCatalog(app);
  registerLogRedaction(app, redaction);
  registerInputGuard(app);
  registerCallLimits(app, db, config.callLimits);
  // Before compression, so the pages' inline parts can still be read for their hashes.
  registerSecurityHeaders(app, config);
  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerTenant(app, db);
  registerSession(app, db, config);

  if (!config.oidc.issuer) registerIdentityProvider(app, db, await createIdentityProvider(db, config), config.signIn);
  registerAuthRoutes(app, db, config, createOidcClient(app, config));
  registerConfigUiRoutes(app, config);
  registerMeRoutes(app, db);
  registerProfileRoutes(app, db);
  registerListRoutes(app, db);
  registerResourceLibraryRoutes(app, db);
  registerEnrolmentRoutes(app, db);
  const bus = new CommandBus(
    db,
    async (tenantId) => {
      const [row] = await db.query<{ feature_flags: Record<string, boolean> }>('SELECT feature_flags FROM tenants WHERE id = $1', [
        tenantId,
      ]);
      return row?.feature_flags ?? {};
    },
    config.commands,
  );
  app.decorate('commandBus', bus);
  registerCommandRoutes(app, db);
  registerWorkflowRoutes(app, db, bus);
  registerContentRoutes(app, db);
  registerCourseDetailsRoutes(app, db);
  registerProctoringRoutes(app, db);
  registerTeamRoutes(app, db);
  registerTutorRoutes(app, db, config.languageModel);
  registerCalendarRoutes(app, db, config);
  registerDashboardRoutes(app, db, config.appVersion);
  // One key set for the tools' launches and the certificates' credentials (decision 0023).
  const platformKeys = new PlatformKeys(db);
  registerCertificateRoutes(app, db, platformKeys, config);
  registerCertificateFileRoutes(app, db, config);
  registerEventRoutes(app, db);
  registerStorageRoutes(app, db);
  registerAnnouncementRoutes(app, db);
  registerLtiRoutes(app, db, config, platformKeys);
  registerScormRoutes(app, db, config);
  await registerXapiRoutes(app, db, config);
  const answerLinks = new AnswerLinks(db);
  registerKnowledgeCheckRoutes(app, db, answerLinks, config.mail);
  registerApiDocumentRoutes(app, config.appVersion);
  const worker = { enabled: config.worker, running: () => bus.isRunning };
  registerOpsRoutes(app, { db, metrics, worker, token: config.ops.token });
  app.decorate('ops', { metrics, worker });
  registerFramePages(app, config);
  if (config.worker) {
    app.addHook('onReady', async () => bus.start());
    app.addHook('onClose', async () => bus.stop());
  }
  // Knowledge checks by e-mail need an SMTP server; without one nothing is planned or sent (decision 0026).
  const { smtpUrl } = config.mail;
  if (config.worker && smtpUrl) {
    const checks = new KnowledgeCheckWorker({
      db,
      mail: { ...config.mail, smtpUrl },
      publicUrl: config.publicUrl,
      links: answerLinks,
      log: (m, e) => app.log.error(e, m),
    });
    app.addHook('onReady', async () => checks.start());
    app.addHook('onClose', async () => checks.stop());
  }
  registerFavicon(app);
  await registerWebApp(app, config.webDist ?? defaultWebDist);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    commandBus: CommandBus;
    /** What server.ts needs to serve health and metrics on the operator's own port. */
    ops: { metrics: ServerMetrics; worker: { enabled: boolean; running: () => boolean } };
  }
}
