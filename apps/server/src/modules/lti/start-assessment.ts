import { decodeJwt, errors, jwtVerify } from 'jose';
import type { Translator } from '@lp/i18n';
import type { Db } from '../../db/client.ts';
import { redeemStartToken } from '../../lifecycle/proctored-attempts.ts';
import { TOOL_ALGORITHMS, toolKey } from './client-assertion.ts';
import { refusalPage, type LtiRefusal, type PageAnswer } from './launch-pages.ts';
import { findToolByClientId, spendAssertion } from './lti-repository.ts';

const LTI = 'https://purl.imsglobal.org/spec/lti/claim';
const AP = 'https://purl.imsglobal.org/spec/lti-ap/claim';
const MESSAGE_LIFETIME = '5m';

export interface StartAssessmentContext {
  db: Db;
  t: Translator;
  issuer: string;
  tenantId: string;
  /** The signed-in learner when the browser sent the portal's session. */
  sessionUserId: string | null;
  now: Date;
}

export type StartAssessmentAnswer = { redirect: string } | PageAnswer;

/**
 * LtiStartAssessment (LTI Proctoring Services 1.0, decision 0021): the proctoring tool
 * sends the learner back with a JWT it signed, echoing the start token as session_data.
 * The message must verify against the tool's registered key and be for this platform,
 * recent and not seen before; the token must be unexpired, unused, for that activity (whose
 * tool must be the one that signed), that attempt and that learner. Then the exam opens on the proctor route; otherwise a page says why and
 * nothing changes.
 */
export async function startAssessment(form: Record<string, unknown>, ctx: StartAssessmentContext): Promise<StartAssessmentAnswer> {
  const refuse = (status: number, reason: LtiRefusal) => refusalPage(ctx.t, status, ctx.t.t(`lti.refusal.${reason}`));
  const jwt = typeof form.JWT === 'string' ? form.JWT : undefined;
  if (!jwt || jwt.length > 16_384) return refuse(400, 'noJwt');
  let clientId: string | undefined;
  try {
    const iss = decodeJwt(jwt).iss;
    clientId = typeof iss === 'string' ? iss : undefined;
  } catch {
    return refuse(400, 'notJwt');
  }
  const tool = clientId ? await findToolByClientId(ctx.db, ctx.tenantId, clientId) : undefined;
  if (!tool) return refuse(401, 'unknownTool');
  let claims: Record<string, unknown>;
  try {
    ({ payload: claims } = await jwtVerify(jwt, toolKey(tool), {
      algorithms: TOOL_ALGORITHMS,
      issuer: tool.client_id,
      audience: ctx.issuer,
      maxTokenAge: MESSAGE_LIFETIME,
      requiredClaims: ['iat', 'exp', 'nonce'],
      clockTolerance: 60,
    }));
  } catch (error) {
    return refuse(401, error instanceof errors.JWTExpired ? 'startExpired' : 'badSignature');
  }
  const resourceLink = claims[`${LTI}/resource_link`] as { id?: unknown } | undefined;
  const token = claims[`${AP}/session_data`];
  const attempt = claims[`${AP}/attempt_number`];
  if (claims[`${LTI}/message_type`] !== 'LtiStartAssessment' || claims[`${LTI}/version`] !== '1.3.0')
    return refuse(400, 'notStartAssessment');
  if (claims[`${LTI}/deployment_id`] !== tool.deployment_id) return refuse(400, 'deployment');
  if (typeof resourceLink?.id !== 'string' || typeof token !== 'string' || typeof attempt !== 'number') return refuse(400, 'incomplete');
  if (!(await spendAssertion(ctx.db, tool.id, `start:${String(claims.nonce)}`, new Date(Number(claims.exp) * 1000)))) {
    return refuse(400, 'startUsed');
  }
  // Every check is inside the redemption, before its writes: a refused message changes no session.
  const redeemed = await ctx.db.transaction((tx) =>
    redeemStartToken(tx, {
      tenantId: ctx.tenantId,
      token,
      toolId: tool.id,
      activityId: resourceLink.id as string,
      attemptNumber: attempt,
      userId: ctx.sessionUserId,
      now: ctx.now,
    }),
  );
  if (!redeemed) return refuse(403, 'sessionRefused');
  const path = `/learn/courses/proctor/${redeemed.objectiveId}/${redeemed.activityPathId ?? redeemed.activityId}?inProctoringIframe=1`;
  return { redirect: path };
}
