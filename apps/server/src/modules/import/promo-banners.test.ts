import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestDb } from '../../../test/db.ts';
import { ImportValidationError, type ImportIssue } from './errors.ts';
import { importData } from './import-data.ts';
import type { ImportFileInput } from './schema/index.ts';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.close();
});

type BannerInput = NonNullable<ImportFileInput['promoBanners']>[number];
const file = (banners: BannerInput[]): ImportFileInput => ({
  tenant: { externalId: 'banners' },
  units: [{ externalId: 'unit-a', name: 'A' }],
  promoBanners: banners,
});
async function issuesOf(input: ImportFileInput): Promise<ImportIssue[]> {
  const error = await importData(db, input).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImportValidationError);
  return (error as ImportValidationError).issues;
}

describe('promo banners in the import (issue 15, decision 0029)', () => {
  it('are stored with their dates resolved and their audience as unit ids, and updated by a second import', async () => {
    const now = new Date('2026-11-24T12:00:00Z');
    await importData(
      db,
      file([{ externalId: 'b1', title: 'Hello', audienceUnits: ['unit-a'], startsAt: '-1d', endsAt: '+2w', linkUrl: '/learn/calendar' }]),
      { now },
    );
    await importData(
      db,
      file([
        { externalId: 'b1', title: 'Hello again', audienceUnits: ['unit-a'], startsAt: '-1d', endsAt: '+2w', linkUrl: '/learn/calendar' },
      ]),
      { now },
    );
    const rows = await db.query<{ title: string; starts_at: Date; ends_at: Date; n: number; unit_ok: boolean }>(
      `SELECT b.title, b.starts_at, b.ends_at, cardinality(b.audience_unit_ids) AS n,
              b.audience_unit_ids[1] = (SELECT id FROM units WHERE external_id = 'unit-a') AS unit_ok
         FROM promo_banners b WHERE b.external_id = 'b1'`,
    );
    expect(rows).toEqual([
      { title: 'Hello again', starts_at: new Date('2026-11-23T12:00:00Z'), ends_at: new Date('2026-12-08T12:00:00Z'), n: 1, unit_ok: true },
    ]);
  });

  it('refuses a link that is neither a /learn path nor http(s), an unknown unit and an empty title', async () => {
    const shapes = await issuesOf(
      file([
        { externalId: 'x1', title: 'Bad link', linkUrl: 'javascript:alert(1)' },
        { externalId: 'x3', title: '' },
      ]),
    );
    expect(shapes.map((i) => i.path).sort()).toEqual(['promoBanners[0].linkUrl', 'promoBanners[1].title']);
    // References are checked once the shapes are right.
    const refs = await issuesOf(file([{ externalId: 'x2', title: 'No such unit', audienceUnits: ['unit-nowhere'] }]));
    expect(refs.map((i) => i.path)).toEqual(['promoBanners[0].audienceUnits[0]']);
  });
});
