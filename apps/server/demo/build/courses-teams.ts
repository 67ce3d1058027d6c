import type { ImportFileInput } from '../../src/modules/import/schema/index.ts';
import { activityId as a, assignment, lesson, type CourseDef } from './kit.ts';

type Enrolment = NonNullable<ImportFileInput['enrolments']>[number];
type Workflow = NonNullable<ImportFileInput['workflows']>[number];
type Team = NonNullable<ImportFileInput['teams']>[number];

/**
 * Team activities (issue 12, decision 0020): TPS-150 has a case study done in teams only and
 * a team report graded by the instructor (team or personal). The demo learner, learner2 and
 * James Whitfield are the "Harbour team"; learner2 has opened the case study, so the team's
 * state is in progress with who did what; the report is not started.
 */
export const teamProblemSolving: CourseDef = {
  key: 'tps-150',
  code: 'TPS-150',
  name: 'Team Problem Solving',
  description: 'Work a real case with two colleagues: agree on the problem, weigh the options and hand in one recommendation for the team.',
  about: ["You are placed in a team of three. Either member can hand the team's work in; it counts for everyone at once."],
  cover: { motif: 'flag', from: '#0ca678', to: '#1098ad' },
  inCatalog: false,
  items: [
    lesson(
      'brief',
      'How team activities work',
      ['Your team and its members are shown with each team activity. One member hands the work in for everyone.'],
      4,
    ),
    lesson(
      'case-study',
      'Team case study: the late deliveries',
      ['Late deliveries to the north depot doubled this quarter. Agree as a team on the one cause you would fix first, and why.'],
      20,
      { activity: { supportCollaborativeMode: true, supportPersonalMode: false } },
    ),
    assignment(
      'team-report',
      'Team report: your recommendation',
      ['One page: the cause, the fix, its cost and how you will know it worked.'],
      {
        activity: { supportCollaborativeMode: true, supportPersonalMode: true },
      },
    ),
  ],
};

const TEAM = ['user-learner', 'user-learner2', 'user-james'];
const course = teamProblemSolving.key;

export const teamEnrolments: Enrolment[] = TEAM.map((user) => ({ user, course, term: 'term-autumn' }));
export const teamWorkflows: Workflow[] = TEAM.map((user) => ({
  externalId: `${course}.${user}.run1`,
  user,
  course,
  state: 'inProgress',
  started: '-3d',
  progress: 0,
  activities: [
    { activity: a(course, 'root'), state: 'inProgress', progress: 0, started: '-3d' },
    ...(user === 'user-learner2'
      ? [{ activity: a(course, 'case-study'), state: 'inProgress' as const, progress: 0.3, started: '-1d' }]
      : []),
  ],
}));
export const teams: Team[] = [
  { externalId: 'team-harbour-case', name: 'Harbour team', course, activity: a(course, 'case-study'), members: TEAM },
  { externalId: 'team-harbour-report', name: 'Harbour team', course, activity: a(course, 'team-report'), members: TEAM },
];
