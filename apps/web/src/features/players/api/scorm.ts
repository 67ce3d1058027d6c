import type { ScormCommitBody } from '@lp/contract/scorm';
import * as scormRoutes from '@lp/contract/routes/scorm';
import { call } from '../../../lib/api-client.ts';

/** Opens a `scorm` activity of the learner's run: the player's URL, version, launch path and kept data model (decision 0080). */
export const launchScorm = (activityWorkflowId: string) => call(scormRoutes.launch, { params: { id: activityWorkflowId } });

/** Keeps the data model of a Commit, or of Terminate (`terminate`); `keepalive` lets it outlive a page being left. */
export const commitScorm = (activityWorkflowId: string, body: ScormCommitBody, terminate: boolean, keepalive = false) =>
  call(terminate ? scormRoutes.terminate : scormRoutes.commit, { params: { id: activityWorkflowId }, body, keepalive });
