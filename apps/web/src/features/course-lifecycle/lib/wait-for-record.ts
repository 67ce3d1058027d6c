import type { ObjectiveWorkflowView } from '@lp/contract';
import { SUBMIT_POLL_DURATION_MS, SUBMIT_POLL_INTERVAL_MS } from '@lp/domain';
import { getObjectiveWorkflow } from '../api/get-objective-workflow.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * doc 2 §4 Submitting, §9: after a submission the run is read every 2 s for up to a minute
 * until its record id appears. Resolves with the run (record id or not: the page reloads
 * either way, and a record that comes later shows on the next load).
 */
export async function waitForRecord(
  submitted: ObjectiveWorkflowView | undefined,
  objectiveWorkflowId: string,
): Promise<ObjectiveWorkflowView | undefined> {
  if (submitted?.objectiveRecordId) return submitted;
  const deadline = Date.now() + SUBMIT_POLL_DURATION_MS;
  let run = submitted;
  while (Date.now() + SUBMIT_POLL_INTERVAL_MS <= deadline) {
    await sleep(SUBMIT_POLL_INTERVAL_MS);
    run = await getObjectiveWorkflow(objectiveWorkflowId).catch(() => run);
    if (run?.objectiveRecordId) return run;
  }
  return run;
}
