import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ContentType, WorkflowState } from '@lp/domain';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { node } from '../../../test/content-tree.ts';
import { ltiPlayerElement, renderLtiPlayer } from './test-player.tsx';
import { postFromFrame } from './test-frame.ts';

const LINK = '/api/platform/v1/objective-workflows/ow-1/resource-link';
const TOOL = 'https://tool.example.org/lti/login?iss=portal&login_hint=u1';
const refusal = (status: number, message: string) =>
  json({ status, title: 'Refused', code: 'forbidden', errors: { general: [message] } }, status);

/** The player's live region (the toasts have theirs, with aria-live). */
const playerStatus = () => screen.getAllByRole('status').find((el) => !el.hasAttribute('aria-live'))!;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderPlayer(workflow: WorkflowState | null, { canWork = true, supportReview = true } = {}) {
  const part = node('q1', { name: 'Fire safety quiz', type: ContentType.lti, workflow });
  part.childActivity.supportReview = supportReview;
  return renderLtiPlayer(part, { canWork });
}

describe('the LTI player, work in progress (doc 2 §7 resource-link)', () => {
  it('launches the tool in the page as the activity opens, with a status while it is on its way', async () => {
    let answer!: (r: Response) => void;
    const server = fakeServer({ [`POST ${LINK}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPlayer(WorkflowState.inProgress);
    expect(playerStatus().textContent).toBe('Opening Fire safety quiz…');
    await waitFor(() => expect(server.posts(LINK)).toHaveLength(1));
    expect(server.posts(LINK)[0]!.body).toEqual({
      activityWorkflowIds: ['aw-q1'],
      activityPartIds: ['q1'],
      messageType: 'LtiResourceLinkRequest',
    });
    await act(async () => answer(json({ targetLinkUri: TOOL, documentTarget: 'iframe' })));
    const frame = (await screen.findByTitle('Fire safety quiz')) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(TOOL);
    expect(frame.hasAttribute('sandbox')).toBe(false);
    expect(playerStatus().textContent).toBe('');
  });

  it("shows the server's refusal as an alert with Retry, which asks for a new launch", async () => {
    let calls = 0;
    const server = fakeServer({
      [`POST ${LINK}`]: () =>
        ++calls === 1 ? refusal(403, 'This activity is locked until 1 July.') : json({ targetLinkUri: TOOL, documentTarget: 'iframe' }),
    });
    renderPlayer(WorkflowState.inProgress);
    expect((await screen.findByText('This activity is locked until 1 July.')).getAttribute('role')).toBe('alert');
    expect(screen.queryByTitle('Fire safety quiz')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTitle('Fire safety quiz')).getAttribute('src')).toBe(TOOL);
    expect(server.posts(LINK)).toHaveLength(2);
  });

  it('says so in its own words when the server sends no message', async () => {
    fakeServer({ [`POST ${LINK}`]: () => new Response('', { status: 502 }) });
    renderPlayer(WorkflowState.inProgress);
    expect((await screen.findByText('Fire safety quiz could not be opened. Please try again.')).getAttribute('role')).toBe('alert');
  });

  it('shows "Feature is not implemented" without Retry when the server cannot launch this kind of tool (501, an LTI 1.1 link)', async () => {
    const server = fakeServer({
      [`POST ${LINK}`]: () =>
        json(
          { status: 501, title: 'Not implemented', code: 'notImplemented', errors: { general: ['LTI 1.1 tools cannot be launched.'] } },
          501,
        ),
    });
    renderPlayer(WorkflowState.inProgress);
    expect(await screen.findByRole('heading', { level: 2, name: 'Feature is not implemented' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByTitle('Fire safety quiz')).toBeNull();
    expect(server.posts(LINK)).toHaveLength(1);
  });

  it('opens a window tool from a click, with a new launch for every further opening', async () => {
    let n = 0;
    const server = fakeServer({ [`POST ${LINK}`]: () => json({ targetLinkUri: `${TOOL}&n=${++n}`, documentTarget: 'window' }) });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderPlayer(WorkflowState.inProgress);
    fireEvent.click(await screen.findByRole('button', { name: 'Open Fire safety quiz (opens in a new window)' }));
    // The launch begun as the activity opened is fresh: used at once, within the click.
    expect(open).toHaveBeenCalledWith(`${TOOL}&n=1`, '_blank', 'noopener');
    expect(server.posts(LINK)).toHaveLength(1);
    await waitFor(() =>
      expect(playerStatus().textContent).toBe('Fire safety quiz opened in a new window. Come back here when you have finished.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open Fire safety quiz again (opens in a new window)' }));
    await waitFor(() => expect(open).toHaveBeenLastCalledWith(`${TOOL}&n=2`, '_blank', 'noopener'));
    expect(server.posts(LINK)).toHaveLength(2);
  });
});

describe('coming back from the tool (LTI Core 1.3 §4.4.1 return_url)', () => {
  it("unloads the frame, shows the tool's texts isolated, moves focus there and reads the course again", async () => {
    fakeServer({ [`POST ${LINK}`]: () => json({ targetLinkUri: TOOL, documentTarget: 'iframe' }) });
    const { queryClient } = renderPlayer(WorkflowState.inProgress);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const frame = (await screen.findByTitle('Fire safety quiz')) as HTMLIFrameElement;
    postFromFrame(frame, {
      subject: 'lti.return',
      objectiveId: 'obj-1',
      activityId: 'act-q1',
      msg: 'تم حفظ إجابتك',
      errormsg: 'Score not sent',
    });
    expect(await screen.findByText('You are back from Fire safety quiz. Your results are being updated.')).toBeTruthy();
    expect(screen.queryByTitle('Fire safety quiz')).toBeNull();
    const msg = screen.getByText('تم حفظ إجابتك');
    expect(msg.getAttribute('dir')).toBe('auto');
    expect(msg.closest('[role="status"]')?.textContent).toBe('Message from the toolتم حفظ إجابتك');
    expect(screen.getByText('Score not sent').closest('[role="alert"]')?.textContent).toBe('The tool reported a problemScore not sent');
    expect(document.activeElement?.contains(msg)).toBe(true);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['course'] });
    // Still in progress: the learner may open the tool again, with a new launch.
    fireEvent.click(screen.getByRole('button', { name: 'Open Fire safety quiz again' }));
    expect(await screen.findByTitle('Fire safety quiz')).toBeTruthy();
  });

  it('keeps the tool on screen when its score finishes the activity under it, until the learner comes back (decision 0074)', async () => {
    fakeServer({ [`POST ${LINK}`]: () => json({ targetLinkUri: TOOL, documentTarget: 'iframe' }) });
    const { rerender } = renderPlayer(WorkflowState.inProgress);
    const frame = (await screen.findByTitle('Fire safety quiz')) as HTMLIFrameElement;
    // The score arrives (activity-result): the tree read again has the activity finished.
    rerender(ltiPlayerElement(node('q1', { name: 'Fire safety quiz', type: ContentType.lti, workflow: WorkflowState.finished })));
    expect(screen.getByTitle('Fire safety quiz')).toBe(frame);
    postFromFrame(frame, { subject: 'lti.return', objectiveId: 'obj-1', activityId: 'act-q1', msg: 'You scored 3 of 3.' });
    expect(await screen.findByRole('link', { name: 'Review Fire safety quiz' })).toBeTruthy();
    expect(screen.queryByTitle('Fire safety quiz')).toBeNull();
  });

  it('ignores a message from anything but its own frame, or of another origin', async () => {
    fakeServer({ [`POST ${LINK}`]: () => json({ targetLinkUri: TOOL, documentTarget: 'iframe' }) });
    renderPlayer(WorkflowState.inProgress);
    const frame = (await screen.findByTitle('Fire safety quiz')) as HTMLIFrameElement;
    const message = { subject: 'lti.return', objectiveId: 'obj-1', activityId: 'act-q1', msg: 'Done', errormsg: null };
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: message, origin: window.location.origin, source: window }));
    });
    postFromFrame(frame, message, 'https://tool.example.org');
    expect(screen.getByTitle('Fire safety quiz')).toBeTruthy();
    expect(screen.queryByText('Done')).toBeNull();
  });

  it('follows the frame bridge: navigation inside the app, a new sign-in, a sign-out', async () => {
    const server = fakeServer({
      [`POST ${LINK}`]: () => json({ targetLinkUri: TOOL, documentTarget: 'iframe' }),
      'POST /oidc/logout': () => json({ redirectUrl: '/learn/' }),
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderPlayer(WorkflowState.inProgress);
    const frame = (await screen.findByTitle('Fire safety quiz')) as HTMLIFrameElement;
    postFromFrame(frame, { subject: 'lti.navigate', target: '/learn/courses/obj-2/view/details' });
    expect(window.location.pathname).toBe('/courses/obj-2/view/details');
    postFromFrame(frame, { subject: 'lti.navigate', target: '//evil.example.net/x' });
    expect(window.location.pathname).toBe('/courses/obj-2/view/details');
    postFromFrame(frame, { subject: 'lti.logout' });
    await waitFor(() => expect(server.posts('/oidc/logout')).toHaveLength(1));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/learn/'));
    postFromFrame(frame, { subject: 'lti.relogin' });
    expect(assign).toHaveBeenLastCalledWith(expect.stringMatching(/^\/oidc\/login\?redirectUrl=/));
  });
});

describe('the LTI player, other states', () => {
  it("offers the tool's review of a finished activity, on the workflow review route", () => {
    const server = fakeServer({});
    renderPlayer(WorkflowState.finished, { canWork: false });
    expect(screen.getByText('You have finished this activity.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review Fire safety quiz' }).getAttribute('href')).toBe('/courses/obj-1/workflow/aw-q1/view');
    expect(server.posts(LINK)).toHaveLength(0);
  });

  it('offers no review when the activity does not support it, and launches nothing outside a run in progress', () => {
    const server = fakeServer({});
    renderPlayer(WorkflowState.finished, { supportReview: false });
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    renderPlayer(null, { canWork: false });
    expect(screen.getByText('This activity was not opened in this attempt.')).toBeTruthy();
    cleanup();
    renderPlayer(WorkflowState.inProgress, { canWork: false });
    expect(screen.getByText('This activity can no longer be worked on in this attempt.')).toBeTruthy();
    expect(server.posts(LINK)).toHaveLength(0);
  });

  it("waits for the activity's work to be started before it launches", () => {
    const server = fakeServer({});
    renderPlayer(null);
    expect(playerStatus().textContent).toBe('Getting Fire safety quiz ready…');
    expect(server.posts(LINK)).toHaveLength(0);
  });
});
