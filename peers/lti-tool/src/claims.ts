/** The LTI claims the tool uses, read from a verified id_token (LTI Core 1.3 §5.3–5.4). */
import type { JWTPayload } from 'jose';
import { Claim, ProctoringClaim } from './spec.ts';

export interface LaunchClaims {
  messageType: string;
  /** The user's id at the platform (AGS `userId`). */
  sub: string;
  /** The name to greet the user by: `name`, else `given_name family_name`, else `sub`. */
  name: string;
  resourceLinkId: string;
  activityTitle: string;
  courseTitle: string;
  locale: string | undefined;
  returnUrl: string | undefined;
  custom: Record<string, unknown>;
  /** The AGS endpoint claim: the scopes granted and the activity's line item URL. */
  ags: { scope: string[]; lineitem: string | undefined } | undefined;
  /** Submission review: the learner whose work is reviewed (for_user.user_id), else `sub`. */
  reviewedUserId: string;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export function readClaims(payload: JWTPayload): LaunchClaims {
  const claims = payload as Record<string, unknown>;
  const resourceLink = record(claims[Claim.resourceLink]);
  const presentation = record(claims[Claim.launchPresentation]);
  const endpoint = claims[Claim.agsEndpoint] === undefined ? undefined : record(claims[Claim.agsEndpoint]);
  const sub = text(payload.sub) ?? '';
  const fullName = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return {
    messageType: String(claims[Claim.messageType] ?? ''),
    sub,
    name: text(claims.name) ?? (fullName || sub),
    resourceLinkId: text(resourceLink.id) ?? '',
    activityTitle: text(resourceLink.title) ?? 'Quiz',
    courseTitle: text(record(claims[Claim.context]).title) ?? '',
    locale: text(presentation.locale),
    returnUrl: text(presentation.return_url),
    custom: record(claims[Claim.custom]),
    ags: endpoint && {
      scope: Array.isArray(endpoint.scope) ? endpoint.scope.filter((s): s is string => typeof s === 'string') : [],
      lineitem: text(endpoint.lineitem),
    },
    reviewedUserId: text(record(claims[Claim.forUser]).user_id) ?? sub,
  };
}

/** The LTI-AP claims of LtiStartProctoring (and the attempt number of LtiEndAssessment). */
export interface ProctoringClaims {
  sessionData: string | undefined;
  attemptNumber: number | string | undefined;
  startAssessmentUrl: string | undefined;
  acsUrl: string | undefined;
  /** The ACS actions the platform offers; undefined when it does not say. */
  acsActions: string[] | undefined;
  /** `custom.minutes`: the exam's duration, when a positive number. */
  minutes: number | undefined;
}

export function readProctoringClaims(payload: JWTPayload): ProctoringClaims {
  const claims = payload as Record<string, unknown>;
  const acs = record(claims[ProctoringClaim.acs]);
  const attempt = claims[ProctoringClaim.attemptNumber];
  const minutes = Number(record(claims[Claim.custom]).minutes);
  return {
    sessionData: text(claims[ProctoringClaim.sessionData]),
    attemptNumber: typeof attempt === 'number' || (typeof attempt === 'string' && attempt !== '') ? attempt : undefined,
    startAssessmentUrl: text(claims[ProctoringClaim.startAssessmentUrl]),
    acsUrl: text(acs.assessment_control_url),
    acsActions: Array.isArray(acs.actions) ? acs.actions.filter((a): a is string => typeof a === 'string') : undefined,
    minutes: Number.isFinite(minutes) && minutes > 0 ? minutes : undefined,
  };
}
