import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { WORKFLOW_PATHS, expandActivityTree, type ActivityTreeView } from '@lp/contract';

/**
 * A run's tree as its learner gets it, asked for in both views: the compact one (what the
 * web asks for, written by compact-tree.ts) must expand to the spec's full one (decision 0037).
 */
export async function treeInBothViews(app: FastifyInstance, runId: string, headers: Record<string, string>): Promise<ActivityTreeView> {
  const [full, compact] = await Promise.all([
    app.inject({ url: WORKFLOW_PATHS.tree(runId), headers }),
    app.inject({ url: `${WORKFLOW_PATHS.tree(runId)}?view=compact`, headers }),
  ]);
  expect([full.statusCode, compact.statusCode]).toEqual([200, 200]);
  const tree = full.json<ActivityTreeView>();
  expect(expandActivityTree(compact.json())).toEqual(tree);
  return tree;
}
