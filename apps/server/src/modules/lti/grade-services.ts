import type { FastifyReply, FastifyRequest } from 'fastify';
import { ScoreSchema } from '@lp/contract/calls';
import { LtiPaths } from '@lp/contract/lti';
import { ErrorCodes } from '@lp/contract';
import type { Db } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { applyScore } from '../../lifecycle/apply-tool-score.ts';
import { findAccessToken, findAttempt, findLineItems, findResults, type LineItemRow } from './lti-repository.ts';
import { hashToken } from './token-endpoint.ts';
import { isUuid } from '../../lib/is-uuid.ts';
import { validationError } from '../../lib/validation-error.ts';

export interface ServiceCaller {
  toolId: string;
  scopes: string[];
}

/**
 * The bearer token of a tool's service call (RFC 6750): issued by our token endpoint to a
 * tool of this tenant, unexpired, and granted one of the scopes the call needs. A missing
 * or unknown token is a 401 with a Bearer challenge; a token without the scope a 403.
 */
export async function serviceCaller(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  anyOf: readonly string[],
): Promise<ServiceCaller> {
  const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(request.headers.authorization ?? '');
  const token = match ? await findAccessToken(db, hashToken(match[1]!), new Date()) : undefined;
  if (!token || token.tenant_id !== request.tenant.id) {
    reply.header('www-authenticate', `Bearer realm="lti", error="invalid_token"`);
    throw new HttpError(401, ErrorCodes.unauthorized, "A valid access token from the platform's token endpoint is required.");
  }
  if (!anyOf.some((scope) => token.scopes.includes(scope))) {
    reply.header('www-authenticate', `Bearer realm="lti", error="insufficient_scope", scope="${anyOf.join(' ')}"`);
    throw new HttpError(403, ErrorCodes.forbidden, `This access token lacks the scope this call needs (${anyOf.join(' or ')}).`);
  }
  return { toolId: token.tool_id, scopes: token.scopes };
}

export function toLineItem(issuer: string, objectiveId: string, row: LineItemRow) {
  return {
    id: new URL(LtiPaths.lineItem(objectiveId, row.activity_id), issuer).toString(),
    label: row.name,
    scoreMaximum: row.max_score,
    resourceLinkId: row.activity_id,
  };
}

/** One line item of this tool in this course; anything else (another tool's activity, another course's) is unknown. */
export async function lineItemOf(
  db: Db,
  tenantId: string,
  caller: ServiceCaller,
  objectiveId: string,
  activityId: string,
): Promise<LineItemRow> {
  const [row] = await findLineItems(db, tenantId, objectiveId, caller.toolId, activityId);
  if (!row) throw notFound('No such line item for this tool.');
  return row;
}

/**
 * POST …/lineitems/{id}/scores: checked as AGS says (scoreGiven needs scoreMaximum and
 * lies within 0..scoreMaximum), for a learner this tool launched the activity for.
 */
export async function receiveScore(
  db: Db,
  tenantId: string,
  caller: ServiceCaller,
  objectiveId: string,
  activityId: string,
  body: unknown,
  now: Date,
) {
  const item = await lineItemOf(db, tenantId, caller, objectiveId, activityId);
  const parsed = ScoreSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  const score = parsed.data;
  if (score.scoreGiven !== undefined && score.scoreMaximum === undefined)
    throw badRequest('scoreGiven needs scoreMaximum.', { scoreMaximum: ['required'] });
  if (score.scoreGiven !== undefined && score.scoreGiven > score.scoreMaximum!)
    throw badRequest('scoreGiven is more than scoreMaximum.', { scoreGiven: ['outOfRange'] });
  if (!isUuid(score.userId)) throw notFound('No such learner in this course.');
  const attempt = await findAttempt(db, tenantId, objectiveId, activityId, score.userId, caller.toolId);
  if (!attempt) throw notFound('This learner has no attempt at this line item launched by this tool.');
  await applyScore(db, { tenantId, toolId: caller.toolId, attempt, activityId, activityMaxScore: item.max_score, score, now });
}

export async function listResults(
  db: Db,
  issuer: string,
  tenantId: string,
  caller: ServiceCaller,
  objectiveId: string,
  activityId: string,
  userId: string | undefined,
) {
  await lineItemOf(db, tenantId, caller, objectiveId, activityId);
  if (userId !== undefined && !isUuid(userId)) return [];
  const lineItem = new URL(LtiPaths.lineItem(objectiveId, activityId), issuer).toString();
  const rows = await findResults(db, tenantId, objectiveId, activityId, caller.toolId, userId);
  return rows.map((r) => ({
    id: `${lineItem}/results/${r.user_id}`,
    scoreOf: lineItem,
    userId: r.user_id,
    ...(r.score_given !== null ? { resultScore: r.score_given } : {}),
    ...(r.score_maximum !== null ? { resultMaximum: r.score_maximum } : {}),
    ...(r.comment !== null ? { comment: r.comment } : {}),
  }));
}
