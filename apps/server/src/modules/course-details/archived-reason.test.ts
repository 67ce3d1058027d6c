import { describe, expect, it } from 'vitest';
import { AuthPaths, DETAILS_PATHS } from '@lp/contract';
import { sessionsByName } from '../../../test/app.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { importData, ImportValidationError, type ImportFileInput } from '../import/index.ts';

/**
 * Issue 33 item 9: an archived course says it is no longer available (a 404 whose reason is
 * 'archived', which the web reads), not that the learner lacks access rights; a course the
 * learner could never see stays a plain 404. The tenant's contact reaches the web's configuration.
 */
const course = (code: string, inCatalog: boolean, state: 'ready' | 'archived'): NonNullable<ImportFileInput['courses']>[number] => ({
  externalId: code,
  code,
  name: code,
  inCatalog,
  activities: [{ externalId: `${code}.root`, type: 'text', name: code, html: '<p>x</p>', state }],
});

const fixture: ImportFileInput = {
  tenant: {
    externalId: 'default',
    name: 'Archive test',
    settings: { contact: { name: 'Learning team', email: 'learning@archive.test' } },
  },
  users: [{ externalId: 'a-ann', email: 'a-ann@test.test', password: 'a-ann', firstName: 'Ann' }],
  courses: [
    course('A-GONE', true, 'archived'),
    course('A-HIDDEN', false, 'archived'),
    course('A-MINE', false, 'archived'),
    course('A-OPEN', true, 'ready'),
  ],
  enrolments: [{ user: 'a-ann', course: 'A-MINE' }],
};

const demo = setupTestApp({ load: (db) => importData(db, fixture) });
const as = sessionsByName(
  () => demo.app,
  (name) => `${name}@test.test`,
);
const objectiveId = async (code: string) =>
  (await demo.db.query<{ id: string }>('SELECT id FROM objectives WHERE code = $1', [code]))[0]!.id;
const details = async (code: string) =>
  demo.app.inject({ url: DETAILS_PATHS.courseDetails(await objectiveId(code)), headers: await as('a-ann') });

describe('course details of an archived course (issue 33 item 9)', () => {
  it('answers a catalog course since archived with 404 and the reason archived', async () => {
    const res = await details('A-GONE');
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.reason).toEqual(['archived']);
    expect(res.json().errors.general[0]).toMatch(/no longer available/);
  });

  it('answers an archived course the learner could never see as any unknown course: 404 without a reason', async () => {
    const res = await details('A-HIDDEN');
    expect(res.statusCode).toBe(404);
    expect(res.json().errors.reason).toBeUndefined();
    const unknown = await demo.app.inject({
      url: DETAILS_PATHS.courseDetails('00000000-0000-4000-8000-000000000000'),
      headers: await as('a-ann'),
    });
    expect(unknown.json().errors).toEqual(res.json().errors);
  });

  it("answers the learner's own archived course with its details, its state archived (the page explains itself)", async () => {
    const res = await details('A-MINE');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().objective.activity.state).toBe(4);
  });

  it('answers a catalog course that is not archived as before', async () => {
    expect((await details('A-OPEN')).statusCode).toBe(200);
  });
});

describe("the tenant's contact (settings.contact)", () => {
  it('reaches the runtime configuration', async () => {
    const res = await demo.app.inject({ url: AuthPaths.configUi });
    expect(res.json().contact).toEqual({ name: 'Learning team', email: 'learning@archive.test' });
  });

  it('the import refuses a contact without a valid e-mail address, at its path', async () => {
    const error = await importData(demo.db, {
      tenant: { externalId: 'default', settings: { contact: { name: 'Team', email: 'not-an-address' } } },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportValidationError);
    expect((error as ImportValidationError).issues.map((i) => i.path)).toEqual(['tenant.settings.contact.email']);
  });
});
