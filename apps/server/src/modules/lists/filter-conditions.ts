/*
 * The topic and collection filters of the lists (doc 1 §7) as conditions on the course's
 * own row: `showcase_ids` and `attribute_ids` are the row's copies of objective_showcases
 * and objective_attributes, kept by the triggers of migration 0027 (decision 0037). A
 * check of the row costs the same for a learner's 10 courses and for the catalog's
 * keyword matches, where a subquery per course cost ~6 µs a course.
 */

/** Collection filter: the course is in any of the chosen collections. `ids` is a uuid[] parameter. */
export const showcaseCondition = (objectiveAlias: string, ids: string) => `${objectiveAlias}.showcase_ids && ${ids}::uuid[]`;

/**
 * The chosen topics grouped by their category, unknown ids left out: a CTE named
 * `attribute_groups` for `attributeCondition`, computed once per statement.
 */
export const attributeGroupsCte = (ids: string) =>
  `attribute_groups AS MATERIALIZED (SELECT array_agg(id) AS ids FROM filter_attributes WHERE id = ANY(${ids}::uuid[]) GROUP BY category_id)`;

/** Topic filter: within one category any chosen topic matches; across categories all must (needs `attributeGroupsCte`). */
export const attributeCondition = (objectiveAlias: string) =>
  `NOT EXISTS (SELECT 1 FROM attribute_groups g WHERE NOT (${objectiveAlias}.attribute_ids && g.ids))`;
