import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { createTestDb } from '../../../../test/db.ts';
import { importData } from '../import-data.ts';
import { readPackage } from './read-package.ts';

/**
 * Third-party packages, e.g. the LMS test packages of ADL's SCORM 2004 4th Edition
 * Conformance Test Suite, zipped one package a file, in a folder outside the repository
 * (never committed: they are not ours). Skipped when the folder is not there.
 */
const DIR = process.env.PACKAGE_CONFORMANCE_DIR ?? '/work/scorm-conformance/zips';
const zips = existsSync(DIR)
  ? readdirSync(DIR)
      .filter((f) => f.endsWith('.zip'))
      .sort()
  : [];

describe.skipIf(zips.length === 0)(`third-party packages in ${DIR}`, () => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('reads every package', async () => {
    const refused: string[] = [];
    for (const zip of zips) {
      const result = await readPackage(readFileSync(`${DIR}/${zip}`));
      if ('problems' in result) refused.push(`${zip}: ${result.problems.join('; ')}`);
    }
    expect(refused).toEqual([]);
  });

  it('imports every package as a course, twice without a new row', async () => {
    const data = {
      tenant: { externalId: 'conformance' },
      courses: zips.map((zip) => ({ externalId: zip.replace(/\.zip$/, ''), package: zip })),
    };
    const first = await importData(db, data, { baseDir: DIR });
    expect(first.counts.objectives).toBe(zips.length);
    const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM activities'))[0]!.n;
    const before = await count();
    const second = await importData(db, data, { baseDir: DIR });
    expect(second.counts.content_packages).toBe(0);
    expect(await count()).toBe(before);
  }, 300_000);
});
