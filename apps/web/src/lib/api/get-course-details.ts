import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProctoringRefreshMs } from '@lp/domain';
import * as enrolmentRoutes from '@lp/contract/routes/enrolment';
import { call } from '../api-client.ts';
import { courseKeys } from './course-keys.ts';

/** doc 2 §2: everything the course page shows. A 404 means the learner may not see the course. */
export const getCourseDetails = (objectiveId: string) => call(enrolmentRoutes.courseDetails, { params: { id: objectiveId } });

/**
 * Read again on a timer while a proctoring verdict may come (decision 0021): the tool's or an
 * instructor's verdict then shows, or lifts, the grading warning without a reload. Paused
 * while the tab is hidden (TanStack Query's default).
 */
export const courseDetailsQueryOptions = (objectiveId: string) =>
  queryOptions({
    queryKey: courseKeys.details(objectiveId),
    queryFn: () => getCourseDetails(objectiveId),
    refetchInterval: (query) => getProctoringRefreshMs(query.state.data?.lastProctoringSession) ?? false,
  });

export const useCourseDetails = (objectiveId: string) => useQuery(courseDetailsQueryOptions(objectiveId));

/**
 * The same details for a visitor of a public page who may be signed in (doc 2 §4): asked
 * only when `signedIn`, never sending anyone to sign in; null when the course is not theirs.
 */
export const useCourseDetailsIfSignedIn = (objectiveId: string, signedIn: boolean) =>
  useQuery({
    queryKey: [...courseKeys.details(objectiveId), 'if-signed-in'] as const,
    queryFn: () => call(enrolmentRoutes.courseDetails, { params: { id: objectiveId }, isPublic: true }).catch(() => null),
    enabled: signedIn,
  });
