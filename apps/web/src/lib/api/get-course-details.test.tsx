import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { PROCTORING_REFRESH_MS } from '@lp/domain';
import { courseDetails } from '../../test/course-fixtures.ts';
import { fakeServer, json } from '../../test/fake-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { useCourseDetails } from './get-course-details.ts';

const DETAILS = 'GET /api/lms/v1/users/me/objectives/obj-1';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Session() {
  const details = useCourseDetails('obj-1');
  return <p>{details.data ? (details.data.lastProctoringSession?.state ?? 'none') : 'loading'}</p>;
}

/** The learner's course details answer each read with the next session state of `states`. */
async function watch(states: (string | null)[]) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  let reads = 0;
  const server = fakeServer({
    [DETAILS]: () => {
      const state = states[Math.min(reads++, states.length - 1)] ?? null;
      return json(courseDetails({ proctoringSession: state ? { state: state as 'Created' } : null }));
    },
  });
  renderWithProviders(<Session />);
  await screen.findByText(states[0] ?? 'none');
  const reread = async () => {
    await act(() => vi.advanceTimersByTimeAsync(PROCTORING_REFRESH_MS + 100));
  };
  return { reads: () => server.calls.length, reread };
}

describe('the course details while a proctoring verdict may come (decision 0021)', () => {
  it('are read again on a timer: a flag shows, then a verification lifts it, without a reload', async () => {
    const { reads, reread } = await watch(['Completed', 'Suspicious', 'Verified']);
    await reread();
    expect(await screen.findByText('Suspicious')).toBeTruthy();
    await reread();
    expect(await screen.findByText('Verified')).toBeTruthy();
    // Verified is final: no more reading.
    const after = reads();
    await reread();
    expect(reads()).toBe(after);
  });

  it('are not read again when the course has no proctoring session', async () => {
    const { reads, reread } = await watch([null]);
    await reread();
    expect(reads()).toBe(1);
  });
});
