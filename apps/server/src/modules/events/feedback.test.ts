import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DETAILS_PATHS } from '@lp/contract';
import { FEEDBACK_CATEGORIES } from '@lp/domain';
import { setupTestApp } from '../../../test/setup-test-app.ts';

const demo = setupTestApp({ sessions: ['learner', 'learner2', 'instructor', 'admin'] });
type Who = 'learner' | 'learner2' | 'instructor' | 'admin';

const send = (payload: unknown, who: Who = 'learner', extra: Record<string, string> = {}) =>
  demo.app.inject({ method: 'POST', url: DETAILS_PATHS.feedbackEvents, headers: { ...demo[who], ...extra }, payload: payload as object });
const exportCsv = (who: Who, query = '') => demo.app.inject({ url: `${DETAILS_PATHS.feedbackExport}${query}`, headers: demo[who] });
const answers = async () =>
  demo.db.query<{ grade: number; details: string[]; comment: string; locale: string | null; page: string | null }>(
    'SELECT grade, details, comment, locale, page FROM feedback_events ORDER BY created_at',
  );
const events = async () =>
  (await demo.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM usage_events WHERE name = 'product_feedback'`))[0]!.n;

/** The CSV as rows of cells (no cell in these tests holds a comma or a line break). */
const rowsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

describe('the feedback widget (doc 2 §7, issue 14)', () => {
  it("keeps a learner's answer with its options, comment, language and page, and logs product_feedback once", async () => {
    const id = randomUUID();
    const body = { id, grade: 4, details: ['navigation', 'activityResults'], comment: 'Results are hard to find', page: '/learn/courses' };
    const res = await send(body, 'learner', { 'accept-language': 'ar-AR,ar;q=0.9' });
    expect(res.statusCode).toBe(204);
    expect(await answers()).toEqual([
      {
        grade: 4,
        details: ['navigation', 'activityResults'],
        comment: 'Results are hard to find',
        locale: 'ar-AR',
        page: '/learn/courses',
      },
    ]);
    expect(await events()).toBe(1);

    // A retry of the same answer (double click, a lost response) keeps one row and one event.
    expect((await send(body, 'learner')).statusCode).toBe(204);
    expect(await Promise.all([send(body), send(body)]).then((r) => r.map((x) => x.statusCode))).toEqual([204, 204]);
    expect(await answers()).toHaveLength(1);
    expect(await events()).toBe(1);

    // The same id for another answer: a 409, nothing kept, nothing logged (it was a silent 204).
    for (const other of [
      { ...body, grade: 2 },
      { ...body, comment: 'Something else' },
      { ...body, details: ['navigation'] },
    ]) {
      const refused = await send(other, 'learner');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'conflict' });
    }
    expect(await answers()).toHaveLength(1);
    expect(await events()).toBe(1);
  });

  it('refuses a rating out of 1–5, an unknown or repeated option, an oversize comment, a foreign page and an anonymous caller, keeping nothing', async () => {
    const before = (await answers()).length;
    for (const bad of [
      { grade: 0 },
      { grade: 6 },
      { grade: 3.5 },
      { grade: 3, details: ['madeUp'] },
      { grade: 3, details: ['navigation', 'navigation'] },
      { grade: 3, comment: 'x'.repeat(2001) },
      { grade: 3, page: 'https://evil.example/' },
      { grade: 3, id: 'not-a-uuid' },
    ]) {
      const res = await send(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(JSON.stringify(res.json().errors)).toMatch(/\w/);
    }
    const anonymous = await demo.app.inject({
      method: 'POST',
      url: DETAILS_PATHS.feedbackEvents,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { grade: 3 },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await answers()).toHaveLength(before);
  });

  it('accepts every option key of the spec', async () => {
    expect((await send({ id: randomUUID(), grade: 5, details: [...FEEDBACK_CATEGORIES] }, 'learner2')).statusCode).toBe(204);
  });

  it('is not offered where the tenant turns the widget off', async () => {
    await demo.db.query(
      `UPDATE tenants SET settings = jsonb_set(settings::jsonb, '{widgets}', coalesce(settings::jsonb->'widgets', '{}') || '{"feedback": false}')`,
    );
    demo.app.invalidateTenants();
    try {
      const before = (await answers()).length;
      const res = await send({ id: randomUUID(), grade: 2 });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors.general[0]).toContain('not offered');
      expect(await answers()).toHaveLength(before);
    } finally {
      await demo.db.query(`UPDATE tenants SET settings = jsonb_set(settings::jsonb, '{widgets,feedback}', 'true')`);
      demo.app.invalidateTenants();
    }
  });

  describe("the administrator's export (decision 0030)", () => {
    it("answers the tenant's answers as CSV, oldest first, with the learner's e-mail", async () => {
      const res = await exportCsv('admin');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="feedback-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/);
      const [header, ...rows] = rowsOf(res.body);
      expect(header).toEqual(['date', 'rating', 'options', 'comment', 'locale', 'page', 'app_version', 'email']);
      expect(rows[0]).toEqual([
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        '4',
        'navigation activityResults',
        'Results are hard to find',
        'ar-AR',
        '/learn/courses',
        '',
        'learner@demo.test',
      ]);
      expect(rows).toHaveLength((await answers()).length);
    });

    it('makes a comment a spreadsheet would run as a formula plain text', async () => {
      await send({ id: randomUUID(), grade: 1, comment: '=HYPERLINK("https://evil.example","click")' }, 'learner2');
      const res = await exportCsv('admin');
      expect(res.body).toContain(`"'=HYPERLINK(""https://evil.example"",""click"")"`);
      expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
    });

    it('is refused to learners and instructors, and to anonymous callers', async () => {
      expect((await exportCsv('learner')).statusCode).toBe(403);
      expect((await exportCsv('instructor')).statusCode).toBe(403);
      expect(
        (await demo.app.inject({ url: DETAILS_PATHS.feedbackExport, headers: { 'x-requested-with': 'XMLHttpRequest' } })).statusCode,
      ).toBe(401);
    });

    it('takes a date range and refuses a reversed, too long or malformed one', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const inRange = await exportCsv('admin', `?from=${today}&to=${today}`);
      expect(rowsOf(inRange.body).length - 1).toBe((await answers()).length);
      const past = await exportCsv('admin', '?from=2020-01-01&to=2020-01-31');
      expect(rowsOf(past.body)).toHaveLength(1);
      expect((await exportCsv('admin', `?from=${today}&to=2020-01-01`)).statusCode).toBe(400);
      expect((await exportCsv('admin', '?from=2020-01-01&to=2022-01-01')).statusCode).toBe(400);
      expect((await exportCsv('admin', '?from=yesterday')).statusCode).toBe(400);
    });
  });
});
