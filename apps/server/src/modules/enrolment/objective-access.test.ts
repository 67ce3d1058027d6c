import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LIST_PATHS, type ObjectiveAccessView } from '@lp/contract';
import { GradeRevealPolicy, WorkflowState } from '@lp/domain';
import { setupTestApp } from '../../../test/setup-test-app.ts';

/**
 * doc 1 §7 GET users/me/objectives/{id}/objective-access: the learner's enrolment in one
 * course with its terms (doc 2 §3) and its run and result, the result withheld as the
 * grade reveal policy says (decision 0011).
 */
const demo = setupTestApp({ sessions: ['learner', 'learner2'] });

const objectiveId = async (code: string) =>
  (await demo.db.query<{ id: string }>('SELECT id FROM objectives WHERE code = $1', [code]))[0]!.id;
const userId = async (email: string) => (await demo.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]))[0]!.id;
const access = (id: string, headers: Record<string, string> = demo.learner) =>
  demo.app.inject({ url: LIST_PATHS.objectiveAccess(id), headers });

describe('GET the objective access of a course', () => {
  it('answers the learner’s enrolment with its terms, the run and a result already revealed', async () => {
    const res = await access(await objectiveId('LDR-201'));
    expect(res.statusCode).toBe(200);
    const view = res.json<ObjectiveAccessView>();
    expect(view).toMatchObject({
      userId: await userId('learner@demo.test'),
      isSelfEnrolled: true,
      gradeRevealPolicy: GradeRevealPolicy.AfterDate,
      gradeRevealDate: expect.any(String),
      objective: { code: 'LDR-201' },
      objectiveWorkflowAggregate: {
        lastObjectiveWorkflow: { state: WorkflowState.finished },
        lastObjectiveRecord: { score: 13, maxScore: 15 },
      },
    });
    expect(Date.parse(view.gradeRevealDate!)).toBeLessThan(Date.now());
  });

  it('withholds the result while the reveal date is ahead, keeping that the course is finished', async () => {
    const res = await access(await objectiveId('DIV-101'));
    const view = res.json<ObjectiveAccessView>();
    expect(view).toMatchObject({ isMandatory: true, gradeRevealPolicy: GradeRevealPolicy.AfterDate, objective: { code: 'DIV-101' } });
    expect(Date.parse(view.gradeRevealDate!)).toBeGreaterThan(Date.now());
    expect(view.objectiveWorkflowAggregate!.lastObjectiveWorkflow!.state).toBe(WorkflowState.finished);
    expect(view.objectiveWorkflowAggregate!.lastObjectiveRecord).toMatchObject({ score: null, normalizedScore: null, passed: null });
    expect(res.body).not.toMatch(/0\.875|"score":7\b/);
  });

  it('appears once the learner enrols, with the id the client chose and no run yet', async () => {
    const [course] = await demo.db.query<{ id: string }>(
      `SELECT o.id FROM objectives o JOIN activities a ON a.id = o.activity_id
        WHERE o.in_catalog AND o.self_enrollment AND a.state <> 4
          AND NOT EXISTS (SELECT 1 FROM objective_accesses x JOIN users u ON u.id = x.user_id WHERE x.objective_id = o.id AND u.email = 'learner2@demo.test')
        ORDER BY o.code LIMIT 1`,
    );
    expect((await access(course!.id, demo.learner2)).statusCode).toBe(404);
    const id = randomUUID();
    const enrolled = await demo.app.inject({
      method: 'POST',
      url: LIST_PATHS.createSelfEnrollments,
      headers: { ...demo.learner2, prefer: 'respond-sync' },
      payload: { id, objectiveAccessId: course!.id },
    });
    expect(enrolled.statusCode).toBe(200);
    const res = await access(course!.id, demo.learner2);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      isSelfEnrolled: true,
      objective: { id: course!.id },
      objectiveWorkflowAggregate: { isSelfEnrolled: true, lastObjectiveWorkflow: null, lastObjectiveRecord: null },
    });
  });

  it('refuses another learner’s course, unknown and malformed ids and anonymous callers', async () => {
    const sec = await objectiveId('SEC-101');
    const theirs = await access(sec, demo.learner2);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('SEC-101');
    expect((await access(randomUUID())).statusCode).toBe(404);
    const malformed = await access('not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toHaveProperty('id');
    expect((await access(sec, {})).statusCode).toBe(401);
  });
});
