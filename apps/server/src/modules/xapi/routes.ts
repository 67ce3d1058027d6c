import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cmi5Calls } from '@lp/contract/calls';
import { XAPI_VERSION } from '@lp/contract/cmi5';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../lib/http-error.ts';
import { platformIssuer } from '../../lib/platform-issuer.ts';
import { getOrCreateSecret, makeContentTokenKey } from '../../lib/server-secrets.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { agentKey, learnerKey } from './agents.ts';
import { findSession, packageIdOfActivity, type SessionRow } from './cmi5-repository.ts';
import {
  deleteDocuments,
  documentBytes,
  findDocument,
  listDocumentIds,
  mergeDocument,
  putDocument,
  type DocumentKey,
} from './documents.ts';
import { courseIri, launchAu } from './launch.ts';
import { lmsAuthority } from './lms-statements.ts';
import { corsHeaders, lrsSession, registerPreflight } from './lrs-access.ts';
import { tellLifecycle } from './package-result.ts';
import { assertOwnAgent, queryStatements, readMore, statementById } from './query-statements.ts';
import { receiveStatements } from './receive-statements.ts';
import { fetchAuthToken } from './fetch-token.ts';
import { checkAgent, checkTimestamp, isObject, isUuid } from './statement-shape.ts';
import { settleAu } from './settle-au.ts';

/** A request of statements: 50 statements of a few KiB each. */
const STATEMENTS_BODY_LIMIT = 256 * 1024;
/** A document, with room for its JSON's escapes. */
const DOCUMENT_BODY_LIMIT = 80 * 1024;
const LAUNCH_DATA = 'LMS.LaunchData';

/** The cmi5 launch and the LRS an AU talks to (decision 0083). */
export async function registerXapiRoutes(app: FastifyInstance, db: Db, config: ServerConfig) {
  const contentTokenKey = await getOrCreateSecret(db, 'content-token-key', makeContentTokenKey);
  const homePageOf = (request: FastifyRequest) => platformIssuer(config, request.tenant);
  const cors = corsHeaders(config.content.origin);
  const lrs = { onRequest: cors };
  registerPreflight(app, config.content.origin);

  /** After an AU's verdict: moveOn settles the AU, the course's satisfied statement follows, the lifecycle moves the activity. */
  const settle = async (session: SessionRow, request: FastifyRequest, now: Date) => {
    const homePage = homePageOf(request);
    const packageId = (await packageIdOfActivity(db, session.activity_id))!;
    const result = await settleAu(db, session, homePage, courseIri(homePage, packageId), now);
    await tellLifecycle(db, session, result, now);
  };

  registerCall(app, cmi5Calls.launch, async (request, reply) => {
    const user = currentUser(request);
    const now = new Date();
    reply.header('cache-control', 'no-store');
    const launched = await launchAu(db, {
      tenantId: request.tenant.id,
      userId: user.id,
      objectiveWorkflowId: request.params.ow,
      activityWorkflowId: request.params.aw,
      homePage: homePageOf(request),
      contentOrigin: config.content.origin,
      contentTokenKey,
      now,
    });
    // cmi5 §9.6.1: an AU whose moveOn is NotApplicable is satisfied as soon as it is there to take.
    if (launched.notApplicable) await settle((await findSession(db, launched.sessionId))!, request, now);
    return { url: launched.url, launchMethod: launched.launchMethod, launchMode: launched.launchMode, moveOn: launched.moveOn };
  });

  registerCall(
    app,
    cmi5Calls.fetch,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return fetchAuthToken(db, request.tenant.id, request.params.sessionId, request.params.key, new Date());
    },
    lrs,
  );

  registerCall(
    app,
    cmi5Calls.about,
    async (_request, reply) => {
      reply.header('x-experience-api-version', XAPI_VERSION);
      return reply.type('application/json').send(JSON.stringify({ version: [XAPI_VERSION], extensions: {} }));
    },
    lrs,
  );

  // Statements (xAPI 1.0.3 Communication §2.1).
  const store = async (request: FastifyRequest, reply: FastifyReply, body: unknown) => {
    const session = await lrsSession(db, request, reply);
    const now = new Date();
    const homePage = homePageOf(request);
    const { ids, outcome } = await receiveStatements(db, { sessionId: session.id, homePage, body, authority: lmsAuthority(homePage), now });
    if (outcome?.judged) await settle(outcome.session, request, now);
    return ids;
  };
  registerCall(
    app,
    cmi5Calls.postStatements,
    async (request, reply) => {
      const ids = await store(request, reply, request.body);
      return reply.type('application/json').send(JSON.stringify(ids));
    },
    { ...lrs, bodyLimit: STATEMENTS_BODY_LIMIT },
  );
  registerCall(
    app,
    cmi5Calls.putStatement,
    async (request, reply) => {
      const body = request.body;
      const { statementId } = request.query;
      if (!isUuid(statementId)) throw badRequest('statementId is a UUID.');
      if (!isObject(body)) throw badRequest('PUT one statement, as a JSON object.');
      if (body.id !== undefined && body.id !== statementId) throw badRequest("The statement's id is not the statementId of the request.");
      await store(request, reply, { ...body, id: statementId });
      return reply.status(204).send();
    },
    { ...lrs, bodyLimit: STATEMENTS_BODY_LIMIT },
  );
  registerCall(
    app,
    cmi5Calls.getStatements,
    async (request, reply) => {
      const session = await lrsSession(db, request, reply);
      const learner = learnerKey(homePageOf(request), session.user_id);
      const q = request.query;
      reply.header('x-experience-api-consistent-through', new Date().toISOString());
      let answer: string;
      if (q.statementId !== undefined || q.voidedStatementId !== undefined) {
        const others = Object.keys(q).filter((k) => !['statementId', 'voidedStatementId', 'format', 'attachments'].includes(k));
        if (others.length || (q.statementId !== undefined && q.voidedStatementId !== undefined))
          throw badRequest('statementId and voidedStatementId are asked alone (xAPI Communication §2.1.3).');
        const voided = q.voidedStatementId !== undefined;
        answer = await statementById(db, session.tenant_id, learner, (q.statementId ?? q.voidedStatementId)!, voided);
      } else if (q.more !== undefined) {
        const { filters, after } = readMore(q.more);
        answer = await queryStatements(db, session.tenant_id, learner, filters, after);
      } else {
        assertOwnAgent(q.agent, learner);
        answer = await queryStatements(
          db,
          session.tenant_id,
          learner,
          {
            registration: q.registration,
            verb: q.verb,
            activity: q.activity,
            since: q.since,
            until: q.until,
            limit: q.limit,
            ascending: q.ascending === 'true',
          },
          null,
        );
      }
      return reply.type('application/json').send(answer);
    },
    lrs,
  );

  // Documents: the state resource (§2.3.2) and the agent profile resource (§2.6).
  const documentKey = async (
    request: FastifyRequest,
    reply: FastifyReply,
    q: { agent: string; activityId?: string; registration?: string | undefined },
  ) => {
    const session = await lrsSession(db, request, reply);
    let agent: unknown;
    try {
      agent = JSON.parse(q.agent);
    } catch {
      throw badRequest('agent is a JSON agent object.');
    }
    checkAgent(agent, 'agent', false);
    const learner = learnerKey(homePageOf(request), session.user_id);
    if (!isObject(agent) || agentKey(agent) !== learner) throw forbidden("This token reads and writes its own learner's documents only.");
    if (q.registration !== undefined && !isUuid(q.registration)) throw badRequest('registration is a UUID.');
    if (q.registration !== undefined && q.registration !== session.registration_id)
      throw forbidden('This token is for another registration.');
    return { tenantId: session.tenant_id, actorKey: learner, activityId: q.activityId ?? '', registration: q.registration ?? '' };
  };
  const preconditions = (request: FastifyRequest, requireForExisting: boolean) => ({
    ifMatch: request.headers['if-match'],
    ifNoneMatch: request.headers['if-none-match'],
    requireForExisting,
  });
  const sendDocument = async (reply: FastifyReply, key: DocumentKey, documentId: string | undefined, since: string | undefined) => {
    if (documentId === undefined) {
      if (since !== undefined) checkTimestamp(since, 'since');
      const ids = await listDocumentIds(db, key, since === undefined ? null : new Date(since));
      return reply.type('application/json').send(JSON.stringify(ids));
    }
    const doc = await findDocument(db, key, documentId);
    if (!doc) throw notFound('No such document.');
    reply.header('etag', doc.etag).header('last-modified', doc.updated.toUTCString());
    return reply.type(doc.contentType).send(Buffer.from(doc.content));
  };
  const contentTypeOf = (request: FastifyRequest) => (request.headers['content-type'] ?? 'application/json').split(';')[0]!.trim();
  /** cmi5 §10.2.1: the AU MUST NOT modify or delete LMS.LaunchData. */
  const assertNotLaunchData = (stateId: string | undefined) => {
    if (stateId === undefined || stateId === LAUNCH_DATA)
      throw forbidden("LMS.LaunchData is the LMS's: an AU reads it only (cmi5 §10.2.1).");
  };

  registerCall(
    app,
    cmi5Calls.getState,
    async (request, reply) => {
      const key = await documentKey(request, reply, request.query);
      return sendDocument(reply, { ...key, kind: 'state' }, request.query.stateId, request.query.since);
    },
    lrs,
  );
  registerCall(
    app,
    cmi5Calls.putState,
    async (request, reply) => {
      const key = await documentKey(request, reply, request.query);
      assertNotLaunchData(request.query.stateId);
      const contentType = contentTypeOf(request);
      await putDocument(
        db,
        { ...key, kind: 'state' },
        request.query.stateId!,
        { contentType, content: documentBytes(request.body, contentType) },
        preconditions(request, false),
        new Date(),
      );
      return reply.status(204).send();
    },
    { ...lrs, bodyLimit: DOCUMENT_BODY_LIMIT },
  );
  registerCall(
    app,
    cmi5Calls.postState,
    async (request, reply) => {
      const key = await documentKey(request, reply, request.query);
      assertNotLaunchData(request.query.stateId);
      await mergeDocument(db, { ...key, kind: 'state' }, request.query.stateId!, request.body, preconditions(request, false), new Date());
      return reply.status(204).send();
    },
    { ...lrs, bodyLimit: DOCUMENT_BODY_LIMIT },
  );
  registerCall(
    app,
    cmi5Calls.deleteState,
    async (request, reply) => {
      const key = await documentKey(request, reply, request.query);
      // Deleting every state of the activity would take LMS.LaunchData with it: name the document.
      assertNotLaunchData(request.query.stateId);
      await deleteDocuments(db, { ...key, kind: 'state' }, request.query.stateId, preconditions(request, false));
      return reply.status(204).send();
    },
    lrs,
  );

  registerCall(
    app,
    cmi5Calls.getAgentProfile,
    async (request, reply) => {
      const key = await documentKey(request, reply, request.query);
      return sendDocument(reply, { ...key, kind: 'agentProfile' }, request.query.profileId, request.query.since);
    },
    lrs,
  );
  const profileId = (id: string | undefined) => {
    if (id === undefined) throw badRequest('profileId is required.');
    return id;
  };
  registerCall(
    app,
    cmi5Calls.putAgentProfile,
    async (request, reply) => {
      const key = await documentKey(request, reply, request.query);
      const contentType = contentTypeOf(request);
      await putDocument(
        db,
        { ...key, kind: 'agentProfile' },
        profileId(request.query.profileId),
        { contentType, content: documentBytes(request.body, contentType) },
        preconditions(request, true),
        new Date(),
      );
      return reply.status(204).send();
    },
    { ...lrs, bodyLimit: DOCUMENT_BODY_LIMIT },
  );
  registerCall(
    app,
    cmi5Calls.postAgentProfile,
    async (request, reply) => {
      const key = await documentKey(request, reply, request.query);
      await mergeDocument(
        db,
        { ...key, kind: 'agentProfile' },
        profileId(request.query.profileId),
        request.body,
        preconditions(request, false),
        new Date(),
      );
      return reply.status(204).send();
    },
    { ...lrs, bodyLimit: DOCUMENT_BODY_LIMIT },
  );
  registerCall(
    app,
    cmi5Calls.deleteAgentProfile,
    async (request, reply) => {
      const key = await documentKey(request, reply, request.query);
      await deleteDocuments(db, { ...key, kind: 'agentProfile' }, profileId(request.query.profileId), preconditions(request, false));
      return reply.status(204).send();
    },
    lrs,
  );
}
