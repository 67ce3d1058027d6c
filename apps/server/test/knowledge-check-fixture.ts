/**
 * Two learners who finished a course with a knowledge model two days ago, and a course
 * without one; `extraLearners` more who finished it too (the race of several workers);
 * Old finished it sixty days ago.
 */
export function knowledgeCheckFixture(extraLearners = 0) {
  const extra = Array.from({ length: extraLearners }, (_, i) => `kc-x${i}`);
  const learners = ['kc-ann', 'kc-bob', ...extra];
  return {
    formatVersion: 1,
    tenant: { externalId: 'default', name: 'Knowledge check test' },
    users: [...learners, 'kc-old'].map((u) => ({
      externalId: u,
      email: `${u}@test.test`,
      password: u,
      firstName: u.slice(3, 4).toUpperCase() + u.slice(4),
    })),
    courses: [
      {
        externalId: 'kc-course',
        name: 'Forklift safety',
        activities: [{ externalId: 'kc-course.text', type: 'text', name: 'Forklift basics', html: '<p>Keep the load low.</p>' }],
        knowledgeModel: {
          questions: [
            {
              text: 'How high should a load be carried?',
              answers: [
                { text: 'Just above the floor', normalizedScore: 1, feedback: 'Low loads keep the truck stable.' },
                { text: 'At eye level', feedback: 'A high load tips the truck over.' },
              ],
            },
            {
              text: 'Who may drive a forklift?',
              answers: [
                { key: 'trained', text: 'Trained drivers', normalizedScore: 1 },
                { key: 'anyone', text: 'Anyone on shift' },
              ],
            },
          ],
        },
      },
      {
        externalId: 'kc-plain',
        name: 'Plain course',
        activities: [{ externalId: 'kc-plain.text', type: 'text', name: 'Plain text', html: '<p>Plain.</p>' }],
      },
    ],
    enrolments: [
      ...learners.flatMap((u) => [
        { user: u, course: 'kc-course' },
        { user: u, course: 'kc-plain' },
      ]),
      { user: 'kc-old', course: 'kc-course' },
    ],
    workflows: [
      ...learners.flatMap((u) => [
        { externalId: `${u}:kc-course`, user: u, course: 'kc-course', state: 'finished', started: '-3d', finished: '-2d' },
        { externalId: `${u}:kc-plain`, user: u, course: 'kc-plain', state: 'finished', started: '-3d', finished: '-2d' },
      ]),
      // Finished before the plan's horizon (30 + 7 days): nothing of it is planned.
      { externalId: 'kc-old:kc-course', user: 'kc-old', course: 'kc-course', state: 'finished', started: '-61d', finished: '-60d' },
    ],
  };
}
