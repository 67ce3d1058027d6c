import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fakeServer, json } from '../test/fake-server.ts';
import { renderWithProviders } from '../test/render.tsx';
import { FragmentBoundary, lazyFragment } from './fragment.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const VERSIONS = 'GET /api/platform/v1/fragments/versions';
const EVENTS = 'POST /api/platform/v1/usage-events';

describe('fragments (doc 1 §1, §8; decision 0029)', () => {
  it('a fragment whose code fails to load is logged with its name and version, and the others show', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer({
      [VERSIONS]: () => json({ project: 'learn', versions: { tasks: '2.4.1', recentCourses: '2.4.1' } }),
      [EVENTS]: () => json(undefined, 204),
    });
    const Broken = lazyFragment('tasks', () => Promise.reject(new Error('chunk load failed')));
    const Working = lazyFragment('recentCourses', async () => ({ default: () => <p>Recent courses here</p> }));
    renderWithProviders(
      <>
        <Broken skeleton={<p>Loading tasks</p>} fallback={<p>Tasks could not be loaded</p>} />
        <Working skeleton={<p>Loading recent</p>} fallback={<p>Recent could not be loaded</p>} />
      </>,
    );
    expect(await screen.findByText('Recent courses here')).toBeTruthy();
    expect(await screen.findByText('Tasks could not be loaded')).toBeTruthy();
    await vi.waitFor(() => expect(server.posts('/api/platform/v1/usage-events')).toHaveLength(1));
    expect(server.posts('/api/platform/v1/usage-events')[0]!.body).toMatchObject({
      name: 'client_error',
      payload: { what: 'fragment failed', message: 'chunk load failed', fragment: 'tasks', version: '2.4.1' },
    });
  });

  it('a fragment whose render throws stays inside its own boundary', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeServer({ [VERSIONS]: () => json({ project: 'learn', versions: {} }), [EVENTS]: () => json(undefined, 204) });
    const Throws = lazyFragment('promoBanners', async () => ({
      default: () => {
        throw new Error('bad data');
      },
    }));
    renderWithProviders(
      <>
        <Throws skeleton={null} fallback={<p>Banners could not be loaded</p>} />
        <p>The rest of the page</p>
      </>,
    );
    expect(await screen.findByText('Banners could not be loaded')).toBeTruthy();
    expect(screen.getByText('The rest of the page')).toBeTruthy();
  });

  it('a chunk that failed to load is asked for again the next time its fragment is shown, and each failure is logged once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer({ [VERSIONS]: () => json({ project: 'learn', versions: { calendar: '3.0.0' } }) });
    let attempts = 0;
    const Flaky = lazyFragment('calendar', () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('network down')) : Promise.resolve({ default: () => <p>Calendar here</p> });
    });
    const view = renderWithProviders(<Flaky key="first" skeleton={null} fallback={<p>Calendar could not be loaded</p>} />);
    expect(await screen.findByText('Calendar could not be loaded')).toBeTruthy();
    await vi.waitFor(() => expect(server.posts('/api/platform/v1/usage-events')).toHaveLength(1));
    view.rerender(<Flaky key="again" skeleton={null} fallback={<p>Calendar could not be loaded</p>} />);
    expect(await screen.findByText('Calendar here')).toBeTruthy();
    expect(attempts).toBe(2);
    expect(server.posts('/api/platform/v1/usage-events')).toHaveLength(1);
  });

  it('a boundary asks for the versions only once something failed, and a new key gives its part another try', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer({ [VERSIONS]: () => json({ project: 'learn', versions: { learnerApp: '3.0.0' } }) });
    let broken = true;
    function Page() {
      if (broken) throw new Error('page failed');
      return <p>Page here</p>;
    }
    const ui = (path: string) => (
      <FragmentBoundary name="learnerApp" resetKey={path} fallback={(error) => <p>Failed: {String((error as Error).message)}</p>}>
        <Page />
      </FragmentBoundary>
    );
    broken = false;
    const view = renderWithProviders(ui('/courses'));
    expect(screen.getByText('Page here')).toBeTruthy();
    expect(server.calls.filter((c) => c.path === '/api/platform/v1/fragments/versions')).toHaveLength(0);
    broken = true;
    view.rerender(ui('/calendar'));
    expect(await screen.findByText('Failed: page failed')).toBeTruthy();
    await vi.waitFor(() => expect(server.posts('/api/platform/v1/usage-events')).toHaveLength(1));
    expect(server.posts('/api/platform/v1/usage-events')[0]!.body).toMatchObject({
      payload: { fragment: 'learnerApp', version: '3.0.0', message: 'page failed' },
    });
    broken = false;
    view.rerender(ui('/profile'));
    expect(await screen.findByText('Page here')).toBeTruthy();
  });

  it('a failure is still logged, as of an unknown version, when the versions call fails too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer({ [VERSIONS]: () => json({ status: 500, title: 'Server error' }, 500) });
    const Broken = lazyFragment('dashboard', () => Promise.reject(new Error('chunk load failed')));
    renderWithProviders(<Broken skeleton={null} fallback={<p>Dashboard could not be loaded</p>} />);
    expect(await screen.findByText('Dashboard could not be loaded')).toBeTruthy();
    await vi.waitFor(() => expect(server.posts('/api/platform/v1/usage-events')).toHaveLength(1));
    expect(server.posts('/api/platform/v1/usage-events')[0]!.body).toMatchObject({
      payload: { fragment: 'dashboard', version: 'unknown' },
    });
  });
});
