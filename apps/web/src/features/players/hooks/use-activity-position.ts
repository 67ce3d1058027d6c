import { useEffect, useMemo, useState } from 'react';
import type { ActivityPositionView } from '@lp/contract';
import { isNewerPosition, isRunInProgress, POSITION_SAVE_SECONDS, type WorkflowState } from '@lp/domain';
import { useContent } from '../../../lib/content-context.tsx';
import type { TocEntry } from '../../../lib/toc-model.ts';
import { saveActivityPosition } from '../api/save-activity-position.ts';
import { createPositionSaver, type PositionMeasures } from './position-saver.ts';

/** Positions this page saved, by activity workflow: newer than a tree read before them. */
const savedHere = new Map<string, ActivityPositionView>();

export interface ActivityPosition {
  /** Where the learner was when the activity opened (on this device or another), to restore. */
  saved: ActivityPositionView | null;
  /** Where the learner is now; saved at most every 5 s and on leaving, while the activity is open for work. */
  report(measures: PositionMeasures): void;
}

const NOTHING: ActivityPosition = { saved: null, report: () => {} };

/**
 * Where the learner is inside an opened activity (issue 33 item 6, decision 0076): the
 * position the tree carries (saved on any device) to restore, and a throttled save of the
 * new one, sent on leaving too (page hidden or closed, activity left) with keepalive. Only
 * an activity workflow in progress in a run the learner works on is saved: a review or a
 * finished activity only restores. `restore` false (a long read's section the learner
 * scrolls past) saves without moving the learner.
 */
export function useActivityPosition(entry: TocEntry, restore: boolean): ActivityPosition {
  const { objectiveWorkflowId, canWork } = useContent();
  const workflow = entry.node.childActivity.activityWorkflowAggregate?.lastActivityWorkflow ?? null;
  const workflowId = workflow?.id ?? null;
  const open = canWork && isRunInProgress(workflow?.state as WorkflowState | undefined);
  const fromTree = workflow?.position ?? null;
  const here = workflowId ? savedHere.get(workflowId) : undefined;
  // Read once per opening: a later tree must not move the learner again.
  const [saved] = useState(() => (here && isNewerPosition(fromTree, here) ? here : fromTree));

  const saver = useMemo(() => {
    if (!open || !workflowId) return null;
    const ids = { objectiveWorkflowId, activityWorkflowId: workflowId };
    const send = (position: ActivityPositionView, keepalive: boolean) => {
      savedHere.set(workflowId, position);
      // A lost save is not worth interrupting the learner for: the next one carries the position.
      saveActivityPosition(ids, position, keepalive).catch(() => {});
    };
    return createPositionSaver(send, POSITION_SAVE_SECONDS * 1000, saved);
  }, [open, objectiveWorkflowId, workflowId, saved]);

  useEffect(() => {
    if (!saver) return;
    const leave = () => saver.flush(true);
    const hidden = () => document.visibilityState === 'hidden' && leave();
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', hidden);
      saver.dispose();
    };
  }, [saver]);

  const shown = restore ? saved : null;
  return useMemo(() => (saver ? { saved: shown, report: saver.report } : { ...NOTHING, saved: shown }), [saver, shown]);
}
