// Builders of content trees and activity payloads for the content screen's tests only.
import { TREE_DEFAULTS } from '@lp/contract/content';
import type { ActivityConstraintView, ActivityContentView, ActivityTreeNode, ActivityTreeView, ChildActivityView } from '@lp/contract';
import { ContentState, ContentType, WorkflowState } from '@lp/domain';

export interface TestNodeOptions {
  name?: string;
  type?: ChildActivityView['type'];
  state?: ContentState;
  optional?: boolean;
  available?: boolean;
  proctored?: boolean;
  workflow?: WorkflowState | null;
  passed?: boolean | null;
  /** The best record's score as the server sends it (null: withheld or none). */
  normalizedScore?: number | null;
  maxScore?: number;
  constraint?: Partial<ActivityConstraintView>;
  supportMobileView?: boolean;
  /** Expected duration in seconds. */
  duration?: number | null;
  children?: ActivityTreeNode[];
}

const activity = (id: string, o: TestNodeOptions): Omit<ChildActivityView, 'children' | 'activityWorkflowAggregate'> => ({
  id: `act-${id}`,
  name: o.name ?? id,
  code: null,
  type: o.type ?? (o.children ? ContentType.composite : ContentType.text),
  fileType: null,
  state: o.state ?? ContentState.ready,
  description: '',
  imageUrl: null,
  duration: o.duration ?? null,
  displayMode: 2,
  presentationMode: 0,
  preferredWidth: null,
  preferredHeight: null,
  supportReview: true,
  supportMobileView: o.supportMobileView ?? true,
  supportFullscreenView: false,
  proctored: o.proctored ?? false,
  maxScore: o.maxScore ?? 0,
});

export function node(id: string, o: TestNodeOptions = {}): ActivityTreeNode {
  const workflow = o.workflow ?? null;
  return {
    id,
    order: 0,
    optional: o.optional ?? false,
    scoreWeight: 1,
    activityPathId: id,
    axis: id,
    available: o.available ?? true,
    contentAvailable: (o.state ?? ContentState.ready) !== ContentState.draft,
    activityConstraint: { ...TREE_DEFAULTS.constraint, ...o.constraint },
    childActivity: {
      ...activity(id, o),
      children: o.children ?? null,
      activityWorkflowAggregate: {
        lastActivityWorkflow:
          workflow === null
            ? null
            : {
                id: `aw-${id}`,
                state: workflow,
                progress: 1,
                started: '2025-06-01T00:00:00Z',
                submitted: null,
                finished: workflow === WorkflowState.finished ? '2025-06-02T00:00:00Z' : null,
              },
        bestActivityRecord: o.passed === undefined ? null : { passed: o.passed, normalizedScore: o.normalizedScore ?? null },
      },
    },
  };
}

export function treeView(
  children: ActivityTreeNode[],
  o: { presentationMode?: number; workflowState?: WorkflowState; owId?: string } = {},
): ActivityTreeView {
  return {
    objectiveWorkflowId: o.owId ?? 'ow-1',
    objectiveId: 'obj-1',
    rootActivity: {
      ...activity('root', { name: 'Fire Warden Training' }),
      type: ContentType.composite,
      presentationMode: o.presentationMode ?? 0,
    },
    accessNewContentAfterCompletion: true,
    workflowState: o.workflowState ?? WorkflowState.inProgress,
    children,
  };
}

export function contentView(
  tree: ActivityTreeNode,
  content: ActivityContentView['content'] = { html: `<p>${tree.childActivity.name} text</p>` },
): ActivityContentView {
  const { children: _children, activityWorkflowAggregate, ...rest } = tree.childActivity;
  return {
    activityPathId: tree.id,
    axis: tree.axis,
    activity: rest,
    lockedReason: null,
    opensAt: null,
    content,
    activityWorkflowAggregate,
  };
}
