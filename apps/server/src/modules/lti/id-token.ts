import { SignJWT } from 'jose';
import { LtiMessageType, LtiPaths } from '@lp/contract/lti';
import type { LaunchRow, ToolRow } from './lti-repository.ts';
import type { SigningKey } from '../../lib/platform-keys.ts';

/** An id_token is good for this long (the tool verifies it at once). */
const ID_TOKEN_LIFETIME_S = 300;

const LTI = 'https://purl.imsglobal.org/spec/lti/claim';
const LEARNER_ROLE = 'http://purl.imsglobal.org/vocab/lis/v2/membership#Learner';

/** What a launch tells the tool about the learner, the course and the activity. */
export interface LaunchFacts {
  issuer: string;
  launch: LaunchRow;
  tool: ToolRow;
  nonce: string;
  user: { id: string; givenName: string; familyName: string; email: string | null };
  course: { objectiveId: string; code: string | null; title: string };
  activity: { id: string; title: string; toolUrl: string | null; customParameters: Record<string, string> };
  platform: { guid: string; name: string; version: string };
  /** Claims a message adds of its own (LTI-AP's session data, attempt and return points). */
  extraClaims?: Record<string, unknown>;
}

/**
 * The claims of an LTI 1.3 launch (LTI Core 1.3 §5.3–5.4, AGS 2.0 §3.1, Submission Review
 * 1.0). Personal data goes only to a tool registered to receive it (shareName, shareEmail).
 */
export function launchClaims(f: LaunchFacts, now: Date): Record<string, unknown> {
  const { issuer, launch, tool, user, course, activity } = f;
  const returnUrl = new URL('/learn/lti-tool-callback', issuer);
  returnUrl.searchParams.set('objectiveId', course.objectiveId);
  returnUrl.searchParams.set('activityId', activity.id);
  returnUrl.searchParams.set('workflowId', launch.objective_workflow_id);
  const agsScopes = tool.scopes;
  const iat = Math.floor(now.getTime() / 1000);
  return {
    iss: issuer,
    aud: tool.client_id,
    azp: tool.client_id,
    sub: user.id,
    iat,
    exp: iat + ID_TOKEN_LIFETIME_S,
    nonce: f.nonce,
    ...(tool.share_name
      ? { name: `${user.givenName} ${user.familyName}`.trim(), given_name: user.givenName, family_name: user.familyName }
      : {}),
    ...(tool.share_email && user.email ? { email: user.email } : {}),
    locale: launch.locale,
    [`${LTI}/message_type`]: launch.message_type,
    [`${LTI}/version`]: '1.3.0',
    [`${LTI}/deployment_id`]: tool.deployment_id,
    [`${LTI}/target_link_uri`]: activity.toolUrl ?? tool.target_link_uri,
    [`${LTI}/resource_link`]: { id: activity.id, title: activity.title },
    [`${LTI}/roles`]: [LEARNER_ROLE],
    [`${LTI}/context`]: {
      id: course.objectiveId,
      ...(course.code ? { label: course.code } : {}),
      title: course.title,
      type: ['http://purl.imsglobal.org/vocab/lis/v2/course#CourseOffering'],
    },
    [`${LTI}/launch_presentation`]: { document_target: launch.document_target, return_url: returnUrl.toString(), locale: launch.locale },
    [`${LTI}/tool_platform`]: {
      guid: f.platform.guid,
      name: f.platform.name,
      product_family_code: 'learner-portal',
      version: f.platform.version,
    },
    [`${LTI}/custom`]: { ...tool.custom_parameters, ...activity.customParameters },
    ...(launch.message_type === LtiMessageType.submissionReview
      ? { [`${LTI}/for_user`]: { user_id: user.id, roles: [LEARNER_ROLE] } }
      : {}),
    ...(agsScopes.length
      ? {
          'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint': {
            scope: agsScopes,
            lineitems: new URL(LtiPaths.lineItems(course.objectiveId), issuer).toString(),
            lineitem: new URL(LtiPaths.lineItem(course.objectiveId, activity.id), issuer).toString(),
          },
        }
      : {}),
    ...f.extraClaims,
  };
}

export async function signIdToken(claims: Record<string, unknown>, key: SigningKey): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: key.kid }).sign(key.privateKey);
}
