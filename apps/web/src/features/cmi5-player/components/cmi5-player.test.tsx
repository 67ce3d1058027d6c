import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ContentType, PresentationMode, WorkflowState } from '@lp/domain';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { node, treeView } from '../../../test/content-tree.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContentContext, type ContentContextValue } from '../../../lib/content-context.tsx';
import { buildToc } from '../../../lib/toc-model.ts';
import { Cmi5Player } from './cmi5-player.tsx';

const LAUNCH = '/api/scorm/v1/users/me/objective-workflows/ow-1/activity-workflows/aw-au1/cmi5-launch';
const AU = 'http://127.0.0.1:4000/packages/tok/index.html?endpoint=x&fetch=y&actor=z&registration=r&activityId=a';
const answer = (launchMethod: string, launchMode = 'Normal') => json({ url: AU, launchMethod, launchMode, moveOn: 'Passed' });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderPlayer(workflow: WorkflowState | null, canWork = true) {
  const part = node('au1', { name: 'Fire safety', type: ContentType.cmi5, workflow });
  const tree = treeView([part]);
  const entries = buildToc(
    tree.children,
    { courseWorkflowState: WorkflowState.inProgress, accessNewContentAfterCompletion: true },
    new Date(),
  );
  const value: ContentContextValue = {
    objectiveId: 'obj-1',
    objectiveWorkflowId: 'ow-1',
    tree,
    entries,
    presentationMode: PresentationMode.Tree,
    now: new Date(),
    timeZone: 'UTC',
    resultTerms: null,
    isReview: !canWork,
    canWork,
    hrefFor: (axis) => `/courses/obj-1/view/content/${axis}`,
    go: () => {},
    showLocked: () => {},
  };
  return renderWithProviders(
    <ContentContext.Provider value={value}>
      <Cmi5Player entry={entries[0]!} name="Fire safety" description="" />
    </ContentContext.Provider>,
  );
}

describe('the cmi5 player (decision 0083)', () => {
  it('launches an AnyWindow AU in the page as the activity opens, with a status while it is on its way', async () => {
    let reply!: (r: Response) => void;
    const server = fakeServer({ [`POST ${LAUNCH}`]: () => new Promise<Response>((resolve) => (reply = resolve)) });
    renderPlayer(WorkflowState.inProgress);
    expect(await screen.findByText('Opening Fire safety…')).toBeTruthy();
    await waitFor(() => expect(server.posts(LAUNCH)).toHaveLength(1));
    await act(async () => reply(answer('AnyWindow')));
    const frame = (await screen.findByTitle('Fire safety')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(AU);
  });

  it('opens an OwnWindow AU in a window of its own from a click, never with a handle on the portal page', async () => {
    fakeServer({ [`POST ${LAUNCH}`]: () => answer('OwnWindow') });
    const open = vi.fn(() => null);
    vi.stubGlobal('open', open);
    renderPlayer(WorkflowState.inProgress);
    fireEvent.click(await screen.findByRole('button', { name: /Open Fire safety/ }));
    expect(open).toHaveBeenCalledWith(AU, '_blank', 'noopener');
    expect(await screen.findByText(/Fire safety opened in a new window/)).toBeTruthy();
    expect(screen.queryByTitle('Fire safety')).toBeNull();
  });

  it("shows the server's refusal as an alert with Retry, which asks for a new launch", async () => {
    let calls = 0;
    const server = fakeServer({
      [`POST ${LAUNCH}`]: () =>
        ++calls === 1
          ? json({ status: 403, title: 'Refused', code: 'forbidden', errors: { general: ['This activity is locked.'] } }, 403)
          : answer('AnyWindow'),
    });
    renderPlayer(WorkflowState.inProgress);
    expect((await screen.findByText('This activity is locked.')).getAttribute('role')).toBe('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTitle('Fire safety')).getAttribute('src')).toBe(AU);
    expect(server.posts(LAUNCH)).toHaveLength(2);
  });

  it('launches a finished AU only on request, and says it is a review', async () => {
    const server = fakeServer({ [`POST ${LAUNCH}`]: () => answer('AnyWindow', 'Review') });
    renderPlayer(WorkflowState.finished);
    const review = await screen.findByRole('button', { name: 'Review Fire safety' });
    expect(server.posts(LAUNCH)).toHaveLength(0);
    fireEvent.click(review);
    expect(await screen.findByText(/You are reviewing Fire safety/)).toBeTruthy();
    expect((await screen.findByTitle('Fire safety')).getAttribute('src')).toBe(AU);
  });
});
