import type { Queryable } from '../../db/client.ts';
import { accessJoin } from '../../data/access.ts';
import { aggregateJoin } from '../../data/runs.ts';

/** A course as the tutor needs it for a learner: its name, whether it offers the tutor, and the learner's ties to it. */
export interface TutorCourse {
  name: string;
  enableAiTutor: boolean;
  /** The learner's enrolment or aggregate: a learner of the course has one or the other. */
  isLearner: boolean;
  /** The learner's last run of the course, if they started it. */
  runId: string | null;
}

interface CourseRow {
  name: string;
  enable_ai_tutor: boolean;
  a_id: string | null;
  run_id: string | null;
  acc_id: string | null;
}

/** The course of the tenant with the learner's aggregate and enrolment, through their owners' joins (decision 0018). */
export async function findTutorCourse(
  db: Queryable,
  tenantId: string,
  objectiveId: string,
  userId: string,
): Promise<TutorCourse | undefined> {
  const [course] = await db.query<CourseRow>(
    `SELECT o.name, o.enable_ai_tutor, a.id AS a_id, a.last_objective_workflow_id AS run_id, acc.id AS acc_id
       FROM objectives o ${aggregateJoin('o.id', '$2')} ${accessJoin('o.id', '$2')}
      WHERE o.id = $1 AND o.tenant_id = $3`,
    [objectiveId, userId, tenantId],
  );
  return (
    course && {
      name: course.name,
      enableAiTutor: course.enable_ai_tutor,
      isLearner: !!(course.a_id || course.acc_id),
      runId: course.run_id,
    }
  );
}
