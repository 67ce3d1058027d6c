import { describe, expect, it } from 'vitest';
import { makeNode } from './content-tree.fixtures.ts';
import type { NodeOptions } from './content-tree.fixtures.ts';
import { ContentType, ResultsDisclosurePolicy, ReviewPolicy, WorkflowState } from './enums.ts';
import { getReviewHiddenReason, isReviewHidden } from './review-hidden.ts';

const now = new Date('2025-06-15T12:00:00Z');
const PAST = '2025-06-01T00:00:00Z';
const FUTURE = '2025-07-01T00:00:00Z';
const revealing = (policy: ResultsDisclosurePolicy, extra = {}) => ({
  reviewPolicy: ReviewPolicy.AfterRevealingResults,
  resultsDisclosurePolicy: policy,
  ...extra,
});
const lti = { type: ContentType.lti };
const composite = { type: ContentType.composite };

describe('getReviewHiddenReason (doc 2 §4 Review hidden)', () => {
  it.each<[string, NodeOptions, string | null]>([
    [
      'does not apply before the activity is submitted',
      { ...lti, workflow: WorkflowState.inProgress, constraint: { reviewPolicy: ReviewPolicy.Never } },
      null,
    ],
    ['does not apply with no activity workflow', { ...lti, workflow: null, constraint: { reviewPolicy: ReviewPolicy.Never } }, null],
    [
      'does not apply to a composite that is submitted but not finished',
      { ...composite, workflow: WorkflowState.submitted, constraint: { reviewPolicy: ReviewPolicy.Never } },
      null,
    ],
    [
      'applies to a finished composite',
      { ...composite, workflow: WorkflowState.finished, constraint: { reviewPolicy: ReviewPolicy.Never } },
      'reviewPolicyNotAllowed',
    ],
    [
      'review policy Never hides a submitted activity',
      { ...lti, workflow: WorkflowState.submitted, constraint: { reviewPolicy: ReviewPolicy.Never } },
      'reviewPolicyNotAllowed',
    ],
    [
      'review policy AfterSubmission shows',
      { ...lti, workflow: WorkflowState.submitted, constraint: { reviewPolicy: ReviewPolicy.AfterSubmission } },
      null,
    ],
    ['no constraint shows', { ...lti, workflow: WorkflowState.finished, constraint: null }, null],
    [
      'AfterRevealingResults hides while in grading, even past the disclosure date',
      {
        ...lti,
        workflow: WorkflowState.inGrading,
        constraint: revealing(ResultsDisclosurePolicy.AfterDate, { resultsDisclosureFrom: PAST }),
      },
      'afterRevealingDate',
    ],
    [
      'disclosure Never hides',
      { ...lti, workflow: WorkflowState.finished, constraint: revealing(ResultsDisclosurePolicy.Never) },
      'reviewPolicyNotAllowed',
    ],
    [
      'disclosure AfterDate hides until the disclosure date',
      {
        ...lti,
        workflow: WorkflowState.finished,
        constraint: revealing(ResultsDisclosurePolicy.AfterDate, { resultsDisclosureFrom: FUTURE }),
      },
      'afterRevealingDate',
    ],
    [
      'disclosure AfterDate shows after the disclosure date',
      {
        ...lti,
        workflow: WorkflowState.finished,
        constraint: revealing(ResultsDisclosurePolicy.AfterDate, { resultsDisclosureFrom: PAST }),
      },
      null,
    ],
    [
      'disclosure AfterDate falls back to revealResultsFrom',
      { ...lti, workflow: WorkflowState.finished, constraint: revealing(ResultsDisclosurePolicy.AfterDate, { revealResultsFrom: FUTURE }) },
      'afterRevealingDate',
    ],
    [
      'disclosure AfterDate with no date hides (decision)',
      { ...lti, workflow: WorkflowState.finished, constraint: revealing(ResultsDisclosurePolicy.AfterDate) },
      'afterRevealingDate',
    ],
    [
      'disclosure AfterScore always shows for LTI',
      {
        ...lti,
        workflow: WorkflowState.submitted,
        passed: false,
        normalizedScore: 0.1,
        constraint: revealing(ResultsDisclosurePolicy.AfterScore, { resultsDisclosureAbove: 0.9 }),
      },
      null,
    ],
    [
      'disclosure AfterScore hides a composite below the score (decision)',
      {
        ...composite,
        workflow: WorkflowState.finished,
        normalizedScore: 0.5,
        constraint: revealing(ResultsDisclosurePolicy.AfterScore, { resultsDisclosureAbove: 0.7 }),
      },
      'afterScoreIsReached',
    ],
    [
      'disclosure AfterScore shows a composite at the score (decision)',
      {
        ...composite,
        workflow: WorkflowState.finished,
        normalizedScore: 0.7,
        constraint: revealing(ResultsDisclosurePolicy.AfterScore, { resultsDisclosureAbove: 0.7 }),
      },
      null,
    ],
    [
      'disclosure AfterFinish hides a submitted activity until finished',
      { ...lti, workflow: WorkflowState.graded, constraint: revealing(ResultsDisclosurePolicy.AfterFinish) },
      'afterRevealingDate',
    ],
    [
      'disclosure AfterFinish shows once finished',
      { ...lti, workflow: WorkflowState.finished, constraint: revealing(ResultsDisclosurePolicy.AfterFinish) },
      null,
    ],
  ])('%s', (_rule, options, expected) => {
    const node = makeNode('a', options);
    expect(getReviewHiddenReason(node, now)).toBe(expected);
    expect(isReviewHidden(node, now)).toBe(expected !== null);
  });
});
