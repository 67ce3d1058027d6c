import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { verifyPassword } from '../../lib/password.ts';
import { createTestDb } from '../../../test/db.ts';
import { ImportValidationError } from './errors.ts';
import { importData } from './import-data.ts';
import { tenantIdFor } from './ids.ts';
import { smallFile } from './test-fixture.ts';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.close();
});

const now = new Date('2025-06-15T12:00:00Z');

async function countRows(): Promise<Record<string, number>> {
  const tables = [
    'tenants',
    'units',
    'users',
    'user_roles',
    'user_permissions',
    'unit_memberships',
    'groups',
    'group_members',
    'terms',
    'filter_categories',
    'filter_attributes',
    'showcases',
    'grading_scales',
    'grades',
    'activities',
    'activity_parts',
    'objectives',
    'objective_showcases',
    'objective_attributes',
    'certificate_templates',
    'announcement_channels',
    'announcement_messages',
    'objective_accesses',
    'objective_workflow_aggregates',
    'objective_workflows',
    'activity_workflows',
    'activity_records',
    'objective_records',
    'certificate_records',
    'proctoring_sessions',
    'lti_tools',
  ];
  const counts: Record<string, number> = {};
  for (const t of tables) counts[t] = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`))[0]!.n;
  return counts;
}

describe('importData', () => {
  it('writes every entity, and a second import updates the same rows', async () => {
    const progress: Array<[number, number]> = [];
    const first = await importData(db, smallFile(), { now, onProgress: (d, t) => progress.push([d, t]) });
    expect(first.tenantId).toBe(tenantIdFor('test'));
    expect(progress.at(-1)).toEqual([first.totalRows, first.totalRows]);
    const once = await countRows();
    expect(once).toMatchObject({
      users: 2,
      activities: 5,
      activity_parts: 4,
      objective_workflows: 2,
      objective_workflow_aggregates: 2,
      activity_records: 1,
      proctoring_sessions: 2,
      lti_tools: 1,
    });

    await importData(db, smallFile(), { now: new Date(now.getTime() + 3_600_000) });
    expect(await countRows()).toEqual(once);
  });

  it('resolves relative dates against the import time', async () => {
    await importData(db, smallFile(), { now });
    const [part] = await db.query<{ start_from: Date }>(`SELECT start_from FROM activity_parts WHERE external_id = 'c1-root/c1-quiz'`);
    expect(new Date(part!.start_from).toISOString()).toBe('2025-06-17T12:00:00.000Z');
    const [term] = await db.query<{ starts_on: unknown }>(`SELECT starts_on::text AS starts_on FROM terms WHERE external_id = 't1'`);
    expect(term!.starts_on).toBe('2025-05-16');
  });

  it('stores passwords hashed, and they verify', async () => {
    const [ann] = await db.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE external_id = 'ann'`);
    expect(ann!.password_hash).toMatch(/^scrypt\$/);
    expect(ann!.password_hash).not.toContain('secret-ann');
    expect(await verifyPassword('secret-ann', ann!.password_hash)).toBe(true);
    expect(await verifyPassword('wrong', ann!.password_hash)).toBe(false);
  });

  it('points each aggregate at the latest run, result and activity run', async () => {
    const [agg] = await db.query<Record<string, string>>(
      `SELECT w.external_id AS workflow, r.external_id AS record, aw.activity_id, a.objective_access_id
         FROM objective_workflow_aggregates a
         JOIN users u ON u.id = a.user_id AND u.external_id = 'ann'
         LEFT JOIN objective_workflows w ON w.id = a.last_objective_workflow_id
         LEFT JOIN objective_records r ON r.id = a.last_objective_record_id
         LEFT JOIN activity_workflows aw ON aw.id = a.last_activity_workflow_id`,
    );
    expect(agg).toMatchObject({ workflow: 'ann-c1-2', record: 'ann-c1-1-result' });
    expect(agg!.objective_access_id).not.toBeNull();
    const [quiz] = await db.query<{ id: string }>(`SELECT id FROM activities WHERE external_id = 'c1-quiz'`);
    expect(agg!.activity_id).toBe(quiz!.id);
    // The imported result has an aggregate of its own, with no run.
    const [bob] = await db.query<Record<string, unknown>>(
      `SELECT a.last_objective_workflow_id, r.imported, r.grade, r.passed FROM objective_workflow_aggregates a
         JOIN users u ON u.id = a.user_id AND u.external_id = 'bob'
         JOIN objective_records r ON r.id = a.last_objective_record_id`,
    );
    expect(bob).toEqual({ last_objective_workflow_id: null, imported: true, grade: 'Fail', passed: false });
  });

  it('stores an activity run’s proctoring sessions, the last one as its last session', async () => {
    const sessions = await db.query<{ state: string; created_at: Date; last: boolean }>(
      `SELECT ps.state, ps.created_at, aw.last_proctoring_session_id = ps.id AS last
         FROM proctoring_sessions ps JOIN activity_workflows aw ON aw.id = ps.activity_workflow_id
         JOIN activities a ON a.id = aw.activity_id AND a.external_id = 'c1-quiz' ORDER BY ps.created_at`,
    );
    expect(sessions.map((s) => [s.state, s.last])).toEqual([
      ['InProgress', false],
      ['Suspicious', true],
    ]);
    expect(new Date(sessions[1]!.created_at).toISOString()).toBe('2025-06-15T11:00:00.000Z');
  });

  it('keeps a session recorded in the app when the file gives the activity run none', async () => {
    const [aw] = await db.query<{ id: string; tenant_id: string }>(
      `SELECT aw.id, aw.tenant_id FROM activity_workflows aw JOIN activities a ON a.id = aw.activity_id AND a.external_id = 'c1-root'`,
    );
    await db.query(
      `INSERT INTO proctoring_sessions (id, tenant_id, activity_workflow_id, state) VALUES (gen_random_uuid(), $1, $2, 'Verified')`,
      [aw!.tenant_id, aw!.id],
    );
    await db.query(
      `UPDATE activity_workflows SET last_proctoring_session_id = (SELECT id FROM proctoring_sessions WHERE activity_workflow_id = $1) WHERE id = $1`,
      [aw!.id],
    );
    await importData(db, smallFile(), { now });
    const [after] = await db.query<{ state: string }>(
      `SELECT ps.state FROM activity_workflows aw JOIN proctoring_sessions ps ON ps.id = aw.last_proctoring_session_id WHERE aw.id = $1`,
      [aw!.id],
    );
    expect(after?.state).toBe('Verified');
    await db.query('UPDATE activity_workflows SET last_proctoring_session_id = NULL WHERE id = $1', [aw!.id]);
    await db.query('DELETE FROM proctoring_sessions WHERE activity_workflow_id = $1', [aw!.id]);
  });

  it('derives grade and passed from the grading scale and links the run to its result', async () => {
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT r.grade, r.passed, r.normalized_score, w.objective_record_id = r.id AS linked
         FROM objective_records r JOIN objective_workflows w ON w.external_id = 'ann-c1-1' WHERE r.external_id = 'ann-c1-1-result'`,
    );
    expect(row).toEqual({ grade: 'Pass', passed: true, normalized_score: 0.8, linked: true });
  });

  it('resolves a permission scoped to a course of the file', async () => {
    const [p] = await db.query<{ ok: boolean }>(
      `SELECT p.scope_id = o.id AS ok FROM user_permissions p JOIN objectives o ON o.external_id = 'c1' WHERE p.name = 'Course.View'`,
    );
    expect(p!.ok).toBe(true);
  });

  it('stores tenant settings as given and flags', async () => {
    const [t] = await db.query<{ settings: Record<string, unknown>; feature_flags: unknown }>(
      `SELECT settings, feature_flags FROM tenants WHERE external_id = 'test'`,
    );
    expect(t!.settings).toEqual({ locales: ['en-US', 'de-DE'], navigation: { dashboard: true } });
    expect(t!.feature_flags).toEqual({ retakeWindow: true });
  });

  it('imports a file of enrolments alone against entities imported before', async () => {
    await importData(db, { tenant: { externalId: 'test' }, enrolments: [{ user: 'bob', course: 'c1' }] }, { now });
    const [t] = await db.query<{ settings: unknown }>(`SELECT settings FROM tenants WHERE external_id = 'test'`);
    expect(t!.settings).toEqual({ locales: ['en-US', 'de-DE'], navigation: { dashboard: true } }); // untouched
    const [agg] = await db.query<{ objective_access_id: string | null }>(
      `SELECT a.objective_access_id FROM objective_workflow_aggregates a JOIN users u ON u.id = a.user_id AND u.external_id = 'bob'`,
    );
    expect(agg!.objective_access_id).not.toBeNull();
  });
});

describe('a bad file', () => {
  it("refuses a certificate's revocation reason without its date, naming the field (decision 0023)", async () => {
    const file = smallFile();
    file.certificateRecords = [{ ...file.certificateRecords![0]!, revocationReason: 'No date' }];
    const error = await importData(db, file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportValidationError);
    expect((error as ImportValidationError).issues).toEqual([
      { path: 'certificateRecords[0].revokedAt', message: 'Required with revocationReason' },
    ]);
  });

  it('names the JSON path of an error deep inside and writes nothing', async () => {
    const before = await countRows();
    const file = smallFile();
    file.tenant = { externalId: 'other' };
    const parts = (file.courses![0]!.activities![0] as { parts: Array<Record<string, unknown>> }).parts;
    parts[1]!.startFrom = 'next tuesday';
    const error = await importData(db, file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportValidationError);
    expect((error as ImportValidationError).issues).toEqual([
      { path: 'courses[0].activities[0].parts[1].startFrom', message: 'Invalid date' },
    ]);
    expect(await countRows()).toEqual(before);
  });

  it('reports unknown fields, broken references and trees, all at once', async () => {
    const file = smallFile();
    file.tenant = { externalId: 'other' };
    (file.users![1] as Record<string, unknown>).emial = 'x';
    const error = (await importData(db, file).catch((e: unknown) => e)) as ImportValidationError;
    expect(error.issues).toEqual([{ path: 'users[1].emial', message: 'Unknown field' }]);

    const broken = smallFile();
    broken.tenant = { externalId: 'other' };
    broken.enrolments![0]!.course = 'nope';
    broken.courses![0]!.activities!.push({ externalId: 'c1-orphan', type: 'text', name: 'Orphan', html: '<p>x</p>' });
    const second = (await importData(db, broken).catch((e: unknown) => e)) as ImportValidationError;
    expect(second.issues.map((i) => i.path)).toEqual(['courses[0].activities[5]']);

    broken.courses![0]!.activities!.pop();
    const third = (await importData(db, broken).catch((e: unknown) => e)) as ImportValidationError;
    expect(third.issues).toEqual([{ path: 'enrolments[0].course', message: 'Unknown course "nope"' }]);
    expect(await db.query(`SELECT 1 FROM tenants WHERE external_id = 'other'`)).toEqual([]);
  });
});
