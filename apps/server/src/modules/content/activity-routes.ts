import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_PATHS, type ActivityContentView, type ActivityRecordView } from '@lp/contract';
import { contentCalls } from '@lp/contract/calls';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { LoadOptionsError, parseFilter, parseJsonParam } from '@lp/contract';
import { currentUser } from '../../plugins/session.ts';
import { activityView } from '../../data/run-tree/build-tree.ts';
import { locateActivity, partOfActivity } from '../../data/run-tree/activity-access.ts';
import { listActivityRecords } from './activity-records-repository.ts';
import { loadActivityContent, loadScriptedHtml } from './content-repository.ts';
import { SCRIPTED_PAGE_POLICY } from '../../lib/content-security-policy.ts';
import { loadRunTree, type RunTree } from '../../data/run-tree/run-tree.ts';
import { withholdRecordResults } from '../../data/run-tree/withhold-results.ts';
import { activityModesOfRun } from '../../lifecycle/team-submission.ts';

/** The run and, but for the root's calls, the activity part (validated by the call's schema). */
type RunRequest = FastifyRequest<{ Params: { ow: string; path?: string } }>;

/** The learner's own run, or a 404 that does not tell whether it exists. */
export async function ownRun(db: Db, request: FastifyRequest, ow: string): Promise<RunTree> {
  const user = currentUser(request);
  const run = await loadRunTree(db, request.tenant.id, ow, new Date()).catch(() => undefined);
  if (!run || run.userId !== user.id) throw notFound('No such run.');
  return run;
}

/** doc 2 §7 activity tree calls: one activity with its content, or its children; locked content is withheld. */
export function registerActivityRoutes(app: FastifyInstance, db: Db) {
  const activity = async (request: RunRequest): Promise<ActivityContentView> => {
    const { ow, path } = request.params;
    const run = await ownRun(db, request, ow);
    const located = locateActivity(run, path ?? null, new Date());
    if (!located) throw notFound('Activity not found.');
    const node = located.node;
    const activityRow = node ? node.childActivity : { ...activityView(run.root), children: null, activityWorkflowAggregate: null };
    const { children: _c, activityWorkflowAggregate, ...activityOnly } = activityRow;
    const scriptedUrl = request.tenant.featureFlags.mediaBlockScripts === true ? CONTENT_PATHS.scriptedContent(ow, path) : undefined;
    const content = located.lockedReason ? null : await loadActivityContent(db, activityOnly.id, scriptedUrl);
    const team = node ? (await activityModesOfRun(db, request.tenant.id, ow, [node.id])).get(node.id) : undefined;
    return {
      activityPathId: node?.activityPathId ?? null,
      axis: located.axis,
      activity: activityOnly,
      lockedReason: located.lockedReason,
      opensAt: located.opensAt,
      content,
      activityWorkflowAggregate: activityWorkflowAggregate ?? null,
      // Decision 0020: only an activity that supports collaborative mode says how the learner does it.
      ...(team && { team }),
    };
  };
  registerCall(app, contentCalls.rootActivity, activity);
  registerCall(app, contentCalls.activity, activity);

  /**
   * The script copy as a page of its own, under the same locks: its policy sandboxes it
   * (an opaque origin: no cookies, no portal, no calls) and lets only its inline parts run.
   */
  const scripted = async (request: RunRequest, reply: FastifyReply) => {
    const { ow, path } = request.params;
    if (request.tenant.featureFlags.mediaBlockScripts !== true) throw notFound('Activity not found.');
    const run = await ownRun(db, request, ow);
    const located = locateActivity(run, path ?? null, new Date());
    if (!located || located.lockedReason) throw notFound('Activity not found.');
    const html = await loadScriptedHtml(db, located.node ? located.node.childActivity.id : activityView(run.root).id);
    if (html === undefined) throw notFound('This activity has no scripted copy.');
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', SCRIPTED_PAGE_POLICY)
      .header('cache-control', 'private, no-store')
      .send(html);
  };
  registerCall(app, contentCalls.rootScriptedContent, scripted);
  registerCall(app, contentCalls.scriptedContent, scripted);

  const children = async (request: RunRequest) => {
    const { ow, path } = request.params;
    const run = await ownRun(db, request, ow);
    if (!path) return { data: run.tree };
    const located = locateActivity(run, path, new Date());
    if (!located?.node) throw notFound('Activity not found.');
    // The children of a locked module are listed (the table of contents shows them greyed) but hold no content anyway.
    return { data: located.node.childActivity.children ?? [] };
  };
  registerCall(app, contentCalls.rootChildren, children);
  registerCall(app, contentCalls.children, children);

  const records = async (run: RunTree, activityId: string | undefined): Promise<ActivityRecordView[]> => {
    const views = await listActivityRecords(db, run.objectiveWorkflowId, activityId);
    return run.resultsWithheld ? views.map(withholdRecordResults) : views;
  };
  registerCall(app, contentCalls.activityRecords, async (request) => {
    const { ow, activityId } = request.params;
    const run = await ownRun(db, request, ow);
    // Not the course's root nor one of its parts: unknown in this run, as the other calls that name an activity answer.
    if (partOfActivity(run, activityId) === undefined) throw notFound('Activity not found.');
    return { data: await records(run, activityId) };
  });
  registerCall(app, contentCalls.activityRecordsQuery, async (request) => {
    const { ow } = request.params;
    const raw = request.query.filter;
    let activityId: string | undefined;
    try {
      const filter = raw ? parseFilter(parseJsonParam('filter', raw), { 'activity.id': { type: 'uuid' } }) : undefined;
      if (filter && (filter.kind !== 'condition' || filter.operator !== '=')) throw new LoadOptionsError('filter on activity.id with "="');
      activityId = filter?.kind === 'condition' ? String(filter.value) : undefined;
    } catch (error) {
      if (error instanceof LoadOptionsError) throw badRequest(error.message);
      throw error;
    }
    const run = await ownRun(db, request, ow);
    const data = await records(run, activityId);
    return { data, totalCount: data.length };
  });
}
