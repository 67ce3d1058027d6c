import { randomUUID } from 'node:crypto';
import type { ActivityTreeNode } from '@lp/contract';
import type { ResourceLinkAnswer } from '@lp/contract/lti';
import { LtiDocumentTarget, LtiMessageType } from '@lp/contract/lti';
import type { z } from 'zod';
import type { ResourceLinkBodySchema } from '@lp/contract/calls';
import type { WorkflowState } from '@lp/domain';
import { canOpenProctoredExam, FileType, findInTree, getReviewHiddenReason, isRunInProgress } from '@lp/domain';
import { ErrorCodes } from '@lp/contract';
import type { Queryable } from '../../db/client.ts';
import { isOriginAllowed } from '../../lib/content-security-policy.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { loadRunTree } from '../../data/run-tree/run-tree.ts';
import { locateActivity } from '../../data/run-tree/activity-access.ts';
import { assertRunNotProctoringBlocked } from '../../lifecycle/proctoring-block.ts';
import { lastRunSessionSql } from '../../data/proctoring-sessions.ts';
import { lastSessionOf } from '../../lifecycle/proctored-attempts.ts';
import { findLtiActivity, findToolById, insertLaunch, type LaunchRow, type ToolRow } from './lti-repository.ts';
import { assertToolReachable } from './tool-reachable.ts';

/** A launch must reach the platform's authorization endpoint this soon after it begins. */
export const LAUNCH_LIFETIME_MS = 5 * 60 * 1000;

export interface LaunchRequest {
  tenantId: string;
  userId: string;
  objectiveWorkflowId: string;
  body: z.output<typeof ResourceLinkBodySchema>;
  locale: string;
  issuer: string;
  allowedExternalSources: readonly string[];
  now: Date;
}

const notLaunchable = (message: string, reason: string) => new HttpError(400, 'badRequest', message, { reason: [reason] });

/**
 * doc 2 §7 resource-link: begins a launch of one activity of the caller's run. The run
 * must be theirs and not blocked by proctoring; the activity open to them by the same
 * lock rules as all content (locateActivity); a launch is in progress work, a review is
 * of work handed in and obeys the review policy (getReviewHiddenReason). Answers the
 * tool's OIDC login initiation URL (LTI Security Framework §5.1.1.1).
 */
export async function beginLaunch(db: Queryable, request: LaunchRequest): Promise<ResourceLinkAnswer> {
  const { tenantId, userId, objectiveWorkflowId, body, now } = request;
  const [owner] = await db.query<{ user_id: string; state: WorkflowState; proctoring_state: string | null }>(
    `SELECT user_id, state, ${lastRunSessionSql('objective_workflows.id')}->>'state' AS proctoring_state
       FROM objective_workflows WHERE id = $1 AND tenant_id = $2`,
    [objectiveWorkflowId, tenantId],
  );
  if (!owner || owner.user_id !== userId) throw notFound('No such run.');
  const review = body.messageType === LtiMessageType.submissionReview;
  const endOfExam = body.messageType === LtiMessageType.endAssessment;
  if (!review && !endOfExam) {
    if (!isRunInProgress(owner.state)) throw conflict('This course is no longer in progress.');
    assertRunNotProctoringBlocked(owner.proctoring_state);
  }
  const run = await loadRunTree(db, tenantId, objectiveWorkflowId, now);
  const awId = body.activityWorkflowIds[0]!;
  const workflow = run.workflows.find((w) => w.id === awId);
  if (!workflow) throw notFound('No such activity workflow in this run.');
  const partId = workflow.activity_part_id;
  if (body.activityPartIds?.length && body.activityPartIds[0] !== partId) {
    throw new HttpError(400, 'badRequest', 'activityPartIds is not the part of this activity workflow.', {
      activityPartIds: ['notThisActivity'],
    });
  }
  const located = locateActivity(run, partId, now);
  if (!located) throw notFound('No such activity in this course.');
  if (located.lockedReason) throw new HttpError(403, 'forbidden', 'This activity is locked.', { reason: [located.lockedReason] });

  if (review) {
    if (isRunInProgress(workflow.state)) throw conflict('This activity has not been handed in yet, so there is nothing to review.');
    const node = partId ? findInTree<ActivityTreeNode>(run.tree, (n) => n.id === partId)?.node : undefined;
    const hidden = node ? getReviewHiddenReason(node, now) : null;
    if (hidden) throw new HttpError(403, 'forbidden', 'Review of this activity is not available.', { reason: [hidden] });
  } else if (endOfExam) {
    if (isRunInProgress(workflow.state)) throw conflict('This exam has not been handed in yet.');
  } else if (!isRunInProgress(workflow.state)) {
    throw conflict('This activity was handed in; open its review instead.');
  }

  const activity = await findLtiActivity(db, workflow.activity_id);
  if (!activity || activity.type !== 'lti') throw notLaunchable('This activity is not a tool-based activity.', 'notLti');
  // doc 1 §8 501: the portal is an LTI 1.3 platform; a link of the older kind is a feature it does not implement.
  if (activity.file_type === FileType.Lti11)
    throw new HttpError(501, ErrorCodes.notImplemented, 'LTI 1.1 tools cannot be launched: the portal launches LTI 1.3 tools only.');
  await assertProctoringStep(db, body.messageType, activity.proctored, awId);
  const tool = activity.lti_tool_id ? await findToolById(db, activity.lti_tool_id) : undefined;
  if (!tool) throw notLaunchable('This activity has no registered tool to launch.', 'noTool');
  const messageType = body.messageType;
  if (!tool.messages.includes(messageType)) {
    throw notLaunchable(
      review ? 'This tool does not offer a review of attempts.' : 'This tool does not accept this kind of launch.',
      'messageNotSupported',
    );
  }
  const documentTarget =
    body.documentTarget ?? (activity.document_target === LtiDocumentTarget.window ? LtiDocumentTarget.window : LtiDocumentTarget.iframe);
  if (
    documentTarget === LtiDocumentTarget.iframe &&
    !toolOrigins(tool).every((origin) => isOriginAllowed(origin, request.allowedExternalSources))
  ) {
    throw new HttpError(
      403,
      'forbidden',
      'This tool may not be shown inside the portal: its address is not among the allowed external sources.',
      { reason: ['toolOriginNotAllowed'] },
    );
  }

  await assertToolReachable(tool.login_url);

  const launch: Omit<LaunchRow, 'used_at'> & { created_at: Date } = {
    id: randomUUID(),
    tenant_id: tenantId,
    user_id: userId,
    tool_id: tool.id,
    objective_workflow_id: objectiveWorkflowId,
    activity_workflow_id: awId,
    message_type: messageType,
    document_target: documentTarget,
    locale: request.locale,
    created_at: now,
    expires_at: new Date(now.getTime() + LAUNCH_LIFETIME_MS),
  };
  await insertLaunch(db, launch);
  return {
    targetLinkUri: loginInitiationUrl(tool, launch.id, userId, request.issuer, activity.tool_url ?? tool.target_link_uri),
    documentTarget,
  };
}

/**
 * A proctored exam (decision 0021) is started through the proctoring tool
 * (LtiStartProctoring), opens only inside the session that tool started, and is closed
 * with LtiEndAssessment; those two messages are for proctored activities only.
 */
async function assertProctoringStep(db: Queryable, messageType: LtiMessageType, proctored: boolean, activityWorkflowId: string) {
  const proctoringMessage = messageType === LtiMessageType.startProctoring || messageType === LtiMessageType.endAssessment;
  if (proctoringMessage && !proctored) throw notLaunchable('This activity is not proctored.', 'notProctored');
  if (messageType !== LtiMessageType.resourceLink || !proctored) return;
  if (!canOpenProctoredExam(await lastSessionOf(db, activityWorkflowId))) {
    throw new HttpError(409, 'conflict', 'Start the exam through the proctoring tool first.', { reason: ['proctoringNotStarted'] });
  }
}

/** The origins the learner's frame visits: the tool's login page and where the id_token is posted. */
const toolOrigins = (tool: ToolRow) => [tool.login_url, ...tool.redirect_uris].map((url) => new URL(url).origin);

/** The tool's OIDC login initiation (LTI Security Framework §5.1.1.1), as a GET URL. */
export function loginInitiationUrl(tool: ToolRow, launchId: string, userId: string, issuer: string, targetLinkUri: string): string {
  const url = new URL(tool.login_url);
  url.searchParams.set('iss', issuer);
  url.searchParams.set('login_hint', userId);
  url.searchParams.set('target_link_uri', targetLinkUri);
  url.searchParams.set('lti_message_hint', launchId);
  url.searchParams.set('client_id', tool.client_id);
  url.searchParams.set('lti_deployment_id', tool.deployment_id);
  return url.toString();
}
