import { isRunInProgress } from './lifecycle.ts';
import { ContentType, type WorkflowState } from './enums.ts';
import { isEmptyId } from './ids.ts';

export type DetailsLayer = 'details' | 'content' | 'notifications';

export interface DetailsLayersInput {
  readonly courseType: ContentType;
  readonly supportReview: boolean;
  readonly workflowState: WorkflowState | null | undefined;
  readonly announcementChannelId?: string | null;
}

/**
 * doc 2 §2 Course details sidebar layers: Details always; Content only when the course is
 * in progress or review is supported, and not LTI; Notifications only with an
 * announcement channel.
 */
export function getDetailsLayers(input: DetailsLayersInput): DetailsLayer[] {
  const layers: DetailsLayer[] = ['details'];
  const showContent = input.courseType !== ContentType.lti && (isRunInProgress(input.workflowState) || input.supportReview);
  if (showContent) layers.push('content');
  if (!isEmptyId(input.announcementChannelId)) layers.push('notifications');
  return layers;
}
