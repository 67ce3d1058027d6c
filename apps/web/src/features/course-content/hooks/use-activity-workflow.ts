import { useCallback, useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityTreeView, ActivityWorkflowView, CourseDetails } from '@lp/contract';
import { ContentType } from '@lp/domain';
import { useToast } from '../../../components/ui/toast.tsx';
import { courseKeys } from '../../../lib/api/course-keys.ts';
import { useT } from '../../../lib/i18n.tsx';
import { trackUsageEvent } from '../../../lib/analytics.ts';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation.ts';
import { finishActivityWorkflow } from '../api/finish-activity-workflow.ts';
import { startActivityWorkflow } from '../api/start-activity-workflow.ts';
import { useContent } from '../../../lib/content-context.tsx';
import { withActivityWorkflow, withRunProgress } from '../lib/patch-tree.ts';
import type { TocEntry } from '../../../lib/toc-model.ts';

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

  // The part comes with the answer, not from the render: the learner may have moved on meanwhile.
  const apply = useCallback(
    async (partId: string, next: ActivityWorkflowView, progress?: number) => {
      queryClient.setQueryData<ActivityTreeView>(courseKeys.tree(objectiveWorkflowId), (tree) =>
        tree ? withActivityWorkflow(tree, partId, next) : tree,
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
    [queryClient, objectiveId, objectiveWorkflowId],
  );

  const start = useMutation({
    mutationFn: (partId: string) => startActivityWorkflow(objectiveWorkflowId, partId),
    onSuccess: (next, partId) => {
      trackUsageEvent('activity_start', { objectiveId, objectiveWorkflowId, activityPartId: partId });
      return next ? apply(partId, next) : undefined;
    },
    onError: () => toast('critical', t.t('courseContent.startFailed')),
  });
  const startActivity = start.mutate;

  const needsStart = canWork && contentOpen && !workflow && entry.node.childActivity.type !== ContentType.composite;
  useEffect(() => {
    // Once per part and page: a re-render or a strict-mode double effect must not start twice.
    if (!needsStart || started.current === entry.node.id) return;
    started.current = entry.node.id;
    startActivity(entry.node.id);
  }, [needsStart, entry.node.id, startActivity]);

  const finishMutation = useSingleFlightMutation({
    mutationFn: ({ workflowId }: { partId: string; workflowId: string }) => finishActivityWorkflow(objectiveWorkflowId, workflowId),
    onSuccess: async (answer, { partId }) => {
      const next = answer.data[0];
      if (next) await apply(partId, next, answer.progress);
    },
    onError: () => toast('critical', t.t('courseContent.finishFailed')),
  });
  const { run: runFinish } = finishMutation;

  // A second click while the first is on its way is ignored (the single-flight mutation).
  const finish = useCallback(() => {
    if (workflow) runFinish({ partId: entry.node.id, workflowId: workflow.id });
  }, [workflow, entry.node.id, runFinish]);

  return { workflow, finish, finishing: finishMutation.isPending };
}
