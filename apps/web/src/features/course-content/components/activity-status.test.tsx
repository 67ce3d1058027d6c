import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ContentType, GradeRevealPolicy, WorkflowState } from '@lp/domain';
import type { ResultTerms } from '../../../lib/activity-result.ts';
import { ContentContext } from '../../../lib/content-context.tsx';
import { testContentContext } from '../../../test/content-context.ts';
import { node, treeView, type TestNodeOptions } from '../../../test/content-tree.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ActivityStatus } from './activity-status.tsx';

const now = new Date('2025-06-10T12:00:00Z');
const none: ResultTerms = { gradeRevealPolicy: GradeRevealPolicy.None, gradeRevealDate: null };

function renderStatus(options: TestNodeOptions, resultTerms: ResultTerms | null = none) {
  const tree = treeView([node('quiz', { name: 'Drill quiz', type: ContentType.lti, ...options })]);
  const value = testContentContext(tree, now, { resultTerms });
  const entry = value.entries[0]!;
  return renderWithProviders(
    <ContentContext.Provider value={value}>
      <ActivityStatus entry={entry} workflow={entry.node.childActivity.activityWorkflowAggregate?.lastActivityWorkflow ?? null} />
    </ContentContext.Provider>,
  );
}

/** The activity's own status line (the providers add a live region of their own). */
const status = () => screen.getAllByRole('status').find((el) => el.tagName === 'P')!;

afterEach(cleanup);

describe("an activity's status with its tool score (issue 33 item 4)", () => {
  it('shows the score on the scale of the activity, in the polite status', () => {
    renderStatus({ workflow: WorkflowState.finished, passed: true, normalizedScore: 0.8, maxScore: 10 });
    expect(status().textContent).toBe('Completed Score: 8 of 10 (80%)');
  });

  it('shows a percentage alone when the maximum is 1', () => {
    renderStatus({ workflow: WorkflowState.finished, passed: true, normalizedScore: 1, maxScore: 1 });
    expect(status().textContent).toBe('Completed Score: 100%');
  });

  it('says when a withheld score will be shown, and nothing of the score', () => {
    renderStatus(
      { workflow: WorkflowState.finished, passed: null, normalizedScore: null, maxScore: 10 },
      { gradeRevealPolicy: GradeRevealPolicy.AfterDate, gradeRevealDate: '2025-07-01T09:00:00Z' },
    );
    expect(status().textContent).toBe('Completed Your score will be shown on Tuesday, July 1, 2025 at 9:00 AM.');
  });

  it('says that a course never shows scores', () => {
    renderStatus(
      { workflow: WorkflowState.finished, passed: null, normalizedScore: null },
      { gradeRevealPolicy: GradeRevealPolicy.Never, gradeRevealDate: null },
    );
    expect(status().textContent).toBe('Completed Scores are not shown in this course.');
  });

  it('says the score comes after grading while the tool grader has it', () => {
    renderStatus({ workflow: WorkflowState.submitted });
    expect(status().textContent).toBe('Submitted, awaiting a grade Your score will be shown after grading.');
  });

  it('says nothing more for work in progress or a text', () => {
    renderStatus({ workflow: WorkflowState.inProgress });
    expect(status().textContent).toBe('');
    cleanup();
    renderStatus({ type: ContentType.text, workflow: WorkflowState.finished, passed: true, normalizedScore: 1 });
    expect(status().textContent).toBe('Completed');
  });
});
