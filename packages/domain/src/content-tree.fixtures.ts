// Builders for content-tree tests only (not exported from the package).
import type { ActivityConstraint, ChildActivity, ContentNode } from './content-tree.ts';
import { ContentState, ContentType, WorkflowState } from './enums.ts';

export interface NodeOptions {
  readonly optional?: boolean;
  readonly available?: boolean;
  readonly contentAvailable?: boolean;
  readonly type?: ChildActivity['type'];
  readonly state?: ContentState;
  readonly proctored?: boolean;
  /** The activity workflow state; null for not started. */
  readonly workflow?: WorkflowState | null;
  readonly passed?: boolean | null;
  readonly normalizedScore?: number | null;
  readonly constraint?: ActivityConstraint | null;
  readonly activityPathId?: string;
  readonly children?: readonly ContentNode[];
}

export function makeNode(id: string, options: NodeOptions = {}): ContentNode {
  const workflow = options.workflow ?? null;
  return {
    id,
    optional: options.optional ?? false,
    available: options.available ?? true,
    contentAvailable: options.contentAvailable ?? true,
    activityPathId: options.activityPathId ?? `path-${id}`,
    activityConstraint: options.constraint ?? null,
    childActivity: {
      id: `activity-${id}`,
      name: id,
      type: options.type ?? (options.children ? ContentType.composite : ContentType.text),
      state: options.state ?? ContentState.ready,
      proctored: options.proctored ?? false,
      children: options.children ?? [],
      activityWorkflowAggregate: {
        lastActivityWorkflow:
          workflow === null
            ? null
            : {
                state: workflow,
                submitted: workflow === WorkflowState.inProgress ? null : '2025-06-01T00:00:00Z',
                finished: workflow === WorkflowState.finished ? '2025-06-02T00:00:00Z' : null,
              },
        bestActivityRecord:
          options.passed === undefined && options.normalizedScore === undefined
            ? null
            : { passed: options.passed ?? null, normalizedScore: options.normalizedScore ?? null },
      },
    },
  };
}
