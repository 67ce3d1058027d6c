import type { CourseDetails } from '@lp/contract';
import { getResultStatus, GradeRevealPolicy, isBeforeDate, toDate } from '@lp/domain';
import { readCourseState } from '../../../lib/course-state.ts';

/**
 * Whether the result on details is withheld (the server decides it with canRevealResult
 * and sends no score then; getResultStatus reads it, as the course card does) and, for
 * AfterDate, the day it will show.
 */
export function getDetailsRevealNotice(details: CourseDetails, now: Date): { date: Date | null } | null {
  const { record } = readCourseState(details);
  if (!record || getResultStatus(record) !== 'hidden') return null;
  const access = details.objectiveAccess;
  const date =
    access?.gradeRevealPolicy === GradeRevealPolicy.AfterDate && isBeforeDate(now, access.gradeRevealDate)
      ? toDate(access.gradeRevealDate)
      : null;
  return { date };
}
