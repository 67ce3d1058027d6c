/**
 * The proctor's verdicts to the platform's Assessment Control Service (LTI Proctoring
 * Services 1.0): a bearer token with the ACS scope from the platform's token endpoint, then
 * one JSON control request per verdict.
 */
import { findPlatform } from './config.ts';
import type { ToolContext } from './context.ts';
import { PlatformError, SERVICE_TIMEOUT_MS } from './service-token.ts';
import { ACS_SCOPE } from './spec.ts';
import type { ControlOutcome, ProctorAction, ProctoringSession } from './store.ts';

interface ControlKind {
  /** The ACS action the platform offers (`acs.actions`). */
  action: 'flag' | 'terminate' | 'update';
  severity?: number;
  reasonCode: 'suspicious' | 'terminated' | 'verified';
  reasonMsg: string;
  /** The proctor's button. */
  label: string;
}

export const CONTROLS: Record<ProctorAction, ControlKind> = {
  flag: {
    action: 'flag',
    severity: 0.9,
    reasonCode: 'suspicious',
    reasonMsg: 'The proctor flagged this attempt as suspicious.',
    label: 'Flag as suspicious',
  },
  terminate: {
    action: 'terminate',
    severity: 1,
    reasonCode: 'terminated',
    reasonMsg: 'The proctor terminated this attempt.',
    label: 'Terminate',
  },
  verify: {
    action: 'update',
    reasonCode: 'verified',
    reasonMsg: 'The proctor verified the learner and this attempt.',
    label: 'Mark verified',
  },
};

export const isProctorAction = (value: string): value is ProctorAction => Object.hasOwn(CONTROLS, value);

/** Why the platform's ACS cannot take this verdict for the session, if it cannot. */
export function unavailable(session: ProctoringSession, action: ProctorAction): string | undefined {
  if (!session.acsUrl) return 'The platform offered no assessment control service for this exam.';
  const wanted = CONTROLS[action].action;
  if (session.acsActions && !session.acsActions.includes(wanted))
    return `The platform's assessment control service does not take ${wanted}.`;
  return undefined;
}

/** The control request's body for one verdict. */
export function controlBody(session: ProctoringSession, action: ProctorAction, now = new Date()) {
  const kind = CONTROLS[action];
  return {
    user: { iss: session.issuer, sub: session.userId },
    resource_link: { id: session.resourceLinkId },
    attempt_number: session.attemptNumber,
    action: kind.action,
    incident_time: now.toISOString(),
    ...(kind.severity === undefined ? {} : { incident_severity: kind.severity }),
    reason_code: kind.reasonCode,
    reason_msg: kind.reasonMsg,
  };
}

const textOf = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Sends one verdict and says how the platform answered; never throws (the proctor's page shows the outcome). */
export async function sendControl(ctx: ToolContext, session: ProctoringSession, action: ProctorAction): Promise<ControlOutcome> {
  const at = new Date().toISOString();
  try {
    const platform = findPlatform(ctx.platforms, session.issuer, session.clientId);
    if (!platform) throw new PlatformError(`This tool no longer trusts the platform ${session.issuer}.`);
    const acsUrl = session.acsUrl;
    if (!acsUrl) throw new PlatformError('The platform offered no assessment control service for this exam.');
    const token = await ctx.tokens.token(platform, ACS_SCOPE);
    let response: Response;
    try {
      response = await fetch(acsUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(controlBody(session, action)),
        signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
      });
    } catch {
      throw new PlatformError(`The platform's assessment control service (${acsUrl}) could not be reached.`);
    }
    if (response.status === 401) ctx.tokens.forget(platform, ACS_SCOPE);
    const answer = (await response.json().catch(() => ({}))) as { status?: unknown; error?: unknown; message?: unknown };
    if (!response.ok) {
      const why = textOf(answer.message) ?? textOf(answer.error);
      throw new PlatformError(
        `The platform refused the ${CONTROLS[action].action} (HTTP ${response.status})${why ? `: ${why}` : '.'}`,
        response.status,
      );
    }
    const platformStatus = textOf(answer.status);
    const message = platformStatus ? `The platform took it: the attempt is ${platformStatus}.` : 'The platform took it.';
    return { action, ok: true, status: response.status, platformStatus, message, at };
  } catch (error) {
    const problem = error instanceof PlatformError ? error : new PlatformError('The verdict could not be sent.');
    console.error(`lti-tool: ${action} of proctoring session ${session.id} not taken: ${problem.message}`);
    return { action, ok: false, status: problem.status, message: problem.message, at };
  }
}
