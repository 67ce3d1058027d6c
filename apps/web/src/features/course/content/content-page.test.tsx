import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ActivityTreeView } from '@lp/contract';
import { PresentationMode, WorkflowState } from '@lp/domain';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContentPage } from './content-page.tsx';
import { contentView, node, treeView } from './test-tree.ts';

const details = {
  objective: { id: 'obj-1', name: 'Fire Warden Training' },
  objectiveWorkflowAggregate: { id: 'agg-1', lastObjectiveWorkflow: { id: 'ow-1', state: 1, progress: 0.3 } },
};

const nodes = () => [
  node('m1', {
    name: 'Before you begin',
    workflow: WorkflowState.inProgress,
    children: [node('a1', { name: 'The role of a fire warden', workflow: WorkflowState.finished }), node('a2', { name: 'Evacuation walk-through' })],
  }),
  node('a3', { name: 'Drill log template' }),
];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server of the content screen: the course, the tree, each activity, and the start call (recorded). */
function serve(tree: ActivityTreeView | (() => Response)) {
  const posts: { url: string; body: unknown }[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === 'POST') {
      posts.push({ url, body: JSON.parse(String(init.body)) });
      return json({ data: [{ id: 'aw-new', state: 1, progress: 0, started: '2025-06-10T00:00:00Z', submitted: null, finished: null }] });
    }
    if (url.endsWith('/users/me/objectives/obj-1')) return json(details);
    if (url.endsWith('/activity-with-aggregates')) return typeof tree === 'function' ? tree() : json(tree);
    const part = /\/activity\/([^/]+)$/.exec(url)?.[1];
    const found = typeof tree === 'function' ? undefined : [...tree.children, ...tree.children.flatMap((n) => n.childActivity.children ?? [])].find((n) => n.id === part);
    return found ? json(contentView(found)) : json({ status: 404, title: 'Not found', code: 'notFound', errors: {} }, 404);
  });
  return { posts, fetchMock };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the content page (doc 2 §4 automatic first activity selection)', () => {
  it('selects the first activity not finished once the tree loads, and puts its axis in the URL', async () => {
    const { posts } = serve(treeView(nodes()));
    renderWithProviders(<ContentPage timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content' });
    await waitFor(() => expect(window.location.pathname).toBe('/learn/courses/obj-1/view/content/m1/a2'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Evacuation walk-through' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Course contents' });
    expect(within(nav).getByRole('link', { name: /Evacuation walk-through/ }).getAttribute('aria-current')).toBe('page');
    // Opening an activity with no workflow in a run in progress starts it first.
    await waitFor(() => expect(posts).toEqual([{ url: '/api/lms/v1/start-activity-workflows', body: { objectiveWorkflowId: 'ow-1', activityPartIds: ['a2'] } }]));
  });

  it('keeps an axis that is already in the URL', async () => {
    serve(treeView(nodes()));
    renderWithProviders(<ContentPage timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content/a3' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Drill log template' })).toBeTruthy();
    expect(window.location.pathname).toBe('/learn/courses/obj-1/view/content/a3');
  });

  it('selects nothing in tiles, which shows the first level as cards', async () => {
    serve(treeView(nodes(), { presentationMode: PresentationMode.Tiles }));
    renderWithProviders(<ContentPage timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Modules and activities' })).toBeTruthy();
    expect(screen.getByText('1 of 2 activities completed')).toBeTruthy();
    expect(window.location.pathname).toBe('/learn/courses/obj-1/view/content');
  });

  it('starts nothing when a finished run is reviewed', async () => {
    const { posts } = serve(treeView(nodes(), { owId: 'ow-old', workflowState: WorkflowState.finished }));
    renderWithProviders(<ContentPage timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content?viewType=REVIEW&objectiveWorkflowId=ow-old' });
    await waitFor(() => expect(window.location.pathname).toBe('/learn/courses/obj-1/view/content/m1/a2'));
    expect(window.location.search).toBe('?viewType=REVIEW&objectiveWorkflowId=ow-old');
    expect(await screen.findByRole('heading', { level: 2, name: 'Evacuation walk-through' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).toBeNull();
    expect(posts).toEqual([]);
  });

  it('retries a failed tree load after 30 seconds, saying so meanwhile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let fail = true;
    const { fetchMock } = serve(() => (fail ? json({ status: 500, title: 'Error', code: 'internal', errors: {} }, 500) : json(treeView(nodes()))));
    renderWithProviders(<ContentPage timeZone="UTC" />, { url: '/learn/courses/obj-1/view/content/a3' });
    expect(await screen.findByText('The course content could not be loaded. Trying again in 30 seconds…')).toBeTruthy();
    const treeCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/activity-with-aggregates')).length;
    expect(treeCalls()).toBe(1);
    fail = false;
    await vi.advanceTimersByTimeAsync(29_000);
    expect(treeCalls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await waitFor(() => expect(treeCalls()).toBe(2));
    expect(await screen.findByRole('navigation', { name: 'Course contents' })).toBeTruthy();
    expect(screen.queryByText(/Trying again/)).toBeNull();
  });
});
