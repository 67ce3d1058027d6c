import type { ImportFileInput } from './schema/index.ts';

/** A small file with one of every entity, for the tests of this module. */
export function smallFile(): ImportFileInput {
  return {
    tenant: {
      externalId: 'test',
      name: 'Test Academy',
      settings: { locales: 'en-US, de-DE', navigation: { dashboard: true } },
      featureFlags: { retakeWindow: true },
    },
    units: [{ externalId: 'hq', name: 'Headquarters', children: [{ externalId: 'ops', name: 'Operations' }] }],
    users: [
      {
        externalId: 'ann',
        email: 'ann@test.test',
        firstName: 'Ann',
        lastName: 'Lee',
        password: 'secret-ann',
        units: [{ unit: 'ops', isPrimary: true }],
        permissions: [{ name: 'ObjectiveWorkflow.Create' }, { name: 'Course.View', scopeId: 'course:c1' }],
      },
      { externalId: 'bob', email: 'bob@test.test', firstName: 'Bob', lastName: 'Ray', roles: ['Instructor'] },
    ],
    groups: [{ externalId: 'g1', name: 'Cohort A', members: ['ann', 'bob'] }],
    terms: [{ externalId: 't1', name: 'Spring term', startsOn: '-30d', endsOn: '+60d' }],
    filterCategories: [{ externalId: 'level', name: 'Level', isPublic: true, attributes: [{ externalId: 'beginner', name: 'Beginner' }] }],
    showcases: [{ externalId: 'new', name: 'New joiners' }],
    gradingScales: [
      {
        externalId: 'pf',
        name: 'Pass/fail',
        passingGrade: 'pass',
        grades: [
          { externalId: 'fail', name: 'Fail', normalizedMinScore: 0 },
          { externalId: 'pass', name: 'Pass', normalizedMinScore: 0.7 },
        ],
      },
    ],
    ltiTools: [
      {
        externalId: 'quiz-tool',
        name: 'Quiz tool',
        clientId: 'quiz-client',
        loginUrl: 'https://tools.test/login',
        redirectUris: ['https://tools.test/launch'],
        targetLinkUri: 'https://tools.test/launch',
        jwksUrl: 'https://tools.test/jwks',
      },
    ],
    courses: [
      {
        externalId: 'c1',
        name: 'Course one',
        gradingScale: 'pf',
        showcases: ['new'],
        attributes: ['beginner'],
        announcementChannel: { messages: [{ author: 'bob', body: 'Welcome!', createdAt: '-1d' }] },
        certificateTemplates: [{ externalId: 'c1-cert', name: 'Certificate of completion', validForDays: 365 }],
        activities: [
          {
            externalId: 'c1-root',
            type: 'composite',
            name: 'Course one',
            parts: [{ activity: 'c1-m1' }, { activity: 'c1-quiz', startFrom: '+2d', completePrevious: true }],
          },
          {
            externalId: 'c1-m1',
            type: 'composite',
            name: 'Module 1',
            parts: [{ activity: 'c1-l1' }, { activity: 'c1-v1', optional: true }],
          },
          { externalId: 'c1-l1', type: 'text', name: 'Lesson 1', html: '<p>Hello</p>' },
          { externalId: 'c1-v1', type: 'video', name: 'Video', vimeoUrl: 'https://vimeo.com/76979871' },
          { externalId: 'c1-quiz', type: 'lti', name: 'Quiz', toolUrl: 'https://tools.test/quiz', ltiTool: 'quiz-tool', maxScore: 10 },
        ],
      },
    ],
    enrolments: [
      { user: 'ann', course: 'c1', term: 't1', isMandatory: true, dueDate: '+7d', retake: true, retakeWindow: 2, retakeWindowUnit: 'Days' },
    ],
    workflows: [
      {
        externalId: 'ann-c1-1',
        user: 'ann',
        course: 'c1',
        state: 'finished',
        started: '-10d',
        finished: '-9d',
        activities: [{ activity: 'c1-l1', state: 'finished', started: '-10d', finished: '-10d' }],
      },
      {
        externalId: 'ann-c1-2',
        user: 'ann',
        course: 'c1',
        state: 'inProgress',
        progress: 0.5,
        started: '-2d',
        activities: [
          { activity: 'c1-root', state: 'inProgress', started: '-2d' },
          { activity: 'c1-l1', state: 'finished', started: '-2d', finished: '-2d' },
          {
            activity: 'c1-quiz',
            state: 'inProgress',
            started: '-1d',
            records: [{ score: 6, maxScore: 10 }],
            proctoringSessions: [
              { state: 'InProgress', created: '-1d' },
              { state: 'Suspicious', created: '-1h' },
            ],
          },
        ],
      },
    ],
    objectiveRecords: [
      { externalId: 'ann-c1-1-result', user: 'ann', course: 'c1', workflow: 'ann-c1-1', score: 8, maxScore: 10, finished: '-9d' },
      { externalId: 'bob-c1-imported', user: 'bob', course: 'c1', score: 5, maxScore: 10, finished: '-100d', imported: true },
    ],
    certificateRecords: [
      {
        user: 'ann',
        course: 'c1',
        template: 'c1-cert',
        objectiveRecord: 'ann-c1-1-result',
        certificateNumber: 'TEST-0001',
        created: '-9d',
        expirationDate: '+356d',
      },
    ],
  };
}
