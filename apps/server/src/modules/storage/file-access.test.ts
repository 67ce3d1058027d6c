import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { importDemo } from '../../../test/demo.ts';
import { importWithFiles } from '../../../test/import-with-files.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';

/**
 * The demo plus a course whose second lesson opens once the first is completed (complete
 * previous). The learner finished a first run (both lessons done) and has a retake in
 * progress, where the second lesson is locked again: its first lesson is not done there.
 */
async function importDemoWithRetake(db: Db) {
  await importDemo(db);
  await importWithFiles(
    db,
    { 'handout.txt': 'handout of lesson two' },
    {
      courses: [
        {
          externalId: 'rv',
          name: 'Review test course',
          code: 'RV-TEST',
          activities: [
            {
              externalId: 'rv.root',
              type: 'composite',
              name: 'Root',
              parts: [{ activity: 'rv.one' }, { activity: 'rv.two', completePrevious: true }],
            },
            { externalId: 'rv.one', type: 'text', name: 'Lesson one', html: '<p>one</p>' },
            {
              externalId: 'rv.two',
              type: 'text',
              name: 'Lesson two',
              html: '<p>two</p>',
              attachments: [{ file: 'handout.txt', name: 'Handout.txt' }],
            },
          ],
        },
      ],
      enrolments: [{ externalId: 'rv.learner', user: 'user-learner', course: 'rv', isMandatory: true }],
      workflows: [
        {
          externalId: 'rv.run-1',
          user: 'user-learner',
          course: 'rv',
          state: 'finished',
          started: '-10d',
          finished: '-9d',
          activities: [
            { activity: 'rv.one', state: 'finished', started: '-10d', finished: '-10d' },
            { activity: 'rv.two', state: 'finished', started: '-10d', finished: '-9d' },
          ],
        },
        { externalId: 'rv.run-2', user: 'user-learner', course: 'rv', state: 'inProgress', started: '-1d' },
      ],
    },
  );
}

const demo = setupTestApp({ load: importDemoWithRetake, sessions: ['learner', 'learner2'] });
let fileUrl: string;

beforeAll(async () => {
  const [file] = await demo.db.query<{ id: string }>(`SELECT id FROM files WHERE name = 'Handout.txt'`);
  fileUrl = `/api/lms-storage/v1/files/${file!.id}`;
});

describe('files of an earlier run opened for review', () => {
  it('are served while the retake has the activity locked again', async () => {
    const res = await demo.app.inject({ url: fileUrl, headers: demo.learner });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('handout of lesson two');
  });

  it('stay closed to a learner with no run of the course', async () => {
    expect((await demo.app.inject({ url: fileUrl, headers: demo.learner2 })).statusCode).toBe(403);
  });
});
