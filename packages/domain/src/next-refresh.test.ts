import { describe, expect, it } from 'vitest';
import type { ContentNode } from './content-tree.ts';
import { makeNode } from './content-tree.fixtures.ts';
import { getNextRefreshAt, getProctoringRefreshMs, PROCTORING_REFRESH_MS } from './next-refresh.ts';

const now = new Date('2025-06-15T12:00:00Z');

describe('getNextRefreshAt (doc 2 §4: refresh at the nearest future constraint date)', () => {
  it.each<[string, ContentNode[], string | null]>([
    ['no constraints, no refresh', [makeNode('a1')], null],
    ['only past dates, no refresh', [makeNode('a1', { constraint: { startFrom: '2025-06-01T00:00:00Z' } })], null],
    ['the current instant is not in the future', [makeNode('a1', { constraint: { startUntil: '2025-06-15T12:00:00Z' } })], null],
    [
      'the nearest future date across fields',
      [
        makeNode('a1', {
          constraint: {
            startFrom: '2025-07-01T00:00:00Z',
            accessibleUntil: '2025-06-20T00:00:00Z',
            gracePeriodUntil: '2025-06-01T00:00:00Z',
          },
        }),
      ],
      '2025-06-20T00:00:00.000Z',
    ],
    [
      'the nearest future date across nested activities',
      [
        makeNode('a1', { constraint: { due: '2025-06-30T00:00:00Z' } }),
        makeNode('m1', { children: [makeNode('a2', { constraint: { resultsDisclosureFrom: '2025-06-16T00:00:00Z' } })] }),
      ],
      '2025-06-16T00:00:00.000Z',
    ],
    [
      'the reveal date counts',
      [makeNode('a1', { constraint: { revealResultsFrom: '2025-06-18T00:00:00Z', startUntil: '2025-06-19T00:00:00Z' } })],
      '2025-06-18T00:00:00.000Z',
    ],
  ])('%s', (_rule, nodes, expected) => {
    expect(getNextRefreshAt(nodes, now)?.toISOString() ?? null).toBe(expected);
  });
});

describe('getProctoringRefreshMs (decision 0021: a verdict shows without a reload)', () => {
  it.each<[string, { state: string } | null, number | null]>([
    ['no session: no refresh', null, null],
    ['opened, not yet started: refreshed', { state: 'Created' }, PROCTORING_REFRESH_MS],
    ['the exam is being taken: refreshed', { state: 'InProgress' }, PROCTORING_REFRESH_MS],
    ['recorded, waiting for review: refreshed', { state: 'Completed' }, PROCTORING_REFRESH_MS],
    ['flagged (blocking) until an instructor decides: refreshed', { state: 'Suspicious' }, PROCTORING_REFRESH_MS],
    ['rejected (blocking): refreshed', { state: 'Rejected' }, PROCTORING_REFRESH_MS],
    ['terminated (blocking): refreshed', { state: 'Terminated' }, PROCTORING_REFRESH_MS],
    ['a state this version does not know (blocking): refreshed', { state: 'Paused' }, PROCTORING_REFRESH_MS],
    ['verified, the final verdict: no refresh', { state: 'Verified' }, null],
  ])('%s', (_rule, session, expected) => {
    expect(getProctoringRefreshMs(session)).toBe(expected);
  });
});
