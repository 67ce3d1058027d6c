/**
 * The tool as a proctoring tool (LTI Proctoring Services 1.0): LtiStartProctoring opens the
 * checks, the learner's confirmation answers a signed LtiStartAssessment message for the
 * platform, and LtiEndAssessment closes the session. Sessions are kept server-side.
 */
import { SignJWT } from 'jose';
import { readClaims, readProctoringClaims } from './claims.ts';
import { browserAddresses, type Platform } from './config.ts';
import type { ToolContext } from './context.ts';
import { HttpError, originsOf } from './http.ts';
import { checkPage, endPage, startPage } from './proctoring-pages.ts';
import { Claim, LTI_VERSION, MessageType, ProctoringClaim, SIGNING_ALG } from './spec.ts';
import { randomId, type LaunchSession, type ProctoringSession } from './store.ts';

const refuse = (detail: string) => new HttpError(400, 'Launch refused', detail);

/**
 * True for an http(s) URL at one of the platform's browser addresses: the tool posts its signed
 * message and sends its bearer tokens nowhere else (and the CSP would block the form anyway).
 */
function atPlatform(platform: Platform, address: string): boolean {
  try {
    const url = new URL(address);
    return (url.protocol === 'https:' || url.protocol === 'http:') && originsOf(browserAddresses(platform)).includes(url.origin);
  } catch {
    return false;
  }
}

/** LtiStartProctoring: records the session and shows the checks. */
export async function startProctoring(ctx: ToolContext, launch: LaunchSession): Promise<string> {
  const claims = readClaims(launch.claims);
  const ap = readProctoringClaims(launch.claims);
  const { platform } = launch;
  if (!ap.sessionData) throw refuse('The proctoring launch carries no session_data to give back to the platform.');
  if (ap.attemptNumber === undefined) throw refuse('The proctoring launch carries no attempt_number.');
  if (!ap.startAssessmentUrl) throw refuse('The proctoring launch carries no start_assessment_url: there is nowhere to start the exam.');
  if (!atPlatform(platform, ap.startAssessmentUrl))
    throw refuse(`The start_assessment_url ${ap.startAssessmentUrl} is not an address of the platform ${platform.issuer}.`);
  if (ap.acsUrl && !atPlatform(platform, ap.acsUrl))
    throw refuse(`The assessment_control_url ${ap.acsUrl} is not an address of the platform ${platform.issuer}.`);
  const session = await ctx.store.openProctoring({
    launchSessionId: launch.id,
    issuer: platform.issuer,
    clientId: platform.clientId,
    deploymentId: String(launch.claims[Claim.deploymentId]),
    userId: claims.sub,
    learner: claims.name,
    exam: claims.activityTitle,
    course: claims.courseTitle,
    resourceLinkId: claims.resourceLinkId,
    attemptNumber: ap.attemptNumber,
    sessionData: ap.sessionData,
    startAssessmentUrl: ap.startAssessmentUrl,
    acsUrl: ap.acsUrl,
    acsActions: ap.acsActions,
  });
  return checkPage({ claims, session, launchSessionId: launch.id, minutes: ap.minutes });
}

/** The LtiStartAssessment message: signed by the tool's key, for the platform, session_data echoed exactly. */
export function startAssessmentJwt(ctx: ToolContext, platform: Platform, session: ProctoringSession): Promise<string> {
  return new SignJWT({
    nonce: randomId(),
    [Claim.messageType]: MessageType.startAssessment,
    [Claim.version]: LTI_VERSION,
    [Claim.deploymentId]: session.deploymentId,
    [Claim.resourceLink]: { id: session.resourceLinkId },
    [ProctoringClaim.attemptNumber]: session.attemptNumber,
    [ProctoringClaim.sessionData]: session.sessionData,
  })
    .setProtectedHeader({ alg: SIGNING_ALG, kid: ctx.key.kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setAudience(platform.issuer)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(ctx.key.privateKey);
}

/** POST /start-assessment: the learner's confirmation. Unconfirmed, the checks again (400); confirmed, the form into the exam. */
export async function startAssessment(ctx: ToolContext, form: URLSearchParams): Promise<{ status: number; html: string }> {
  const launch = ctx.store.session(form.get('session') ?? '');
  const session = launch && ctx.store.proctoringOfLaunch(launch.id);
  if (!launch || !session)
    throw new HttpError(400, 'Exam not started', 'This proctoring session is unknown or has expired. Open the exam again from the course.');
  if (session.state === 'Ended') throw new HttpError(409, 'Exam not started', 'This exam session has ended.');
  if (session.lastControl?.ok && session.lastControl.action === 'terminate')
    throw new HttpError(409, 'Exam not started', 'The proctor terminated this exam session.');
  const claims = readClaims(launch.claims);
  if (form.get('confirm') !== 'yes') {
    const error = `Confirm that your camera is on and that you are ${claims.name} before you start.`;
    return {
      status: 400,
      html: checkPage({ claims, session, launchSessionId: launch.id, minutes: readProctoringClaims(launch.claims).minutes, error }),
    };
  }
  const jwt = await startAssessmentJwt(ctx, launch.platform, session);
  session.state = 'Started';
  session.startedAt ??= new Date().toISOString();
  await ctx.store.save();
  return { status: 200, html: startPage(claims, session, jwt) };
}

/** LtiEndAssessment: closes the learner's open session of this attempt and shows the way back. */
export async function endAssessment(ctx: ToolContext, launch: LaunchSession): Promise<string> {
  const claims = readClaims(launch.claims);
  const session = ctx.store.openProctoringOf({
    issuer: launch.platform.issuer,
    resourceLinkId: claims.resourceLinkId,
    userId: claims.sub,
    attemptNumber: readProctoringClaims(launch.claims).attemptNumber,
  });
  if (session) {
    session.state = 'Ended';
    session.endedAt = new Date().toISOString();
    await ctx.store.save();
  }
  return endPage(claims);
}
