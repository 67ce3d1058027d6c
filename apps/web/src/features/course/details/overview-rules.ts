import type { CourseDetails } from '@lp/contract';
import { canRevealGrade, GradeRevealPolicy, isBeforeDate, toDate } from '@lp/domain';
import { readCourseState } from '../lifecycle/course-state.ts';

/**
 * Whether the result on details is withheld (doc 2 §4 Grade visibility by policy; the
 * server already sent no score then) and, for AfterDate, the day it will show.
 */
export function getDetailsRevealNotice(details: CourseDetails, now: Date): { date: Date | null } | null {
  const { record, effectiveState } = readCourseState(details);
  if (!record) return null;
  const access = details.objectiveAccess;
  const policy = (access?.gradeRevealPolicy ?? null) as GradeRevealPolicy | null;
  const revealable = canRevealGrade(policy, effectiveState, access?.gradeRevealDate, now) && !record.protectResults;
  if (revealable) return null;
  const date =
    policy === GradeRevealPolicy.AfterDate && isBeforeDate(now, access?.gradeRevealDate) ? toDate(access?.gradeRevealDate) : null;
  return { date };
}
