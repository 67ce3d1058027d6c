import type { z } from 'zod';
import type { GradeBodySchema } from '@lp/contract/calls';
import { canApproveGrade, canGradeCourse, canGradeRun, canReleaseGrade, gradeForScore, gradesAnyCourse, WorkflowState } from '@lp/domain';
import type { Queryable } from '../db/client.ts';
import { conflict, forbidden, notFound } from '../lib/http-error.ts';
import type { SessionUser } from '../plugins/session-repository.ts';
import { issueCertificateIfEarned } from './issue-certificate.ts';
import { loadGradingScale } from '../data/grading-scales.ts';
import { workflowView } from '../data/workflow-view.ts';

/**
 * The instructor calls act on one course's runs: the caller must grade that course
 * (domain `canGradeCourse`: administrators, or the grade permission scoped to the course
 * or to every course). `target` names the run, or an activity workflow of a run. An id
 * of another tenant, or of nothing, is a 404 before any rights are weighed.
 */
export async function assertGradesCourseOf(
  db: Queryable,
  user: SessionUser,
  tenantId: string,
  target: { run: string } | { activityWorkflow: string } | { team: string },
) {
  if (!gradesAnyCourse(user)) throw forbidden('Only instructors can grade.');
  if ('team' in target) {
    // A team's course is its members' (every member is enrolled in the course of its activity).
    const [team] = await db.query<{ objective_id: string }>(
      `SELECT a.objective_id FROM group_activity_workflows g
         JOIN group_activity_workflow_members m ON m.group_activity_workflow_id = g.id
         JOIN objective_workflow_aggregates a ON a.id = m.objective_workflow_aggregate_id
        WHERE g.id = $1 AND g.tenant_id = $2 LIMIT 1`,
      [target.team, tenantId],
    );
    if (!team) throw notFound('No such team.');
    if (!canGradeCourse(user, team.objective_id)) throw forbidden('Only an instructor of this course can do this.');
    return;
  }
  const [row] =
    'run' in target
      ? await db.query<{ objective_id: string }>('SELECT objective_id FROM objective_workflows WHERE id = $1 AND tenant_id = $2', [
          target.run,
          tenantId,
        ])
      : await db.query<{ objective_id: string }>(
          `SELECT w.objective_id FROM activity_workflows aw JOIN objective_workflows w ON w.id = aw.objective_workflow_id
            WHERE aw.id = $1 AND aw.tenant_id = $2`,
          [target.activityWorkflow, tenantId],
        );
  if (!row) throw notFound('run' in target ? 'No such run.' : 'No such activity workflow.');
  if (!canGradeCourse(user, row.objective_id)) throw forbidden('Only an instructor of this course can do this.');
}

async function lockRun(tx: Queryable, tenantId: string, id: string) {
  const [w] = await tx.query<{
    id: string;
    state: WorkflowState;
    user_id: string;
    objective_id: string;
    objective_record_id: string | null;
    grading_scale_id: string | null;
  }>(
    `SELECT w.id, w.state, w.user_id, w.objective_id, w.objective_record_id, o.grading_scale_id
       FROM objective_workflows w JOIN objectives o ON o.id = w.objective_id WHERE w.id = $1 AND w.tenant_id = $2 FOR UPDATE OF w`,
    [id, tenantId],
  );
  if (!w) throw notFound('No such run.');
  return w;
}

/** inGrading (or submitted) → graded: the instructor's score becomes the result; the grade band and pass follow the scale. */
export async function gradeRun(tx: Queryable, tenantId: string, id: string, body: z.output<typeof GradeBodySchema>) {
  const w = await lockRun(tx, tenantId, id);
  if (!canGradeRun(w.state)) throw conflict('This run is not waiting for a grade.');
  const scale = await loadGradingScale(tx, w.grading_scale_id);
  const maxScore = scale?.maxScore ?? 1;
  const onScale = gradeForScore(body.normalizedScore, scale);
  const grade = body.grade ?? onScale.grade;
  const passed = onScale.passed;
  await tx.query(`UPDATE objective_records SET score = $2, max_score = $3, normalized_score = $4, grade = $5, passed = $6 WHERE id = $1`, [
    w.objective_record_id,
    body.normalizedScore * maxScore,
    maxScore,
    body.normalizedScore,
    grade,
    passed,
  ]);
  await tx.query('UPDATE objective_workflows SET state = $2 WHERE id = $1', [id, WorkflowState.graded]);
  return workflowView(tx, id);
}

/** graded → gradingApproved. */
export async function approveRun(tx: Queryable, tenantId: string, id: string) {
  const w = await lockRun(tx, tenantId, id);
  if (!canApproveGrade(w.state)) throw conflict('Only a graded run can be approved.');
  await tx.query('UPDATE objective_workflows SET state = $2 WHERE id = $1', [id, WorkflowState.gradingApproved]);
  return workflowView(tx, id);
}

/** gradingApproved → finished: the result is released to the learner (and a certificate earned if passed). */
export async function releaseRun(tx: Queryable, tenantId: string, id: string, now: Date) {
  const w = await lockRun(tx, tenantId, id);
  if (!canReleaseGrade(w.state)) throw conflict('Only an approved grade can be released.');
  await tx.query('UPDATE objective_workflows SET state = $2, finished = $3 WHERE id = $1', [id, WorkflowState.finished, now]);
  const [record] = await tx.query<{ passed: boolean | null }>('SELECT passed FROM objective_records WHERE id = $1', [
    w.objective_record_id,
  ]);
  if (record?.passed)
    await issueCertificateIfEarned(tx, { tenantId, userId: w.user_id, objectiveId: w.objective_id, recordId: w.objective_record_id!, now });
  return workflowView(tx, id);
}
