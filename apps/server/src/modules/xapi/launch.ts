import { randomUUID } from 'node:crypto';
import type { Cmi5LaunchAnswer } from '@lp/contract/cmi5';
import { Cmi5Paths, XAPI_PREFIX } from '@lp/contract/cmi5';
import { Cmi5Iri, Cmi5LaunchMode, Cmi5MoveOn, Cmi5Verb, isRunInProgress, type WorkflowState } from '@lp/domain';
import type { Db } from '../../db/client.ts';
import { lastRunSessionSql } from '../../data/proctoring-sessions.ts';
import { locateActivity } from '../../data/run-tree/activity-access.ts';
import { loadRunTree } from '../../data/run-tree/run-tree.ts';
import { CONTENT_TOKEN_SECONDS, signContentToken } from '../../lib/content-token.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { assertRunNotProctoringBlocked } from '../../lifecycle/proctoring-block.ts';
import { learnerAgent, learnerKey } from './agents.ts';
import { Cmi5ContentSchema, type Cmi5Content } from './cmi5-content.ts';
import { insertSession, openSessionsOf, registrationFor } from './cmi5-repository.ts';
import { documentBytes, putDocument } from './documents.ts';
import { contextTemplate, isoDuration, keepLmsStatement } from './lms-statements.ts';
import { hashSecret, newSecret } from './session-token.ts';

export interface LaunchRequest {
  tenantId: string;
  userId: string;
  objectiveWorkflowId: string;
  activityWorkflowId: string;
  /** The portal's address for this tenant: the LRS endpoint, the learner's account home page. */
  homePage: string;
  contentOrigin: string;
  contentTokenKey: string;
  now: Date;
}

export interface LaunchedAu extends Cmi5LaunchAnswer {
  sessionId: string;
  /** A Normal launch of a NotApplicable AU: satisfied now (cmi5 §9.6.1), so the caller settles it and tells the lifecycle. */
  notApplicable: boolean;
}

/** The activity id the LMS makes for an AU (cmi5 §8.1.5): its own, never the publisher's, the same for every registration. */
export const auIri = (homePage: string, activityId: string) => `${homePage}${XAPI_PREFIX}/activities/au/${activityId}`;
/** The course object of satisfied statements (cmi5 §9.4): the LMS's own id for the course of a package. */
export const courseIri = (homePage: string, packageId: string) => `${homePage}${XAPI_PREFIX}/activities/course/${packageId}`;

/**
 * Launches the AU of one of the learner's activity workflows (cmi5 §8, §10): the run is
 * theirs and not blocked, the activity open to them by the lock rules all content obeys; a
 * run or activity no longer in progress is launched in Review (cmi5 §10.2.2). In one
 * transaction: the registration of this course run, a session left open abandoned (§9.3.6),
 * a new session, LMS.LaunchData written (§10), "launched" recorded (§9.3.1). Answers the
 * AU's URL with the five launch parameters (§8.1).
 */
export async function launchAu(db: Db, request: LaunchRequest): Promise<LaunchedAu> {
  const { tenantId, userId, objectiveWorkflowId, activityWorkflowId, homePage, now } = request;
  const [owner] = await db.query<{ user_id: string; state: WorkflowState; proctoring_state: string | null }>(
    `SELECT user_id, state, ${lastRunSessionSql('objective_workflows.id')}->>'state' AS proctoring_state
       FROM objective_workflows WHERE id = $1 AND tenant_id = $2`,
    [objectiveWorkflowId, tenantId],
  );
  if (!owner || owner.user_id !== userId) throw notFound('No such run.');
  const run = await loadRunTree(db, tenantId, objectiveWorkflowId, now);
  const workflow = run.workflows.find((w) => w.id === activityWorkflowId);
  if (!workflow) throw notFound('No such activity workflow in this run.');
  const located = locateActivity(run, workflow.activity_part_id, now);
  if (!located) throw notFound('No such activity in this course.');
  if (located.lockedReason) throw new HttpError(403, 'forbidden', 'This activity is locked.', { reason: [located.lockedReason] });
  const working = isRunInProgress(owner.state) && isRunInProgress(workflow.state);
  if (working) assertRunNotProctoringBlocked(owner.proctoring_state);
  const launchMode = working ? Cmi5LaunchMode.normal : Cmi5LaunchMode.review;

  const [activity] = await db.query<{ type: string; content: unknown }>(
    'SELECT type, content FROM activities WHERE id = $1 AND tenant_id = $2',
    [workflow.activity_id, tenantId],
  );
  if (!activity || activity.type !== 'cmi5') throw badRequest('This activity is not a cmi5 assignable unit.', { reason: ['notCmi5'] });
  const parsed = Cmi5ContentSchema.safeParse(activity.content);
  if (!parsed.success) throw conflict('This cmi5 activity was imported without what a launch needs; import its package again.');
  const content = parsed.data;

  const sessionId = randomUUID();
  const fetchKey = newSecret();
  const auUrl = launchUrl(request, content);
  const session = {
    id: sessionId,
    tenant_id: tenantId,
    activity_id: workflow.activity_id,
    activity_workflow_id: activityWorkflowId,
    user_id: userId,
    au_iri: auIri(homePage, workflow.activity_id),
    publisher_id: content.auId,
    launch_mode: launchMode,
    move_on: content.moveOn,
    mastery_score: content.masteryScore ?? null,
    fetch_hash: hashSecret(fetchKey),
    launched_at: now,
    expires_at: new Date(now.getTime() + CONTENT_TOKEN_SECONDS * 1000),
  };
  const registrationId = await db.transaction(async (tx) => {
    const registration = await registrationFor(tx, {
      tenantId,
      userId,
      objectiveWorkflowId,
      courseIri: courseIri(homePage, content.packageId),
    });
    for (const open of await openSessionsOf(tx, registration.id, workflow.activity_id)) {
      // cmi5 §9.3.6, §9.5.4.2: abandoned, with the time from launched to the AU's last statement.
      const last = open.last_statement_at ?? open.launched_at;
      await keepLmsStatement(
        tx,
        homePage,
        open,
        Cmi5Verb.abandoned,
        { result: { duration: isoDuration(last.getTime() - open.launched_at.getTime()) } },
        now,
      );
      await tx.query('UPDATE cmi5_sessions SET abandoned_at = $2 WHERE id = $1', [open.id, now]);
    }
    const row = { ...session, registration_id: registration.id };
    await insertSession(tx, row);
    const launchData = {
      contextTemplate: contextTemplate(row),
      launchMode,
      launchMethod: content.launchMethod,
      moveOn: content.moveOn,
      ...(content.masteryScore !== undefined ? { masteryScore: content.masteryScore } : {}),
      ...(content.launchParameters !== undefined ? { launchParameters: content.launchParameters } : {}),
      ...(content.entitlementKey !== undefined ? { entitlementKey: { courseStructure: content.entitlementKey } } : {}),
    };
    await putDocument(
      tx,
      { tenantId, kind: 'state', actorKey: learnerKey(homePage, userId), activityId: row.au_iri, registration: registration.id },
      'LMS.LaunchData',
      { contentType: 'application/json', content: documentBytes(launchData, 'application/json') },
      { requireForExisting: false },
      now,
    );
    await keepLmsStatement(
      tx,
      homePage,
      row,
      Cmi5Verb.launched,
      {
        extensions: {
          [Cmi5Iri.launchMode]: launchMode,
          [Cmi5Iri.launchUrl]: auUrl.toString(),
          [Cmi5Iri.moveOn]: content.moveOn,
          ...(content.masteryScore !== undefined ? { [Cmi5Iri.masteryScore]: content.masteryScore } : {}),
          ...(content.launchParameters !== undefined ? { [Cmi5Iri.launchParameters]: content.launchParameters } : {}),
        },
      },
      now,
    );
    return registration.id;
  });

  // cmi5 §8.1: the five launch parameters, URL-encoded, after whatever query the AU's URL has.
  const url = new URL(auUrl);
  url.searchParams.set('endpoint', `${homePage}${XAPI_PREFIX}/`);
  url.searchParams.set('fetch', `${homePage}${Cmi5Paths.fetch(sessionId, fetchKey)}`);
  url.searchParams.set('actor', JSON.stringify(learnerAgent(homePage, userId)));
  url.searchParams.set('registration', registrationId);
  url.searchParams.set('activityId', session.au_iri);
  return {
    url: url.toString(),
    launchMethod: content.launchMethod,
    launchMode,
    moveOn: content.moveOn,
    sessionId,
    notApplicable: launchMode === Cmi5LaunchMode.normal && content.moveOn === Cmi5MoveOn.notApplicable,
  };
}

/** The AU's URL without the launch parameters (cmi5 §9.6.3.4): on the content origin behind a launch token, or the absolute URL the package names. */
function launchUrl(request: LaunchRequest, content: Cmi5Content): URL {
  if (/^https?:\/\//i.test(content.launch)) return new URL(content.launch);
  const token = signContentToken(
    request.contentTokenKey,
    { t: request.tenantId, p: content.packageId, u: request.userId, w: request.activityWorkflowId },
    request.now.getTime(),
  );
  return new URL(`${request.contentOrigin}/packages/${token}/${content.launch.replace(/^\/+/, '')}`);
}
