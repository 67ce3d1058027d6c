/**
 * Import data for the chat tests and the chat benchmark (bench/chat.ts): course
 * `<prefix>-course` with an announcement channel that allows replies and `messages`
 * announcements by its instructor (`<prefix>-teacher`, who grades that course only);
 * `learners` enrolled learners (`<prefix>-l<n>`), and a second course with a channel of
 * announcements only (`<prefix>-other`) where only `<prefix>-o0` is enrolled.
 */
export interface ChatFixtureOptions {
  prefix: string;
  learners: number;
  messages: number;
  /** A scrypt hash for every account (bulk loads), else the password is the user's externalId. */
  passwordHash?: string;
}

export const chatEmail = (externalId: string) => `${externalId}@chat.test`;
export const chatLearner = (prefix: string, n: number) => `${prefix}-l${n}`;

export function chatFixture({ prefix, learners, messages, passwordHash }: ChatFixtureOptions) {
  const account = (externalId: string, first: string, extra: object = {}) => ({
    externalId,
    email: chatEmail(externalId),
    ...(passwordHash ? { passwordHash } : { password: externalId }),
    firstName: first,
    lastName: 'Chat',
    timezone: 'UTC',
    locale: 'en-US',
    roles: ['Learner'],
    permissions: [{ name: 'ObjectiveWorkflow.Create' }],
    ...extra,
  });
  const ids = Array.from({ length: learners }, (_, n) => chatLearner(prefix, n));
  const teacher = `${prefix}-teacher`;
  const course = (key: string, name: string, channel: object) => ({
    externalId: `${prefix}-${key}`,
    name,
    code: `${prefix.toUpperCase()}-${key.toUpperCase()}`,
    inCatalog: false,
    activities: [{ externalId: `${prefix}.${key}.text`, type: 'text', name: `${name} notes`, html: `<p>${name}</p>` }],
    announcementChannel: channel,
  });
  return {
    formatVersion: 1,
    tenant: { externalId: 'default' },
    users: [
      ...ids.map((id, n) => account(id, `Learner${n}`)),
      account(`${prefix}-o0`, 'Other'),
      account(teacher, 'Teacher', {
        roles: ['Instructor'],
        permissions: [{ name: 'ObjectiveWorkflow.Grade', scopeId: `course:${prefix}-course` }],
      }),
    ],
    courses: [
      course('course', 'Chat course', {
        name: 'Chat course: questions and announcements',
        allowReplies: true,
        startsExpanded: true,
        messages: Array.from({ length: messages }, (_, n) => ({
          externalId: `m${n}`,
          author: teacher,
          body: `<p>Announcement number ${n}</p>`,
          createdAt: `-${messages - n}m`,
        })),
      }),
      course('other', 'Other course', {
        messages: [{ externalId: 'only', author: teacher, body: '<p>Only for the other course</p>', createdAt: '-1h' }],
      }),
    ],
    enrolments: [...ids.map((user) => ({ user, course: `${prefix}-course` })), { user: `${prefix}-o0`, course: `${prefix}-other` }],
  };
}
