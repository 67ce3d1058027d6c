import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestDb } from '../../../test/db.ts';
import { buildAssets, DEMO_DIR, renderDemoJson } from '../../../demo/build/build-demo.ts';
import { getVisiblePluginEntries } from '@lp/domain';
import { readTenantSettings } from '../../lib/tenant-settings.ts';
import { importFile } from './import-file.ts';
import type { ImportSummary } from './import-data.ts';

const demoFile = join(DEMO_DIR, 'demo.json');
let db: Db;
let first: ImportSummary;
beforeAll(async () => {
  db = await createTestDb();
  first = await importFile(db, demoFile);
});
afterAll(async () => {
  await db.close();
});

/** The demo learner's view of one course: access, last run and last result. */
async function learnerCourse(code: string) {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT a.state AS root_state, oa.is_mandatory, oa.is_self_enrolled, oa.availability_date, oa.availability_end_date,
            oa.due_date, oa.retake, oa.retake_window, oa.grade_reveal_policy, w.state AS run_state,
            r.passed, r.grade, r.imported, r.finished AS result_finished,
            (SELECT count(*)::int FROM certificate_records c WHERE c.user_id = u.id AND c.objective_id = o.id) AS certificates
       FROM objectives o JOIN activities a ON a.id = o.activity_id
       JOIN users u ON u.email = 'learner@demo.test'
       LEFT JOIN objective_accesses oa ON oa.objective_id = o.id AND oa.user_id = u.id
       LEFT JOIN objective_workflow_aggregates g ON g.objective_id = o.id AND g.user_id = u.id
       LEFT JOIN objective_workflows w ON w.id = g.last_objective_workflow_id
       LEFT JOIN objective_records r ON r.id = g.last_objective_record_id
      WHERE o.code = $1`,
    [code],
  );
  return row!;
}

describe('the demo file', () => {
  it('is what build-demo.ts generates, and every file it names exists', () => {
    expect(readFileSync(demoFile, 'utf8')).toBe(renderDemoJson());
    for (const [path, content] of buildAssets()) expect(readFileSync(join(DEMO_DIR, path))).toEqual(Buffer.from(content));
  });

  it('imports, with at least 40 courses', async () => {
    expect(first.counts.objectives).toBeGreaterThanOrEqual(40);
    expect(first.counts.users).toBe(11);
  });

  it('gives the same row counts when imported again', async () => {
    const tables = Object.keys(first.counts);
    const count = async () =>
      Promise.all(tables.map(async (t) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${t}`))[0]!.n));
    const before = await count();
    await importFile(db, demoFile);
    expect(await count()).toEqual(before);
  });

  it('shows the learner the states of the specs', async () => {
    const now = Date.now();
    expect(await learnerCourse('SAF-101')).toMatchObject({ run_state: null, passed: null, is_mandatory: true });
    expect(await learnerCourse('PRV-101')).toMatchObject({ run_state: 1 });
    expect(await learnerCourse('WRT-201')).toMatchObject({ run_state: 2, is_self_enrolled: true });
    expect(await learnerCourse('PM-101')).toMatchObject({ run_state: 3, passed: null });
    expect(await learnerCourse('CS-110')).toMatchObject({ run_state: 4, grade: 'B', passed: true });
    expect(await learnerCourse('PRS-101')).toMatchObject({ run_state: 5 });
    expect(await learnerCourse('FA-101')).toMatchObject({ run_state: 6, passed: true, retake: false, certificates: 2 });
    expect(await learnerCourse('SEC-101')).toMatchObject({ run_state: 6, passed: false, grade: 'Fail', retake: true, retake_window: null });
    expect(await learnerCourse('NEG-201')).toMatchObject({ root_state: 1 });
    expect(await learnerCourse('EXP-100')).toMatchObject({ root_state: 4 });
    expect(await learnerCourse('MH-120')).toMatchObject({ run_state: null, imported: true, passed: true });
    expect(await learnerCourse('ETH-300')).toMatchObject({ grade_reveal_policy: 'Never' });
    expect(await learnerCourse('DIV-101')).toMatchObject({ run_state: 6, grade_reveal_policy: 'AfterDate', certificates: 1 });
    expect(new Date((await learnerCourse('ABC-110')).due_date as string).getTime()).toBeLessThan(now);
    expect(new Date((await learnerCourse('XLS-201')).availability_date as string).getTime()).toBeGreaterThan(now);
    expect(new Date((await learnerCourse('COC-100')).availability_end_date as string).getTime()).toBeLessThan(now);
  });

  it('launches its quizzes on the bundled quiz tool, which the tenant may frame', async () => {
    const [tool] = await db.query<Record<string, unknown>>(
      `SELECT id, client_id, login_url, jwks_url FROM lti_tools WHERE external_id = 'demo-quiz-tool'`,
    );
    expect(tool).toMatchObject({
      client_id: 'demo-quiz-tool',
      login_url: 'http://localhost:3001/login',
      jwks_url: 'http://localhost:3001/.well-known/jwks.json',
    });
    // The demo's activity externalIds start with their course's: `abc-110.assessment`.
    const quizzes = await db.query<{ code: string; tool_url: string; lti_tool_id: string | null; grading: string | null; single: boolean }>(
      `SELECT o.code, a.tool_url, a.lti_tool_id, a.content->'customParameters'->>'grading' AS grading, o.activity_id = a.id AS single
         FROM activities a JOIN objectives o ON o.external_id = split_part(a.external_id, '.', 1) AND o.tenant_id = a.tenant_id
        WHERE a.type = 'lti'`,
    );
    expect(quizzes.length).toBeGreaterThanOrEqual(3);
    expect(quizzes.every((q) => q.lti_tool_id === tool!.id && q.tool_url === 'http://localhost:3001/launch')).toBe(true);
    expect(new Set(quizzes.map((q) => q.code)).size).toBeGreaterThanOrEqual(2);
    expect(quizzes.filter((q) => q.grading === 'manual').map((q) => q.code)).toEqual(['ABC-110']);
    expect(quizzes.filter((q) => q.single).map((q) => q.code)).toEqual(['PHI-150']);
    const [tenant] = await db.query<{ sources: string[] }>(
      `SELECT settings->'allowedExternalSources' AS sources FROM tenants WHERE external_id = 'default'`,
    );
    expect(tenant!.sources).toContain('http://localhost:3001');
  });

  it('has a plugin navigation entry everyone sees: the open catalog, labelled in English and Arabic (doc 1 §2)', async () => {
    const [tenant] = await db.query<{ name: string; settings: unknown }>(
      `SELECT name, settings FROM tenants WHERE external_id = 'default'`,
    );
    const { plugins } = readTenantSettings(tenant!.settings, tenant!.name).navigation;
    expect(plugins).toMatchObject([{ id: 'guest-view', target: '/learn/open-catalog', permissions: [] }]);
    // A user with no permissions at all sees it, in the locale shown, else in English.
    expect(getVisiblePluginEntries(plugins, [], 'en-US')).toEqual([
      { id: 'guest-view', label: 'Guest view', target: '/learn/open-catalog' },
    ]);
    expect(getVisiblePluginEntries(plugins, [], 'ar-AR')[0]?.label).toBe('عرض الزائر');
    expect(getVisiblePluginEntries(plugins, [], 'ja-JP')[0]?.label).toBe('Guest view');
    // Where it leads has something to show: courses in the open catalog.
    const [open] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM objectives WHERE is_public`);
    expect(open!.n).toBeGreaterThan(0);
  });

  it('locks Fire Warden Training activities by every constraint', async () => {
    const parts = await db.query<Record<string, unknown>>(
      `SELECT c.external_id, p.optional, p.complete_previous, p.start_from > now() AS before_start,
              p.start_until < now() AS after_start_until, p.accessible_until < now() AS after_accessible,
              p.grace_period_until < now() AS after_grace, c.state
         FROM activity_parts p JOIN activities c ON c.id = p.child_activity_id
        WHERE c.external_id LIKE 'fw-210.%'`,
    );
    const by = (flag: string) => parts.filter((p) => p[flag] === true).map((p) => p.external_id);
    expect(by('before_start')).toEqual(['fw-210.drill-briefing']);
    expect(by('after_start_until')).toEqual(['fw-210.drill-signup']);
    expect(by('after_accessible')).toEqual(['fw-210.extinguishers']);
    expect(by('after_grace')).toEqual(['fw-210.evacuation']);
    expect(by('complete_previous')).toEqual(['fw-210.drill-log']);
    expect(by('optional')).toEqual(['fw-210.further-reading']);
    expect(
      parts
        .filter((p) => p.state !== 2)
        .map((p) => [p.external_id, p.state])
        .sort(),
    ).toEqual([
      ['fw-210.legacy-signage', 3],
      ['fw-210.lithium', 1],
      ['fw-210.old-procedure', 4],
    ]);
  });
});
