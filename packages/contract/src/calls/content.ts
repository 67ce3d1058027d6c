/** The learner's run of a course: its tree, activities, records and discussions (doc 2 §7 activity tree calls). */
import { z } from 'zod';
import { defineCall, type MediaAnswer } from '../call.ts';
import { CONTENT_PATHS } from '../content.ts';
import { WORKFLOW_PATHS } from '../workflows.ts';
import { FilterQuerySchema, IdParamsSchema, IdSchema, listOf, RunActivityParamsSchema } from '../schemas/common.ts';
import {
  ActivityContentViewSchema,
  ActivityRecordViewSchema,
  ActivityTreeNodeSchema,
  ActivityTreeQuerySchema,
  ActivityTreeViewWireSchema,
  DiscussionPostViewSchema,
  NewDiscussionPostSchema,
  RunPathParamsSchema,
} from '../schemas/content.ts';

const tags = ['Content'];
const SCRIPTED_PAGE: MediaAnswer = { mediaType: 'text/html', description: 'The copy with its scripts, sandboxed by a policy of its own' };
/** Each content call exists for the root activity and for a part (`:path`). */
const bothPaths = (path: (ow: string, part?: string) => string) => [path(':ow'), path(':ow', ':path')] as const;
const [activityRoot, activityPart] = bothPaths(CONTENT_PATHS.activity);
const [scriptedRoot, scriptedPart] = bothPaths(CONTENT_PATHS.scriptedContent);
const [childrenRoot, childrenPart] = bothPaths(CONTENT_PATHS.children);
const RootParams = RunPathParamsSchema.pick({ ow: true });
const PartParams = RunPathParamsSchema.required();
const ChildrenSchema = z.object({ data: z.array(ActivityTreeNodeSchema) });

export const contentCalls = {
  tree: defineCall({
    method: 'GET',
    path: WORKFLOW_PATHS.tree(':id'),
    summary: "The run's table of contents with each activity's state (view=compact: fields at their defaults left out, decision 0037)",
    tags,
    params: IdParamsSchema,
    query: ActivityTreeQuerySchema,
    responses: { 200: ActivityTreeViewWireSchema },
  }),
  rootActivity: defineCall({
    method: 'GET',
    path: activityRoot,
    summary: 'The root activity with its content (withheld while locked)',
    tags,
    params: RootParams,
    responses: { 200: ActivityContentViewSchema },
  }),
  activity: defineCall({
    method: 'GET',
    path: activityPart,
    summary: 'One activity with its content (withheld while locked)',
    tags,
    params: PartParams,
    responses: { 200: ActivityContentViewSchema },
  }),
  rootScriptedContent: defineCall({
    method: 'GET',
    path: scriptedRoot,
    summary: "The root activity's scripted copy (mediaBlockScripts)",
    tags,
    params: RootParams,
    responses: { 200: SCRIPTED_PAGE },
  }),
  scriptedContent: defineCall({
    method: 'GET',
    path: scriptedPart,
    summary: "An activity's scripted copy (mediaBlockScripts)",
    tags,
    params: PartParams,
    responses: { 200: SCRIPTED_PAGE },
  }),
  rootChildren: defineCall({
    method: 'GET',
    path: childrenRoot,
    summary: "The parts of the run's root",
    tags,
    params: RootParams,
    responses: { 200: ChildrenSchema },
  }),
  children: defineCall({
    method: 'GET',
    path: childrenPart,
    summary: 'The parts of a module',
    tags,
    params: PartParams,
    responses: { 200: ChildrenSchema },
  }),
  activityRecords: defineCall({
    method: 'GET',
    path: CONTENT_PATHS.activityRecords(':ow', ':activityId'),
    summary: 'The records of one activity of the run',
    tags,
    params: RunActivityParamsSchema,
    responses: { 200: z.object({ data: z.array(ActivityRecordViewSchema) }) },
  }),
  activityRecordsQuery: defineCall({
    method: 'GET',
    path: CONTENT_PATHS.activityRecordsQuery(':ow'),
    summary: 'The records of the run, optionally filtered by ["activity.id","=",id]',
    tags,
    params: z.object({ ow: IdSchema }),
    query: FilterQuerySchema,
    responses: { 200: listOf(ActivityRecordViewSchema) },
  }),
  discussionPosts: defineCall({
    method: 'GET',
    path: CONTENT_PATHS.discussionPosts(':ow', ':activityId'),
    summary: 'The posts of a discussion activity',
    tags: ['Discussions'],
    params: RunActivityParamsSchema,
    responses: { 200: listOf(DiscussionPostViewSchema) },
  }),
  newDiscussionPost: defineCall({
    method: 'POST',
    path: CONTENT_PATHS.discussionPosts(':ow', ':activityId'),
    summary: 'Post in a discussion activity (a retried post is stored once)',
    tags: ['Discussions'],
    params: RunActivityParamsSchema,
    body: NewDiscussionPostSchema,
    responses: { 201: z.object({ id: z.string() }) },
  }),
};
