import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ltiCalls } from '@lp/contract/calls';
import { AgsMediaType, LtiPaths } from '@lp/contract/lti';
import { negotiateLocale, SUPPORTED_LOCALES } from '@lp/i18n';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { pageLanguageOf, translatorFor } from '../../lib/i18n.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { controlAssessment } from './assessment-control.ts';
import { authorize } from './authorize.ts';
import { lineItemOf, listResults, receiveScore, serviceCaller, toLineItem } from './grade-services.ts';
import { platformIssuer } from '../../lib/platform-issuer.ts';
import { autoSubmitForm } from './launch-pages.ts';
import { findLineItems, findOpenLaunch, findToolById } from './lti-repository.ts';
import type { PageAnswer } from './launch-pages.ts';
import type { PlatformKeys } from '../../lib/platform-keys.ts';
import { beginLaunch, loginInitiationUrl } from './resource-link.ts';
import { startAssessment } from './start-assessment.ts';
import { issueAccessToken } from './token-endpoint.ts';

/** Scores and token requests are small; a tool sending more is refused before it is read. */
const SERVICE_BODY_LIMIT = 64 * 1024;

/** The LTI 1.3 platform's calls (decision 0019). */
export function registerLtiRoutes(app: FastifyInstance, db: Db, config: ServerConfig, keys: PlatformKeys) {
  const issuerOf = (request: FastifyRequest) => platformIssuer(config, request.tenant);
  /** The tool behind the bearer token, which must hold one of the scopes the contract names for the call. */
  const toolOf = (call: { toolScopes?: readonly string[] }, request: FastifyRequest, reply: FastifyReply) =>
    serviceCaller(db, request, reply, call.toolScopes ?? []);
  const sendPage = (reply: FastifyReply, page: PageAnswer) =>
    reply
      .status(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', page.policy)
      .send(page.html);

  // AGS scores come as their own media type (AGS 2.0 §3.4), JSON inside.
  app.addContentTypeParser(
    AgsMediaType.score,
    { parseAs: 'string', bodyLimit: SERVICE_BODY_LIMIT },
    app.getDefaultJsonParser('error', 'error'),
  );

  registerCall(app, ltiCalls.resourceLink, async (request, reply) => {
    const user = currentUser(request);
    reply.header('cache-control', 'no-store');
    return beginLaunch(db, {
      tenantId: request.tenant.id,
      userId: user.id,
      objectiveWorkflowId: request.params.id,
      body: request.body,
      locale: negotiateLocale(request.headers['accept-language'], SUPPORTED_LOCALES),
      issuer: issuerOf(request),
      allowedExternalSources: request.tenant.settings.allowedExternalSources,
      now: new Date(),
    });
  });

  registerCall(app, ltiCalls.resourceForm, async (request, reply) => {
    const user = currentUser(request);
    const { ow, '*': awIds } = request.params;
    const launch = await findOpenLaunch(db, request.tenant.id, user.id, ow, awIds, new Date());
    const tool = launch && (await findToolById(db, launch.tool_id));
    if (!launch || !tool) throw notFound('No launch of these activities is waiting: begin one with resource-link.');
    const login = new URL(loginInitiationUrl(tool, launch.id, user.id, issuerOf(request), tool.target_link_uri));
    const fields = Object.fromEntries(login.searchParams);
    reply.header('cache-control', 'no-store');
    return {
      form: autoSubmitForm(
        `${login.origin}${login.pathname}`,
        fields,
        translatorFor(request.headers['accept-language']).t('lti.launch.continue'),
      ),
    };
  });

  const authorizeWith = (params: unknown, request: FastifyRequest, reply: FastifyReply) =>
    authorize((params ?? {}) as Record<string, unknown>, {
      db,
      keys,
      t: translatorFor(pageLanguageOf(request)),
      issuer: issuerOf(request),
      tenant: request.tenant,
      sessionUserId: request.session?.user.id ?? null,
      appVersion: config.appVersion,
      now: new Date(),
    }).then((page) => sendPage(reply, page));
  registerCall(app, ltiCalls.authorizeGet, async (request, reply) => authorizeWith(request.query, request, reply));
  registerCall(app, ltiCalls.authorizePost, async (request, reply) => authorizeWith(request.body, request, reply));

  registerCall(app, ltiCalls.jwks, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return keys.publicKeySet() as Promise<{ keys: { kid: string; kty: string }[] }>;
  });

  registerCall(app, ltiCalls.jwk, async (request, reply) => {
    const key = await keys.publicKey(request.params.kid);
    if (!key) throw notFound('The platform publishes no key with this id.');
    reply.header('cache-control', 'public, max-age=300');
    return key as { kid: string; kty: string };
  });

  registerCall(app, ltiCalls.token, async (request, reply) => {
    const issuer = issuerOf(request);
    const answer = await issueAccessToken(
      db,
      request.body ?? {},
      request.tenant.id,
      [new URL(LtiPaths.token, issuer).toString(), issuer],
      new Date(),
    );
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    if (answer.status === 401) reply.header('www-authenticate', 'Bearer realm="lti"');
    return reply.status(answer.status).send(answer.body);
  });

  registerCall(app, ltiCalls.lineItems, async (request, reply) => {
    const caller = await toolOf(ltiCalls.lineItems, request, reply);
    const { objectiveId } = request.params;
    const rows = await findLineItems(db, request.tenant.id, objectiveId, caller.toolId);
    const { resource_link_id: link, tag, resource_id: resource } = request.query;
    const items = rows
      .map((row) => toLineItem(issuerOf(request), objectiveId, row))
      .filter((item) => (link === undefined || item.resourceLinkId === link) && tag === undefined && resource === undefined);
    return items;
  });

  registerCall(app, ltiCalls.lineItem, async (request, reply) => {
    const caller = await toolOf(ltiCalls.lineItem, request, reply);
    const { objectiveId, activityId } = request.params;
    return toLineItem(issuerOf(request), objectiveId, await lineItemOf(db, request.tenant.id, caller, objectiveId, activityId));
  });

  registerCall(app, ltiCalls.score, async (request, reply) => {
    const caller = await toolOf(ltiCalls.score, request, reply);
    await receiveScore(db, request.tenant.id, caller, request.params.objectiveId, request.params.activityId, request.body, new Date());
    return reply.status(204).send();
  });

  // LTI Proctoring Services (decision 0021).
  registerCall(app, ltiCalls.startAssessment, async (request, reply) => {
    const answer = await startAssessment((request.body ?? {}) as Record<string, unknown>, {
      db,
      t: translatorFor(request.headers['accept-language']),
      issuer: issuerOf(request),
      tenantId: request.tenant.id,
      sessionUserId: request.session?.user.id ?? null,
      now: new Date(),
    });
    if ('redirect' in answer) return reply.header('cache-control', 'no-store').redirect(answer.redirect, 303);
    return sendPage(reply, answer);
  });

  registerCall(app, ltiCalls.assessmentControl, async (request, reply) => {
    const caller = await toolOf(ltiCalls.assessmentControl, request, reply);
    return controlAssessment(db, request.tenant.id, caller, request.body);
  });

  registerCall(app, ltiCalls.results, async (request, reply) => {
    const caller = await toolOf(ltiCalls.results, request, reply);
    return listResults(
      db,
      issuerOf(request),
      request.tenant.id,
      caller,
      request.params.objectiveId,
      request.params.activityId,
      request.query.user_id,
    );
  });
}
