import type { ActivityTreeNode } from '@lp/contract';
import { getChildren, getScormNavTarget } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { loadRunTree } from '../../data/run-tree/run-tree.ts';
import type { ScormAttemptRow } from './scorm-repository.ts';

export type ScormNavigation = { partId: string } | { course: true } | null;

/** The list of parts that holds `partId`, from the run's tree (the root's parts at the top). */
function siblingsOf(nodes: readonly ActivityTreeNode[], partId: string): readonly ActivityTreeNode[] | undefined {
  if (nodes.some((node) => node.id === partId)) return nodes;
  for (const node of nodes) {
    const found = siblingsOf(getChildren(node), partId);
    if (found) return found;
  }
  return undefined;
}

/**
 * Where a 2004 SCO's navigation request at Terminate takes the learner (decision 0080):
 * among the `scorm` activities of the same package beside it in the course's tree, in
 * tree order, by the domain's getScormNavTarget; the course for the exits.
 */
export async function resolveScormNavigation(
  db: Queryable,
  tenantId: string,
  attempt: ScormAttemptRow,
  packageId: string,
  request: string | undefined,
): Promise<ScormNavigation> {
  if (!request || request === '_none_' || !attempt.activity_part_id) return null;
  const run = await loadRunTree(db, tenantId, attempt.objective_workflow_id, new Date());
  const siblings = siblingsOf(run.tree, attempt.activity_part_id) ?? [];
  const rows = await db.query<{ id: string; item: string | null }>(
    `SELECT id, content->>'itemIdentifier' AS item FROM activities
      WHERE id = ANY($1::uuid[]) AND type = 'scorm' AND content->>'packageId' = $2`,
    [siblings.map((node) => node.childActivity.id), packageId],
  );
  const itemOf = new Map(rows.map((row) => [row.id, row.item ?? row.id]));
  const items = siblings.filter((node) => itemOf.has(node.childActivity.id));
  const current = items.findIndex((node) => node.id === attempt.activity_part_id);
  const target = getScormNavTarget(
    request,
    items.map((node) => itemOf.get(node.childActivity.id)!),
    current,
  );
  if (!target) return null;
  return target.to === 'course' ? { course: true } : { partId: items[target.index]!.id };
}
