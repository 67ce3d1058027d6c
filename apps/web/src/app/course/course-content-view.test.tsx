import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ActivityTreeView } from '@lp/contract';
import { findInTree, PresentationMode, WorkflowState } from '@lp/domain';
import { renderWithProviders } from '../../test/render.tsx';
import { courseKeys } from '../../lib/api/course-keys.ts';
import { CourseContentView } from './course-content-view.tsx';
import { withActivityWorkflow } from '../../features/course-content/lib/patch-tree.ts';
import { contentView, node, treeView } from '../../test/content-tree.ts';

const details = {
  objective: { id: 'obj-1', name: 'Fire Warden Training', activity: { type: 'composite', state: 2, supportReview: true } },
  objectiveAccess: null,
  lastProctoringSession: null,
  objectiveWorkflowAggregate: { id: 'agg-1', lastObjectiveWorkflow: { id: 'ow-1', state: 1, progress: 0.3 } },
};

const nodes = () => [
  node('m1', {
    name: 'Before you begin',
    workflow: WorkflowState.inProgress,
    children: [
      node('a1', { name: 'The role of a fire warden', workflow: WorkflowState.finished }),
      node('a2', { name: 'Evacuation walk-through' }),
    ],
  }),
  node('a3', { name: 'Drill log template' }),
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server of the content screen: the course, the tree, each activity, and the start call (recorded). */
function serve(initial: ActivityTreeView | (() => Response), options: { startFails?: boolean } = {}) {
  let tree = initial;
  let progress = 0.3;
  const posts: { url: string; body: unknown }[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { activityPartIds?: string[]; activityWorkflowIds?: string[] };
      posts.push({ url, body });
      if (url.endsWith('/finish-activity-workflows') && typeof tree !== 'function') {
        // The server finishes it: the next tree says so.
        const finished = {
          id: 'aw-new',
          state: WorkflowState.finished,
          progress: 1,
          started: '2025-06-10T00:00:00Z',
          submitted: '2025-06-10T01:00:00Z',
          finished: '2025-06-10T01:00:00Z',
        };
        const partId = findInTree(
          tree.children,
          (n) => n.childActivity.activityWorkflowAggregate?.lastActivityWorkflow?.id === body.activityWorkflowIds?.[0],
        )?.node.id;
        if (partId) tree = withActivityWorkflow(tree, partId, finished);
        progress = 0.5;
        return json({ data: [finished], progress });
      }
      if (options.startFails)
        return json({ status: 400, title: 'Bad request', code: 'badRequest', errors: { reason: ['afterStartUntil'] } }, 400);
      const started = {
        id: 'aw-new',
        state: WorkflowState.inProgress,
        progress: 0,
        started: '2025-06-10T00:00:00Z',
        submitted: null,
        finished: null,
      };
      const partId = body.activityPartIds?.[0];
      if (partId && typeof tree !== 'function') tree = withActivityWorkflow(tree, partId, started);
      return json({ data: [started] });
    }
    if (url.endsWith('/users/me/objectives/obj-1')) {
      return json({
        ...details,
        objectiveWorkflowAggregate: {
          ...details.objectiveWorkflowAggregate,
          lastObjectiveWorkflow: { ...details.objectiveWorkflowAggregate.lastObjectiveWorkflow, progress },
        },
      });
    }
    if (url.split('?')[0]!.endsWith('/activity-with-aggregates')) return typeof tree === 'function' ? tree() : json(tree);
    const part = /\/activity\/([^/]+)$/.exec(url)?.[1];
    const found = typeof tree === 'function' || !part ? undefined : findInTree(tree.children, (n) => n.id === part)?.node;
    return found ? json(contentView(found)) : json({ status: 404, title: 'Not found', code: 'notFound', errors: {} }, 404);
  });
  return { posts, fetchMock };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the content page (doc 2 §4 automatic first activity selection)', () => {
  it('selects the first activity not finished once the tree loads, and puts its axis in the URL', async () => {
    const { posts } = serve(treeView(nodes()));
    renderWithProviders(<CourseContentView timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content' });
    await waitFor(() => expect(window.location.pathname).toBe('/learn/courses/obj-1/view/content/m1/a2'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Evacuation walk-through' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Course contents' });
    expect(
      within(nav)
        .getByRole('link', { name: /Evacuation walk-through/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    // Opening an activity with no workflow in a run in progress starts it first.
    await waitFor(() =>
      expect(posts).toEqual([
        { url: '/api/lms/v1/start-activity-workflows', body: { objectiveWorkflowId: 'ow-1', activityPartIds: ['a2'] } },
      ]),
    );
  });

  it('keeps an axis that is already in the URL', async () => {
    serve(treeView(nodes()));
    renderWithProviders(<CourseContentView timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content/a3' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Drill log template' })).toBeTruthy();
    expect(window.location.pathname).toBe('/learn/courses/obj-1/view/content/a3');
  });

  it('shows the 404 page\'s "Activity not found" for an axis the course does not hold, with the way back to its content (doc 1 §8)', async () => {
    serve(treeView(nodes()));
    renderWithProviders(<CourseContentView timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content/m1/gone' });
    // Under the course's own heading: the page keeps its h1 and the table of contents.
    const heading = await screen.findByRole('heading', { level: 2, name: 'Activity not found' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Fire Warden Training');
    expect(screen.getByRole('navigation', { name: 'Course contents' })).toBeTruthy();
    expect(heading.closest('section')?.textContent).toContain('404');
    await waitFor(() => expect(document.title).toMatch(/^Activity not found — /));
    fireEvent.click(screen.getByRole('link', { name: 'Go to the course content' }));
    await waitFor(() => expect(window.location.pathname).toBe('/learn/courses/obj-1/view/content/m1/a2'));
  });

  it('shows "Feature is not implemented" (501) for an activity of a kind it has no player for', async () => {
    const strange = node('a9', { name: 'Hologram' });
    (strange.childActivity as { type: string }).type = 'hologram';
    serve(treeView([strange]));
    renderWithProviders(<CourseContentView timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content/a9' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Feature is not implemented' });
    expect(heading.closest('section')?.textContent).toContain('501');
  });

  it('selects nothing in tiles, which shows the first level as cards', async () => {
    serve(treeView(nodes(), { presentationMode: PresentationMode.Tiles }));
    renderWithProviders(<CourseContentView timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Modules and activities' })).toBeTruthy();
    expect(screen.getByText('1 of 2 activities completed')).toBeTruthy();
    expect(window.location.pathname).toBe('/learn/courses/obj-1/view/content');
  });

  it('starts nothing when a finished run is reviewed', async () => {
    const { posts } = serve(treeView(nodes(), { owId: 'ow-old', workflowState: WorkflowState.finished }));
    renderWithProviders(<CourseContentView timeZone="UTC" />, {
      url: '/learn/courses/obj-1/view/content?viewType=REVIEW&objectiveWorkflowId=ow-old',
    });
    await waitFor(() => expect(window.location.pathname).toBe('/learn/courses/obj-1/view/content/m1/a2'));
    expect(window.location.search).toBe('?viewType=REVIEW&objectiveWorkflowId=ow-old');
    expect(await screen.findByRole('heading', { level: 2, name: 'Evacuation walk-through' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).toBeNull();
    expect(posts).toEqual([]);
  });

  it('retries a failed tree load after 30 seconds, saying so meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = true;
    const { fetchMock } = serve(() =>
      fail ? json({ status: 500, title: 'Error', code: 'internal', errors: {} }, 500) : json(treeView(nodes())),
    );
    renderWithProviders(<CourseContentView timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content/a3' });
    expect(await screen.findByText('The course content could not be loaded. Trying again in 30 seconds…')).toBeTruthy();
    const treeCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0]!.endsWith('/activity-with-aggregates')).length;
    expect(treeCalls()).toBe(1);
    fail = false;
    await vi.advanceTimersByTimeAsync(29_000);
    expect(treeCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(treeCalls()).toBe(2));
    expect(await screen.findByRole('navigation', { name: 'Course contents' })).toBeTruthy();
    expect(screen.queryByText(/Trying again/)).toBeNull();
  });

  it('marks an activity complete: the contents and the course progress change without a reload', async () => {
    const { posts } = serve(treeView(nodes()));
    const { queryClient } = renderWithProviders(<CourseContentView timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content/a3' });
    const nav = await screen.findByRole('navigation', { name: 'Course contents' });
    const item = within(nav).getByRole('link', { name: /^Drill log template/ });
    expect(item.textContent).toContain('(Not completed)');
    const progress = () => screen.getByRole('progressbar', { name: 'Course progress' });
    expect(progress().getAttribute('aria-valuetext')).toBe('1 of 3 activities completed');
    expect(screen.getByText('1 of 3 activities completed')).toBeTruthy();
    const done = await screen.findByRole('button', { name: 'Mark as complete' });
    fireEvent.click(done);
    fireEvent.click(done);
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Drill log template (Completed)' })).toBeTruthy());
    expect(screen.getByText('Completed', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).toBeNull();
    expect(progress().getAttribute('aria-valuetext')).toBe('2 of 3 activities completed');
    expect(progress().getAttribute('aria-valuenow')).toBe('67');
    expect(posts.filter((p) => p.url.endsWith('/finish-activity-workflows'))).toEqual([
      { url: '/api/lms/v1/finish-activity-workflows', body: { objectiveWorkflowId: 'ow-1', activityWorkflowIds: ['aw-new'] } },
    ]);
    const details = queryClient.getQueryData<{ objectiveWorkflowAggregate: { lastObjectiveWorkflow: { progress: number } } }>(
      courseKeys.details('obj-1'),
    );
    expect(details?.objectiveWorkflowAggregate.lastObjectiveWorkflow.progress).toBe(0.5);
  });

  it('turns a module complete when its required activities are, an optional one left (doc 2 §4 rollup)', async () => {
    serve(
      treeView([
        node('m1', {
          name: 'Before you begin',
          children: [
            node('a1', { name: 'The role of a fire warden', workflow: WorkflowState.finished }),
            node('a2', { name: 'Further reading', optional: true }),
          ],
        }),
        node('a3', { name: 'Drill log template' }),
      ]),
    );
    renderWithProviders(<CourseContentView timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content/a3' });
    const nav = await screen.findByRole('navigation', { name: 'Course contents' });
    expect(within(nav).getByRole('link', { name: 'Before you begin (Completed)' })).toBeTruthy();
    // The optional activity is not counted: 1 of 2.
    expect(screen.getByRole('progressbar', { name: 'Course progress' }).getAttribute('aria-valuetext')).toBe('1 of 2 activities completed');
  });

  it('shows a course not started as its outline: read-only, with durations and the locks that will apply, starting nothing', async () => {
    const outline = treeView([
      node('m1', {
        name: 'Before you begin',
        children: [
          node('a1', { name: 'The role of a fire warden', duration: 600 }),
          node('a2', { name: 'Extra', optional: true, duration: 300 }),
        ],
      }),
      node('a3', { name: 'Drill log template', available: false, duration: 120 }),
    ]);
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/users/me/objectives/obj-1'))
        return json({ ...details, objectiveWorkflowAggregate: { id: 'agg-1', lastObjectiveWorkflow: null } });
      if (url.endsWith('/users/me/objectives/obj-1/outline')) return json(outline);
      return json({ status: 404, title: 'Not found', code: 'notFound', errors: {} }, 404);
    });
    renderWithProviders(<CourseContentView timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content' });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Course outline' })).closest('section')!;
    expect(screen.getByRole('heading', { name: 'This course has not been started' })).toBeTruthy();
    expect(within(section).getByText('2 activities · 12 min')).toBeTruthy();
    expect(within(section).queryAllByRole('link')).toEqual([]);
    const drill = section.querySelector('[data-outline-item="Drill log template"]')!.closest('li')!;
    expect(drill.textContent).toContain('2 min');
    expect(drill.textContent).toContain('Complete the previous activity');
    expect(fetchMock.mock.calls.every(([, init]) => !init?.method || init.method === 'GET')).toBe(true);
  });

  it('once the last required activity is marked complete, "Submit the course" ends the last activity (issue 33)', async () => {
    const done = (id: string, name: string) => node(id, { name, workflow: WorkflowState.finished });
    serve(
      treeView([
        node('m1', {
          name: 'Before you begin',
          children: [done('a1', 'The role of a fire warden'), done('a2', 'Evacuation walk-through')],
        }),
        node('a3', { name: 'Drill log template', workflow: WorkflowState.inProgress }),
      ]),
    );
    renderWithProviders(<CourseContentView timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content/a3' });
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as complete' }));
    const callout = await screen.findByRole('region', { name: /All required activities are done/ });
    expect(within(callout).getByRole('button', { name: 'Submit the course' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: /^Evacuation walk-through/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Evacuation walk-through' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /All required activities are done/ })).toBeNull();
  });

  it('says so in a toast when an activity cannot be started', async () => {
    serve(treeView(nodes()), { startFails: true });
    renderWithProviders(<CourseContentView timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content/a3' });
    expect(await screen.findByText('Something went wrong. Please refresh the page.')).toBeTruthy();
    expect(screen.getByText('Something went wrong. Please refresh the page.').closest('[role="alert"]')).toBeTruthy();
  });

  it('recommends a desktop on a narrow screen for an activity without a mobile view, the contents in a drawer', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 970px)',
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
    serve(treeView([node('a3', { name: 'Drill log template', supportMobileView: false })]));
    renderWithProviders(<CourseContentView timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content/a3' });
    expect(await screen.findByText('This activity is best viewed on a desktop computer.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Course contents' }).getAttribute('aria-haspopup')).toBe('dialog');
    expect(screen.queryByRole('navigation', { name: 'Course contents' })).toBeNull();
  });
});
