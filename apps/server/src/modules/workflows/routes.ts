import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PROCTORING_PATHS, WORKFLOW_PATHS } from '@lp/contract';
import type { WorkflowState } from '@lp/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/session.ts';
import { acceptCommand, type CommandBus, type CommandContext } from '../commands/index.ts';
import { loadRunTree } from '../content/index.ts';
import { recordProctoringSession } from '../proctoring/index.ts';
import { finishActivityWorkflows, isoDates, startActivityWorkflows, UpdateActivityWorkflowSchema } from './activity-workflows.ts';
import { approveRun, assertGradesCourseOf, GradeSchema, gradeRun, releaseRun } from './grading.ts';
import { startObjectiveWorkflow, StartObjectiveWorkflowSchema } from './start-objective-workflow.ts';
import { finishObjectiveWorkflow, FinishObjectiveWorkflowSchema, submitObjectiveWorkflow, SubmitObjectiveWorkflowSchema } from './submit-objective-workflow.ts';
import { workflowView } from './workflow-view.ts';
import { listRecordsOfAggregate } from './records-repository.ts';

const Id = z.object({ id: z.uuid() });

/** doc 1 §7 workflow calls and doc 2 §7: the lifecycle, every transition checked here. */
export function registerWorkflowRoutes(app: FastifyInstance, db: Db, bus: CommandBus) {
  bus.register('startObjectiveWorkflow', StartObjectiveWorkflowSchema, startObjectiveWorkflow);
  bus.register('submitObjectiveWorkflow', SubmitObjectiveWorkflowSchema, submitObjectiveWorkflow);
  bus.register('finishObjectiveWorkflow', FinishObjectiveWorkflowSchema, finishObjectiveWorkflow);

  app.post(WORKFLOW_PATHS.startObjectiveWorkflows, async (request, reply) => acceptCommand(bus, request, reply, 'startObjectiveWorkflow', request.body));
  app.post(WORKFLOW_PATHS.submitObjectiveWorkflows, async (request, reply) => acceptCommand(bus, request, reply, 'submitObjectiveWorkflow', request.body));
  app.post(WORKFLOW_PATHS.finishObjectiveWorkflows, async (request, reply) => acceptCommand(bus, request, reply, 'finishObjectiveWorkflow', request.body));

  /** Calls the spec marks synchronous run at once, in one transaction, with the same handlers' context. */
  const now = <T>(request: FastifyRequest, work: (ctx: CommandContext) => Promise<T>) => {
    const user = currentUser(request);
    return db.transaction((tx) => work({ tx, tenantId: request.tenant.id, userId: user.id, featureFlags: request.tenant.featureFlags, now: new Date() }));
  };
  app.post(WORKFLOW_PATHS.startActivityWorkflows, async (request) => now(request, (ctx) => startActivityWorkflows(request.body, ctx)));
  app.post(WORKFLOW_PATHS.finishActivityWorkflows, async (request) => now(request, (ctx) => finishActivityWorkflows(request.body, ctx)));

  app.put(WORKFLOW_PATHS.updateActivityWorkflow(':ow', ':aw'), async (request) => {
    const { ow, aw } = z.object({ ow: z.uuid(), aw: z.uuid() }).parse(request.params);
    const body = UpdateActivityWorkflowSchema.parse(request.body);
    return now(request, async (ctx) => {
      const rows = await ctx.tx.query<{ id: string }>(
        `UPDATE activity_workflows aw SET progress = COALESCE($3, aw.progress), data = aw.data || COALESCE($4::jsonb, '{}'::jsonb)
           FROM objective_workflows w
          WHERE aw.id = $2 AND aw.objective_workflow_id = $1 AND w.id = aw.objective_workflow_id AND w.user_id = $5 AND w.tenant_id = $6
            AND aw.state = 1
          RETURNING aw.id, aw.state, aw.progress, aw.started, aw.submitted, aw.finished`,
        [ow, aw, body.progress ?? null, body.data ? JSON.stringify(body.data) : null, ctx.userId, ctx.tenantId],
      );
      if (!rows[0]) throw notFound('No such activity workflow in progress.');
      return isoDates(rows[0] as never);
    });
  });

  app.get(WORKFLOW_PATHS.objectiveWorkflow(':id'), async (request) => {
    const user = currentUser(request);
    const { id } = Id.parse(request.params);
    const rows = await db.query<{ user_id: string }>('SELECT user_id FROM objective_workflows WHERE id = $1 AND tenant_id = $2', [id, request.tenant.id]);
    if (!rows[0] || rows[0].user_id !== user.id) throw notFound('No such run.');
    return workflowView(db, id);
  });

  app.get(WORKFLOW_PATHS.objectiveRecordsOfAggregate(':id'), async (request) => {
    const user = currentUser(request);
    const { id } = Id.parse(request.params);
    const data = await listRecordsOfAggregate(db, request.tenant.id, user.id, id, new Date());
    if (!data) throw notFound('No such course.');
    return { data, totalCount: data.length };
  });

  app.get(WORKFLOW_PATHS.activityWorkflowAggregate(':ow', ':activityId'), async (request) => {
    const user = currentUser(request);
    const { ow, activityId } = z.object({ ow: z.uuid(), activityId: z.uuid() }).parse(request.params);
    const run = await loadRunTree(db, request.tenant.id, ow, new Date());
    if (run.userId !== user.id) throw notFound('No such run.');
    const w = run.workflows.filter((x) => x.activity_id === activityId)[0];
    return {
      activityId,
      lastActivityWorkflow: w ? isoDates({ id: w.id, state: w.state as WorkflowState, progress: w.progress, started: w.started as never, submitted: w.submitted as never, finished: w.finished as never }) : null,
      bestActivityRecord: w && w.record_count > 0 ? { passed: w.best_passed, normalizedScore: w.best_normalized } : null,
    };
  });

  // Instructor calls: what moves a run through inGrading → graded → gradingApproved → finished.
  // Each acts on one course's runs: the caller must grade that course (item 13 of issue 9).
  const graded = (
    target: 'run' | 'activityWorkflow',
    work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], tenantId: string, id: string, request: FastifyRequest) => Promise<unknown>,
  ) =>
    async (request: FastifyRequest) => {
      const user = currentUser(request);
      const { id } = Id.parse(request.params);
      await assertGradesCourseOf(db, user, request.tenant.id, target === 'run' ? { run: id } : { activityWorkflow: id });
      return db.transaction((tx) => work(tx, request.tenant.id, id, request));
    };
  app.post(WORKFLOW_PATHS.gradeObjectiveWorkflow(':id'), graded('run', (tx, t, id, r) => gradeRun(tx, t, id, GradeSchema.parse(r.body))));
  app.post(WORKFLOW_PATHS.approveObjectiveWorkflow(':id'), graded('run', (tx, t, id) => approveRun(tx, t, id)));
  app.post(WORKFLOW_PATHS.releaseObjectiveWorkflow(':id'), graded('run', (tx, t, id) => releaseRun(tx, t, id, new Date())));
  // doc 2 §4 Availability: a session not in an allowed state blocks the learner's course.
  app.post(PROCTORING_PATHS.recordSession(':id'), graded('activityWorkflow', (tx, t, id, r) => recordProctoringSession(tx, t, id, r.body, new Date())));
}
