import * as workflowRoutes from '@lp/contract/routes/workflow';
import { runCommand } from '../../../lib/commands.ts';

/**
 * doc 1 §7 POST submit-objective-workflows: accepted (202), then the command is polled
 * (doc 1 §4); failures are `CommandError`s (doc 1 §8). Resolves with the submitted run.
 */
export const submitObjectiveWorkflow = (objectiveWorkflowId: string) =>
  runCommand(workflowRoutes.submitObjectiveWorkflows, { body: { id: objectiveWorkflowId } });
