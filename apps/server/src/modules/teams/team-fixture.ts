/**
 * Import data for the team tests and the team benchmark (bench/team-submit.ts): one course
 * with a text activity done in teams only (`<prefix>.task`), one done in teams and graded by
 * hand (`<prefix>.graded`) and one done alone (`<prefix>.solo`); `teams` learners per team,
 * each enrolled with a run in progress unless told otherwise.
 */
export interface TeamFixtureOptions {
  prefix: string;
  teams: number;
  size: number;
  /** Learners enrolled without a team (`<prefix>-solo-<n>`). */
  loners?: number;
  /** Learners with an account but no enrolment (`<prefix>-out-<n>`). */
  outsiders?: number;
  /** Members (team index, member index) enrolled without a run. */
  withoutRun?: readonly (readonly [number, number])[];
  /** A scrypt hash for every account (bulk loads), else the password is the user's externalId. */
  passwordHash?: string;
}

export const teamUser = (prefix: string, team: number, member: number) => `${prefix}-t${team}-m${member}`;
export const teamEmail = (externalId: string) => `${externalId}@teams.test`;

export function teamFixture({ prefix, teams, size, loners = 0, outsiders = 0, withoutRun = [], passwordHash }: TeamFixtureOptions) {
  const course = `${prefix}-course`;
  const account = (externalId: string, first: string, last: string) => ({
    externalId,
    email: teamEmail(externalId),
    ...(passwordHash ? { passwordHash } : { password: externalId }),
    firstName: first,
    middleName: 'Q',
    lastName: last,
    timezone: 'UTC',
    locale: 'en-US',
    roles: ['Learner'],
    units: [{ unit: `${prefix}-unit`, isPrimary: true }],
  });
  const members = Array.from({ length: teams }, (_, t) => Array.from({ length: size }, (_, m) => teamUser(prefix, t, m)));
  const soloIds = Array.from({ length: loners }, (_, n) => `${prefix}-solo-${n}`);
  const outIds = Array.from({ length: outsiders }, (_, n) => `${prefix}-out-${n}`);
  const enrolled = [...members.flat(), ...soloIds];
  const noRun = new Set(withoutRun.map(([t, m]) => teamUser(prefix, t, m)));
  const text = (id: string, name: string, extra: object = {}) => ({
    externalId: `${prefix}.${id}`,
    type: 'text',
    name,
    html: `<p>${name}</p>`,
    ...extra,
  });
  return {
    formatVersion: 1,
    tenant: { externalId: 'default' },
    units: [{ externalId: `${prefix}-unit`, name: 'Team unit' }],
    users: [
      ...members.flatMap((team, t) => team.map((id, m) => account(id, `Member${m}`, `Team${t}`))),
      ...soloIds.map((id, n) => account(id, `Solo${n}`, 'Alone')),
      ...outIds.map((id, n) => account(id, `Out${n}`, 'Side')),
    ],
    courses: [
      {
        externalId: course,
        name: 'Team project',
        code: `${prefix.toUpperCase()}-TEAM`,
        inCatalog: false,
        activities: [
          {
            externalId: `${prefix}.root`,
            type: 'composite',
            name: 'Team project',
            parts: [{ activity: `${prefix}.task` }, { activity: `${prefix}.graded` }, { activity: `${prefix}.solo` }],
          },
          text('task', 'Team task', { supportCollaborativeMode: true, supportPersonalMode: false }),
          text('graded', 'Team report', { supportCollaborativeMode: true, manualGrading: true }),
          text('solo', 'Own notes'),
        ],
      },
    ],
    enrolments: enrolled.map((user) => ({ user, course })),
    workflows: enrolled
      .filter((u) => !noRun.has(u))
      .map((user) => ({ externalId: `${user}.run`, user, course, state: 'inProgress', started: '-1d' })),
    teams: members.flatMap((team, t) => [
      { externalId: `${prefix}-team${t}`, name: `Team ${t}`, course, activity: `${prefix}.task`, members: team },
      { externalId: `${prefix}-team${t}-report`, name: `Team ${t}`, course, activity: `${prefix}.graded`, members: team },
    ]),
  };
}
