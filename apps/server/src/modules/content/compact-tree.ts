import { TREE_DEFAULTS, type ActivityTreeViewWire } from '@lp/contract';
import { ContentState, isRunDone } from '@lp/domain';
import type { ActivityWorkflowRow } from '../../data/run-tree/tree-repository.ts';
import { activityView, type CourseStructure } from '../../data/run-tree/build-tree.ts';
import type { RunParts } from '../../data/run-tree/run-tree.ts';

/*
 * The compact tree (`?view=compact`, decision 0037) written straight to JSON. What belongs
 * to the course — each part's id, flags, constraint and activity, its fields at their
 * defaults left out — is serialised once per kept course structure (so once per content
 * version and process); a request adds only what belongs to the run: each part's workflow
 * (ids, state, progress, times), its best record and whether it is available yet, and the
 * order of a part whose order is not the one after the previous part sent. The text
 * is what `compactActivityTree` of the full tree gives, so `expandActivityTree` of it is the
 * spec's full tree (content.test.ts checks both views against each other).
 */

interface PartFragments {
  /** `{"id":…`. */
  id: string;
  /** The part's fields that differ from their defaults and its constraint's, each after a comma. */
  head: string;
  /** `,"childActivity":{"id":…,"name":…,"type":…` with the activity's fields that differ from their defaults. */
  activity: string;
}

interface CourseFragments {
  parts: Map<string, PartFragments>;
  rootActivity: string;
}

const fragmentsOf = new WeakMap<CourseStructure, CourseFragments>();

/** The fields of `full` that differ from `defaults`, as JSON members after a leading comma ('' when none). */
function members(full: Record<string, unknown>, defaults: Record<string, unknown>): string {
  let out = '';
  for (const [key, value] of Object.entries(full)) {
    if (key in defaults && value === defaults[key]) continue;
    out += `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
  }
  return out;
}

function courseFragments(course: RunParts['course']): CourseFragments {
  let fragments = fragmentsOf.get(course.structure);
  if (fragments) return fragments;
  const parts = new Map<string, PartFragments>();
  for (const list of course.structure.byParent.values()) {
    for (const part of list) {
      const view = course.structure.views.get(part.id)!;
      const { id, name, type, fileType, ...activity } = view.activity;
      const partFields = members(
        { optional: part.optional, scoreWeight: part.score_weight, contentAvailable: part.state !== ContentState.draft },
        TREE_DEFAULTS.part,
      );
      const constraint = members(view.constraint, TREE_DEFAULTS.constraint);
      parts.set(part.id, {
        id: `{"id":${JSON.stringify(part.id)}`,
        head: `${partFields}${constraint ? `,"activityConstraint":{${constraint.slice(1)}}` : ''}`,
        activity:
          `,"childActivity":{"id":${JSON.stringify(id)},"name":${JSON.stringify(name)},"type":${JSON.stringify(type)}` +
          `${fileType === TREE_DEFAULTS.fileType[type] ? '' : `,"fileType":${JSON.stringify(fileType)}`}${members(activity, TREE_DEFAULTS.activity)}`,
      });
    }
  }
  fragments = { parts, rootActivity: JSON.stringify(activityView(course.root)) };
  fragmentsOf.set(course.structure, fragments);
  return fragments;
}

/** `,"lastActivityWorkflow":{…}` and the best record: ids and numbers only, none of which needs escaping (the position is JSON already). */
function aggregateJson(w: ActivityWorkflowRow, revealed: boolean): string {
  let last = `,"lastActivityWorkflow":{"id":"${w.id}","state":${w.state},"progress":${w.progress},"started":${w.started.getTime()}`;
  if (w.submitted) last += `,"submitted":${w.submitted.getTime()}`;
  if (w.finished) last += `,"finished":${w.finished.getTime()}`;
  if (w.position) last += `,"position":${JSON.stringify(w.position)}`;
  const best =
    w.record_count === 0
      ? ''
      : revealed
        ? `,"bestActivityRecord":{"passed":${JSON.stringify(w.best_passed)},"normalizedScore":${JSON.stringify(w.best_normalized)}}`
        : ',"bestActivityRecord":{"passed":null,"normalizedScore":null}';
  return `${last}}${best}`;
}

/**
 * The members of the run's compact tree's `children`, as JSON text: what belongs to the run's
 * activities (kept-trees.ts keeps it against their version). Availability (complete previous,
 * doc 2 §8) is decided on the real results, as `buildTree` does; what is sent has them
 * withheld while the course's grade is (decision 0011).
 */
export function compactChildrenJson({ run, course, workflows, revealed }: RunParts): string {
  const { parts } = courseFragments(course);
  const { byParent } = course.structure;
  const workflowOf = new Map(workflows.map((w) => [w.activity_part_id, w]));

  /** The parts below `activityId` as JSON array members, and whether every required one is completed. */
  const build = (activityId: string, seen: Set<string>): { json: string; completed: boolean } => {
    let json = '';
    let completed = true;
    let previousCompleted: boolean | null = null;
    let nextOrder = 0;
    for (const part of byParent.get(activityId) ?? []) {
      if (seen.has(part.child_activity_id)) continue; // a cycle in bad data must not hang the server
      const fragment = parts.get(part.id)!;
      const w = workflowOf.get(part.id);
      let node = part.position === nextOrder ? fragment.id : `${fragment.id},"order":${part.position}`;
      nextOrder = part.position + 1;
      node += fragment.head;
      if (part.complete_previous && previousCompleted === false) node += ',"available":false';
      node += fragment.activity;
      let nodeCompleted: boolean;
      if (part.type === 'composite') {
        const below = build(part.child_activity_id, new Set(seen).add(part.child_activity_id));
        node += `,"children":[${below.json}]`;
        nodeCompleted = below.completed;
      } else {
        nodeCompleted = w !== undefined && isRunDone(w.state) && (w.record_count === 0 || w.best_passed !== false);
      }
      if (w) node += aggregateJson(w, revealed);
      json += json ? `,${node}}}` : `${node}}}`;
      if (!(part.optional || part.state === ContentState.draft || nodeCompleted)) completed = false;
      previousCompleted = nodeCompleted;
    }
    return { json, completed };
  };
  return build(run.activity_id, new Set([run.activity_id])).json;
}

/** The run's tree in its compact view, as JSON text, around the members of its `children` (compactChildrenJson). */
export function compactTreeAround(objectiveWorkflowId: string, run: RunParts['run'], course: RunParts['course'], children: string): string {
  const head: Omit<ActivityTreeViewWire, 'rootActivity' | 'children'> = {
    objectiveWorkflowId,
    objectiveId: run.w_objective_id,
    accessNewContentAfterCompletion: run.access_new,
    workflowState: run.w_state,
  };
  return `${JSON.stringify(head).slice(0, -1)},"rootActivity":${courseFragments(course).rootActivity},"children":[${children}]}`;
}

/** The run's tree in its compact view, as JSON text. */
export const compactTreeJson = (objectiveWorkflowId: string, parts: RunParts): string =>
  compactTreeAround(objectiveWorkflowId, parts.run, parts.course, compactChildrenJson(parts));
