import type { FinishObjectiveWorkflowBody, SubmitObjectiveWorkflowBody } from '@lp/contract';
import { canSubmitRun } from '@lp/domain';
import { conflict, notFound } from '../lib/http-error.ts';
import type { CommandContext } from '../commands/command-bus.ts';
import { assertRunNotProctoringBlocked } from './proctoring-block.ts';
import { completeRun } from './complete-run.ts';
import { loadWorkflow } from '../data/course-states.ts';
import { workflowView } from '../data/workflow-view.ts';

/** doc 1 §7 submit-objective-workflows: the run is locked, so two tabs submitting produce one submission. */
export async function submitObjectiveWorkflow({ id }: SubmitObjectiveWorkflowBody, ctx: CommandContext) {
  const w = await loadWorkflow(ctx.tx, ctx.tenantId, ctx.userId, id, true);
  if (!w) throw notFound('No such run.');
  if (!canSubmitRun(w.state)) throw conflict('This run has already been submitted.');
  assertRunNotProctoringBlocked(w.proctoring_state);
  return completeRun(w, ctx, { checkBlockers: false });
}

/**
 * doc 2 §7 finish-objective-workflows: like submitting, but refused with the blockers of
 * doc 2 §8 while mandatory activities are incomplete or being graded. `id` names the
 * result, so a retry finds the finished run instead of failing.
 */
export async function finishObjectiveWorkflow({ id, objectiveWorkflowId }: FinishObjectiveWorkflowBody, ctx: CommandContext) {
  const w = await loadWorkflow(ctx.tx, ctx.tenantId, ctx.userId, objectiveWorkflowId, true);
  if (!w) throw notFound('No such run.');
  if (!canSubmitRun(w.state)) {
    if (w.objective_record_id === id) return workflowView(ctx.tx, w.id);
    throw conflict('This run has already been submitted.');
  }
  assertRunNotProctoringBlocked(w.proctoring_state);
  return completeRun(w, ctx, { checkBlockers: true, recordId: id });
}
