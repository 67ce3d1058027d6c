import type { ObjectiveWorkflowView, SubmitObjectiveWorkflowBody } from '@lp/contract';
import { WORKFLOW_PATHS } from '@lp/contract/workflows';
import { runCommand } from '../../../lib/commands.ts';

/**
 * doc 1 §7 POST submit-objective-workflows: accepted (202), then the command is polled
 * (doc 1 §4); failures are `CommandError`s (doc 1 §8). Resolves with the submitted run.
 */
export const submitObjectiveWorkflow = (objectiveWorkflowId: string) =>
  runCommand<ObjectiveWorkflowView>(WORKFLOW_PATHS.submitObjectiveWorkflows, {
    id: objectiveWorkflowId,
  } satisfies SubmitObjectiveWorkflowBody);
