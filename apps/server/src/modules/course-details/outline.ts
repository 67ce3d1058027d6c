import type { CourseOutline } from '@lp/contract';
import type { Queryable } from '../../db/client.ts';
import { activityView, buildTree } from '../../data/run-tree/build-tree.ts';
import { courseOf } from '../../data/run-tree/run-tree.ts';

/**
 * A course's outline before it is started (issue 33 "See before you start"): its kept
 * structure (courseOf, decision 0037) built as a first run would begin, with no activity
 * workflow, so every lock is the one that will apply. Nothing is written.
 */
export async function loadCourseOutline(db: Queryable, tenantId: string, objectiveId: string): Promise<CourseOutline | undefined> {
  const [row] = await db.query<{ activity_id: string; access_new: boolean; content_version: string }>(
    `SELECT o.activity_id, o.access_new_content_after_completion AS access_new,
            COALESCE((SELECT cv.version FROM content_versions cv WHERE cv.tenant_id = o.tenant_id), 0)::text AS content_version
       FROM objectives o WHERE o.id = $1 AND o.tenant_id = $2`,
    [objectiveId, tenantId],
  );
  if (!row) return undefined;
  const course = await courseOf(db, tenantId, row.activity_id, row.content_version);
  return {
    objectiveId,
    rootActivity: activityView(course.root),
    accessNewContentAfterCompletion: row.access_new,
    children: buildTree(row.activity_id, course.structure, []),
  };
}
