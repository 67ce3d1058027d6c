import type { RunScale } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';

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
