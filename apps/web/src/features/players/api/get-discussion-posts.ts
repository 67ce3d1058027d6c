import { queryOptions, useQuery } from '@tanstack/react-query';
import * as contentRoutes from '@lp/contract/routes/content';
import { call } from '../../../lib/api-client.ts';
import { contentKeys } from '../../../lib/api/content-keys.ts';

/** The posts of a discussion activity, oldest first; replies carry their parent's id. */
export const getDiscussionPosts = (objectiveWorkflowId: string, activityId: string) =>
  call(contentRoutes.discussionPosts, { params: { ow: objectiveWorkflowId, activityId } }).then((page) => page.data);

export const discussionPostsQueryOptions = (objectiveWorkflowId: string, activityId: string) =>
  queryOptions({
    queryKey: contentKeys.posts(objectiveWorkflowId, activityId),
    queryFn: () => getDiscussionPosts(objectiveWorkflowId, activityId),
  });

export const useDiscussionPosts = (objectiveWorkflowId: string, activityId: string) =>
  useQuery(discussionPostsQueryOptions(objectiveWorkflowId, activityId));
