import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import { defaultRuntimeConfig } from '../../lib/runtime-config.ts';
import { RuntimeConfigContext } from '../../lib/runtime-config-context.tsx';
import { renderWithProviders } from '../../test/render.tsx';
import { HomeRoute } from './home-route.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the root of the portal (doc 1 §2)', () => {
  it('is My courses, keeping query and hash, when the dashboard is not enabled', async () => {
    renderWithProviders(
      <RuntimeConfigContext.Provider value={defaultRuntimeConfig}>
        <Switch>
          <Route path="/" component={HomeRoute} />
          <Route path="/courses">My courses here</Route>
        </Switch>
      </RuntimeConfigContext.Provider>,
      { url: '/?sort=name#course-3' },
    );
    expect(await screen.findByText('My courses here')).toBeTruthy();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/courses?sort=name#course-3');
  });
});
