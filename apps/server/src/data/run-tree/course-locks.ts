import type { Lock } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { locksOfRun } from './activity-access.ts';
import { buildTree } from './build-tree.ts';
import { courseOf, loadRunTree } from './run-tree.ts';

/**
 * The lock of every part of a learner's course now (decision 0056), for a place that shows
 * more than one activity at once (the calendar): in their latest run, as the content
 * calls decide it; before a first run, in the course's tree with nothing done yet (what
 * waits for a previous part or a date is locked, as the table of contents will show it).
 */
export async function loadCourseLocks(
  db: Queryable,
  tenantId: string,
  course: { rootActivityId: string; runId: string | null },
  now: Date,
): Promise<Map<string, Lock>> {
  if (course.runId) return locksOfRun(await loadRunTree(db, tenantId, course.runId, now), now);
  const [version] = await db.query<{ version: string }>(
    'SELECT COALESCE((SELECT cv.version FROM content_versions cv WHERE cv.tenant_id = $1), 0)::text AS version',
    [tenantId],
  );
  const { structure } = await courseOf(db, tenantId, course.rootActivityId, version!.version);
  const tree = buildTree(course.rootActivityId, structure, []);
  return locksOfRun({ tree, workflowState: null, accessNewContentAfterCompletion: true }, now);
}
