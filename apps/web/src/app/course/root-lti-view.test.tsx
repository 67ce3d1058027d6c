import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ContentType, WorkflowState } from '@lp/domain';
import { renderWithProviders } from '../../test/render.tsx';
import { fakeServer, json } from '../../test/fake-server.ts';
import { CourseContentView } from './course-content-view.tsx';
import { treeView } from '../../test/content-tree.ts';
import { postFromFrame } from '../../features/tool-activities/components/test-frame.ts';

// A course whose root activity is the tool itself (doc 2 §4: LTI courses open the course view
// with a full page load, and that view launches the tool for the run's root activity workflow).

const DETAILS = '/api/lms/v1/users/me/objectives/obj-1';
const TREE = '/api/platform/v1/users/me/objective-workflows/ow-1/activity-with-aggregates';
const LINK = '/api/platform/v1/objective-workflows/ow-1/resource-link';
const TOOL = 'https://tool.example.org/lti/login?iss=portal&login_hint=u1';
const NAME = 'Phishing Simulation Challenge';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function rootLtiTree(workflowState: WorkflowState = WorkflowState.inProgress) {
  const tree = treeView([], { workflowState });
  tree.rootActivity = { ...tree.rootActivity, name: NAME, type: ContentType.lti, description: '20 questions' };
  return tree;
}

const details = (rootState: WorkflowState, runState: WorkflowState = WorkflowState.inProgress) => ({
  objective: { id: 'obj-1', name: NAME },
  objectiveWorkflowAggregate: {
    id: 'agg-1',
    lastObjectiveWorkflow: { id: 'ow-1', state: runState, progress: rootState === WorkflowState.finished ? 1 : 0 },
    lastObjectiveRecord: null,
    lastActivityWorkflow: { id: 'aw-root', state: rootState, lastProctoringSessionId: null },
  },
});

describe('a course that is one tool: its course view launches the tool', () => {
  it('launches the root activity workflow (no part) in a titled frame, with no table of contents', async () => {
    const server = fakeServer({
      [`GET ${DETAILS}`]: () => json(details(WorkflowState.inProgress)),
      [`GET ${TREE}`]: () => json(rootLtiTree()),
      [`POST ${LINK}`]: () => json({ targetLinkUri: TOOL, documentTarget: 'iframe' }),
    });
    renderWithProviders(<CourseContentView timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content' });
    const frame = await screen.findByTitle(NAME);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(TOOL);
    expect(server.posts(LINK).map((c) => c.body)).toEqual([{ activityWorkflowIds: ['aw-root'], messageType: 'LtiResourceLinkRequest' }]);
    expect(screen.getByText('20 questions')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Course contents' })).toBeNull();
    expect(server.posts('/api/lms/v1/start-activity-workflows')).toHaveLength(0);
  });

  it("on the tool's return closes the frame, shows its message with focus, reads the course again and offers the review", async () => {
    let rootState: WorkflowState = WorkflowState.inProgress;
    fakeServer({
      [`GET ${DETAILS}`]: () => json(details(rootState)),
      [`GET ${TREE}`]: () => json(rootLtiTree()),
      [`POST ${LINK}`]: () => json({ targetLinkUri: TOOL, documentTarget: 'iframe' }),
    });
    renderWithProviders(<CourseContentView timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content' });
    const frame = (await screen.findByTitle(NAME)) as HTMLIFrameElement;
    rootState = WorkflowState.finished; // the tool's score finished it meanwhile
    postFromFrame(frame, {
      subject: 'lti.return',
      objectiveId: 'obj-1',
      activityId: 'act-root',
      msg: 'You scored 18 of 20.',
      errormsg: null,
    });
    const message = await screen.findByText('You scored 18 of 20.');
    expect(message.closest('[role="status"]')).toBeTruthy();
    expect(document.activeElement?.contains(message)).toBe(true);
    expect(screen.queryByTitle(NAME)).toBeNull();
    const review = await screen.findByRole('link', { name: `Review ${NAME}` });
    expect(review.getAttribute('href')).toBe('/courses/obj-1/workflow/aw-root/view');
    expect(screen.getByText('You have finished this activity.')).toBeTruthy();
  });

  it('shows a refused launch as an alert with Retry, never an empty frame', async () => {
    let calls = 0;
    fakeServer({
      [`GET ${DETAILS}`]: () => json(details(WorkflowState.inProgress)),
      [`GET ${TREE}`]: () => json(rootLtiTree()),
      [`POST ${LINK}`]: () =>
        ++calls === 1
          ? json(
              { status: 403, title: 'Refused', code: 'forbidden', errors: { general: ['This tool may not be shown inside the portal.'] } },
              403,
            )
          : json({ targetLinkUri: TOOL, documentTarget: 'iframe' }),
    });
    renderWithProviders(<CourseContentView timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content' });
    expect((await screen.findByText('This tool may not be shown inside the portal.')).getAttribute('role')).toBe('alert');
    expect(screen.queryByTitle(NAME)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTitle(NAME)).getAttribute('src')).toBe(TOOL);
  });

  it("under review of a finished run launches nothing and links to the tool's review", async () => {
    const server = fakeServer({
      [`GET ${DETAILS}`]: () => json(details(WorkflowState.finished, WorkflowState.finished)),
      [`GET ${TREE}`]: () => json(rootLtiTree(WorkflowState.finished)),
    });
    renderWithProviders(<CourseContentView timeZone="UTC" />, {
      url: '/learn/courses/obj-1/view/content?viewType=REVIEW&objectiveWorkflowId=ow-1',
    });
    expect((await screen.findByRole('link', { name: `Review ${NAME}` })).getAttribute('href')).toBe('/courses/obj-1/workflow/aw-root/view');
    expect(screen.getByText('You are reviewing a finished attempt. Nothing you open here changes your results.')).toBeTruthy();
    await waitFor(() => expect(server.posts(LINK)).toHaveLength(0));
  });
});
