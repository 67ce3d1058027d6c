import { describe, expect, it } from 'vitest';
import { getActivityDisabledReason } from './activity-disabled.ts';
import { makeNode } from './content-tree.fixtures.ts';
import type { NodeOptions } from './content-tree.fixtures.ts';
import { ContentState, ContentType, ReviewPolicy, WorkflowState } from './enums.ts';

const now = new Date('2025-06-15T12:00:00Z');
const PAST = '2025-06-01T00:00:00Z';
const FUTURE = '2025-07-01T00:00:00Z';
const NOW = '2025-06-15T12:00:00Z';
const { inProgress, submitted, finished } = WorkflowState;

describe('getActivityDisabledReason (doc 2 §4 Activity disabled logic)', () => {
  it.each<[string, NodeOptions, string | null]>([
    ['enabled with no constraint', {}, null],
    ['coming soon when draft', { state: ContentState.draft }, 'comingSoon'],
    ['coming soon when archived', { state: ContentState.archived }, 'comingSoon'],
    ['complete previous to pass when not available', { available: false }, 'completePreviousToPass'],
    ['server-side when the content is unavailable and no other rule says why', { contentAvailable: false }, 'serverSide'],
    ['before start when startFrom is ahead', { constraint: { startFrom: FUTURE } }, 'beforeStartFrom'],
    ['enabled from the startFrom instant', { constraint: { startFrom: NOW } }, null],
    ['before start applies to a finished activity too', { workflow: finished, constraint: { startFrom: FUTURE } }, 'beforeStartFrom'],
    ['after accessible-until', { constraint: { accessibleUntil: PAST } }, 'afterAccessibleUntil'],
    [
      'after accessible-until applies to a finished activity too',
      { workflow: finished, constraint: { accessibleUntil: PAST } },
      'afterAccessibleUntil',
    ],
    ['enabled before accessible-until', { constraint: { accessibleUntil: FUTURE } }, null],
    ['after start-until when not started', { constraint: { startUntil: PAST } }, 'afterStartUntil'],
    ['start-until does not lock an activity in progress', { workflow: inProgress, constraint: { startUntil: PAST } }, null],
    ['start-until does not lock a finished activity', { workflow: finished, constraint: { startUntil: PAST } }, null],
    ['locked after the grace period when not started', { constraint: { gracePeriodUntil: PAST } }, 'afterGracePeriodUntil'],
    [
      'locked after the grace period when in progress',
      { workflow: inProgress, constraint: { gracePeriodUntil: PAST } },
      'afterGracePeriodUntil',
    ],
    ['the grace period does not lock a finished activity', { workflow: finished, constraint: { gracePeriodUntil: PAST } }, null],
    ['the grace period does not lock a submitted activity', { workflow: submitted, constraint: { gracePeriodUntil: PAST } }, null],
    [
      'review hidden gives its reason',
      { type: ContentType.lti, workflow: submitted, constraint: { reviewPolicy: ReviewPolicy.Never } },
      'reviewPolicyNotAllowed',
    ],
    // Priority order: each row has every lower-priority rule failing too.
    ['draft outranks not available', { state: ContentState.draft, available: false, contentAvailable: false }, 'comingSoon'],
    [
      'not available outranks the grace period',
      { available: false, constraint: { gracePeriodUntil: PAST, accessibleUntil: PAST } },
      'completePreviousToPass',
    ],
    [
      'the grace period outranks accessible-until',
      { constraint: { gracePeriodUntil: PAST, accessibleUntil: PAST, startUntil: PAST } },
      'afterGracePeriodUntil',
    ],
    ['accessible-until outranks before start', { constraint: { accessibleUntil: PAST, startFrom: FUTURE } }, 'afterAccessibleUntil'],
    ['before start outranks start-until', { constraint: { startFrom: FUTURE, startUntil: PAST } }, 'beforeStartFrom'],
    ['start-until outranks server-side', { contentAvailable: false, constraint: { startUntil: PAST } }, 'afterStartUntil'],
    [
      'review hidden outranks server-side',
      { contentAvailable: false, type: ContentType.lti, workflow: finished, constraint: { reviewPolicy: ReviewPolicy.Never } },
      'reviewPolicyNotAllowed',
    ],
  ])('%s', (_rule, options, expected) => {
    expect(getActivityDisabledReason(makeNode('a', options), now)).toBe(expected);
  });
});
