import { courseKeys } from './course-keys.ts';

/** Query keys of the content screen, under `courseKeys.all` so a lifecycle refresh reloads them too. */
export const contentKeys = {
  all: [...courseKeys.all, 'content'] as const,
  run: (objectiveWorkflowId: string) => [...contentKeys.all, objectiveWorkflowId] as const,
  activity: (objectiveWorkflowId: string, partId: string | null) =>
    [...contentKeys.run(objectiveWorkflowId), 'activity', partId ?? 'root'] as const,
  posts: (objectiveWorkflowId: string, activityId: string) => [...contentKeys.run(objectiveWorkflowId), 'posts', activityId] as const,
  /** Not under a run: a file's size does not depend on it. */
  pdfFile: (url: string) => [...courseKeys.all, 'pdf-file', url] as const,
};
