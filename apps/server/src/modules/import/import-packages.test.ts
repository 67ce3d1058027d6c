import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cmi5Content, ScormContent } from '@lp/domain';
import type { Db } from '../../db/client.ts';
import { createTestDb } from '../../../test/db.ts';
import { findPackageFile } from '../../data/content-packages.ts';
import { ImportValidationError } from './errors.ts';
import { importData } from './import-data.ts';
import { tenantIdFor } from './ids.ts';
import { SCORM12_MANIFEST, cmi5Files, scorm12Files, scorm2004Files, zipOf } from './content-packages/test-packages.ts';

const dir = mkdtempSync(join(tmpdir(), 'lp-packages-'));
let db: Db;
beforeAll(async () => {
  db = await createTestDb();
  writeFileSync(join(dir, 'fire.zip'), await zipOf(scorm12Files()));
  writeFileSync(join(dir, 'golf.zip'), await zipOf(scorm2004Files()));
  writeFileSync(join(dir, 'forklift.zip'), await zipOf(cmi5Files()));
});
afterAll(async () => {
  await db.close();
});

const TABLES = ['content_packages', 'content_package_files', 'activities', 'activity_parts', 'objectives', 'tenants'];
async function countRows(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of TABLES) counts[t] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`))[0]!.n;
  return counts;
}

const file = (courses: unknown[], tenant = 'pkg') => ({ tenant: { externalId: tenant }, courses });

async function activities(prefix: string) {
  return db.query<{ external_id: string; name: string; type: string; file_type: string; content: unknown }>(
    `SELECT external_id, name, type, file_type, content FROM activities WHERE external_id LIKE $1 ORDER BY external_id`,
    [`${prefix}%`],
  );
}

describe('a course from a package', () => {
  it('takes a SCORM 2004 organization as its activity tree, stores the files once, and updates in place on re-import', async () => {
    const data = file([{ externalId: 'golf', package: 'golf.zip' }]);
    const first = await importData(db, data, { baseDir: dir });
    expect(first.counts).toMatchObject({ content_packages: 1, content_package_files: 6, activities: 7, activity_parts: 6 });
    const [course] = await db.query<{ name: string; root: string }>(
      `SELECT o.name, a.external_id AS root FROM objectives o JOIN activities a ON a.id = o.activity_id WHERE o.external_id = 'golf'`,
    );
    expect(course).toEqual({ name: 'Golf Explained', root: 'golf' });
    const rows = await activities('golf');
    expect(rows.map((r) => [r.external_id, r.type, r.file_type, r.name])).toEqual([
      ['golf', 'composite', 'Composite', 'Golf Explained'],
      ['golf/assessment', 'composite', 'Composite', 'Assessment'],
      ['golf/etiquette_sco', 'scorm', 'Package', 'Etiquette'],
      ['golf/glossary', 'scorm', 'Package', 'Glossary'],
      ['golf/playing', 'composite', 'Composite', 'Playing the Game'],
      ['golf/playing_sco', 'scorm', 'Package', 'How to Play'],
      ['golf/quiz_sco', 'scorm', 'Package', 'Final Quiz'],
    ]);
    const quiz = rows.find((r) => r.external_id === 'golf/quiz_sco')!.content as ScormContent;
    expect(quiz).toMatchObject({ version: '2004 4th Edition', launch: 'content/assessment/quiz%20one.html', scaledPassingScore: 0.8 });
    const stored = await findPackageFile(db, tenantIdFor('pkg'), quiz.packageId, 'content/assessment/quiz one.html');
    expect(stored?.contentType).toBe('text/html; charset=utf-8');
    const parts = await db.query<{ parent: string; child: string; position: number }>(
      `SELECT p.external_id AS parent, c.external_id AS child, ap.position FROM activity_parts ap
         JOIN activities p ON p.id = ap.parent_activity_id JOIN activities c ON c.id = ap.child_activity_id
        WHERE p.external_id LIKE 'golf%' ORDER BY p.external_id, ap.position`,
    );
    expect(parts.map((p) => `${p.parent} > ${p.child}`)).toEqual([
      'golf > golf/playing',
      'golf > golf/assessment',
      'golf/assessment > golf/quiz_sco',
      'golf/assessment > golf/glossary',
      'golf/playing > golf/playing_sco',
      'golf/playing > golf/etiquette_sco',
    ]);

    const once = await countRows();
    const again = await importData(db, data, { baseDir: dir });
    expect(again.counts).toMatchObject({ content_packages: 0, content_package_files: 0 });
    expect(await countRows()).toEqual(once);
    expect(((await activities('golf/quiz_sco'))[0]!.content as ScormContent).packageId).toBe(quiz.packageId);
  });

  it('takes a SCORM 1.2 package, naming the course by its organization', async () => {
    await importData(db, file([{ externalId: 'fire', package: 'fire.zip', code: 'FS-1' }]), { baseDir: dir });
    const rows = await activities('fire');
    expect(rows.map((r) => [r.external_id, r.type])).toEqual([
      ['fire', 'composite'],
      ['fire/Fire_Safety_SCO', 'scorm'],
    ]);
    expect(rows[1]!.content).toMatchObject({ version: '1.2', masteryScore: 80, launch: 'index_lms.html?lang=en' });
  });

  it('takes a cmi5 course: blocks become composites, AUs cmi5 activities', async () => {
    await importData(db, file([{ externalId: 'forklift', package: 'forklift.zip' }]), { baseDir: dir });
    const rows = await activities('forklift');
    expect(rows.map((r) => [r.external_id, r.type, r.name])).toEqual([
      ['forklift', 'composite', 'Forklift Operation'],
      ['forklift/https://example.com/courses/forklift/basics', 'composite', 'Basics'],
      ['forklift/https://example.com/courses/forklift/basics/intro', 'cmi5', 'Introduction'],
      ['forklift/https://example.com/courses/forklift/exam', 'cmi5', 'Exam'],
    ]);
    expect(rows[3]!.content as Cmi5Content).toMatchObject({
      courseId: 'https://example.com/courses/forklift',
      moveOn: 'CompletedAndPassed',
      masteryScore: 0.75,
      launch: 'exam/index.html',
    });
  });
});

describe('a package activity inside an ordinary course', () => {
  it('takes one SCO by its item identifier, its name from the item unless given', async () => {
    const data = file([
      {
        externalId: 'mixed',
        name: 'Mixed',
        activities: [
          { externalId: 'mixed-root', type: 'composite', name: 'Root', parts: [{ activity: 'mixed-quiz' }, { activity: 'mixed-exam' }] },
          { externalId: 'mixed-quiz', type: 'scorm', package: 'golf.zip', item: 'quiz_sco' },
          {
            externalId: 'mixed-exam',
            type: 'cmi5',
            name: 'The exam',
            package: 'forklift.zip',
            item: 'https://example.com/courses/forklift/exam',
          },
        ],
      },
    ]);
    await importData(db, data, { baseDir: dir });
    const rows = await activities('mixed-');
    expect(rows.map((r) => [r.external_id, r.name, r.type])).toEqual([
      ['mixed-exam', 'The exam', 'cmi5'],
      ['mixed-quiz', 'Final Quiz', 'scorm'],
      ['mixed-root', 'Root', 'composite'],
    ]);
    expect(rows[1]!.content).toMatchObject({ itemIdentifier: 'quiz_sco', scaledPassingScore: 0.8 });
  });

  it('refuses an item the package lacks, a package of the other kind, and a missing item when there are several', async () => {
    const before = await countRows();
    const data = file(
      [
        {
          externalId: 'bad-items',
          name: 'Bad',
          activities: [
            {
              externalId: 'bi-root',
              type: 'composite',
              name: 'Root',
              parts: [{ activity: 'bi-1' }, { activity: 'bi-2' }, { activity: 'bi-3' }],
            },
            { externalId: 'bi-1', type: 'scorm', package: 'golf.zip', item: 'nope' },
            { externalId: 'bi-2', type: 'scorm', package: 'forklift.zip' },
            { externalId: 'bi-3', type: 'scorm', package: 'golf.zip' },
          ],
        },
      ],
      'pkg-bad',
    );
    const error = (await importData(db, data, { baseDir: dir }).catch((e: unknown) => e)) as ImportValidationError;
    expect(error.issues).toEqual([
      {
        path: 'courses[0].activities[1].item',
        message: 'golf.zip: no launchable item "nope" (there are: playing_sco, etiquette_sco, quiz_sco, glossary)',
      },
      { path: 'courses[0].activities[2].type', message: 'forklift.zip is a cmi5 package' },
      {
        path: 'courses[0].activities[3].item',
        message: 'golf.zip: the package has 4 items (playing_sco, etiquette_sco, quiz_sco, glossary); name one in item',
      },
    ]);
    expect(await countRows()).toEqual(before);
  });
});

describe('bad packages: refused with the path and reason, nothing stored', () => {
  it.each<[string, () => Promise<Buffer>, string]>([
    ['a missing manifest', () => zipOf({ 'index.html': '<p/>' }), 'no imsmanifest.xml (SCORM) or cmi5.xml (cmi5) at the root of the zip'],
    ['a malformed manifest', () => zipOf(scorm12Files('<manifest')), 'imsmanifest.xml: not well-formed XML'],
    [
      'a resource outside the package',
      () => zipOf(scorm12Files(SCORM12_MANIFEST.replace('href="index_lms.html">', 'href="../../index_lms.html">'))),
      'imsmanifest.xml:24 <resource identifier="Fire_Safety_RES">: href "../../index_lms.html" points outside the package (..)',
    ],
    [
      'duplicate identifiers',
      () => zipOf(scorm12Files(SCORM12_MANIFEST.replace('identifier="Fire_Safety_RES"', 'identifier="Fire_Safety_SCO"'))),
      'imsmanifest.xml:24 <resource identifier="Fire_Safety_SCO">: duplicate identifier "Fire_Safety_SCO"',
    ],
    [
      'an unsupported schema version',
      () => zipOf(scorm12Files(SCORM12_MANIFEST.replace('<schemaversion>1.2', '<schemaversion>2004 5th Edition'))),
      'imsmanifest.xml:9 <schemaversion>: unsupported schema version "2004 5th Edition"',
    ],
    [
      'a zip bomb',
      () => zipOf({ ...scorm12Files(), 'story_content/video.mp4': Buffer.alloc(100 * 1024 * 1024) }),
      'Zip entry "story_content/video.mp4": inflates more than 200 times its compressed size (a zip bomb?)',
    ],
  ])('%s', async (name, build, message) => {
    const zip = `bad-${name.replaceAll(' ', '-')}.zip`;
    writeFileSync(join(dir, zip), await build());
    const before = await countRows();
    const error = (await importData(db, file([{ externalId: 'bad', package: zip }], 'pkg-bad'), { baseDir: dir }).catch(
      (e: unknown) => e,
    )) as ImportValidationError;
    expect(error).toBeInstanceOf(ImportValidationError);
    expect(error.issues[0]!.path).toBe('courses[0].package');
    expect(error.issues[0]!.message).toContain(`${zip}: ${message}`);
    expect(await countRows()).toEqual(before);
  });

  it('refuses a course with both a package and activities, and one with neither', async () => {
    const error = (await importData(
      db,
      file([
        { externalId: 'both', package: 'fire.zip', activities: [{ externalId: 'x', type: 'text', name: 'X', html: 'x' }] },
        { externalId: 'neither', name: 'Neither' },
      ]),
      { baseDir: dir },
    ).catch((e: unknown) => e)) as ImportValidationError;
    expect(error.issues).toEqual([
      { path: 'courses[0].activities', message: 'Give activities or package, not both' },
      { path: 'courses[1].activities', message: 'A course needs activities, or a package' },
    ]);
  });
});

describe('npm run import -- course.zip', () => {
  const cli = fileURLToPath(new URL('../../cli/import.ts', import.meta.url));
  const run = (path: string) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', cli, path], { env: { ...process.env, DATA_DIR: join(dir, 'data') } }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
    );

  it('imports a package as a course of the default tenant and prints what it wrote; a bad one exits 1 with the reason', async () => {
    const ok = await run(join(dir, 'fire.zip'));
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain('as the course with externalId "fire" (tenant "default")');
    expect(ok.stdout).toMatch(/content_packages\s+1\n/);
    expect(ok.stdout).toMatch(/content_package_files\s+5\n/);
    writeFileSync(join(dir, 'broken.zip'), await zipOf({ 'index.html': '<p/>' }));
    const bad = await run(join(dir, 'broken.zip'));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('courses[0].package: broken.zip: no imsmanifest.xml (SCORM) or cmi5.xml (cmi5) at the root of the zip');
    expect(bad.stderr).not.toMatch(/\n\s+at /);
  }, 60_000);
});
