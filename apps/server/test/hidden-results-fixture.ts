import type { ImportFileInput } from '../src/modules/import/schema/index.ts';

/**
 * The demo learner's courses whose grade is hidden, each with a finished scored run whose
 * result is one distinctive score: 17.53 points of 20, normalized 0.8765 (87.65 %).
 * `hid-never` (policy Never) has a second run in progress whose quiz is already graded
 * with the same score; `hid-date` reveals an hour after the import; `hid-lti` is a single
 * LTI activity. `shown` (policy None) holds another distinctive score that every answer
 * about it may carry: it proves a walk reaches the answers that carry scores.
 */
export const HIDDEN = { score: 17.53, maxScore: 20, normalizedScore: 0.8765, percent: 87.65 } as const;
export const SHOWN = { score: 8.642, maxScore: 20, normalizedScore: 0.4321, percent: 43.21 } as const;

const LEARNER = 'user-learner';
type Course = NonNullable<ImportFileInput['courses']>[number];
type Workflow = NonNullable<ImportFileInput['workflows']>[number];

const course = (key: string, name: string, activities: Course['activities']): Course => ({
  externalId: key,
  name,
  code: key.toUpperCase(),
  gradingScale: 'hid-scale',
  isPublic: true,
  certificateTemplates: [{ externalId: `${key}.certificate`, name: `${name} certificate`, description: 'Awarded on passing.' }],
  activities,
});
const composite = (key: string, name: string) =>
  course(key, name, [
    {
      externalId: `${key}.root`,
      type: 'composite',
      name,
      parts: [
        { activity: `${key}.lesson` },
        {
          activity: `${key}.quiz`,
          reviewPolicy: 'AfterRevealingResults',
          resultsDisclosurePolicy: 'AfterScore',
          resultsDisclosureAbove: 0.5,
        },
      ],
    },
    { externalId: `${key}.lesson`, type: 'text', name: 'Lesson', html: '<p>Read this first.</p>' },
    { externalId: `${key}.quiz`, type: 'lti', name: 'Quiz', toolUrl: 'https://tools.test/quiz', maxScore: 20 },
  ]);

const scored = (result: typeof HIDDEN | typeof SHOWN) => ({
  score: result.score,
  maxScore: result.maxScore,
  normalizedScore: result.normalizedScore,
  passed: true,
  finished: '-2d',
});
const finishedRun = (key: string, n: number, result: typeof HIDDEN | typeof SHOWN, started = '-5d'): Workflow => ({
  externalId: `${key}.run${n}`,
  user: LEARNER,
  course: key,
  state: 'finished',
  started,
  submitted: '-2d',
  finished: '-2d',
  activities:
    key === 'hid-lti'
      ? [{ activity: `${key}.tool`, state: 'finished', started, finished: '-2d', records: [scored(result)] }]
      : [
          { activity: `${key}.lesson`, state: 'finished', started, finished: started },
          { activity: `${key}.quiz`, state: 'finished', started, finished: '-2d', records: [scored(result)] },
        ],
});
const resultOf = (key: string, n: number, result: typeof HIDDEN | typeof SHOWN) => ({
  externalId: `${key}.result${n}`,
  user: LEARNER,
  course: key,
  workflow: `${key}.run${n}`,
  score: result.score,
  maxScore: result.maxScore,
  normalizedScore: result.normalizedScore,
  finished: '-2d',
});

export function hiddenResultsFile(): ImportFileInput {
  return {
    gradingScales: [
      {
        externalId: 'hid-scale',
        name: 'Twenty points',
        maxScore: 20,
        passingGrade: 'hid-pass',
        grades: [
          { externalId: 'hid-fail', name: 'Fail', normalizedMinScore: 0 },
          { externalId: 'hid-pass', name: 'Pass', normalizedMinScore: 0.25 },
          { externalId: 'hid-merit', name: 'Merit', normalizedMinScore: 0.75 },
        ],
      },
    ],
    courses: [
      composite('hid-never', 'Hidden forever'),
      composite('hid-date', 'Hidden for an hour'),
      course('hid-lti', 'Hidden tool', [
        { externalId: 'hid-lti.tool', type: 'lti', name: 'Hidden tool', toolUrl: 'https://tools.test/hidden', maxScore: 20 },
      ]),
      composite('shown', 'Shown result'),
    ],
    enrolments: [
      { user: LEARNER, course: 'hid-never', isMandatory: true, retake: true, gradeRevealPolicy: 'Never' },
      { user: LEARNER, course: 'hid-date', isMandatory: true, gradeRevealPolicy: 'AfterDate', gradeRevealDate: '+1h' },
      { user: LEARNER, course: 'hid-lti', isMandatory: true, retake: true, gradeRevealPolicy: 'Never' },
      { user: LEARNER, course: 'shown', isMandatory: true, gradeRevealPolicy: 'None' },
    ],
    workflows: [
      finishedRun('hid-never', 1, HIDDEN, '-9d'),
      {
        externalId: 'hid-never.run2',
        user: LEARNER,
        course: 'hid-never',
        state: 'inProgress',
        started: '-1d',
        activities: [
          { activity: 'hid-never.root', state: 'inProgress', started: '-1d' },
          { activity: 'hid-never.quiz', state: 'finished', started: '-1d', finished: '-1h', records: [scored(HIDDEN)] },
        ],
      },
      finishedRun('hid-date', 1, HIDDEN),
      finishedRun('hid-lti', 1, HIDDEN),
      finishedRun('shown', 1, SHOWN),
    ],
    objectiveRecords: [
      resultOf('hid-never', 1, HIDDEN),
      resultOf('hid-date', 1, HIDDEN),
      resultOf('hid-lti', 1, HIDDEN),
      resultOf('shown', 1, SHOWN),
    ],
    certificateRecords: ['hid-never', 'hid-date', 'hid-lti', 'shown'].map((key) => ({
      user: LEARNER,
      course: key,
      template: `${key}.certificate`,
      objectiveRecord: `${key}.result1`,
      certificateNumber: `CERT-${key.toUpperCase()}`,
      created: '-2d',
    })),
  };
}
