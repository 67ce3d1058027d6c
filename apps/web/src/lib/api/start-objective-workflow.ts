import type { StartObjectiveWorkflowBody } from '@lp/contract';
import * as workflowRoutes from '@lp/contract/routes/workflow';
import { runCommand } from '../commands.ts';

/**
 * doc 1 §7 POST start-objective-workflows (respond-sync). `id` is the new run's id: make it
 * once per user action (crypto.randomUUID()), so a retry or a double click starts one run.
 * Refusals: 400 with `errors.reason` (notYetAvailable | availabilityEnded | comingSoon |
 * retakeNotAllowed), 409 when a run is already in progress.
 */
export const startObjectiveWorkflow = (body: StartObjectiveWorkflowBody) =>
  runCommand(workflowRoutes.startObjectiveWorkflows, { body, prefer: 'respond-sync' });
