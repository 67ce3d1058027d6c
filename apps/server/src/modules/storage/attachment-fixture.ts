/**
 * Import data for the attachment and hand-in tests (decision 0081): a course with a
 * discussion and a team activity (`<prefix>.talk`, `<prefix>.task`, teams only), learners
 * `<prefix>-a` and `<prefix>-b` in one team and `<prefix>-c` in another, `<prefix>-out`
 * enrolled in another course only, and `<prefix>-teacher` grading the course. Passwords are
 * the externalIds. The tenant allows 1 KB of pdf, txt and png.
 */
export const attachmentEmail = (externalId: string) => `${externalId}@attachments.test`;

export function attachmentFixture(prefix: string, limits = { maxBytes: 1024, types: ['pdf', 'txt', 'png'] }) {
  const course = `${prefix}-course`;
  const other = `${prefix}-other`;
  const learners = ['a', 'b', 'c'].map((x) => `${prefix}-${x}`);
  const account = (externalId: string, first: string, extra: object = {}) => ({
    externalId,
    email: attachmentEmail(externalId),
    password: externalId,
    firstName: first,
    lastName: 'Tester',
    timezone: 'UTC',
    locale: 'en-US',
    roles: ['Learner'],
    ...extra,
  });
  const courseOf = (externalId: string, name: string, parts: object[]) => ({
    externalId,
    name,
    code: externalId.toUpperCase(),
    inCatalog: false,
    activities: [
      {
        externalId: `${externalId}.root`,
        type: 'composite',
        name,
        parts: parts.map((p) => ({ activity: (p as { externalId: string }).externalId })),
      },
      ...parts,
    ],
  });
  return {
    formatVersion: 1,
    tenant: { externalId: 'default', settings: { attachments: limits } },
    users: [
      ...learners.map((id, i) => account(id, ['Ada', 'Ben', 'Cyd'][i]!)),
      account(`${prefix}-out`, 'Oz'),
      account(`${prefix}-teacher`, 'Tess', {
        roles: ['Learner', 'Instructor'],
        permissions: [{ name: 'ObjectiveWorkflow.Grade', scopeId: `course:${course}` }],
      }),
    ],
    courses: [
      courseOf(course, 'Shared work', [
        { externalId: `${prefix}.talk`, type: 'discussion', name: 'Show your work', html: '<p>Attach what you made.</p>' },
        {
          externalId: `${prefix}.task`,
          type: 'text',
          name: 'Team report',
          html: '<p>Hand in one report for your team.</p>',
          supportCollaborativeMode: true,
          supportPersonalMode: false,
        },
      ]),
      courseOf(other, 'Other course', [{ externalId: `${prefix}.elsewhere`, type: 'discussion', name: 'Elsewhere', html: '<p>Hi</p>' }]),
    ],
    enrolments: [...learners.map((user) => ({ user, course })), { user: `${prefix}-out`, course: other }],
    workflows: [...learners.map((user) => ({ user, course })), { user: `${prefix}-out`, course: other }].map(({ user, course: c }) => ({
      externalId: `${user}.${c}.run`,
      user,
      course: c,
      state: 'inProgress',
      started: '-1d',
    })),
    teams: [
      { externalId: `${prefix}-team1`, name: 'Blue team', course, activity: `${prefix}.task`, members: learners.slice(0, 2) },
      { externalId: `${prefix}-team2`, name: 'Red team', course, activity: `${prefix}.task`, members: learners.slice(2) },
    ],
  };
}
