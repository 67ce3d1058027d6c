import { describe, expect, it } from 'vitest';
import { getCardFooter } from './card-footer.ts';
import type { CardFooterInput } from './card-footer.ts';
import { WorkflowState } from './enums.ts';

const AVAILABLE = '2025-07-01T00:00:00.000Z';
const DUE = '2025-08-01T00:00:00.000Z';
const STARTED = '2025-05-01T00:00:00.000Z';
const SUBMITTED = '2025-05-10T00:00:00.000Z';
const FINISHED = '2025-05-20T00:00:00.000Z';
const run = { started: STARTED, submitted: SUBMITTED, finished: FINISHED, progress: 0.5 };

describe('getCardFooter (doc 1 §4 Card footer, doc 2 §2)', () => {
  it.each<{ rule: string; input: CardFooterInput; expected: unknown }>([
    {
      rule: 'not started shows the availability date first',
      input: { lastObjectiveWorkflow: null, lastObjectiveRecord: null, availabilityDate: AVAILABLE, dueDate: DUE },
      expected: { kind: 'availableFrom', date: new Date(AVAILABLE) },
    },
    {
      rule: 'not started without an availability date shows the due date',
      input: { lastObjectiveWorkflow: null, lastObjectiveRecord: null, dueDate: DUE },
      expected: { kind: 'due', date: new Date(DUE) },
    },
    {
      rule: 'not started with neither date shows the not-started text',
      input: { lastObjectiveWorkflow: null, lastObjectiveRecord: null },
      expected: { kind: 'notStarted' },
    },
    {
      rule: 'in grading shows the submitted date with progress',
      input: { lastObjectiveWorkflow: { ...run, state: WorkflowState.inGrading }, lastObjectiveRecord: null, dueDate: DUE },
      expected: { kind: 'submitted', date: new Date(SUBMITTED), progress: 0.5 },
    },
    {
      rule: 'submitted but not yet in grading shows the due date (otherwise)',
      input: { lastObjectiveWorkflow: { ...run, state: WorkflowState.submitted }, lastObjectiveRecord: null, dueDate: DUE },
      expected: { kind: 'due', date: new Date(DUE) },
    },
    {
      rule: 'submitted but not yet in grading with no due date shows nothing',
      input: { lastObjectiveWorkflow: { ...run, state: WorkflowState.submitted }, lastObjectiveRecord: null },
      expected: { kind: 'none' },
    },
    {
      rule: 'in progress shows the started date with clamped progress',
      input: { lastObjectiveWorkflow: { ...run, progress: 1.4, state: WorkflowState.inProgress }, lastObjectiveRecord: null },
      expected: { kind: 'started', date: new Date(STARTED), progress: 1 },
    },
    {
      rule: 'finished shows the completed date',
      input: { lastObjectiveWorkflow: { ...run, state: WorkflowState.finished }, lastObjectiveRecord: null, dueDate: DUE },
      expected: { kind: 'completed', date: new Date(FINISHED) },
    },
    {
      rule: 'an imported record with no workflow shows its completed date',
      input: { lastObjectiveWorkflow: null, lastObjectiveRecord: { finished: FINISHED }, availabilityDate: AVAILABLE },
      expected: { kind: 'completed', date: new Date(FINISHED) },
    },
    {
      rule: 'otherwise (graded) shows the due date',
      input: { lastObjectiveWorkflow: { ...run, state: WorkflowState.graded }, lastObjectiveRecord: null, dueDate: DUE },
      expected: { kind: 'due', date: new Date(DUE) },
    },
    {
      rule: 'otherwise (grading approved) with no due date shows nothing',
      input: { lastObjectiveWorkflow: { ...run, state: WorkflowState.gradingApproved }, lastObjectiveRecord: null },
      expected: { kind: 'none' },
    },
  ])('$rule', ({ input, expected }) => {
    expect(getCardFooter(input)).toEqual(expected);
  });
});
