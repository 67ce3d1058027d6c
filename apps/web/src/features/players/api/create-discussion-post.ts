import { useQueryClient } from '@tanstack/react-query';
import * as contentRoutes from '@lp/contract/routes/content';
import { call } from '../../../lib/api-client.ts';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation.ts';
import { contentKeys } from '../../../lib/api/content-keys.ts';

export interface NewDiscussionPost {
  /** Chosen by the client once per post: a retried or doubled request stores one post. */
  id: string;
  body: string;
  title?: string;
  parentId?: string;
  /** Uploaded files (lib/api/attachments.ts), by id. */
  attachments?: string[];
}

/** POST …/discussion-posts → 201; 400 with `errors.body` (Field is required, Maximum length is 5000). */
export const createDiscussionPost = (objectiveWorkflowId: string, activityId: string, post: NewDiscussionPost) =>
  call(contentRoutes.newDiscussionPost, { params: { ow: objectiveWorkflowId, activityId }, body: post });

/** A second post while one is on its way is ignored: a double click stores one post. */
export function useCreateDiscussionPost(objectiveWorkflowId: string, activityId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (post: NewDiscussionPost) => createDiscussionPost(objectiveWorkflowId, activityId, post),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.posts(objectiveWorkflowId, activityId) }),
  });
}
