import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SortItem } from '@lp/contract';
import {
  workflowCalls,
  StartObjectiveWorkflowBodySchema,
  SubmitObjectiveWorkflowBodySchema,
  FinishObjectiveWorkflowBodySchema,
} from '@lp/contract/calls';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { acceptCommand } from '../../commands/respond.ts';
import type { CommandBus, CommandContext } from '../../commands/command-bus.ts';
import { loadRunTree } from '../../data/run-tree/run-tree.ts';
import { partOfActivity } from '../../data/run-tree/activity-access.ts';
import { toActivityWorkflowAggregate } from '../../data/run-tree/build-tree.ts';
import { recordProctoringSession } from '../../lifecycle/proctoring-session.ts';
import { finishActivityWorkflows, startActivityWorkflows, updateActivityWorkflow } from '../../lifecycle/activity-workflows.ts';
import { approveRun, assertGradesCourseOf, gradeRun, releaseRun } from '../../lifecycle/grading.ts';
import { startObjectiveWorkflow } from '../../lifecycle/start-objective-workflow.ts';
import { finishObjectiveWorkflow, submitObjectiveWorkflow } from '../../lifecycle/submit-objective-workflow.ts';
import { workflowView } from '../../data/workflow-view.ts';
import { listRecordsOfAggregate } from './records-repository.ts';
import {
  findObjectiveRecord,
  OBJECTIVE_RECORD_FIELDS,
  OBJECTIVE_RECORD_SORTABLE,
  queryObjectiveRecords,
} from './objective-records-repository.ts';
import { readLoadOptions } from '../../lib/load-options.ts';
import { workflowOwner } from '../../data/run-owner.ts';

/** Results newest first, as previous attempts show them. */
const RECORDS_DEFAULT_SORT: SortItem[] = [{ selector: 'finished', desc: true }];

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** doc 1 §7 workflow calls and doc 2 §7: the lifecycle, every transition checked here. */
export function registerWorkflowRoutes(app: FastifyInstance, db: Db, bus: CommandBus) {
  // The command's payload is the call's body: one schema checks it at the route and in the bus.
  bus.register('startObjectiveWorkflow', StartObjectiveWorkflowBodySchema, startObjectiveWorkflow);
  bus.register('submitObjectiveWorkflow', SubmitObjectiveWorkflowBodySchema, submitObjectiveWorkflow);
  bus.register('finishObjectiveWorkflow', FinishObjectiveWorkflowBodySchema, finishObjectiveWorkflow);

  registerCall(app, workflowCalls.startObjectiveWorkflows, async (request, reply) =>
    acceptCommand(bus, request, reply, 'startObjectiveWorkflow', request.body),
  );
  registerCall(app, workflowCalls.submitObjectiveWorkflows, async (request, reply) =>
    acceptCommand(bus, request, reply, 'submitObjectiveWorkflow', request.body),
  );
  registerCall(app, workflowCalls.finishObjectiveWorkflows, async (request, reply) =>
    acceptCommand(bus, request, reply, 'finishObjectiveWorkflow', request.body),
  );

  /** Calls the spec marks synchronous run at once, in one transaction, with the same handlers' context. */
  const now = <T>(request: FastifyRequest, work: (ctx: CommandContext) => Promise<T>) => {
    const user = currentUser(request);
    return db.transaction((tx) =>
      work({ tx, tenantId: request.tenant.id, userId: user.id, featureFlags: request.tenant.featureFlags, now: new Date() }),
    );
  };
  registerCall(app, workflowCalls.startActivityWorkflows, async (request) =>
    now(request, (ctx) => startActivityWorkflows(request.body, ctx)),
  );
  registerCall(app, workflowCalls.finishActivityWorkflows, async (request) =>
    now(request, (ctx) => finishActivityWorkflows(request.body, ctx)),
  );

  registerCall(app, workflowCalls.updateActivityWorkflow, async (request) => {
    const { ow, aw } = request.params;
    const body = request.body;
    return now(request, (ctx) => updateActivityWorkflow(ctx, { objectiveWorkflowId: ow, activityWorkflowId: aw }, body));
  });

  registerCall(app, workflowCalls.objectiveWorkflow, async (request) => {
    const user = currentUser(request);
    const { id } = request.params;
    const owner = await workflowOwner(db, request.tenant.id, id);
    if (!owner || owner.user_id !== user.id) throw notFound('No such run.');
    return workflowView(db, id);
  });

  registerCall(app, workflowCalls.objectiveRecordsOfAggregate, async (request) => {
    const user = currentUser(request);
    const data = await listRecordsOfAggregate(db, request.tenant.id, user.id, request.params.id, new Date());
    if (!data) throw notFound('No such course.');
    return { data, totalCount: data.length };
  });

  // doc 1 §7 objective-records: the caller's own results. Another learner's result is a 404
  // worded as an unknown one, and a filter naming another learner finds nothing.
  registerCall(app, workflowCalls.objectiveRecordsQuery, async (request) => {
    const user = currentUser(request);
    const options = readLoadOptions(request.query, OBJECTIVE_RECORD_FIELDS, OBJECTIVE_RECORD_SORTABLE, RECORDS_DEFAULT_SORT);
    if (options.filterAttribute.length || options.showcase.length) throw badRequest('filterAttribute and showcase do not apply to results');
    return queryObjectiveRecords(db, request.tenant.id, user.id, options, new Date());
  });

  registerCall(app, workflowCalls.objectiveRecord, async (request) => {
    const user = currentUser(request);
    const record = await findObjectiveRecord(db, request.tenant.id, user.id, request.params.id, new Date());
    if (!record) throw notFound('No such result.');
    return record;
  });

  registerCall(app, workflowCalls.activityWorkflowAggregate, async (request) => {
    const user = currentUser(request);
    const { ow, activityId } = request.params;
    const run = await loadRunTree(db, request.tenant.id, ow, new Date());
    if (run.userId !== user.id) throw notFound('No such run.');
    // An activity that is not the course's root or one of its parts is unknown in this run.
    if (partOfActivity(run, activityId) === undefined) throw notFound('Activity not found.');
    const w = run.workflows.find((x) => x.activity_id === activityId);
    return { activityId, ...(w ? toActivityWorkflowAggregate(w) : { lastActivityWorkflow: null, bestActivityRecord: null }) };
  });

  // Instructor calls: what moves a run through inGrading → graded → gradingApproved → finished.
  // Each acts on one course's runs: the caller must grade that course (item 13 of issue 9),
  // checked before the body is read.
  const gradesRun = {
    authorize: async (request: FastifyRequest<{ Params: { id: string } }>) =>
      assertGradesCourseOf(db, currentUser(request), request.tenant.id, { run: request.params.id }),
  };
  const inTransaction = <T>(request: FastifyRequest, work: (tx: Tx, tenantId: string) => Promise<T>) =>
    db.transaction((tx) => work(tx, request.tenant.id));
  registerCall(
    app,
    workflowCalls.grade,
    async (request) => inTransaction(request, (tx, t) => gradeRun(tx, t, request.params.id, request.body)),
    gradesRun,
  );
  registerCall(
    app,
    workflowCalls.approve,
    async (request) => inTransaction(request, (tx, t) => approveRun(tx, t, request.params.id)),
    gradesRun,
  );
  registerCall(
    app,
    workflowCalls.release,
    async (request) => inTransaction(request, (tx, t) => releaseRun(tx, t, request.params.id, new Date())),
    gradesRun,
  );
  // doc 2 §4 Availability: a session not in an allowed state blocks the learner's course.
  registerCall(
    app,
    workflowCalls.recordProctoringSession,
    async (request) => inTransaction(request, (tx, t) => recordProctoringSession(tx, t, request.params.id, request.body, new Date())),
    {
      authorize: async (request) =>
        assertGradesCourseOf(db, currentUser(request), request.tenant.id, { activityWorkflow: request.params.id }),
    },
  );
}
