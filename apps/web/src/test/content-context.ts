// The content screen's context for the tests of its parts only.
import type { ActivityTreeView } from '@lp/contract';
import { WorkflowState } from '@lp/domain';
import type { ContentContextValue } from '../lib/content-context.tsx';
import { buildToc } from '../lib/toc-model.ts';

/** Run ow-1 of course obj-1 in progress, its table of contents built at `now`, in UTC; `overrides` change the rest. */
export function testContentContext(tree: ActivityTreeView, now: Date, overrides: Partial<ContentContextValue> = {}): ContentContextValue {
  const entries = buildToc(tree.children, { courseWorkflowState: WorkflowState.inProgress, accessNewContentAfterCompletion: true }, now);
  return {
    objectiveId: 'obj-1',
    objectiveWorkflowId: 'ow-1',
    tree,
    entries,
    presentationMode: 0,
    now,
    timeZone: 'UTC',
    resultTerms: null,
    isReview: false,
    canWork: true,
    hrefFor: (axis) => `~/learn/courses/obj-1/view/content/${axis}`,
    go: () => {},
    showLocked: () => {},
    ...overrides,
  };
}
