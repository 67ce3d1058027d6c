import type { StartObjectiveWorkflowBody } from '@lp/contract';
import { WorkflowState } from '@lp/domain';
import { conflict, forbidden, HttpError, notFound } from '../lib/http-error.ts';
import type { CommandContext } from '../commands/command-bus.ts';
import { proctoringBlockedError } from './proctoring-block.ts';
import { actionsFor } from '../data/course-actions.ts';
import { insertUsageEvent } from '../events/event-repository.ts';
import { loadCourseState } from '../data/course-states.ts';
import { workflowView } from '../data/workflow-view.ts';

/**
 * Starts a run of a course (doc 1 §7 start-objective-workflows; doc 2 §4 Starting): a new
 * course, a retake, or a new run after an imported result. Refused unless the Start or
 * Start again button would show. The client's id makes a retry or a double click start
 * one run; the aggregate lock serialises two tabs.
 */
export async function startObjectiveWorkflow({ objectiveWorkflowAggregateId, id }: StartObjectiveWorkflowBody, ctx: CommandContext) {
  const { tx, tenantId, userId, now } = ctx;
  const state = await loadCourseState(tx, tenantId, userId, objectiveWorkflowAggregateId, true);
  if (!state) throw notFound('This course is not available.');

  const existing = await tx.query<{ aggregate_id: string }>('SELECT aggregate_id FROM objective_workflows WHERE id = $1', [id]);
  if (existing[0]) {
    if (existing[0].aggregate_id !== state.a_id) throw conflict('This run id is already used.');
    return workflowView(tx, id);
  }
  if (!state.a_objective_access_id) throw forbidden('Enrol in this course before starting it.');

  const actions = actionsFor(state, ctx.featureFlags, now);
  if (!actions.start && !actions.retake) {
    if (actions.continue) throw conflict('This course is already in progress.');
    if (actions.notice === 'comingSoon') throw new HttpError(400, 'badRequest', 'This course is coming soon.', { reason: ['comingSoon'] });
    if (actions.notice === 'proctoringBlocked') throw proctoringBlockedError(400);
    if (actions.notice) throw new HttpError(400, 'badRequest', 'This course is not available.', { reason: [actions.notice] });
    if (actions.availability.kind === 'notYet') {
      throw new HttpError(
        400,
        'badRequest',
        `This course will be available to start on ${new Date(actions.availability.date).toISOString()}.`,
        { reason: ['notYetAvailable'], date: [new Date(actions.availability.date).toISOString()] },
      );
    }
    if (actions.availability.kind === 'ended') {
      throw new HttpError(
        400,
        'badRequest',
        `This course was available to start before ${new Date(actions.availability.date).toISOString()}.`,
        { reason: ['availabilityEnded'], date: [new Date(actions.availability.date).toISOString()] },
      );
    }
    throw new HttpError(400, 'badRequest', 'This course cannot be started again.', { reason: ['retakeNotAllowed'] });
  }

  await tx.query(
    `INSERT INTO objective_workflows (id, tenant_id, aggregate_id, user_id, objective_id, state, progress, started)
     VALUES ($1, $2, $3, $4, $5, $6, 0, $7)`,
    [id, tenantId, state.a_id, userId, state.a_objective_id, WorkflowState.inProgress, now],
  );
  // doc 2 §4: a course that is a single activity starts that activity with the run.
  const [activityRun] =
    state.act_type === 'composite'
      ? []
      : await tx.query<{ id: string }>(
          `INSERT INTO activity_workflows (id, tenant_id, objective_workflow_id, activity_part_id, activity_id, state, started)
           VALUES (gen_random_uuid(), $1, $2, NULL, $3, $4, $5) RETURNING id`,
          [tenantId, id, state.o_activity_id, WorkflowState.inProgress, now],
        );
  // The aggregate points at the new run and at that run's latest activity run (docs/import.md
  // Aggregates): the one just started, or none yet — never one of an earlier run.
  await tx.query('UPDATE objective_workflow_aggregates SET last_objective_workflow_id = $1, last_activity_workflow_id = $2 WHERE id = $3', [
    id,
    activityRun?.id ?? null,
    state.a_id,
  ]);
  const restart = state.w_id !== null || state.r_id !== null;
  await insertUsageEvent(tx, {
    tenantId,
    userId,
    name: restart ? 'course_restart' : 'objective_start',
    payload: { objectiveId: state.a_objective_id, objectiveWorkflowId: id },
  });
  return workflowView(tx, id);
}
