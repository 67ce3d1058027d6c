import type { Translator } from '@lp/i18n';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from '../../lib/html.ts';
import { LtiMessageType, LtiPaths } from '@lp/contract/lti';
import { openProctoredAttempt } from '../../lifecycle/proctored-attempts.ts';
import { claimLaunch, findLaunch, findLaunchSubject, findToolById, type LaunchRow, type LaunchSubjectRow } from './lti-repository.ts';
import { launchClaims, signIdToken } from './id-token.ts';
import { autoSubmitForm, launchPage, refusalPage, type LtiRefusal, type PageAnswer } from './launch-pages.ts';
import type { PlatformKeys } from '../../lib/platform-keys.ts';
import { isUuid } from '../../lib/is-uuid.ts';

export interface AuthorizeContext {
  db: Db;
  keys: PlatformKeys;
  t: Translator;
  issuer: string;
  tenant: { id: string; name: string };
  /** The signed-in user of the request, when the browser sent the portal's session cookie. */
  sessionUserId: string | null;
  appVersion: string;
  now: Date;
}

const single = (params: Record<string, unknown>, name: string): string | undefined => {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The platform's OIDC authorization endpoint (LTI Security Framework §5.1.1.2–5.1.1.3):
 * the tool's login redirects the learner here; the launch named by lti_message_hint
 * must be this learner's (login_hint, and the session when the browser sends it), for
 * this client and one of its registered redirect URIs, unused and unexpired; then one
 * id_token is signed with the tool's nonce and posted to the tool (form_post). Anything
 * else is a page that says what was wrong, with nothing spent.
 */
export async function authorize(params: Record<string, unknown>, ctx: AuthorizeContext): Promise<PageAnswer> {
  const { t } = ctx;
  const refuse = (status: number, reason: LtiRefusal, values?: Record<string, string>) =>
    refusalPage(t, status, t.t(`lti.refusal.${reason}`, values));
  const required = [
    'scope',
    'response_type',
    'client_id',
    'redirect_uri',
    'login_hint',
    'lti_message_hint',
    'state',
    'nonce',
    'response_mode',
    'prompt',
  ] as const;
  const missing = required.filter((name) => !single(params, name));
  if (missing.length) return refuse(400, 'missingParams', { params: missing.join(', ') });
  const p = Object.fromEntries(required.map((name) => [name, single(params, name)!])) as Record<(typeof required)[number], string>;
  if (!p.scope.split(' ').includes('openid')) return refuse(400, 'scope');
  if (p.response_type !== 'id_token') return refuse(400, 'responseType');
  if (p.response_mode !== 'form_post') return refuse(400, 'responseMode');
  if (p.prompt !== 'none') return refuse(400, 'prompt');
  if (p.nonce.length > 255 || p.state.length > 2048) return refuse(400, 'tooLong');
  if (!isUuid(p.lti_message_hint)) return refuse(400, 'unknownLaunch');

  const launch = await findLaunch(ctx.db, ctx.tenant.id, p.lti_message_hint);
  if (!launch) return refuse(400, 'unknownLaunch');
  const tool = await findToolById(ctx.db, launch.tool_id);
  if (!tool || tool.client_id !== p.client_id) return refuse(400, 'clientId');
  if (!tool.redirect_uris.includes(p.redirect_uri)) return refuse(400, 'redirectUri');
  if (p.login_hint !== launch.user_id || (ctx.sessionUserId !== null && ctx.sessionUserId !== launch.user_id)) {
    return refuse(403, 'otherUser');
  }
  if (launch.used_at) return refuse(400, 'used');
  if (launch.expires_at <= ctx.now) return refuse(400, 'expired');

  const subject = await findLaunchSubject(ctx.db, launch);
  if (!subject) return refuse(404, 'activityGone');
  // Spend the launch last: a refused request above leaves it usable, a replay finds it used.
  if (!(await claimLaunch(ctx.db, launch.id, p.nonce, ctx.now))) return refuse(400, 'nonceUsed');

  const extraClaims = launch.message_type === LtiMessageType.startProctoring ? await startProctoringClaims(ctx, launch, subject) : {};
  const claims = launchClaims(
    {
      issuer: ctx.issuer,
      launch,
      tool,
      nonce: p.nonce,
      user: { id: launch.user_id, givenName: subject.first_name, familyName: subject.last_name, email: subject.email },
      course: { objectiveId: subject.objective_id, code: subject.code, title: subject.course_name },
      activity: {
        id: subject.activity_id,
        title: subject.activity_name,
        toolUrl: subject.tool_url,
        customParameters: customOf(launch, subject),
      },
      platform: { guid: ctx.tenant.id, name: ctx.tenant.name, version: ctx.appVersion },
      extraClaims,
    },
    ctx.now,
  );
  const idToken = await signIdToken(claims, await ctx.keys.signingKey());
  const body =
    `<h1>${escapeHtml(t.t('lti.launch.opening', { name: subject.activity_name }))}</h1>` +
    autoSubmitForm(p.redirect_uri, { id_token: idToken, state: p.state }, t.t('lti.launch.continue'));
  return launchPage(t, body, new URL(p.redirect_uri).origin);
}

const AP = 'https://purl.imsglobal.org/spec/lti-ap/claim';

/**
 * LtiStartProctoring (decision 0021): a new attempt and its start token are made as the
 * id_token is signed, so the token travels in the signed session_data and is never stored.
 */
async function startProctoringClaims(
  ctx: AuthorizeContext,
  launch: LaunchRow,
  subject: LaunchSubjectRow,
): Promise<Record<string, unknown>> {
  const attempt = await ctx.db.transaction((tx) =>
    openProctoredAttempt(tx, {
      tenantId: ctx.tenant.id,
      userId: launch.user_id,
      activityWorkflowId: launch.activity_workflow_id,
      activityPathId: subject.activity_part_id,
      now: ctx.now,
    }),
  );
  return {
    [`${AP}/session_data`]: attempt.token,
    [`${AP}/attempt_number`]: attempt.attemptNumber,
    [`${AP}/start_assessment_url`]: new URL(LtiPaths.startAssessment, ctx.issuer).toString(),
    [`${AP}/acs`]: {
      actions: ['flag', 'terminate', 'update'],
      assessment_control_url: new URL(LtiPaths.assessmentControl, ctx.issuer).toString(),
    },
  };
}

/** The activity's custom parameters; a proctoring tool is also told the exam's length in minutes (what the learner must plan for). */
function customOf(launch: LaunchRow, subject: LaunchSubjectRow): Record<string, string> {
  const custom = subject.custom_parameters ?? {};
  if (launch.message_type !== LtiMessageType.startProctoring || !subject.duration) return custom;
  return { ...custom, minutes: String(Math.round(subject.duration / 60)) };
}
