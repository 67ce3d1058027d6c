import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { ENROLMENT_POLL_ATTEMPTS, ENROLMENT_POLL_INTERVAL_MS } from '@lp/domain';
import { renderWithProviders } from '../../../test/render.tsx';
import { EnrolmentFlow } from './enrolment-flow.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const notFound = () =>
  json(404, { status: 404, title: 'Not found', code: 'notFound', errors: { general: ['This course is not available.'] } });

describe('the occflow entry (doc 1 §2, §4, §8)', () => {
  it('addToMyCourses: polls until the aggregate answers, enrols, lands on My courses with a message', async () => {
    vi.useFakeTimers();
    const answers = [notFound(), json(200, { id: 'agg-1' }), json(200, { completed: true })];
    const fetch = vi.fn(async () => answers.shift()!);
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<EnrolmentFlow />, { url: '/catalog?occflow=addToMyCourses&objectiveId=obj-1&keyword=x' });
    await act(() => vi.advanceTimersByTimeAsync(ENROLMENT_POLL_INTERVAL_MS));
    const urls = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[0]);
    expect(urls).toEqual([
      '/api/lms/v1/objectives/obj-1/objective-workflow-aggregate',
      '/api/lms/v1/objectives/obj-1/objective-workflow-aggregate',
      '/api/platform/v1/create-self-enrollments',
    ]);
    const body = JSON.parse((fetch.mock.calls[2] as unknown as [string, RequestInit])[1].body as string) as Record<string, string>;
    expect(body.objectiveAccessId).toBe('obj-1');
    expect(window.location.pathname + window.location.search).toBe('/courses');
    expect(screen.getByText('The course was added to My courses.')).toBeTruthy();
  });

  it('addToMyCourses from the public course page (landing=course): lands on that course’s page, not My courses', async () => {
    const answers = [json(200, { id: 'agg-1' }), json(200, { completed: true })];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift() ?? json(404, {})),
    );
    renderWithProviders(<EnrolmentFlow />, { url: '/catalog?occflow=addToMyCourses&objectiveId=obj-1&landing=course' });
    expect(await screen.findByText('The course was added to My courses.')).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/courses/obj-1/view/details');
  });

  it('landing=course never leads off the portal: the course id is encoded into the course page path', async () => {
    const answers = [json(200, { id: 'agg-1' }), json(200, { completed: true })];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift() ?? json(404, {})),
    );
    renderWithProviders(<EnrolmentFlow />, {
      url: `/catalog?occflow=addToMyCourses&objectiveId=${encodeURIComponent('//evil.test/x')}&landing=course`,
    });
    expect(await screen.findByText('The course was added to My courses.')).toBeTruthy();
    expect(window.location.pathname).toBe(`/courses/${encodeURIComponent('//evil.test/x')}/view/details`);
  });

  it('an aggregate that never appears: 15 attempts, then the unknown-error toast and My courses', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => notFound());
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<EnrolmentFlow />, { url: '/catalog?occflow=startTheCourse&objectiveId=obj-1' });
    await act(() => vi.advanceTimersByTimeAsync(ENROLMENT_POLL_INTERVAL_MS * ENROLMENT_POLL_ATTEMPTS));
    expect(fetch).toHaveBeenCalledTimes(ENROLMENT_POLL_ATTEMPTS);
    expect(screen.getByRole('alert').textContent).toBe('Unknown error. Please refresh the page and try again.');
    expect(window.location.pathname).toBe('/courses');
  });

  it('startTheCourse failing to start: the server message, the flow parameters leave the URL', async () => {
    const answers = [
      json(200, { id: 'agg-1' }),
      json(200, {}),
      json(400, { status: 400, title: 'Bad', code: 'badRequest', errors: { general: ['Not available before Monday.'] } }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answers.shift()!),
    );
    renderWithProviders(<EnrolmentFlow />, { url: '/courses?occflow=startTheCourse&objectiveId=obj-1&term=t1' });
    expect(await screen.findByText('Not available before Monday.')).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/courses?term=t1');
  });

  it('an unknown occflow value is only removed', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<EnrolmentFlow />, { url: '/courses?occflow=somethingElse&objectiveId=obj-1' });
    expect(window.location.search).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });
});
