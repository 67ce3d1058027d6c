import type { ImportFileInput } from '../../src/modules/import/schema/index.ts';
import { QUIZ_TOOL_ORIGIN } from './quiz-tool.ts';

/**
 * doc 1 §2 a plugin-supplied navigation entry, so the demo shows one, "Guest view": the open catalog, the
 * public list of courses a learner can send to someone without an account. Its labels are
 * the tenant's text, not the catalogs'; a locale without one shows the en-US label.
 * No permissions: everyone sees it.
 */
const publicCatalogEntry = {
  id: 'guest-view',
  label: { 'en-US': 'Guest view', 'ar-AR': 'عرض الزائر', 'de-DE': 'Gastansicht', 'es-ES': 'Vista de invitado', 'fr-FR': 'Vue invité' },
  target: '/learn/open-catalog',
  permissions: [],
  permissionStrategy: 'all' as const,
};

/** The demo tenant: Brightwell Logistics, a mid-sized company with its own academy. */
export const tenant: ImportFileInput['tenant'] = {
  externalId: 'default',
  name: 'Brightwell Academy',
  host: null,
  settings: {
    sessionInactivitySeconds: 7200,
    defaultLocale: 'en-US',
    navigation: {
      dashboard: true,
      catalog: true,
      calendar: true,
      rooms: false,
      research: false,
      knowledgeModels: false,
      plugins: [publicCatalogEntry],
    },
    widgets: { feedback: true, aiTutor: true },
    privacyPolicyUrl: 'https://www.brightwell.demo.test/privacy',
    // Who learners ask about a course they cannot start or open (issue 33 item 9).
    contact: { name: 'Brightwell Learning team', email: 'learning@brightwell.demo.test' },
    allowedExternalSources: ['vimeo.com', 'player.vimeo.com', QUIZ_TOOL_ORIGIN],
    theme: { name: 'Brightwell Academy', primaryColor: '#1a5dc8' },
  },
  featureFlags: { 'learner.dashboard': true, retakeWindow: true, mediaBlockScripts: false, courseOverviewV2: false },
};

export const units: NonNullable<ImportFileInput['units']> = [
  {
    externalId: 'unit-brightwell',
    name: 'Brightwell Logistics',
    children: [
      {
        externalId: 'unit-ops',
        name: 'Operations',
        children: [
          { externalId: 'unit-ops-north', name: 'Warehouse North' },
          { externalId: 'unit-ops-south', name: 'Warehouse South' },
        ],
      },
      { externalId: 'unit-sales', name: 'Sales and Customer Service' },
      { externalId: 'unit-people', name: 'People and Culture' },
      { externalId: 'unit-finance', name: 'Finance' },
      { externalId: 'unit-tech', name: 'Technology' },
    ],
  },
];

const learnerPermissions = [{ name: 'ObjectiveWorkflow.Create' }];
/** The demo instructor grades the courses they teach (compliance, safety, wellbeing, projects, the security exam), not every course: ETH-300, say, is not theirs. */
const instructorPermissions = [
  'saf-101',
  'prv-101',
  'abc-110',
  'coc-100',
  'fw-210',
  'fa-101',
  'mh-120',
  'wel-101',
  'pm-101',
  'wrt-201',
  'sec-101',
  'tps-150',
].map((course) => ({
  name: 'ObjectiveWorkflow.Grade',
  scopeId: `course:${course}`,
}));

/** The five accounts of the README, plus colleagues who fill groups and discussions. */
export const users: NonNullable<ImportFileInput['users']> = [
  {
    externalId: 'user-learner',
    email: 'learner@demo.test',
    password: 'learner',
    firstName: 'Lena',
    lastName: 'Fischer',
    timezone: 'Europe/Berlin',
    locale: 'en-US',
    roles: ['Learner'],
    permissions: learnerPermissions,
    units: [{ unit: 'unit-ops-north', isPrimary: true }, { unit: 'unit-people' }],
  },
  {
    externalId: 'user-learner2',
    email: 'learner2@demo.test',
    password: 'learner2',
    firstName: 'Omar',
    lastName: 'Haddad',
    timezone: 'Europe/London',
    locale: 'en-US',
    roles: ['Learner'],
    permissions: learnerPermissions,
    units: [{ unit: 'unit-sales', isPrimary: true }],
  },
  {
    externalId: 'user-admin',
    email: 'admin@demo.test',
    password: 'admin',
    firstName: 'Alex',
    lastName: 'Morgan',
    timezone: 'Europe/London',
    roles: ['Administrator'],
    permissions: [{ name: 'Research.Access' }],
    units: [{ unit: 'unit-tech', isPrimary: true }],
  },
  {
    externalId: 'user-author',
    email: 'author@demo.test',
    password: 'author',
    firstName: 'Priya',
    lastName: 'Nair',
    timezone: 'Asia/Kolkata',
    roles: ['Author'],
    units: [{ unit: 'unit-people', isPrimary: true }],
  },
  {
    externalId: 'user-instructor',
    email: 'instructor@demo.test',
    password: 'instructor',
    firstName: 'Daniel',
    lastName: 'Okafor',
    timezone: 'Europe/London',
    roles: ['Instructor'],
    permissions: instructorPermissions,
    units: [{ unit: 'unit-people', isPrimary: true }],
  },
  ...[
    ['sofia', 'Sofia', 'Marquez', 'unit-ops-south'],
    ['james', 'James', 'Whitfield', 'unit-finance'],
    ['mei', 'Mei', 'Tanaka', 'unit-tech'],
    ['tomasz', 'Tomasz', 'Nowak', 'unit-ops-north'],
    ['aisha', 'Aisha', 'Bello', 'unit-sales'],
    ['lucas', 'Lucas', 'Moreau', 'unit-sales'],
  ].map(([key, first, last, unit]) => ({
    externalId: `user-${key}`,
    email: `${key}@demo.test`,
    firstName: first!,
    lastName: last!,
    roles: ['Learner' as const],
    permissions: learnerPermissions,
    units: [{ unit: unit!, isPrimary: true }],
  })),
];

export const groups: NonNullable<ImportFileInput['groups']> = [
  { externalId: 'group-fire-wardens', name: 'Fire wardens 2nd floor', members: ['user-learner', 'user-tomasz', 'user-sofia'] },
  { externalId: 'group-new-managers', name: 'New managers cohort', members: ['user-learner', 'user-learner2', 'user-james', 'user-mei'] },
  { externalId: 'group-service-desk', name: 'Customer service desk', members: ['user-learner2', 'user-aisha', 'user-lucas'] },
];

/** doc 1 §3 resource libraries (decision 0041): what the authors of the academy reuse. */
export const resourceLibraries: NonNullable<ImportFileInput['resourceLibraries']> = [
  { externalId: 'library-quizzes', name: 'Shared quiz bank', activityType: 'lti', allowPublishing: true, allowEditing: false },
  { externalId: 'library-lessons', name: 'Lesson templates', activityType: 'text', allowPublishing: true, allowEditing: true },
  { externalId: 'library-videos', name: 'Safety video archive', activityType: 'video', allowPublishing: false, allowEditing: false },
];

/** Relative dates keep "current", "next" and "last" true whenever the demo is imported. */
export const terms: NonNullable<ImportFileInput['terms']> = [
  { externalId: 'term-summer', name: 'Summer term', startsOn: '-150d', endsOn: '-61d' },
  { externalId: 'term-autumn', name: 'Autumn term', startsOn: '-60d', endsOn: '+30d' },
  { externalId: 'term-spring', name: 'Spring term', startsOn: '+31d', endsOn: '+120d' },
];

export const filterCategories: NonNullable<ImportFileInput['filterCategories']> = [
  {
    externalId: 'cat-level',
    name: 'Skill level',
    isPublic: true,
    attributes: [
      { externalId: 'level-beginner', name: 'Beginner' },
      { externalId: 'level-intermediate', name: 'Intermediate' },
      { externalId: 'level-advanced', name: 'Advanced' },
    ],
  },
  {
    externalId: 'cat-format',
    name: 'Format',
    isPublic: false,
    attributes: [
      { externalId: 'format-self-paced', name: 'Self-paced' },
      { externalId: 'format-live', name: 'Includes live sessions' },
      { externalId: 'format-assessed', name: 'Assessed' },
    ],
  },
];

export const showcases: NonNullable<ImportFileInput['showcases']> = [
  { externalId: 'col-new-joiners', name: 'New joiner essentials', isPublic: true },
  { externalId: 'col-compliance', name: 'Compliance', isPublic: true },
  { externalId: 'col-leadership', name: 'Leadership pathway', isPublic: false },
  { externalId: 'col-digital', name: 'Digital skills', isPublic: true },
];

export const gradingScales: NonNullable<ImportFileInput['gradingScales']> = [
  {
    externalId: 'pass-fail',
    name: 'Pass / fail',
    description: 'Pass at 70 % or more.',
    passingGrade: 'pf-pass',
    grades: [
      { externalId: 'pf-fail', name: 'Fail', normalizedMinScore: 0, color: '#d1242f' },
      { externalId: 'pf-pass', name: 'Pass', normalizedMinScore: 0.7, color: '#1a7f37' },
    ],
  },
  {
    externalId: 'letter',
    name: 'Letter grades A–F',
    description: 'A 90 %+, B 75 %+, C 60 %+, D 50 %+, E 40 %+, F below. D or better passes.',
    passingGrade: 'letter-d',
    grades: [
      { externalId: 'letter-f', name: 'F', normalizedMinScore: 0, color: '#d1242f' },
      { externalId: 'letter-e', name: 'E', normalizedMinScore: 0.4, color: '#e16f24' },
      { externalId: 'letter-d', name: 'D', normalizedMinScore: 0.5, color: '#bf8700' },
      { externalId: 'letter-c', name: 'C', normalizedMinScore: 0.6, color: '#8a8f1f' },
      { externalId: 'letter-b', name: 'B', normalizedMinScore: 0.75, color: '#2da44e' },
      { externalId: 'letter-a', name: 'A', normalizedMinScore: 0.9, color: '#1a7f37' },
    ],
  },
];
