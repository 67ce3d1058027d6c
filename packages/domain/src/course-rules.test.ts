import { describe, expect, it } from 'vitest';
import { COURSE_RULES_CASES, enforcementOf, toHoursFromNow, type CourseRulesCaseFacts } from './course-rules.cases.ts';
import { getCourseRules, type CourseRulesInput } from './course-rules.ts';
import { ContentState, ContentType, WorkflowState } from './enums.ts';

const NOW = new Date('2026-06-15T09:00:00Z');
const at = (hours: number | undefined) => (hours === undefined ? null : new Date(NOW.getTime() + hours * 3_600_000).toISOString());

/** A case's facts as the details answer carries them (a composite course, the retake window flag on). */
function inputOf(facts: CourseRulesCaseFacts, extra: Partial<CourseRulesInput> = {}): CourseRulesInput {
  const finished = at(facts.finished);
  return {
    course: {
      activity: { type: ContentType.composite, state: ContentState.ready, supportReview: true },
      access: {
        retake: facts.retake ?? false,
        retakeWindow: facts.retakeWindow?.amount ?? null,
        retakeWindowUnit: facts.retakeWindow?.unit ?? null,
        availabilityDate: at(facts.availabilityDate),
        availabilityEndDate: at(facts.availabilityEndDate),
        gradeRevealPolicy: facts.gradeRevealPolicy ?? 'None',
        gradeRevealDate: at(facts.gradeRevealDate),
      },
      lastObjectiveWorkflow: finished ? { state: WorkflowState.finished, finished, protectResults: false } : null,
      lastObjectiveRecord: finished ? { passed: null, finished, protectResults: false } : null,
      lastProctoringSession: null,
    },
    featureFlags: { retakeWindow: true },
    dueDate: at(facts.dueDate),
    isMandatory: facts.isMandatory ?? false,
    proctored: false,
    supportCollaborativeMode: false,
    supportPersonalMode: true,
    gracePeriodEnds: facts.gracePeriodUntil === undefined ? [] : [at(facts.gracePeriodUntil)!],
    certificateTemplates: [],
    ...extra,
  };
}

describe('getCourseRules: the cases the server test enforces', () => {
  it.each(COURSE_RULES_CASES)('$name', ({ facts, lines, enforce }) => {
    const rules = getCourseRules(inputOf(facts), NOW).map((rule) => toHoursFromNow(rule, NOW));
    expect(rules).toEqual(lines);
    expect(enforcementOf(rules, facts.finished !== undefined)).toEqual(enforce);
  });
});

describe('getCourseRules: the lines the server has no refusal for', () => {
  const kinds = (input: CourseRulesInput) => getCourseRules(input, NOW).map((r) => r.kind);

  it('says proctored, done in a team and the certificates when the course has them', () => {
    const rules = getCourseRules(
      inputOf(
        {},
        {
          proctored: true,
          supportCollaborativeMode: true,
          supportPersonalMode: false,
          certificateTemplates: [{ name: 'Safety badge' }, { name: 'Diploma' }],
        },
      ),
      NOW,
    );
    expect(rules).toContainEqual({ kind: 'proctored' });
    expect(rules).toContainEqual({ kind: 'team', teamOnly: true });
    expect(rules).toContainEqual({ kind: 'certificates', names: ['Safety badge', 'Diploma'] });
  });

  it('a team course that may also be done alone is not team-only', () => {
    const rules = getCourseRules(inputOf({}, { supportCollaborativeMode: true, supportPersonalMode: true }), NOW);
    expect(rules).toContainEqual({ kind: 'team', teamOnly: false });
  });

  it('names the first grace period still to come, or the last one once all have ended', () => {
    const coming = getCourseRules(inputOf({}, { gracePeriodEnds: [at(200)!, at(-5)!, at(50)!] }), NOW);
    expect(coming.map((r) => toHoursFromNow(r, NOW))).toContainEqual({ kind: 'gracePeriod', date: 50, ended: false });
    const ended = getCourseRules(inputOf({}, { gracePeriodEnds: [at(-50)!, at(-5)!] }), NOW);
    expect(ended.map((r) => toHoursFromNow(r, NOW))).toContainEqual({ kind: 'gracePeriod', date: -5, ended: true });
  });

  it('a course without review support is never reviewed, whatever the policy', () => {
    const input = inputOf({});
    const rules = getCourseRules(
      { ...input, course: { ...input.course, activity: { ...input.course.activity, supportReview: false } } },
      NOW,
    );
    expect(rules).toContainEqual({ kind: 'review', when: 'never' });
  });

  it('an AfterDate policy with no date never shows results (the reveal rule’s decision)', () => {
    expect(getCourseRules(inputOf({ gradeRevealPolicy: 'AfterDate' }), NOW)).toContainEqual({ kind: 'results', when: 'never' });
  });

  it('the retake window is not applied when the tenant turns it off, as getVisibleActions does', () => {
    const input = inputOf({ retake: true, retakeWindow: { amount: 3, unit: 'Days' }, finished: -24 }, { featureFlags: {} });
    expect(getCourseRules(input, NOW)).toContainEqual({ kind: 'retake', when: 'now' });
  });

  it('a course in progress says nothing of opening or closing for starting (the run goes on)', () => {
    const input = inputOf({ availabilityDate: 10, availabilityEndDate: -2 });
    const rules = kinds({
      ...input,
      course: { ...input.course, lastObjectiveWorkflow: { state: WorkflowState.inProgress, finished: null, protectResults: false } },
    });
    expect(rules).not.toContain('opens');
    expect(rules).not.toContain('closes');
  });

  it('an LTI course retakes without a window', () => {
    const input = inputOf({ retake: true, retakeWindow: { amount: 3, unit: 'Days' } });
    const rules = getCourseRules(
      { ...input, course: { ...input.course, activity: { ...input.course.activity, type: ContentType.lti } } },
      NOW,
    );
    expect(rules).toContainEqual({ kind: 'retake', when: 'afterFinish', window: null });
  });
});
