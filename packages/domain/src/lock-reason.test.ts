import { describe, expect, it } from 'vitest';
import { makeNode } from './content-tree.fixtures.ts';
import { ContentState, WorkflowState } from './enums.ts';
import { getLockReason } from './lock-reason.ts';

const now = new Date('2026-06-15T12:00:00Z');
const open = { courseWorkflowState: WorkflowState.inProgress, accessNewContentAfterCompletion: false };
const finished = { courseWorkflowState: WorkflowState.finished, accessNewContentAfterCompletion: false };

describe('getLockReason (doc 2 §4 Item Locked, §8 constraint messages): the one rule the contents show and the server enforces', () => {
  it.each([
    ['an open item is not locked', makeNode('a'), open, null],
    ['a draft is coming soon', makeNode('a', { state: ContentState.draft }), open, { reason: 'comingSoon', date: null }],
    ['an archived item is coming soon', makeNode('a', { state: ContentState.archived }), open, { reason: 'comingSoon', date: null }],
    [
      'not available: complete the previous activity first',
      makeNode('a', { available: false }),
      open,
      { reason: 'completePreviousToPass', date: null },
    ],
    [
      'before its start-from date, with the date it opens',
      makeNode('a', { constraint: { startFrom: '2026-06-20T00:00:00Z' } }),
      open,
      { reason: 'beforeStartFrom', date: '2026-06-20T00:00:00Z' },
    ],
    [
      'past its accessible-until date, with that date',
      makeNode('a', { constraint: { accessibleUntil: '2026-06-01T00:00:00Z' } }),
      open,
      { reason: 'afterAccessibleUntil', date: '2026-06-01T00:00:00Z' },
    ],
    [
      'past the grace period, not started',
      makeNode('a', { constraint: { gracePeriodUntil: '2026-06-10T00:00:00Z' } }),
      open,
      { reason: 'afterGracePeriodUntil', date: '2026-06-10T00:00:00Z' },
    ],
    [
      'past start-until, not started',
      makeNode('a', { constraint: { startUntil: '2026-06-10T00:00:00Z' } }),
      open,
      { reason: 'afterStartUntil', date: '2026-06-10T00:00:00Z' },
    ],
    ['content the server marked unavailable', makeNode('a', { contentAvailable: false }), open, { reason: 'serverSide', date: null }],
    [
      'a finished course, never started and no new content after completion: not available',
      makeNode('a'),
      finished,
      { reason: 'notAvailable', date: null },
    ],
    [
      'a finished course, an item started before: open for review',
      makeNode('a', { workflow: WorkflowState.finished, passed: true }),
      finished,
      null,
    ],
    [
      'a finished course that allows new content after completion',
      makeNode('a'),
      { ...finished, accessNewContentAfterCompletion: true },
      null,
    ],
  ])('%s', (_rule, node, context, expected) => {
    expect(getLockReason(node, context, now)).toEqual(expected);
  });
});
