import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import { ContentType, WorkflowState } from '@lp/domain';
import { courseDetails } from '../../test/course-fixtures.ts';
import { fakeServer, json } from '../../test/fake-server.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { node, treeView } from '../../test/content-tree.ts';
import { postFromFrame } from '../../features/tool-activities/components/test-frame.ts';
import { Component as ProctorRoute } from './proctor-route.tsx';

const DETAILS = 'GET /api/lms/v1/users/me/objectives/obj-1';
const TREE = 'GET /api/platform/v1/users/me/objective-workflows/ow-1/activity-with-aggregates';
const LINK = '/api/platform/v1/objective-workflows/ow-1/resource-link';
const EXAM_URL = 'https://tool.example.org/lti/login?hint=exam';
const CLOSING_URL = 'https://tool.example.org/lti/login?hint=end';
const URL = '/courses/proctor/obj-1/exam?inProctoringIframe=1';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window, 'parent');
});

const examTree = (state: WorkflowState) =>
  treeView([node('intro'), node('exam', { name: 'Final exam', type: ContentType.lti, workflow: state, proctored: true })]);

/** The route with the learner's run (ow-1), whose exam is in progress until `handedIn` says otherwise. */
function serve(launch: (body: { messageType: string }) => Response, handedIn = () => true) {
  let reads = 0;
  return fakeServer({
    [DETAILS]: () => json(courseDetails({ workflow: { id: 'ow-1', state: WorkflowState.inProgress } })),
    [TREE]: () => json(examTree(++reads > 1 && handedIn() ? WorkflowState.finished : WorkflowState.inProgress)),
    [`POST ${LINK}`]: (call) => launch(call.body as { messageType: string }),
  });
}

const renderRoute = (url = URL) =>
  renderWithProviders(<Route path="/courses/proctor/:objectiveId/:activityPathId" component={ProctorRoute} />, { url });

const frameLaunch = (body: { messageType: string }) =>
  json({ targetLinkUri: body.messageType === 'LtiEndAssessment' ? CLOSING_URL : EXAM_URL, documentTarget: 'iframe' });

describe('the proctor route (doc 2 §2, decision 0021 steps 5–6)', () => {
  it("launches the exam of that activity path in the learner's run, in a page of its own that says what it is", async () => {
    const server = serve(frameLaunch);
    renderRoute();
    expect(await screen.findByRole('heading', { level: 1, name: 'Proctored exam' })).toBeTruthy();
    const frame = await screen.findByTitle('Final exam');
    expect(frame.getAttribute('src')).toBe(EXAM_URL);
    expect(server.posts(LINK).map((c) => c.body)).toEqual([
      { activityWorkflowIds: ['aw-exam'], activityPartIds: ['exam'], messageType: 'LtiResourceLinkRequest' },
    ]);
    expect(screen.getByText('Final exam').getAttribute('dir')).toBe('auto');
    expect(document.title).toMatch(/^Proctored exam: Final exam — /);
    // In the proctoring frame: its own main region, no shell around it.
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it("on the exam's return, closes the session with LtiEndAssessment in the same place and says the exam has ended", async () => {
    const server = serve(frameLaunch);
    renderRoute();
    const frame = (await screen.findByTitle('Final exam')) as HTMLIFrameElement;
    postFromFrame(frame, {
      subject: 'lti.return',
      objectiveId: 'obj-1',
      activityId: 'act-exam',
      msg: 'You scored 3 of 3.',
      errormsg: null,
    });
    const ended = await screen.findByRole('heading', { level: 2, name: 'The exam has ended' });
    await waitFor(() => expect(document.activeElement).toBe(ended));
    expect(screen.getByText('You scored 3 of 3.')).toBeTruthy();
    expect(screen.queryByTitle('Final exam')).toBeNull();
    expect((await screen.findByTitle('The proctoring tool closing your session')).getAttribute('src')).toBe(CLOSING_URL);
    expect(server.posts(LINK).map((c) => (c.body as { messageType: string }).messageType)).toEqual([
      'LtiResourceLinkRequest',
      'LtiEndAssessment',
    ]);
    const back = screen.getByRole('link', { name: 'Back to the course' });
    expect(back.getAttribute('href')).toBe('/learn/courses/obj-1/view/content/exam');
    expect(back.getAttribute('target')).toBe('_top');
    // The proctoring tool's own return closes its frame.
    postFromFrame(screen.getByTitle('The proctoring tool closing your session') as HTMLIFrameElement, {
      subject: 'lti.return',
      objectiveId: 'obj-1',
      activityId: 'act-exam',
      msg: 'Proctoring session closed.',
      errormsg: null,
    });
    expect(await screen.findByText('Proctoring session closed.')).toBeTruthy();
    expect(screen.queryByTitle('The proctoring tool closing your session')).toBeNull();
  });

  it("in the course's own frame, Back to the course hands the return to the player around it", async () => {
    const parent = { location: { origin: window.location.origin }, postMessage: vi.fn() };
    Object.defineProperty(window, 'parent', { configurable: true, value: parent });
    serve(frameLaunch);
    renderRoute();
    postFromFrame((await screen.findByTitle('Final exam')) as HTMLIFrameElement, {
      subject: 'lti.return',
      objectiveId: 'obj-1',
      activityId: 'act-exam',
      msg: 'Done',
      errormsg: null,
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Back to the course' }));
    expect(parent.postMessage).toHaveBeenCalledWith(
      { subject: 'lti.return', objectiveId: 'obj-1', activityId: 'act-exam', msg: 'Done', errormsg: null },
      window.location.origin,
    );
  });

  it('an exam the learner left without handing it in is offered again, not ended', async () => {
    const server = serve(frameLaunch, () => false);
    renderRoute();
    postFromFrame((await screen.findByTitle('Final exam')) as HTMLIFrameElement, {
      subject: 'lti.return',
      objectiveId: 'obj-1',
      activityId: 'act-exam',
      msg: null,
      errormsg: null,
    });
    expect(await screen.findByText('Your exam has not been handed in yet. Return to it to finish and submit your answers.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'The exam has ended' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Return to the exam' }));
    expect(await screen.findByTitle('Final exam')).toBeTruthy();
    expect(server.posts(LINK).map((c) => (c.body as { messageType: string }).messageType)).toEqual([
      'LtiResourceLinkRequest',
      'LtiResourceLinkRequest',
    ]);
  });

  it('a 409 "start the exam through the proctoring tool" is a friendly message with the way back', async () => {
    serve(() =>
      json(
        {
          status: 409,
          title: 'Conflict',
          code: 'conflict',
          errors: { general: ['Start the exam through the proctoring tool first.'], reason: ['proctoringNotStarted'] },
        },
        409,
      ),
    );
    renderRoute();
    const message = await screen.findByText(
      'This exam opens only through the proctoring tool. Go back to the course and choose Start exam.',
    );
    expect(message.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('link', { name: 'Back to the course' }).getAttribute('href')).toBe('/learn/courses/obj-1/view/content/exam');
    expect(screen.queryByTitle('Final exam')).toBeNull();
  });

  it("an activity path not in the learner's run says so, and launches nothing", async () => {
    const server = serve(frameLaunch);
    renderRoute('/courses/proctor/obj-1/elsewhere?inProctoringIframe=1');
    expect(await screen.findByText('This exam is not part of your current attempt of the course.')).toBeTruthy();
    expect(server.posts(LINK)).toHaveLength(0);
  });
});
