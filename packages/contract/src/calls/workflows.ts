/** The lifecycle (doc 1 §7 workflow calls, doc 2 §7) and its commands (doc 1 §4). */
import { z } from 'zod';
import { defineCall } from '../call.ts';
import { PROCTORING_PATHS } from '../proctoring.ts';
import { WORKFLOW_PATHS } from '../workflows.ts';
import { IdParamsSchema, IdSchema, ListQuerySchema, listOf, NoBodySchema, RunActivityParamsSchema } from '../schemas/common.ts';
import { ActivityWorkflowViewSchema } from '../schemas/content.ts';
import { RecordSummarySchema } from '../schemas/lists.ts';
import { ProctoringSessionViewSchema, RecordProctoringSessionBodySchema } from '../schemas/proctoring.ts';
import {
  AcceptedCommandSchema,
  ActivityWorkflowAggregateOfActivitySchema,
  CommandViewSchema,
  FinishActivityWorkflowsBodySchema,
  FinishedActivityWorkflowsSchema,
  FinishObjectiveWorkflowBodySchema,
  GradeBodySchema,
  ObjectiveRecordViewSchema,
  ObjectiveWorkflowViewSchema,
  StartActivityWorkflowsBodySchema,
  StartedActivityWorkflowsSchema,
  StartObjectiveWorkflowBodySchema,
  SubmitObjectiveWorkflowBodySchema,
  UpdateActivityWorkflowBodySchema,
} from '../schemas/workflows.ts';

const tags = ['Lifecycle'];
const COMMAND =
  'A command (doc 1 §4): `Prefer: respond-async` (the default) answers 202 with the command to poll; `respond-sync` waits and answers with the run, or the failure in the one error shape.';
const command = <B extends z.ZodType>(path: string, summary: string, body: B) =>
  defineCall({
    method: 'POST',
    path,
    summary,
    description: COMMAND,
    tags,
    body,
    responses: { 200: ObjectiveWorkflowViewSchema, 202: AcceptedCommandSchema },
  });
/** Instructor calls: what moves a run through inGrading → graded → gradingApproved → finished. */
const grading = <B extends z.ZodType = typeof NoBodySchema>(path: string, summary: string, body: B = NoBodySchema as unknown as B) =>
  defineCall({
    method: 'POST',
    path,
    summary,
    tags: ['Grading'],
    params: IdParamsSchema,
    body,
    responses: { 200: ObjectiveWorkflowViewSchema },
  });

export const workflowCalls = {
  command: defineCall({
    method: 'GET',
    path: WORKFLOW_PATHS.command(':id'),
    summary: "The state of one's own command",
    tags,
    params: IdParamsSchema,
    responses: { 200: CommandViewSchema },
  }),
  startObjectiveWorkflows: command(WORKFLOW_PATHS.startObjectiveWorkflows, 'Start a run of a course', StartObjectiveWorkflowBodySchema),
  submitObjectiveWorkflows: command(WORKFLOW_PATHS.submitObjectiveWorkflows, 'Submit a run', SubmitObjectiveWorkflowBodySchema),
  finishObjectiveWorkflows: command(WORKFLOW_PATHS.finishObjectiveWorkflows, 'Finish a run', FinishObjectiveWorkflowBodySchema),
  startActivityWorkflows: defineCall({
    method: 'POST',
    path: WORKFLOW_PATHS.startActivityWorkflows,
    summary: 'Start activities of a run',
    tags,
    body: StartActivityWorkflowsBodySchema,
    responses: { 200: StartedActivityWorkflowsSchema },
  }),
  finishActivityWorkflows: defineCall({
    method: 'POST',
    path: WORKFLOW_PATHS.finishActivityWorkflows,
    summary: 'Finish activities of a run',
    tags,
    body: FinishActivityWorkflowsBodySchema,
    responses: { 200: FinishedActivityWorkflowsSchema },
  }),
  updateActivityWorkflow: defineCall({
    method: 'PUT',
    path: WORKFLOW_PATHS.updateActivityWorkflow(':ow', ':aw'),
    summary: 'Record progress and data of an activity in progress',
    tags,
    params: z.object({ ow: IdSchema, aw: IdSchema }),
    body: UpdateActivityWorkflowBodySchema,
    responses: { 200: ActivityWorkflowViewSchema },
  }),
  objectiveWorkflow: defineCall({
    method: 'GET',
    path: WORKFLOW_PATHS.objectiveWorkflow(':id'),
    summary: "One of the learner's runs",
    tags,
    params: IdParamsSchema,
    responses: { 200: ObjectiveWorkflowViewSchema },
  }),
  objectiveRecordsOfAggregate: defineCall({
    method: 'GET',
    path: WORKFLOW_PATHS.objectiveRecordsOfAggregate(':id'),
    summary: 'Every result of a course (previous attempts)',
    tags,
    params: IdParamsSchema,
    responses: { 200: listOf(RecordSummarySchema) },
  }),
  objectiveRecordsQuery: defineCall({
    method: 'GET',
    path: WORKFLOW_PATHS.objectiveRecordsQuery,
    summary: "The learner's own results, with load options",
    description:
      "Filter on id, objectiveId, objectiveWorkflowId, userId and imported; sort by finished or created (default finished, newest first). Only the caller's results are ever listed: a filter naming another learner finds none. Score, grade and pass state are neither filters nor sort keys, so a withheld result cannot be guessed.",
    tags,
    query: ListQuerySchema,
    responses: { 200: listOf(ObjectiveRecordViewSchema) },
  }),
  objectiveRecord: defineCall({
    method: 'GET',
    path: WORKFLOW_PATHS.objectiveRecord(':id'),
    summary: "One of the learner's results; another learner's is not found, as an unknown one",
    tags,
    params: IdParamsSchema,
    responses: { 200: ObjectiveRecordViewSchema },
  }),
  activityWorkflowAggregate: defineCall({
    method: 'GET',
    path: WORKFLOW_PATHS.activityWorkflowAggregate(':ow', ':activityId'),
    summary: 'The last workflow and best record of one activity of a run',
    tags,
    params: RunActivityParamsSchema,
    responses: { 200: ActivityWorkflowAggregateOfActivitySchema },
  }),
  grade: grading(WORKFLOW_PATHS.gradeObjectiveWorkflow(':id'), 'Grade a run', GradeBodySchema),
  approve: grading(WORKFLOW_PATHS.approveObjectiveWorkflow(':id'), "Approve a run's grade"),
  release: grading(WORKFLOW_PATHS.releaseObjectiveWorkflow(':id'), "Release a run's grade"),
  recordProctoringSession: defineCall({
    method: 'POST',
    path: PROCTORING_PATHS.recordSession(':id'),
    summary: "Record a proctoring session of a learner's activity workflow (doc 2 §4 Availability)",
    tags: ['Grading'],
    params: IdParamsSchema,
    body: RecordProctoringSessionBodySchema,
    responses: { 200: ProctoringSessionViewSchema },
  }),
};
