import type { FastifyInstance } from 'fastify';
import { scormCalls } from '@lp/contract/calls';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { getOrCreateSecret, makeContentTokenKey } from '../../lib/server-secrets.ts';
import { registerCall, type CallRequest } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { applyScormResult } from './apply-result.ts';
import { commitScorm } from './commit.ts';
import { launchScorm } from './launch.ts';
import { resolveScormNavigation } from './navigation.ts';

/**
 * The SCORM runtime's calls (decision 0080): the portal's page makes them with the
 * learner's session for the player on the content origin, which has none.
 */
export function registerScormRoutes(app: FastifyInstance, db: Db, config: ServerConfig) {
  let tokenKey: Promise<string> | undefined;
  const keyOf = () => (tokenKey ??= getOrCreateSecret(db, 'content-token-key', makeContentTokenKey));

  registerCall(app, scormCalls.launch, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return launchScorm(db, {
      tenantId: request.tenant.id,
      userId: currentUser(request).id,
      activityWorkflowId: request.params.id,
      contentOrigin: config.content.origin,
      tokenKey: await keyOf(),
      now: new Date(),
    });
  });

  const commitWith = (terminate: boolean) => async (request: CallRequest<typeof scormCalls.commit>) => {
    const now = new Date();
    const commit = await commitScorm(db, {
      tenantId: request.tenant.id,
      userId: currentUser(request).id,
      activityWorkflowId: request.params.id,
      body: request.body,
      terminate,
      now,
    });
    if (commit.changed) await applyScormResult(db, request.tenant.id, commit.attempt, now);
    if (!terminate) return commit.answer;
    const navigation = await resolveScormNavigation(db, request.tenant.id, commit.attempt, commit.packageId, request.body.navRequest);
    return { ...commit.answer, navigation };
  };
  registerCall(app, scormCalls.commit, commitWith(false));
  registerCall(app, scormCalls.terminate, commitWith(true));
}
