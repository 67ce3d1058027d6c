import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { attributeCondition, showcaseCondition, type FilterShape } from './filter-conditions.ts';

// The catalog writes the topic and collection filters as sets, a learner's list as a check
// per course (filter-conditions.ts FilterShape): both shapes must pick the same courses.
const demo = setupTestApp();

const pick = async (condition: (shape: FilterShape) => string, ids: string[]) => {
  const run = async (shape: FilterShape) =>
    (await demo.db.query<{ id: string }>(`SELECT o.id FROM objectives o WHERE ${condition(shape)} ORDER BY o.id`, [ids])).map((r) => r.id);
  return { perCourse: await run('perCourse'), set: await run('set') };
};

describe('filter shapes pick the same courses', () => {
  it('for every chosen set of topics: one, several in one category, across categories, unknown ids', async () => {
    const attributes = await demo.db.query<{ id: string; category_id: string }>('SELECT id, category_id FROM filter_attributes ORDER BY category_id, id');
    expect(attributes.length).toBeGreaterThan(2);
    const [first, second] = attributes;
    const otherCategory = attributes.find((a) => a.category_id !== first!.category_id);
    const unknown = '00000000-0000-4000-8000-00000000abcd';
    const choices = [[first!.id], [first!.id, second!.id], ...(otherCategory ? [[first!.id, otherCategory.id]] : []), [unknown], [first!.id, unknown]];
    for (const ids of choices) {
      const { perCourse, set } = await pick((shape) => attributeCondition('o.id', '$1', shape), ids);
      expect(set, JSON.stringify(ids)).toEqual(perCourse);
    }
  });

  it('for collections', async () => {
    const showcases = await demo.db.query<{ id: string }>('SELECT id FROM showcases ORDER BY id');
    for (const ids of [[showcases[0]!.id], showcases.slice(0, 2).map((s) => s.id), ['00000000-0000-4000-8000-00000000abcd']]) {
      const { perCourse, set } = await pick((shape) => showcaseCondition('o.id', '$1', shape), ids);
      expect(set).toEqual(perCourse);
      expect(perCourse.length > 0 || ids[0]!.endsWith('abcd')).toBe(true);
    }
  });
});
