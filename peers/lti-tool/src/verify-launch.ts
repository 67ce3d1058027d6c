/**
 * Checks a launch (the id_token the platform form-posts to /launch) as LTI Security
 * Framework 1.0 §5.1.3 and LTI Core 1.3 §5.3 require, and answers a launch session.
 * Every refusal says what was wrong in plain words.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { Platform } from './config.ts';
import type { ToolContext } from './context.ts';
import { HttpError } from './http.ts';
import { Claim, LTI_VERSION, MessageType, SIGNING_ALG } from './spec.ts';
import type { LaunchSession } from './store.ts';

/** One key set per platform URL: jose caches the keys and refetches on an unknown key id. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
const keySetOf = (url: string) => keySets.get(url) ?? keySets.set(url, createRemoteJWKSet(new URL(url))).get(url)!;

/** The messages a platform may launch the tool with (LtiStartAssessment goes the other way). */
const LAUNCH_MESSAGES: string[] = [
  MessageType.resourceLink,
  MessageType.submissionReview,
  MessageType.startProctoring,
  MessageType.endAssessment,
];

const refuse = (status: 400 | 401, detail: string) => new HttpError(status, 'Launch refused', detail);

export async function verifyLaunch(ctx: ToolContext, form: URLSearchParams): Promise<LaunchSession> {
  const idToken = form.get('id_token');
  const stateParam = form.get('state');
  if (!idToken) throw refuse(400, 'The launch carried no id_token.');
  if (!stateParam) throw refuse(400, 'The launch carried no state.');
  const state = ctx.store.takeState(stateParam);
  if (!state) throw refuse(400, "The launch's state is unknown, expired or already used. Open the activity again from the course.");
  const { platform } = state;
  const payload = await verifySignature(idToken, platform);
  const claims = payload as Record<string, unknown>;
  if (payload.azp !== undefined && payload.azp !== platform.clientId)
    throw refuse(401, `The launch token was authorized for ${String(payload.azp)}, not this tool (${platform.clientId}).`);
  if (claims.nonce !== state.nonce) throw refuse(401, "The launch token's nonce is not the one this tool sent.");
  if (!ctx.store.spendNonce(state.nonce)) throw refuse(401, "The launch token's nonce was already used (a replayed launch).");
  if (claims[Claim.version] !== LTI_VERSION)
    throw refuse(400, `The launch is not LTI ${LTI_VERSION} (version claim: ${String(claims[Claim.version] ?? 'missing')}).`);
  const deploymentId = claims[Claim.deploymentId];
  if (typeof deploymentId !== 'string' || !deploymentId) throw refuse(400, 'The launch has no deployment id.');
  if (platform.deploymentId && deploymentId !== platform.deploymentId)
    throw refuse(401, `The deployment ${deploymentId} is not the one configured for this platform.`);
  const messageType = claims[Claim.messageType];
  if (!LAUNCH_MESSAGES.includes(messageType as string)) {
    throw refuse(
      400,
      `This tool handles resource link launches, submission reviews and proctoring (${MessageType.startProctoring}, ${MessageType.endAssessment}), not ${String(messageType ?? 'a launch without a message type')}.`,
    );
  }
  if (typeof payload.sub !== 'string' || !payload.sub)
    throw refuse(400, 'The launch does not say who the user is (no sub): this tool has no anonymous mode.');
  const resourceLink = claims[Claim.resourceLink] as { id?: unknown } | undefined;
  if (typeof resourceLink?.id !== 'string' || !resourceLink.id) throw refuse(400, 'The launch names no resource link (resource_link.id).');
  return ctx.store.createSession(platform, payload);
}

async function verifySignature(idToken: string, platform: Platform): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(idToken, keySetOf(platform.jwksUrl), {
      algorithms: [SIGNING_ALG],
      issuer: platform.issuer,
      audience: platform.clientId,
      requiredClaims: ['iat', 'exp', 'nonce'],
    });
    return payload;
  } catch (error) {
    throw refuse(401, signatureProblem(error, platform));
  }
}

/** jose's error, told as the learner or administrator needs to read it. */
function signatureProblem(error: unknown, platform: Platform): string {
  if (error instanceof errors.JWTExpired) return 'The launch token has expired. Open the activity again from the course.';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud')
      return `The launch token is not addressed to this tool (its audience does not include the client id ${platform.clientId}).`;
    if (error.claim === 'iss') return `The launch token was not issued by ${platform.issuer}.`;
    return `The launch token's ${error.claim} claim is not acceptable (${error.reason}).`;
  }
  if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWSSignatureVerificationFailed) {
    return `The launch token is not signed by any key of ${platform.issuer} (${platform.jwksUrl}).`;
  }
  if (error instanceof errors.JOSEAlgNotAllowed) return `The launch token is not signed with ${SIGNING_ALG}.`;
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) return 'The id_token is not a well-formed signed JWT.';
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid || error instanceof TypeError) {
    return `The platform's keys could not be read from ${platform.jwksUrl}.`;
  }
  return 'The launch token could not be verified.';
}
