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
      fileType: 'Text',
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
  rootActivity: { ...TREE_DEFAULTS.activity, id: id(902), name: 'Course', type: 'composite', fileType: 'Composite' },
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
        fileType: 'Composite',
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
              fileType: null,
              proctored: true,
              maxScore: 10,
              description: 'A quiz',
              activityWorkflowAggregate: { lastActivityWorkflow: null, bestActivityRecord: null },
            },
          ),
        ],
      },
    ),
    leaf(4, '', { contentAvailable: false }, { code: 'L4', supportReview: false, duration: 300, fileType: 'PrivateFile' }),
    leaf(
      5,
      '',
      {},
      { activityWorkflowAggregate: { lastActivityWorkflow: null, bestActivityRecord: { passed: false, normalizedScore: 0 } } },
    ),
    leaf(7, '', { order: 6 }, { name: 'Lesson 6', type: 'lti', fileType: 'Lti13' }),
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

  it('leaves a full answer as it is (what other clients and the tests get by default)', () => {
    expect(ActivityTreeViewWireSchema.parse(tree)).toEqual(tree);
    expect(expandActivityTree(tree)).toEqual(tree);
  });

  it('leaves out derived fields and defaults, and keeps whatever differs from them', () => {
    const [module, other, failed, lti] = compactActivityTree(tree).children;
    expect(module).toEqual({
      id: id(1),
      order: 1,
      childActivity: expect.objectContaining({ id: id(101), name: 'Module', type: 'composite' }),
    });
    expect(Object.keys(module!.childActivity)).toEqual(['id', 'name', 'type', 'children']);
    const [done, quiz] = module!.childActivity.children!;
    expect(done!.childActivity).toMatchObject({
      lastActivityWorkflow: {
        id: id(500),
        state: 6,
        progress: 1,
        started: Date.UTC(2026, 10, 1, 10),
        finished: Date.UTC(2026, 10, 2, 10),
      },
      bestActivityRecord: { passed: true, normalizedScore: 0.8 },
    });
    expect(Object.keys(done!.childActivity)).toEqual(['id', 'name', 'type', 'lastActivityWorkflow', 'bestActivityRecord']);
    expect(Object.keys(done!.childActivity.lastActivityWorkflow!)).toEqual(['id', 'state', 'progress', 'started', 'finished']);
    expect(quiz).toMatchObject({
      optional: true,
      available: false,
      scoreWeight: 2,
      activityConstraint: { completePrevious: true, due: '2026-12-01T00:00:00.000Z' },
      childActivity: { fileType: null, lastActivityWorkflow: null },
    });
    expect(Object.keys(quiz!.activityConstraint!)).toEqual(['completePrevious', 'due']);
    expect(quiz!.childActivity).not.toHaveProperty('bestActivityRecord');
    expect(other).toMatchObject({
      order: 4,
      contentAvailable: false,
      childActivity: { code: 'L4', supportReview: false, duration: 300, fileType: 'PrivateFile' },
    });
    expect(failed!.childActivity).toEqual(expect.objectContaining({ bestActivityRecord: { passed: false, normalizedScore: 0 } }));
    expect(failed!.childActivity).not.toHaveProperty('lastActivityWorkflow');
    expect(lti).toEqual({ id: id(7), childActivity: { id: id(107), name: 'Lesson 6', type: 'lti' } });
    expect(JSON.stringify(compactActivityTree(tree)).length).toBeLessThan(JSON.stringify(tree).length / 2);
  });

  it('sends an order only where it does not follow the previous sibling’s', () => {
    const orders = (nodes: ActivityTreeNode[]) => compactActivityTree({ ...tree, children: nodes }).children.map((n) => n.order);
    const at = (...order: number[]) => order.map((o, i) => leaf(10 + i, '', { order: o }));
    expect(orders(at(0, 1, 2))).toEqual([undefined, undefined, undefined]);
    expect(orders(at(1, 2, 5, 6, 6))).toEqual([1, undefined, 5, undefined, 6]);
    for (const nodes of [at(0, 1, 2), at(1, 2, 5, 6, 6), at(3, -1, 0)]) {
      expect(expandActivityTree(compactActivityTree({ ...tree, children: nodes })).children.map((n) => n.order)).toEqual(
        nodes.map((n) => n.order),
      );
    }
  });
});
