import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import { ContentType, WorkflowState } from '@lp/domain';
import { courseDetails } from '../../test/course-fixtures.ts';
import { fakeServer, json } from '../../test/fake-server.ts';
import { currentSearch, renderWithProviders } from '../../test/render.tsx';
import { node, treeView } from '../../test/content-tree.ts';
import { Component as CourseRedirect } from './course-redirect-route.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const tree = treeView([
  node('m1', {
    children: [node('exam', { name: 'Final exam', type: ContentType.lti, proctored: true, workflow: WorkflowState.inProgress })],
  }),
]);

function redirect(query: string) {
  fakeServer({
    'GET /api/lms/v1/users/me/objectives/obj-1': () =>
      json(courseDetails({ activity: { type: ContentType.composite }, workflow: { id: 'ow-1', state: WorkflowState.inProgress } })),
    'GET /api/platform/v1/users/me/objective-workflows/ow-1/activity-with-aggregates': () => json(tree),
  });
  renderWithProviders(<Route path="/courses/redirect/:objectiveId" component={CourseRedirect} />, {
    url: `/courses/redirect/obj-1${query}`,
  });
}

describe('the redirector (doc 2 §2) with inProctoringIframe', () => {
  it.each([
    ['by activity path', '?activityPathId=exam&inProctoringIframe=1', '/courses/proctor/obj-1/exam', '1'],
    ['by activity id', '?activityId=act-exam&inProctoringIframe', '/courses/proctor/obj-1/exam', ''],
  ])('inside the proctoring frame, the activity (%s) opens on the proctor route, the flag carried on', async (_by, query, path, flag) => {
    redirect(query);
    await waitFor(() => expect(window.location.pathname).toBe(path));
    expect(currentSearch().get('inProctoringIframe')).toBe(flag);
  });

  it('without it, the activity opens in the course content', async () => {
    redirect('?activityPathId=exam');
    await waitFor(() => expect(window.location.pathname).toBe('/courses/obj-1/view/content/m1/exam'));
    expect(currentSearch().has('inProctoringIframe')).toBe(false);
  });

  it('with inProctoringIframe=false, as without it', async () => {
    redirect('?activityPathId=exam&inProctoringIframe=false');
    await waitFor(() => expect(window.location.pathname).toBe('/courses/obj-1/view/content/m1/exam'));
  });
});
