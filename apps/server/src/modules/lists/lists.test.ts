import { describe, expect, it } from 'vitest';
import { LIST_PATHS, type CatalogCourse, type EnrolledCourse, type ListResponse } from '@lp/contract';
import { getCourseProgress, isListedInMyCourses, WorkflowState } from '@lp/domain';
import { setupTestApp } from '../../../test/setup-test-app.ts';

const demo = setupTestApp({ sessions: ['learner', 'learner2'] });

const get = async <T>(url: string, headers: Record<string, string> = demo.learner, query: Record<string, string | string[]> = {}) => {
  const res = await demo.app.inject({ url, headers, query });
  return { status: res.statusCode, body: res.json() as T };
};
const codes = (list: { objective: { code: string | null } }[]) => list.map((c) => c.objective.code).sort();

describe('My courses (objective-workflow-aggregates/query)', () => {
  it('refuses anonymous callers', async () => {
    expect((await get(LIST_PATHS.enrolled, {})).status).toBe(401);
  });

  it('lists exactly the learner’s listed courses, sorted by name, with a total', async () => {
    const { status, body } = await get<ListResponse<EnrolledCourse>>(LIST_PATHS.enrolled, demo.learner, {
      requireTotalCount: 'true',
      take: '500',
    });
    expect(status).toBe(200);
    expect(body.totalCount).toBe(body.data.length);
    const names = body.data.map((c) => c.objective.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // doc 1 §4: archived excluded; enrolled-but-untouched optional course not listed.
    expect(codes(body.data)).not.toContain('EXP-100');
    expect(codes(body.data)).not.toContain('AI-101');
    expect(codes(body.data)).toEqual(expect.arrayContaining(['SAF-101', 'PRV-101', 'FA-101', 'MH-120', 'NEG-201']));
  });

  it('never shows another learner’s courses', async () => {
    const mine = await get<ListResponse<EnrolledCourse>>(LIST_PATHS.enrolled, demo.learner, { take: '500' });
    const theirs = await get<ListResponse<EnrolledCourse>>(LIST_PATHS.enrolled, demo.learner2, { take: '500' });
    const myUser = mine.body.data[0]!.userId;
    expect(theirs.body.data.every((c) => c.userId !== myUser)).toBe(true);
    expect(codes(theirs.body.data)).toEqual(['CS-110', 'ETH-300', 'FA-101', 'ISC-210', 'PM-101', 'PRV-101', 'SAF-101', 'TPS-150']);
    // Asking for the other learner's id in the filter only narrows the caller's own list.
    const sneaky = await get<ListResponse<EnrolledCourse>>(LIST_PATHS.enrolled, demo.learner2, {
      filter: JSON.stringify(['userId', '=', myUser]),
    });
    expect(sneaky.body.data).toEqual([]);
  });

  it('agrees with the domain rules on membership and progress for every course', async () => {
    const { body } = await get<ListResponse<EnrolledCourse>>(LIST_PATHS.enrolled, demo.learner, { take: '500' });
    for (const course of body.data) {
      const agg = course.objectiveWorkflowAggregate;
      expect(
        isListedInMyCourses({
          activityState: course.objective.activity.state as 1,
          isMandatory: course.isMandatory,
          isSelfEnrolled: agg.isSelfEnrolled,
          lastObjectiveWorkflow: agg.lastObjectiveWorkflow as never,
          lastObjectiveRecord: agg.lastObjectiveRecord as never,
        }),
      ).toBe(true);
    }
    for (const progress of ['notStarted', 'inProgress', 'completed'] as const) {
      const filtered = await get<ListResponse<EnrolledCourse>>(LIST_PATHS.enrolled, demo.learner, {
        take: '500',
        filter: JSON.stringify(['courseProgress', '=', progress]),
      });
      expect(filtered.status).toBe(200);
      for (const c of filtered.body.data) {
        expect(
          getCourseProgress({
            lastObjectiveWorkflow: c.objectiveWorkflowAggregate.lastObjectiveWorkflow as never,
            lastObjectiveRecord: c.objectiveWorkflowAggregate.lastObjectiveRecord as never,
          }),
        ).toBe(progress);
      }
      const expected = body.data.filter(
        (c) =>
          getCourseProgress({
            lastObjectiveWorkflow: c.objectiveWorkflowAggregate.lastObjectiveWorkflow as never,
            lastObjectiveRecord: c.objectiveWorkflowAggregate.lastObjectiveRecord as never,
          }) === progress,
      );
      expect(filtered.body.data.length).toBe(expected.length);
    }
  });

  it('filters by keyword over name, code and description, case-insensitively', async () => {
    const kw = 'privacy';
    const filter = [
      ['objective.name', 'contains', kw],
      'or',
      ['objective.code', 'contains', kw],
      'or',
      ['objective.description', 'contains', kw],
    ];
    const { body } = await get<ListResponse<EnrolledCourse>>(LIST_PATHS.enrolled, demo.learner, { filter: JSON.stringify(filter) });
    expect(body.data.length).toBeGreaterThan(0);
    for (const c of body.data) expect(`${c.objective.name} ${c.objective.code} ${c.objective.description}`.toLowerCase()).toContain(kw);
  });

  it('treats % and _ in a keyword as text, not wildcards', async () => {
    const { body } = await get<ListResponse<EnrolledCourse>>(LIST_PATHS.enrolled, demo.learner, {
      filter: JSON.stringify(['objective.name', 'contains', '%']),
    });
    expect(body.data).toEqual([]);
  });

  it('filters by priority, collection and attribute', async () => {
    const mandatory = await get<ListResponse<EnrolledCourse>>(LIST_PATHS.enrolled, demo.learner, {
      filter: JSON.stringify(['coursePriority', 'anyof', ['mandatory']]),
    });
    expect(mandatory.body.data.length).toBeGreaterThan(0);
    expect(mandatory.body.data.every((c) => c.isMandatory)).toBe(true);
    const showcases = await get<{ id: string; name: string }[]>(LIST_PATHS.enrolledShowcases);
    const first = showcases.body[0]!;
    const inCollection = await get<ListResponse<EnrolledCourse>>(LIST_PATHS.enrolled, demo.learner, { showcase: first.id });
    expect(inCollection.body.data.length).toBeGreaterThan(0);
    expect(inCollection.body.data.every((c) => c.objective.showcases.some((s) => s.id === first.id))).toBe(true);
    const categories = await get<{ attributes: { id: string }[] }[]>(LIST_PATHS.enrolledFilterCategories);
    const attribute = categories.body[0]!.attributes[0]!.id;
    const withAttribute = await get<ListResponse<EnrolledCourse>>(LIST_PATHS.enrolled, demo.learner, {
      filterAttribute: attribute,
      requireTotalCount: 'true',
    });
    expect(withAttribute.body.totalCount).toBeGreaterThan(0);
    expect(withAttribute.body.totalCount).toBeLessThan(
      (await get<ListResponse<EnrolledCourse>>(LIST_PATHS.enrolled, demo.learner, { requireTotalCount: 'true' })).body.totalCount!,
    );
  });

  it('pages with skip and take, keeping the total', async () => {
    const all = await get<ListResponse<EnrolledCourse>>(LIST_PATHS.enrolled, demo.learner, { take: '500' });
    const page = await get<ListResponse<EnrolledCourse>>(LIST_PATHS.enrolled, demo.learner, {
      skip: '2',
      take: '3',
      requireTotalCount: 'true',
    });
    expect(page.body.data.map((c) => c.id)).toEqual(all.body.data.slice(2, 5).map((c) => c.id));
    expect(page.body.totalCount).toBe(all.body.data.length);
  });

  it('withholds a result whose grade may not be revealed yet (policy Never)', async () => {
    const { body } = await get<ListResponse<EnrolledCourse>>(LIST_PATHS.enrolled, demo.learner, { take: '500' });
    const never = body.data.find((c) => c.objective.code === 'ETH-300')!;
    const record = never.objectiveWorkflowAggregate.lastObjectiveRecord;
    if (record) expect([record.score, record.grade, record.passed, record.normalizedScore]).toEqual([null, null, null, null]);
    const shown = body.data.find((c) => c.objective.code === 'FA-101')!;
    expect(shown.objectiveWorkflowAggregate.lastObjectiveRecord?.passed).toBe(true);
    expect(shown.objectiveWorkflowAggregate.lastObjectiveWorkflow?.state).toBe(WorkflowState.finished);
    // doc 2 §3: the last run names the result it ended with; the result carries its progress.
    expect(shown.objectiveWorkflowAggregate.lastObjectiveWorkflow?.objectiveRecordId).toBe(
      shown.objectiveWorkflowAggregate.lastObjectiveRecord?.id,
    );
    expect(shown.objectiveWorkflowAggregate.lastObjectiveRecord?.progress).toBe(1);
    const running = body.data.find((c) => c.objectiveWorkflowAggregate.lastObjectiveWorkflow?.state === WorkflowState.inProgress);
    expect(running?.objectiveWorkflowAggregate.lastObjectiveWorkflow).toMatchObject({ objectiveRecordId: null });
  });
});

describe('catalog and open catalog', () => {
  it('shows catalog courses with the learner’s own enrolment state', async () => {
    const { status, body } = await get<ListResponse<CatalogCourse>>(LIST_PATHS.catalog, demo.learner, {
      take: '500',
      requireTotalCount: 'true',
    });
    expect(status).toBe(200);
    expect(codes(body.data)).not.toContain('EXP-100');
    expect(codes(body.data)).not.toContain('ABC-110');
    expect(body.data.find((c) => c.objective.code === 'SAF-101')?.isEnrolled).toBe(true);
    expect(body.data.find((c) => c.objective.code === 'AI-101')?.isEnrolled).toBe(false);
    const other = await get<ListResponse<CatalogCourse>>(LIST_PATHS.catalog, demo.learner2, { take: '500' });
    expect(other.body.data.find((c) => c.objective.code === 'SEC-101')?.objectiveWorkflowAggregate).toBeNull();
  });

  it('pages a filtered catalog (keyword and collection) with the filtered total', async () => {
    const showcases = await get<{ id: string }[]>(LIST_PATHS.catalogShowcases);
    const filters = { showcase: showcases.body[0]!.id, filter: JSON.stringify(['objective.name', 'contains', 'e']) };
    const all = await get<ListResponse<CatalogCourse>>(LIST_PATHS.catalog, demo.learner, { ...filters, take: '500' });
    expect(all.body.data.length).toBeGreaterThan(3);
    expect(all.body.data.every((c) => c.objective.name.toLowerCase().includes('e'))).toBe(true);
    const page = await get<ListResponse<CatalogCourse>>(LIST_PATHS.catalog, demo.learner, {
      ...filters,
      skip: '1',
      take: '2',
      requireTotalCount: 'true',
    });
    expect(page.body.data.map((c) => c.id)).toEqual(all.body.data.slice(1, 3).map((c) => c.id));
    expect(page.body.totalCount).toBe(all.body.data.length);
    // doc 1 §7: this call's answer is "data (each with id) and total".
    expect((page.body as { total?: number }).total).toBe(all.body.data.length);
  });

  it('searches the catalog by keyword in name, code or description, never across their boundary', async () => {
    const keyword = (word: string) =>
      JSON.stringify([
        ['objective.name', 'contains', word],
        'or',
        ['objective.code', 'contains', word],
        'or',
        ['objective.description', 'contains', word],
      ]);
    const found = await get<ListResponse<CatalogCourse>>(LIST_PATHS.catalog, demo.learner, { take: '500', filter: keyword('SAFETY ESS') });
    expect(codes(found.body.data)).toContain('SAF-101');
    // "…Safety Essentials" ends the name and "SAF-101" starts the code: together they read "essentials saf".
    const across = await get<ListResponse<CatalogCourse>>(LIST_PATHS.catalog, demo.learner, {
      take: '500',
      filter: keyword('essentials saf'),
    });
    expect(across.body.data).toEqual([]);
    const literal = await get<ListResponse<CatalogCourse>>(LIST_PATHS.catalog, demo.learner, { take: '500', filter: keyword('%') });
    expect(literal.body.data.every((c) => `${c.objective.name} ${c.objective.code} ${c.objective.description}`.includes('%'))).toBe(true);
  });

  it('filters the catalog by term', async () => {
    const terms = await get<{ id: string }[]>(LIST_PATHS.terms);
    const term = terms.body[0]!.id;
    const { body } = await get<ListResponse<CatalogCourse>>(LIST_PATHS.catalog, demo.learner, {
      take: '500',
      filter: JSON.stringify(['termId', 'anyof', [term]]),
    });
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.every((c) => c.termId === term)).toBe(true);
  });

  it('serves the open catalog without sign-in and only published courses, with no personal data', async () => {
    const { status, body } = await get<ListResponse<{ id: string; objective: { code: string } }>>(
      LIST_PATHS.public,
      {},
      { take: '500', requireTotalCount: 'true' },
    );
    expect(status).toBe(200);
    expect(body.totalCount).toBe(22);
    expect(JSON.stringify(body)).not.toMatch(/objectiveWorkflowAggregate|userId|objectiveAccess/);
    // doc 2 §7: "sort by name": the short selector sorts as objective.name, both ways.
    const byName = (desc: boolean) =>
      get<ListResponse<{ id: string }>>(LIST_PATHS.public, {}, { take: '500', sort: JSON.stringify([{ selector: 'name', desc }]) });
    const [up, down] = await Promise.all([byName(false), byName(true)]);
    expect(up.status).toBe(200);
    expect(up.body.data.map((c) => c.id)).toEqual(body.data.map((c) => c.id));
    expect(down.body.data.map((c) => c.id)).not.toEqual(up.body.data.map((c) => c.id));
    const one = await get<{ objective: { name: string } }>(LIST_PATHS.publicObjective(body.data[0]!.id), {});
    expect(one.status).toBe(200);
    // The shared course link shows the about content (doc 2 §2), sanitised as on the course page.
    const [safety] = await demo.db.query<{ id: string }>(`SELECT id FROM objectives WHERE code = 'SAF-101' AND is_public`);
    const link = await get<{ objective: { about: string } }>(LIST_PATHS.publicObjective(safety!.id), {});
    expect(link.body.objective.about).toContain('<h2>What you will learn</h2>');
    expect(JSON.stringify(link.body)).not.toMatch(/objectiveWorkflowAggregate|userId|objectiveAccess/);
    const hidden = await get<ListResponse<CatalogCourse>>(LIST_PATHS.catalog, demo.learner, { take: '500' });
    const notPublic = hidden.body.data.find((c) => !body.data.some((p) => p.id === c.id))!;
    expect((await get(LIST_PATHS.publicObjective(notPublic.id), {})).status).toBe(404);
    expect((await get(LIST_PATHS.publicShowcases, {})).status).toBe(200);
    expect((await get(LIST_PATHS.publicFilterCategories, {})).status).toBe(200);
  });

  it('answers terms, grading scales, categories and collections to a learner only', async () => {
    for (const path of [
      LIST_PATHS.terms,
      LIST_PATHS.gradingScales,
      LIST_PATHS.enrolledFilterCategories,
      LIST_PATHS.catalogFilterCategories,
      LIST_PATHS.enrolledShowcases,
      LIST_PATHS.catalogShowcases,
    ]) {
      expect((await get(path, {})).status, path).toBe(401);
      expect((await get(path)).status, path).toBe(200);
    }
    const scales = await get<{ data: { objectiveGrades: unknown[]; numberOfGrades: number }[] }>(LIST_PATHS.gradingScales);
    expect(scales.body.data.length).toBe(2);
    expect(scales.body.data.every((s) => s.numberOfGrades === s.objectiveGrades.length)).toBe(true);
  });
});
