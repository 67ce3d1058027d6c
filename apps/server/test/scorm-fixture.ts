import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Db } from '../src/db/client.ts';
import { insertContentPackage, type PackageKind } from '../src/data/content-packages.ts';

/**
 * SCORM activities for tests, until the package import makes them (issue 34 item 1; the
 * merger switches this to the import): a course imported with text activities, two small
 * real packages (a SCORM 1.2 SCO and SCORM 2004 SCOs that find the API by the standard's
 * discovery walk, as authoring tools ship it), and SQL that turns the activities into
 * `scorm` ones with the content the import will write.
 */
export const SCORM_PASSWORD = 'scorm-test-password-1';

const sco = (name: string) => readFileSync(new URL(`./scorm-sco/${name}`, import.meta.url));

/** The import data: tenant, two learners with a run in progress, one course with a 1.2 SCO and two 2004 SCOs. */
export function scormFile(prefix = 'scorm') {
  const lesson = (key: string, name: string) => ({
    externalId: `${prefix}.${key}`,
    type: 'text',
    name,
    html: '<p>Package</p>',
    maxScore: 10,
  });
  const run = (user: string) => ({
    externalId: `${prefix}.${user}-run`,
    user: `${prefix}.${user}`,
    course: `${prefix}.course`,
    state: 'inProgress',
    started: '-1d',
    activities: [
      { activity: `${prefix}.root`, state: 'inProgress', started: '-1d' },
      ...['sco12', 'sco-a', 'sco-b'].map((key) => ({ activity: `${prefix}.${key}`, state: 'inProgress', started: '-1h' })),
    ],
  });
  return {
    tenant: { externalId: prefix, name: 'SCORM Academy' },
    users: ['ann', 'cy'].map((user) => ({
      externalId: `${prefix}.${user}`,
      email: `${user}@${prefix}.test`,
      firstName: user === 'ann' ? 'Ann' : 'Cy',
      lastName: user === 'ann' ? 'Lee' : 'Ng',
      password: SCORM_PASSWORD,
    })),
    courses: [
      {
        externalId: `${prefix}.course`,
        name: 'Warehouse safety',
        code: 'SCORM-1',
        activities: [
          {
            externalId: `${prefix}.root`,
            type: 'composite',
            name: 'Warehouse safety',
            parts: [{ activity: `${prefix}.sco12` }, { activity: `${prefix}.sco-a` }, { activity: `${prefix}.sco-b` }],
          },
          lesson('sco12', 'Forklift safety'),
          lesson('sco-a', 'Lifting'),
          lesson('sco-b', 'Stacking'),
        ],
      },
    ],
    enrolments: ['ann', 'cy'].map((user) => ({ user: `${prefix}.${user}`, course: `${prefix}.course` })),
    workflows: [run('ann'), run('cy')],
  };
}

async function storePackage(db: Db, tenantId: string, kind: PackageKind, files: Record<string, Buffer>) {
  const digest = createHash('sha256');
  for (const [path, bytes] of Object.entries(files)) digest.update(path).update(bytes);
  return insertContentPackage(db, {
    id: randomUUID(),
    tenantId,
    kind,
    manifest: {},
    digest: digest.digest('hex'),
    files: Object.entries(files).map(([path, bytes]) => ({ path, contentType: 'text/html; charset=utf-8', bytes })),
  });
}

/** Stores the packages and makes the imported lessons `scorm` activities; answers the activities' ids by key. */
export async function installScormPackages(
  db: Db,
  prefix = 'scorm',
  tenantExternalId = prefix,
): Promise<Record<'sco12' | 'sco-a' | 'sco-b', string>> {
  const [tenant] = await db.query<{ id: string }>('SELECT id FROM tenants WHERE external_id = $1', [tenantExternalId]);
  const tenantId = tenant!.id;
  const p12 = await storePackage(db, tenantId, 'scorm12', { 'sco/index.html': sco('sco12.html') });
  const p2004 = await storePackage(db, tenantId, 'scorm2004', { 'lesson.html': sco('sco2004.html') });
  const contents = {
    sco12: {
      packageId: p12,
      version: '1.2',
      itemIdentifier: 'item-1',
      resourceIdentifier: 'res-1',
      launch: 'sco/index.html',
      scormType: 'sco',
      masteryScore: 80,
    },
    'sco-a': {
      packageId: p2004,
      version: '2004 4th Edition',
      itemIdentifier: 'item-a',
      resourceIdentifier: 'res-a',
      launch: 'lesson.html?lesson=Lifting',
      scormType: 'sco',
    },
    'sco-b': {
      packageId: p2004,
      version: '2004 4th Edition',
      itemIdentifier: 'item-b',
      resourceIdentifier: 'res-b',
      launch: 'lesson.html?lesson=Stacking',
      scormType: 'sco',
    },
  };
  const ids = {} as Record<keyof typeof contents, string>;
  for (const [key, content] of Object.entries(contents) as [keyof typeof contents, object][]) {
    const [row] = await db.query<{ id: string }>(
      `UPDATE activities SET type = 'scorm', file_type = 'Package', content = $1 WHERE tenant_id = $2 AND external_id = $3 RETURNING id`,
      [JSON.stringify(content), tenantId, `${prefix}.${key}`],
    );
    ids[key] = row!.id;
  }
  return ids;
}
