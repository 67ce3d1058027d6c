import { isRunFinished } from './lifecycle.ts';
import { getActivityDisabledReason } from './activity-disabled.ts';
import type { ActivityDisabledReason } from './activity-disabled.ts';
import type { ContentNode } from './content-tree.ts';
import { getModuleCompletion } from './run-result.ts';
import type { WorkflowState } from './enums.ts';
import { ContentState, ContentType } from './enums.ts';

export type TocItemState = 'draft' | 'passed' | 'failed' | 'locked' | 'optional' | 'empty';

export interface TocContext {
  /** State of the course run (objective workflow); null before the first start. */
  readonly courseWorkflowState: WorkflowState | null | undefined;
  /** The objective's accessNewContentAfterCompletion setting. */
  readonly accessNewContentAfterCompletion: boolean;
}

export interface TocItem {
  /** The icon to show, in the spec's order of precedence. */
  readonly state: TocItemState;
  /** Opening it shows the "Item Locked" popup instead of the activity. */
  readonly locked: boolean;
  /** A proctored LTI item: show the proctored tooltip. */
  readonly proctored: boolean;
  readonly disabledReason: ActivityDisabledReason | null;
}

/**
 * doc 2 §4 Table-of-contents item display. The icon follows the spec's list in order:
 * draft; completed and passed or unknown; completed and failed (below passing score);
 * locked; optional; otherwise empty. `locked` is reported on its own, because a completed
 * item keeps its check mark yet may be locked (after accessibleUntil, say).
 * Locked: not available, disabled by constraints, or the course is finished, the activity
 * was never started and new content after completion is not allowed.
 * "Completed" is taken as the activity workflow being finished; a module, which has no
 * workflow of its own, is completed when its counted activities are (getModuleCompletion:
 * optional ones do not count).
 */
export function getTocItemState(node: ContentNode, context: TocContext, now: Date): TocItem {
  const activity = node.childActivity;
  const workflow = activity.activityWorkflowAggregate?.lastActivityWorkflow;
  const disabledReason = getActivityDisabledReason(node, now);
  const closedAfterCompletion = isRunFinished(context.courseWorkflowState) && !workflow && !context.accessNewContentAfterCompletion;
  const locked = !node.available || disabledReason !== null || closedAfterCompletion;
  const proctored = activity.type === ContentType.lti && activity.proctored === true;
  return { state: getIcon(node, locked), locked, proctored, disabledReason };
}

function getIcon(node: ContentNode, locked: boolean): TocItemState {
  const activity = node.childActivity;
  if (activity.state === ContentState.draft) return 'draft';
  if (activity.type === ContentType.composite) {
    const completion = getModuleCompletion(node);
    if (completion) return completion;
  }
  const aggregate = activity.activityWorkflowAggregate;
  if (isRunFinished(aggregate?.lastActivityWorkflow?.state)) {
    return aggregate?.bestActivityRecord?.passed === false ? 'failed' : 'passed';
  }
  if (locked) return 'locked';
  if (node.optional) return 'optional';
  return 'empty';
}
