import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DETAILS_PATHS, WORKFLOW_PATHS, type CourseDetails } from '@lp/contract';
import { getCourseRules, toCourseRulesInput } from '@lp/domain';
import { COURSE_RULES_CASES, enforcementOf, toHoursFromNow, type CourseRulesCase } from '@lp/domain/course-rules-cases';
import { importData } from '../import/index.ts';
import type { ImportFileInput } from '../import/schema/index.ts';
import { importDemo } from '../../../test/demo.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';

/*
 * Issue 33 item 2: the "Course rules" card cannot disagree with the server. Each case of
 * course-rules.cases.ts (the table the domain test reads) is imported as a course of the
 * demo learner; the card's lines are computed from the details answer, as the web does,
 * and must be the case's lines; then the server must do what those lines say (a start or
 * retake refused with the card's reason, a result withheld while the card says it is).
 */
const LEARNER = 'user-learner';
type Course = NonNullable<ImportFileInput['courses']>[number];
const at = (n: number) => `${n < 0 ? '-' : '+'}${Math.abs(n)}h`;
const hours = (n: number | undefined) => (n === undefined ? undefined : at(n));
const key = (i: number) => `rules-case-${i}`;

function caseFile(): ImportFileInput {
  const courses: Course[] = COURSE_RULES_CASES.map(({ facts }, i) => ({
    externalId: key(i),
    name: `Rules case ${i}`,
    code: key(i).toUpperCase(),
    activities: [
      {
        externalId: `${key(i)}.root`,
        type: 'composite',
        name: `Rules case ${i}`,
        parts: [{ activity: `${key(i)}.lesson`, gracePeriodUntil: hours(facts.gracePeriodUntil) }],
      },
      { externalId: `${key(i)}.lesson`, type: 'text', name: 'Lesson', html: '<p>Read.</p>' },
    ],
  }));
  const finishedCases = COURSE_RULES_CASES.flatMap((c, i) => (c.facts.finished === undefined ? [] : [{ i, finished: c.facts.finished }]));
  return {
    courses,
    enrolments: COURSE_RULES_CASES.map(({ facts }, i) => ({
      user: LEARNER,
      course: key(i),
      isMandatory: facts.isMandatory ?? false,
      availabilityDate: hours(facts.availabilityDate),
      availabilityEndDate: hours(facts.availabilityEndDate),
      dueDate: hours(facts.dueDate),
      retake: facts.retake ?? false,
      retakeWindow: facts.retakeWindow?.amount,
      retakeWindowUnit: facts.retakeWindow?.unit,
      gradeRevealPolicy: facts.gradeRevealPolicy ?? 'None',
      gradeRevealDate: hours(facts.gradeRevealDate),
    })),
    workflows: finishedCases.map(({ i, finished }) => ({
      externalId: `${key(i)}.run`,
      user: LEARNER,
      course: key(i),
      state: 'finished' as const,
      started: at(finished - 24),
      submitted: at(finished),
      finished: at(finished),
      activities: [{ activity: `${key(i)}.lesson`, state: 'finished' as const, started: at(finished - 24), finished: at(finished) }],
    })),
    objectiveRecords: finishedCases.map(({ i, finished }) => ({
      externalId: `${key(i)}.result`,
      user: LEARNER,
      course: key(i),
      workflow: `${key(i)}.run`,
      score: 7,
      maxScore: 10,
      finished: at(finished),
    })),
  };
}

const demo = setupTestApp({
  load: async (db) => {
    await importDemo(db);
    await importData(db, caseFile());
    await db.query(`UPDATE tenants SET feature_flags = feature_flags || '{"retakeWindow": true}'::jsonb`);
  },
  sessions: ['learner'],
});

const idsOf = async (i: number) => {
  const [row] = await demo.db.query<{ objective_id: string; aggregate_id: string }>(
    `SELECT o.id AS objective_id, a.id AS aggregate_id FROM objectives o
       JOIN objective_workflow_aggregates a ON a.objective_id = o.id JOIN users u ON u.id = a.user_id
      WHERE o.code = $1 AND u.email = 'learner@demo.test'`,
    [key(i).toUpperCase()],
  );
  return row!;
};

async function startOutcome(aggregateId: string) {
  const res = await demo.app.inject({
    method: 'POST',
    url: WORKFLOW_PATHS.startObjectiveWorkflows,
    headers: { ...demo.learner, prefer: 'respond-sync' },
    payload: { objectiveWorkflowAggregateId: aggregateId, id: randomUUID() },
  });
  if (res.statusCode === 200) return 'allowed';
  expect(res.statusCode).toBe(400);
  return res.json().errors.reason[0];
}

describe('the Course rules card and the server enforce the same cases', () => {
  it.each(COURSE_RULES_CASES.map((c, i) => [c.name, c, i] as const))('%s', async (_name, c: CourseRulesCase, i) => {
    const { objective_id, aggregate_id } = await idsOf(i);
    const res = await demo.app.inject({ url: DETAILS_PATHS.courseDetails(objective_id), headers: demo.learner });
    expect(res.statusCode).toBe(200);
    const details: CourseDetails = res.json();
    const now = new Date();
    const lines = getCourseRules(toCourseRulesInput(details, { retakeWindow: true }), now).map((rule) => toHoursFromNow(rule, now));
    expect(lines).toEqual(c.lines);
    const enforce = enforcementOf(lines, c.facts.finished !== undefined);

    // The result first: a start below would make a new run the aggregate's last.
    if (enforce.result) {
      const record = details.objectiveWorkflowAggregate?.lastObjectiveRecord;
      expect(record?.normalizedScore != null ? 'shown' : 'hidden').toBe(enforce.result);
      if (enforce.result === 'hidden') expect(res.body).not.toContain('"score":7');
    }
    expect(await startOutcome(aggregate_id)).toBe(enforce.start);
  });
});
