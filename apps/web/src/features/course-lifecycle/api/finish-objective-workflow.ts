import type { FinishObjectiveWorkflowBody } from '@lp/contract';
import * as workflowRoutes from '@lp/contract/routes/workflow';
import { ApiError } from '../../../lib/api-client.ts';
import { CommandError, runCommand } from '../../../lib/commands.ts';

/**
 * doc 2 §7 POST finish-objective-workflows (respond-sync). `id` names the result: make it
 * once per user action. Refused with 400 "Unable to finish the course/module." and the
 * blockers of doc 2 §8 (read them with `getFinishRefusal`).
 */
export const finishObjectiveWorkflow = (body: FinishObjectiveWorkflowBody) =>
  runCommand(workflowRoutes.finishObjectiveWorkflows, { body, prefer: 'respond-sync' });

/** The lists of the finish blockers dialog: activity names, as the server sent them. */
export interface FinishRefusal {
  message: string | undefined;
  incompleteMandatory: string[];
  inGrading: string[];
  improvableScores: string[];
  incompleteOptional: string[];
}

/** The blockers of a refused finish (doc 2 §8), or null when the error is something else. */
export function getFinishRefusal(error: unknown): FinishRefusal | null {
  const errors =
    error instanceof ApiError && error.status === 400
      ? error.body?.errors
      : error instanceof CommandError && error.failure === 'failed'
        ? error.errors
        : undefined;
  if (!errors) return null;
  const lists = {
    incompleteMandatory: errors.incompleteMandatory ?? [],
    inGrading: errors.inGrading ?? [],
    improvableScores: errors.improvableScores ?? [],
    incompleteOptional: errors.incompleteOptional ?? [],
  };
  if (!Object.values(lists).some((list) => list.length > 0)) return null;
  return { message: errors.general?.[0], ...lists };
}
