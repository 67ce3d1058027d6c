import { describe, expect, it } from 'vitest';
import { compactActivityTree, expandActivityTree, TREE_DEFAULTS } from './activity-tree-wire.ts';
import { ActivityTreeViewSchema, ActivityTreeViewWireSchema, type ActivityTreeNode, type ActivityTreeView } from './schemas/content.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function leaf(
  n: number,
  axisOf: string,
  overrides: Partial<ActivityTreeNode> = {},
  activity: Partial<ActivityTreeNode['childActivity']> = {},
): ActivityTreeNode {
  return {
    ...TREE_DEFAULTS.part,
    id: id(n),
    order: n,
    activityPathId: id(n),
    axis: axisOf ? `${axisOf}/${id(n)}` : id(n),
    activityConstraint: { ...TREE_DEFAULTS.constraint },
    ...overrides,
    childActivity: {
      ...TREE_DEFAULTS.activity,
      id: id(100 + n),
      name: `Lesson ${n}`,
      type: 'text',
      children: null,
      activityWorkflowAggregate: null,
      ...activity,
    },
  };
}

const moduleAxis = id(1);
const tree: ActivityTreeView = {
  objectiveWorkflowId: id(900),
  objectiveId: id(901),
  rootActivity: { ...TREE_DEFAULTS.activity, id: id(902), name: 'Course', type: 'composite' },
  accessNewContentAfterCompletion: true,
  workflowState: 1,
  children: [
    leaf(
      1,
      '',
      {},
      {
        name: 'Module',
        type: 'composite',
        children: [
          leaf(
            2,
            moduleAxis,
            {},
            {
              activityWorkflowAggregate: {
                lastActivityWorkflow: {
                  id: id(500),
                  state: 6,
                  progress: 1,
                  started: '2026-11-01T10:00:00.000Z',
                  submitted: null,
                  finished: '2026-11-02T10:00:00.000Z',
                },
                bestActivityRecord: { passed: true, normalizedScore: 0.8 },
              },
            },
          ),
          leaf(
            3,
            moduleAxis,
            {
              optional: true,
              available: false,
              scoreWeight: 2,
              activityConstraint: { ...TREE_DEFAULTS.constraint, completePrevious: true, due: '2026-12-01T00:00:00.000Z' },
            },
            {
              state: 1,
              proctored: true,
              maxScore: 10,
              description: 'A quiz',
              activityWorkflowAggregate: { lastActivityWorkflow: null, bestActivityRecord: null },
            },
          ),
        ],
      },
    ),
    leaf(4, '', { contentAvailable: false }, { code: 'L4', supportReview: false, duration: 300 }),
  ],
};

describe('the content tree as it travels (decision 0037)', () => {
  it('expands back to the full tree it was compacted from', () => {
    const wire = compactActivityTree(tree);
    expect(ActivityTreeViewWireSchema.parse(wire)).toEqual(wire);
    const expanded = expandActivityTree(wire);
    expect(expanded).toEqual(tree);
    expect(ActivityTreeViewSchema.parse(expanded)).toEqual(tree);
  });

  it('leaves out derived fields and defaults, and keeps whatever differs from them', () => {
    const [module, other] = compactActivityTree(tree).children;
    expect(module).toEqual({
      id: id(1),
      order: 1,
      childActivity: expect.objectContaining({ id: id(101), name: 'Module', type: 'composite' }),
    });
    expect(Object.keys(module!.childActivity)).toEqual(['id', 'name', 'type', 'children']);
    const [done, quiz] = module!.childActivity.children!;
    expect(done!.childActivity.activityWorkflowAggregate).toEqual({
      lastActivityWorkflow: {
        id: id(500),
        state: 6,
        progress: 1,
        started: '2026-11-01T10:00:00.000Z',
        finished: '2026-11-02T10:00:00.000Z',
      },
      bestActivityRecord: { passed: true, normalizedScore: 0.8 },
    });
    expect(quiz).toMatchObject({
      optional: true,
      available: false,
      scoreWeight: 2,
      activityConstraint: { completePrevious: true, due: '2026-12-01T00:00:00.000Z' },
    });
    expect(Object.keys(quiz!.activityConstraint!)).toEqual(['completePrevious', 'due']);
    expect(other).toMatchObject({ contentAvailable: false, childActivity: { code: 'L4', supportReview: false, duration: 300 } });
    expect(JSON.stringify(compactActivityTree(tree)).length).toBeLessThan(JSON.stringify(tree).length / 2);
  });
});
