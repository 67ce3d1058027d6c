import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ActivityTreeView, ActivityWorkflowView, CourseDetails } from '@lp/contract';
import { ContentType } from '@lp/domain';
import { useToast } from '../../../components/ui/toast.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { courseKeys } from '../../../lib/api/course-keys.ts';
import { finishActivityWorkflow } from '../api/finish-activity-workflow.ts';
import { startActivityWorkflow } from '../api/start-activity-workflow.ts';
import { useContent } from './content-context.tsx';
import { withActivityWorkflow, withRunProgress } from './patch-tree.ts';
import type { TocEntry } from './toc-model.ts';

/**
 * The learner's work on one opened activity. Opening an activity with no workflow in a run
 * in progress starts one first (doc 2 §4 Starting); finishing marks it complete. Either way
 * the table of contents and the course progress change at once (the cached tree and
 * details are patched) and are then reloaded for what the server decides besides.
 */
export function useActivityWorkflow(entry: TocEntry, contentOpen: boolean) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { objectiveId, objectiveWorkflowId, canWork } = useContent();
  const workflow = entry.node.childActivity.activityWorkflowAggregate?.lastActivityWorkflow ?? null;
  const started = useRef<string | null>(null);
  const finishingRef = useRef(false);
  const [finishing, setFinishing] = useState(false);

  const apply = useCallback(
    async (next: ActivityWorkflowView, progress?: number) => {
      queryClient.setQueryData<ActivityTreeView>(courseKeys.tree(objectiveWorkflowId), (tree) =>
        tree ? withActivityWorkflow(tree, entry.node.id, next) : tree,
      );
      if (progress !== undefined) {
        queryClient.setQueryData<CourseDetails>(courseKeys.details(objectiveId), (details) =>
          details ? withRunProgress(details, objectiveWorkflowId, progress) : details,
        );
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.tree(objectiveWorkflowId) }),
        queryClient.invalidateQueries({ queryKey: courseKeys.details(objectiveId) }),
      ]);
    },
    [queryClient, objectiveId, objectiveWorkflowId, entry.node.id],
  );

  const needsStart = canWork && contentOpen && !workflow && entry.node.childActivity.type !== ContentType.composite;
  useEffect(() => {
    // Once per part and page: a re-render or a strict-mode double effect must not start twice.
    if (!needsStart || started.current === entry.node.id) return;
    started.current = entry.node.id;
    startActivityWorkflow(objectiveWorkflowId, entry.node.id)
      .then((next) => (next ? apply(next) : undefined))
      .catch(() => toast('critical', t.t('courseContent.startFailed')));
  }, [needsStart, entry.node.id, objectiveWorkflowId, apply, toast, t]);

  const finish = useCallback(async () => {
    // A second click while the first is on its way is ignored (the state updates a render later).
    if (!workflow || finishingRef.current) return;
    finishingRef.current = true;
    setFinishing(true);
    try {
      const answer = await finishActivityWorkflow(objectiveWorkflowId, workflow.id);
      const next = answer.data[0];
      if (next) await apply(next, answer.progress);
    } catch {
      toast('critical', t.t('courseContent.finishFailed'));
    } finally {
      finishingRef.current = false;
      setFinishing(false);
    }
  }, [workflow, objectiveWorkflowId, apply, toast, t]);

  return { workflow, finish, finishing };
}
