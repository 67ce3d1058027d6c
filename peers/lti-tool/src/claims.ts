/** The LTI claims the tool uses, read from a verified id_token (LTI Core 1.3 §5.3–5.4). */
import type { JWTPayload } from 'jose';
import { Claim } from './spec.ts';

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

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
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
