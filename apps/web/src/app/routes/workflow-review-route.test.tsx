import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import { renderWithProviders } from '../../test/render.tsx';
import { courseDetails } from '../../test/course-fixtures.ts';
import { fakeServer, json } from '../../test/fake-server.ts';
import { Component as WorkflowReviewRoute } from './workflow-review-route.tsx';

const DETAILS = 'GET /api/lms/v1/users/me/objectives/obj-1';
const LINK = '/api/platform/v1/objective-workflows/wf-1/resource-link';
const REVIEW_URL = 'https://tool.example.org/lti/login?hint=review';
const refusal = (status: number, message: string) => json({ status, title: 'Refused', code: 'x', errors: { general: [message] } }, status);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const renderRoute = () =>
  renderWithProviders(<Route path="/courses/:objectiveId/workflow/:workflowId/view" component={WorkflowReviewRoute} />, {
    url: '/courses/obj-1/workflow/aw-9/view',
  });

describe('the workflow review route (doc 2 §2)', () => {
  it("asks for the tool's submission review of that activity workflow in the learner's run, and frames it", async () => {
    let answer!: (r: Response) => void;
    const server = fakeServer({
      [DETAILS]: () => json(courseDetails({ workflow: { id: 'wf-1', state: 6 } })),
      [`POST ${LINK}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoute();
    expect(await screen.findByRole('heading', { level: 1, name: 'Review of your attempt' })).toBeTruthy();
    expect(screen.getByText('Opening the review…').getAttribute('role')).toBe('status');
    await waitFor(() => expect(server.posts(LINK)).toHaveLength(1));
    await act(async () => answer(json({ targetLinkUri: REVIEW_URL, documentTarget: 'iframe' })));
    expect((await screen.findByTitle('Review in the tool')).getAttribute('src')).toBe(REVIEW_URL);
    expect(server.posts(LINK)[0]!.body).toEqual({ activityWorkflowIds: ['aw-9'], messageType: 'LtiSubmissionReviewRequest' });
    expect(screen.getByRole('link', { name: 'Back to the course' }).getAttribute('href')).toBe('/courses/obj-1/view/content');
  });

  it("shows a refusal by the review policy with the server's message", async () => {
    fakeServer({
      [DETAILS]: () => json(courseDetails({ workflow: { id: 'wf-1', state: 6 } })),
      [`POST ${LINK}`]: () => refusal(403, 'Review of this activity is not allowed.'),
    });
    renderRoute();
    expect((await screen.findByText('Review of this activity is not allowed.')).getAttribute('role')).toBe('alert');
    expect(screen.queryByTitle('Review in the tool')).toBeNull();
  });

  it("is the course's 404 page when the server finds no such activity workflow", async () => {
    fakeServer({
      [DETAILS]: () => json(courseDetails({ workflow: { id: 'wf-1', state: 6 } })),
      [`POST ${LINK}`]: () => refusal(404, 'Not found.'),
    });
    renderRoute();
    expect(await screen.findByRole('heading', { name: 'Course is not available' })).toBeTruthy();
  });

  it('launches nothing for a learner with no run of the course', async () => {
    const server = fakeServer({ [DETAILS]: () => json(courseDetails()) });
    renderRoute();
    expect(await screen.findByText('You have no attempt of this course to review.')).toBeTruthy();
    await waitFor(() => expect(server.calls).toHaveLength(1));
  });
});
