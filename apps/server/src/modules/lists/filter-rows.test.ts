import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { attributeCondition, attributeGroupsCte, showcaseCondition } from './filter-conditions.ts';

// The lists filter on the course row's copies of its collections and topics (migration
// 0027, decision 0037): they must pick what the link tables say, also after links change.
const demo = setupTestApp();

/** The rule of doc 1 §7 read from the link tables themselves. */
const BY_LINKS = {
  attributes: `NOT EXISTS (
    SELECT 1 FROM filter_attributes sel WHERE sel.id = ANY($1::uuid[])
       AND NOT EXISTS (SELECT 1 FROM objective_attributes oa JOIN filter_attributes fa ON fa.id = oa.attribute_id
                        WHERE oa.objective_id = o.id AND fa.category_id = sel.category_id AND fa.id = ANY($1::uuid[])))`,
  showcases: `EXISTS (SELECT 1 FROM objective_showcases os WHERE os.objective_id = o.id AND os.showcase_id = ANY($1::uuid[]))`,
};

const ids = async (sql: string, values: unknown[]) => (await demo.db.query<{ id: string }>(sql, values)).map((r) => r.id);
const pickAttributes = async (chosen: string[]) => ({
  byRow: await ids(`WITH ${attributeGroupsCte('$1')} SELECT o.id FROM objectives o WHERE ${attributeCondition('o')} ORDER BY o.id`, [
    chosen,
  ]),
  byLinks: await ids(`SELECT o.id FROM objectives o WHERE ${BY_LINKS.attributes} ORDER BY o.id`, [chosen]),
});
const pickShowcases = async (chosen: string[]) => ({
  byRow: await ids(`SELECT o.id FROM objectives o WHERE ${showcaseCondition('o', '$1')} ORDER BY o.id`, [chosen]),
  byLinks: await ids(`SELECT o.id FROM objectives o WHERE ${BY_LINKS.showcases} ORDER BY o.id`, [chosen]),
});
const unknown = '00000000-0000-4000-8000-00000000abcd';

describe('the course row filters pick what the link tables say', () => {
  it('for every chosen set of topics: one, several in one category, across categories, unknown ids', async () => {
    const attributes = await demo.db.query<{ id: string; category_id: string }>(
      'SELECT id, category_id FROM filter_attributes ORDER BY category_id, id',
    );
    expect(attributes.length).toBeGreaterThan(2);
    const [first, second] = attributes;
    const otherCategory = attributes.find((a) => a.category_id !== first!.category_id);
    const choices = [
      [first!.id],
      [first!.id, second!.id],
      ...(otherCategory ? [[first!.id, otherCategory.id]] : []),
      [unknown],
      [first!.id, unknown],
    ];
    for (const chosen of choices) {
      const { byRow, byLinks } = await pickAttributes(chosen);
      expect(byRow, JSON.stringify(chosen)).toEqual(byLinks);
    }
  });

  it('for collections', async () => {
    const showcases = await demo.db.query<{ id: string }>('SELECT id FROM showcases ORDER BY id');
    for (const chosen of [[showcases[0]!.id], showcases.slice(0, 2).map((s) => s.id), [unknown]]) {
      const { byRow, byLinks } = await pickShowcases(chosen);
      expect(byRow).toEqual(byLinks);
      expect(byLinks.length > 0 || chosen[0] === unknown).toBe(true);
    }
  });

  it('after links are added, moved and removed', async () => {
    const [showcase, other] = await demo.db.query<{ id: string; tenant_id: string }>(
      'SELECT id, tenant_id FROM showcases ORDER BY id LIMIT 2',
    );
    const [attribute] = await demo.db.query<{ id: string }>('SELECT id FROM filter_attributes ORDER BY id LIMIT 1');
    const courses = await ids(
      `SELECT id FROM objectives WHERE NOT (id IN (SELECT objective_id FROM objective_showcases WHERE showcase_id = ANY($1::uuid[]))) ORDER BY id LIMIT 2`,
      [[showcase!.id, other!.id]],
    );
    expect(courses).toHaveLength(2);
    await demo.db.query(`INSERT INTO objective_showcases (tenant_id, objective_id, showcase_id) SELECT $1, unnest($2::uuid[]), $3`, [
      showcase!.tenant_id,
      courses,
      showcase!.id,
    ]);
    await demo.db.query(
      `INSERT INTO objective_attributes (tenant_id, objective_id, attribute_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [showcase!.tenant_id, courses[0], attribute!.id],
    );
    expect((await pickShowcases([showcase!.id])).byRow).toEqual(expect.arrayContaining(courses));
    await demo.db.query(`UPDATE objective_showcases SET showcase_id = $1 WHERE objective_id = $2 AND showcase_id = $3`, [
      other!.id,
      courses[1],
      showcase!.id,
    ]);
    const moved = await pickShowcases([other!.id]);
    expect(moved.byRow).toEqual(moved.byLinks);
    expect(moved.byRow).toContain(courses[1]);
    await demo.db.query(`DELETE FROM objective_showcases WHERE objective_id = $1 AND showcase_id = $2`, [courses[1], other!.id]);
    await demo.db.query(`DELETE FROM objective_attributes WHERE attribute_id = $1`, [attribute!.id]);
    const showcases = await pickShowcases([showcase!.id]);
    expect(showcases.byRow).toEqual(showcases.byLinks);
    expect(showcases.byRow).toContain(courses[0]);
    expect(showcases.byRow).not.toContain(courses[1]);
    const attributes = await pickAttributes([attribute!.id]);
    expect(attributes.byRow).toEqual(attributes.byLinks);
    expect(attributes.byRow).toEqual([]);
  });
});
