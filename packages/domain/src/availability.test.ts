import { describe, expect, it } from 'vitest';
import { getAvailability } from './availability.ts';
import { WorkflowState } from './enums.ts';

const now = new Date('2025-06-15T12:00:00Z');
const FUTURE = '2025-07-01T00:00:00.000Z';
const PAST = '2025-06-01T00:00:00.000Z';

describe('getAvailability (doc 2 §4 Availability)', () => {
  it.each([
    {
      rule: 'not yet before the availability date',
      access: { availabilityDate: FUTURE },
      state: null,
      expected: { kind: 'notYet', date: new Date(FUTURE) },
    },
    {
      rule: 'open once the availability date has come',
      access: { availabilityDate: '2025-06-15T12:00:00Z' },
      state: null,
      expected: { kind: 'open' },
    },
    {
      rule: 'ended after the end date with no workflow',
      access: { availabilityEndDate: PAST },
      state: null,
      expected: { kind: 'ended', date: new Date(PAST) },
    },
    {
      rule: 'ended after the end date for a retake of a finished run',
      access: { availabilityEndDate: PAST, retake: true },
      state: WorkflowState.finished,
      expected: { kind: 'ended', date: new Date(PAST) },
    },
    {
      rule: 'open after the end date when a finished run has no retake',
      access: { availabilityEndDate: PAST, retake: false },
      state: WorkflowState.finished,
      expected: { kind: 'open' },
    },
    {
      rule: 'open after the end date while a run is in progress',
      access: { availabilityEndDate: PAST, retake: true },
      state: WorkflowState.inProgress,
      expected: { kind: 'open' },
    },
    { rule: 'open before the end date', access: { availabilityEndDate: FUTURE }, state: null, expected: { kind: 'open' } },
    { rule: 'open with no dates', access: {}, state: null, expected: { kind: 'open' } },
    {
      rule: 'not yet wins when both dates block',
      access: { availabilityDate: FUTURE, availabilityEndDate: PAST },
      state: null,
      expected: { kind: 'notYet', date: new Date(FUTURE) },
    },
  ])('$rule', ({ access, state, expected }) => {
    expect(getAvailability({ ...access, workflowState: state }, now)).toEqual(expected);
  });
});
