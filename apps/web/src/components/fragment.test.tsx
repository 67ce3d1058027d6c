import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { fakeServer, json } from '../test/fake-server.ts';
import { renderWithProviders } from '../test/render.tsx';
import { lazyFragment } from './fragment.tsx';

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
    const server = fakeServer({ [VERSIONS]: () => json({ project: 'learn', versions: { tasks: '2.4.1', recentCourses: '2.4.1' } }), [EVENTS]: () => json(undefined, 204) });
    const Broken = lazyFragment<object>('tasks', () => Promise.reject(new Error('chunk load failed')));
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
});
