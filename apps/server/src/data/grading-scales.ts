import type { RunScale } from '@lp/domain';
import type { Queryable } from '../db/client.ts';

/** A course's grading scale, as the domain's run scoring reads it (scoreRun); none without a scale. */
export async function loadGradingScale(db: Queryable, scaleId: string | null): Promise<RunScale | undefined> {
  if (!scaleId) return undefined;
  const rows = await db.query<RunScale>(
    `SELECT s.max_score AS "maxScore", s.normalized_passing_score AS "normalizedPassingScore",
            COALESCE((SELECT json_agg(json_build_object('name', g.name, 'normalizedMinScore', g.normalized_min_score)) FROM grades g WHERE g.grading_scale_id = s.id), '[]'::json) AS "objectiveGrades"
       FROM grading_scales s WHERE s.id = $1`,
    [scaleId],
  );
  return rows[0];
}

/**
 * A grading scale as the answers carry it (GradingScaleView), as one JSON value: the scale
 * whose id is the SQL expression `scaleId`, or null. Used by the scales' list and by any
 * query that carries a course's scale (the course details' objectiveGradingScale).
 */
export const gradingScaleJsonSql = (scaleId: string) => `(SELECT json_build_object(
    'id', s.id, 'name', s.name, 'description', s.description, 'maxScore', s.max_score,
    'normalizedPassingScore', s.normalized_passing_score, 'passingGradeId', s.passing_grade_id,
    'numberOfGrades', count(g.id)::int,
    'objectiveGrades', COALESCE(json_agg(json_build_object('id', g.id, 'name', g.name, 'normalizedMinScore', g.normalized_min_score, 'color', g.color)
                                ORDER BY g.normalized_min_score) FILTER (WHERE g.id IS NOT NULL), '[]'::json))
  FROM grading_scales s LEFT JOIN grades g ON g.grading_scale_id = s.id WHERE s.id = ${scaleId} GROUP BY s.id)`;
