import { queryOptions, useQuery } from '@tanstack/react-query';
import * as enrolmentRoutes from '@lp/contract/routes/enrolment';
import { call } from '../api-client.ts';
import { courseKeys } from './course-keys.ts';

/** A course's table of contents before it is started (issue 33 "See before you start"); the server creates no run for it. */
export const getCourseOutline = (objectiveId: string) => call(enrolmentRoutes.courseOutline, { params: { id: objectiveId } });

export const courseOutlineQueryOptions = (objectiveId: string) =>
  queryOptions({ queryKey: courseKeys.outline(objectiveId), queryFn: () => getCourseOutline(objectiveId) });

/** Asked only while `enabled` (no run yet: a run's own tree says more). */
export const useCourseOutline = (objectiveId: string, enabled: boolean) => useQuery({ ...courseOutlineQueryOptions(objectiveId), enabled });
