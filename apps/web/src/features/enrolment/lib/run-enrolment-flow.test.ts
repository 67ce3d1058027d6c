import { describe, expect, it, vi } from 'vitest';
import { ENROLMENT_POLL_ATTEMPTS, ENROLMENT_POLL_INTERVAL_MS } from '@lp/domain';
import { ApiError } from '../../../lib/api-client.ts';
import { runEnrolmentFlow, type EnrolmentFlowSteps } from './run-enrolment-flow.ts';

const notFound = () => new ApiError(404, undefined);
function steps(overrides: Partial<EnrolmentFlowSteps> = {}) {
  return {
    getAggregate: vi.fn(async () => ({ id: 'agg-1' })),
    createAccess: vi.fn(async () => ({})),
    start: vi.fn(async () => ({})),
    sleep: vi.fn(async () => {}),
    ...overrides,
  } satisfies EnrolmentFlowSteps;
}

describe('enrolment flow from occflow (doc 1 §4, §8)', () => {
  it('addToMyCourses: waits for the aggregate, creates the access, does not start', async () => {
    let calls = 0;
    const s = steps({ getAggregate: vi.fn(async () => (++calls < 3 ? Promise.reject(notFound()) : { id: 'agg-9' })) });
    expect(await runEnrolmentFlow('addToMyCourses', 'obj-1', s)).toEqual({ kind: 'added' });
    expect(s.getAggregate).toHaveBeenCalledTimes(3);
    expect(s.sleep).toHaveBeenCalledTimes(2);
    expect(s.sleep).toHaveBeenCalledWith(ENROLMENT_POLL_INTERVAL_MS);
    expect(s.createAccess).toHaveBeenCalledWith('obj-1');
    expect(s.start).not.toHaveBeenCalled();
  });

  it('startTheCourse: starts a run of the aggregate after enrolling', async () => {
    const s = steps();
    expect(await runEnrolmentFlow('startTheCourse', 'obj-1', s)).toEqual({ kind: 'started' });
    expect(s.start).toHaveBeenCalledWith('agg-1');
    expect(vi.mocked(s.createAccess).mock.invocationCallOrder[0]!).toBeLessThan(vi.mocked(s.start).mock.invocationCallOrder[0]!);
  });

  it('gives up after 15 attempts, 1.5 s apart, without enrolling', async () => {
    const s = steps({ getAggregate: vi.fn(async () => Promise.reject(notFound())) });
    expect(await runEnrolmentFlow('startTheCourse', 'obj-1', s)).toEqual({ kind: 'aggregateNotFound' });
    expect(s.getAggregate).toHaveBeenCalledTimes(ENROLMENT_POLL_ATTEMPTS);
    expect(s.sleep).toHaveBeenCalledTimes(ENROLMENT_POLL_ATTEMPTS - 1);
    expect(s.createAccess).not.toHaveBeenCalled();
  });

  it('reports the first general message when creating the access or starting fails', async () => {
    const refused = new ApiError(400, {
      status: 400,
      title: 'Bad request',
      errors: { general: ['  ', 'Self-enrolment is closed.'] },
    } as never);
    expect(await runEnrolmentFlow('addToMyCourses', 'obj-1', steps({ createAccess: vi.fn(async () => Promise.reject(refused)) }))).toEqual({
      kind: 'failed',
      error: refused,
    });
    const broken = new ApiError(500, undefined);
    expect(await runEnrolmentFlow('startTheCourse', 'obj-1', steps({ start: vi.fn(async () => Promise.reject(broken)) }))).toEqual({
      kind: 'failed',
      error: broken,
    });
  });
});
