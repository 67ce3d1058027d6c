import { describe, expect, it } from 'vitest';
import { compactActivityTree, expandActivityTree, type ActivityTreeNodeWire, type ActivityTreeViewWire } from '@lp/contract';
import { ContentState, WorkflowState } from '@lp/domain';
import { activityView, buildTree, courseStructure } from '../../data/run-tree/build-tree.ts';
import { compactTreeJson } from './compact-tree.ts';
import type { RunParts, RunRow } from '../../data/run-tree/run-tree.ts';
import { withholdTreeResults } from '../../data/run-tree/withhold-results.ts';
import type { ActivityWorkflowRow, PartRow } from '../../data/run-tree/tree-repository.ts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ROOT = id(1);
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9, 30, 15, 250));

function part(n: number, parent: string, position: number, overrides: Partial<PartRow> = {}): PartRow {
  return {
    id: id(100 + n),
    parent_activity_id: parent,
    child_activity_id: id(200 + n),
    position,
    optional: false,
    score_weight: 1,
    review_policy: 'AfterSubmission',
    results_disclosure_policy: 'AfterFinish',
    complete_previous: false,
    start_from: null,
    start_until: null,
    accessible_until: null,
    grace_period_until: null,
    due: null,
    results_disclosure_from: null,
    reveal_results_from: null,
    results_disclosure_above: null,
    depth: 1,
    name: `Activity ${n} "quoted" <b>`,
    code: null,
    type: 'text',
    file_type: 'Text',
    state: ContentState.ready,
    description: '',
    image_url: null,
    duration: null,
    tool_url: null,
    display_mode: 2,
    presentation_mode: 0,
    preferred_width: null,
    preferred_height: null,
    support_review: true,
    support_mobile_view: true,
    support_fullscreen_view: true,
    proctored: false,
    max_score: 1,
    manual_grading: false,
    ...overrides,
  };
}

function workflow(n: number, state: WorkflowState, record?: { passed: boolean | null; normalized: number | null }): ActivityWorkflowRow {
  return {
    id: id(300 + n),
    activity_part_id: id(100 + n),
    activity_id: id(200 + n),
    state,
    progress: state === WorkflowState.finished ? 1 : 0.25,
    started: at(1),
    submitted: state === WorkflowState.finished ? at(2) : null,
    finished: state === WorkflowState.finished ? at(3) : null,
    best_normalized: record?.normalized ?? null,
    best_passed: record?.passed ?? null,
    record_count: record ? 1 : 0,
  };
}

const module1 = part(1, ROOT, 0, { type: 'composite', file_type: 'Composite' });
const module2 = part(2, ROOT, 1, { type: 'composite', file_type: 'Composite', complete_previous: true });
const parts: PartRow[] = [
  module1,
  module2,
  // in module 1: a lesson done, a failed quiz, an optional file never opened, a draft after a gap in the order
  part(3, module1.child_activity_id, 0),
  part(4, module1.child_activity_id, 1, { max_score: 10, due: at(20), review_policy: 'Never', file_type: null }),
  part(5, module1.child_activity_id, 2, { optional: true, score_weight: 0.5, file_type: 'PrivateFile' }),
  part(6, module1.child_activity_id, 5, { state: ContentState.draft }),
  // in module 2: one waiting for the one before, one archived, a cycle back to module 2, an LTI tool after them
  part(7, module2.child_activity_id, 0),
  part(8, module2.child_activity_id, 1, { complete_previous: true }),
  part(9, module2.child_activity_id, 2, { state: ContentState.archived }),
  part(10, module2.child_activity_id, 3, { child_activity_id: module2.child_activity_id, type: 'composite' }),
  part(11, module2.child_activity_id, 4, { type: 'lti', file_type: 'Lti13' }),
];
const root = { ...part(0, '', 0, { type: 'composite', file_type: 'Composite', name: 'Course' }), id: ROOT, child_activity_id: ROOT };

function runParts(workflows: ActivityWorkflowRow[], revealed: boolean): RunParts {
  const structure = courseStructure(parts);
  const run = { w_objective_id: id(901), w_state: WorkflowState.inProgress, access_new: true, activity_id: ROOT } as RunRow;
  return { run, course: { version: '1', root, parts, structure }, workflows, revealed };
}

/** What the route answered before it wrote the compact view itself: the full tree, compacted. */
function compactedFullTree({ run, course, workflows, revealed }: RunParts) {
  const tree = buildTree(ROOT, course.structure, workflows);
  return compactActivityTree({
    objectiveWorkflowId: id(900),
    objectiveId: run.w_objective_id,
    rootActivity: activityView(root),
    accessNewContentAfterCompletion: run.access_new,
    workflowState: run.w_state,
    children: revealed ? tree : withholdTreeResults(tree),
  });
}

describe('the compact tree written from the course’s fragments', () => {
  const cases = {
    'module 1 done, its quiz passed: module 2 available': [
      workflow(3, WorkflowState.finished),
      workflow(4, WorkflowState.finished, { passed: true, normalized: 0.8 }),
    ],
    'the quiz failed: module 2 waits, and so does the part after an unfinished one': [
      workflow(3, WorkflowState.finished),
      workflow(4, WorkflowState.finished, { passed: false, normalized: 0.2 }),
      workflow(7, WorkflowState.inProgress),
    ],
    'nothing started': [],
  };
  for (const [name, workflows] of Object.entries(cases)) {
    for (const revealed of [true, false]) {
      it(`${name}, results ${revealed ? 'shown' : 'withheld'}: the same tree as compacting the full one`, () => {
        const run = runParts(workflows, revealed);
        const written = JSON.parse(compactTreeJson(id(900), run));
        const expected = compactedFullTree(run);
        expect(written).toEqual(JSON.parse(JSON.stringify(expected)));
        expect(expandActivityTree(written)).toEqual(expandActivityTree(expected));
      });
    }
  }

  it('says which parts wait for the one before and withholds results while the grade is', () => {
    const failed = runParts(cases['the quiz failed: module 2 waits, and so does the part after an unfinished one'], false);
    const tree = expandActivityTree(JSON.parse(compactTreeJson(id(900), failed)));
    expect(tree.children.map((n) => n.available)).toEqual([true, false]);
    expect(tree.children[1]!.childActivity.children!.map((n) => [n.childActivity.name, n.available])).toEqual([
      ['Activity 7 "quoted" <b>', true],
      ['Activity 8 "quoted" <b>', false],
      ['Activity 11 "quoted" <b>', true],
    ]);
    expect(tree.children[0]!.childActivity.children![1]!.childActivity.activityWorkflowAggregate!.bestActivityRecord).toEqual({
      passed: null,
      normalizedScore: null,
    });
  });

  it('sends an order that does not follow the previous part sent and a file type unusual for its type, and nothing else of them', () => {
    const written: ActivityTreeViewWire = JSON.parse(compactTreeJson(id(900), runParts([], true)));
    const [module1, module2] = written.children;
    const fields = (nodes: ActivityTreeNodeWire[]) => nodes.map((n) => [n.order, n.childActivity.fileType]);
    expect(fields(written.children)).toEqual([
      [undefined, undefined],
      [undefined, undefined],
    ]);
    expect(fields(module1!.childActivity.children!)).toEqual([
      [undefined, undefined],
      [undefined, null],
      [undefined, 'PrivateFile'],
      [5, undefined],
    ]);
    expect(fields(module2!.childActivity.children!)).toEqual([
      [undefined, undefined],
      [undefined, undefined],
      [4, undefined],
    ]);
  });
});
