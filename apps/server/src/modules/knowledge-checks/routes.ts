import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { knowledgeCalls } from '@lp/contract/calls';
import { getKnowledgeCheckRetryDue } from '@lp/domain';
import type { MailConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import type { AnswerLinks } from './answer-link.ts';
import {
  findKnowledgeModelOfAggregate,
  findSentCheck,
  insertRetry,
  recordFirstAnswer,
  toReinforcementWorkflow,
} from './check-repository.ts';

/** doc 2 §8's messages: the answer page shows them by the call's status. */
const WORKFLOW_NOT_FOUND = 'Workflow not found';
const MODULE_NOT_FOUND = 'Module not found';
const LINK_NOT_VALID = 'This answer link is not valid.';

/** doc 2 §7: the learner's knowledge checks, their answer and the knowledge model of an aggregate (decision 0026). */
export function registerKnowledgeCheckRoutes(app: FastifyInstance, db: Db, links: AnswerLinks, mail: MailConfig) {
  registerCall(app, knowledgeCalls.reinforcementWorkflow, async (request) => {
    const check = await findSentCheck(db, request.tenant.id, currentUser(request).id, request.params.workflowId);
    if (!check) throw notFound(WORKFLOW_NOT_FOUND);
    return toReinforcementWorkflow(check);
  });

  // One short transaction, answered at once whatever Prefer says (as the enrolment calls are).
  registerCall(app, knowledgeCalls.answer, async (request) => {
    const tenantId = request.tenant.id;
    const userId = currentUser(request).id;
    const workflowId = request.params.workflowId;
    // Checked before the transaction: the signing secret is read outside it (one connection on PGlite).
    const key = await links.verify(request.body.answer, { tenantId, userId, workflowId });
    return db.transaction(async (tx) => {
      const check = await findSentCheck(tx, tenantId, userId, workflowId, true);
      if (!check) throw notFound(WORKFLOW_NOT_FOUND);
      const option = key === undefined ? undefined : check.answers?.find((a) => a.key === key);
      if (!option) throw badRequest(LINK_NOT_VALID, { answer: [LINK_NOT_VALID] });
      if (
        await recordFirstAnswer(tx, check.id, {
          key: option.key,
          text: option.text,
          normalizedScore: option.normalizedScore,
          feedback: option.feedback,
        })
      ) {
        const retryDue = getKnowledgeCheckRetryDue({
          normalizedScore: option.normalizedScore,
          answeredAt: new Date(),
          retriesSoFar: check.retry,
          intervalDays: mail.knowledgeChecks.intervalDays,
        });
        if (retryDue) await insertRetry(tx, check, randomUUID(), retryDue);
      }
      // The first answer stays: a second one answers with it.
      return toReinforcementWorkflow((await findSentCheck(tx, tenantId, userId, workflowId))!);
    });
  });

  registerCall(app, knowledgeCalls.knowledgeModel, async (request) => {
    const knowledgeModelId = await findKnowledgeModelOfAggregate(db, request.tenant.id, currentUser(request).id, request.params.id);
    if (!knowledgeModelId) throw notFound(MODULE_NOT_FOUND);
    return { knowledgeModelId };
  });
}
