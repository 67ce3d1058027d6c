/** Enrolment (doc 2 §4 Self-enrolment, doc 1 §4 enrolment flow) and the course details (doc 2 §2). */
import { defineCall } from '../call.ts';
import { DETAILS_PATHS, LIST_PATHS } from '../lists.ts';
import { IdParamsSchema } from '../schemas/common.ts';
import { CourseOutlineSchema } from '../schemas/content.ts';
import {
  AggregateOfObjectiveSchema,
  CourseDetailsSchema,
  CreateEnrolmentBodySchema,
  CreatedEnrolmentSchema,
  ObjectiveAccessViewSchema,
} from '../schemas/lists.ts';

const tags = ['Enrolment and course details'];
const enrol = (path: string, summary: string) =>
  defineCall({
    method: 'POST',
    path,
    summary,
    description:
      "Answered at once whatever Prefer says: the work is one short transaction. `id` is the new enrolment's id chosen by the client.",
    tags,
    body: CreateEnrolmentBodySchema,
    responses: { 200: CreatedEnrolmentSchema },
  });

export const enrolmentCalls = {
  createSelfEnrollments: enrol(LIST_PATHS.createSelfEnrollments, 'Enrol oneself in a catalog course'),
  createObjectiveAccess: enrol(LIST_PATHS.createObjectiveAccess, "Create one's objective access (the same as self-enrolment)"),
  objectiveAccess: defineCall({
    method: 'GET',
    path: LIST_PATHS.objectiveAccess(':id'),
    summary: "The learner's objective access of a course",
    tags,
    params: IdParamsSchema,
    responses: { 200: ObjectiveAccessViewSchema },
  }),
  aggregateOfObjective: defineCall({
    method: 'GET',
    path: LIST_PATHS.aggregateOfObjective(':id'),
    summary: "The learner's aggregate of a course (the one it will have, for a catalog course not yet touched)",
    tags,
    params: IdParamsSchema,
    responses: { 200: AggregateOfObjectiveSchema },
  }),
  courseDetails: defineCall({
    method: 'GET',
    path: DETAILS_PATHS.courseDetails(':id'),
    summary: 'Everything the course details page shows',
    tags,
    params: IdParamsSchema,
    responses: { 200: CourseDetailsSchema },
  }),
  courseOutline: defineCall({
    method: 'GET',
    path: DETAILS_PATHS.courseOutline(':id'),
    summary: "The course's table of contents as a first run would start it, with each part's lock; creates no run",
    tags,
    params: IdParamsSchema,
    responses: { 200: CourseOutlineSchema },
  }),
};
