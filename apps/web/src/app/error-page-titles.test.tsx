import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { Route, Switch, useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { LIST_PATHS } from '@lp/contract/lists';
import { ErrorBoundary } from '../components/error-boundary.tsx';
import { StatusErrorPage } from '../features/errors/components/status-error-page.tsx';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { fakeServer, json } from '../test/fake-server.ts';
import { renderWithProviders } from '../test/render.tsx';
import { RouteError } from './route-error.tsx';
import { ApiError } from '../lib/api-client.ts';
import { Component as CatalogCourseRoute } from './routes/catalog-course-route.tsx';
import { Component as CourseRoute } from './routes/course-route.tsx';
import { Component as SimulateErrorRoute } from './routes/simulate-error-route.tsx';

/** The portal's name after every title (the default theme's). */
const titled = (title: string) => `${title} — Learner portal`;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function MyCourses() {
  useDocumentTitle('My courses');
  return <h1>My courses</h1>;
}

describe('the document title of the error pages (doc 1 §2, §8; doc 2 §2, §8)', () => {
  it.each([
    [401, 'Unauthorized access'],
    [403, 'Forbidden'],
    [404, 'Page not found'],
    [500, 'Something went wrong'],
    [501, 'Feature is not implemented'],
  ])('the %i page is titled "%s", as its heading', (status, title) => {
    fakeServer({});
    renderWithProviders(<StatusErrorPage status={status} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(document.title).toBe(titled(title));
  });

  it.each([
    [401, 'Unauthorized access'],
    [403, 'Forbidden'],
    [404, 'Page not found'],
    [501, 'Feature is not implemented'],
  ])('a signed-in page that gave up on a call answered %i shows that page, not the 500 page', async (status, title) => {
    fakeServer({});
    renderWithProviders(<RouteError error={new ApiError(status, undefined)} signedIn />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.title).toBe(titled(title));
  });

  it('a public page keeps the 500 page for any refusal (its status pages would ask who is signed in)', () => {
    const server = fakeServer({});
    renderWithProviders(<RouteError error={new ApiError(501, undefined)} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(server.calls).toEqual([]);
  });

  it('/simulate-error: the 500 page of the route that threw names the document, not the page shown before', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Routes() {
      const [path] = useLocation();
      return (
        <ErrorBoundary resetKey={path} fallback={(error) => <RouteError error={error} />}>
          <Switch>
            <Route path="/courses" component={MyCourses} />
            <Route path="/simulate-error" component={SimulateErrorRoute} />
          </Switch>
        </ErrorBoundary>
      );
    }
    renderWithProviders(<Routes />, { url: '/courses' });
    expect(document.title).toBe(titled('My courses'));
    act(() => navigate('/simulate-error'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(document.title).toBe(titled('Something went wrong'));
  });

  it('a course the learner may not open is titled "Course is not available", over the course page around it', async () => {
    fakeServer({
      'GET /api/lms/v1/users/me/objectives/obj-1': () => json({ status: 403, title: 'Forbidden', code: 'forbidden', errors: {} }, 403),
    });
    renderWithProviders(<Route path="/courses/:objectiveId/*?" component={CourseRoute} />, { url: '/courses/obj-1/view/details' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Course is not available' })).toBeTruthy();
    expect(document.title).toBe(titled('Course is not available'));
  });

  it('a course that fails to load for another reason is titled as the generic error page', async () => {
    fakeServer({
      'GET /api/lms/v1/users/me/objectives/obj-1': () => json({ status: 500, title: 'Failed', code: 'internal', errors: {} }, 500),
    });
    renderWithProviders(<Route path="/courses/:objectiveId/*?" component={CourseRoute} />, { url: '/courses/obj-1/view/details' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(document.title).toBe(titled('Something went wrong'));
  });

  it('a catalog course that is not there is "Course is not available", though the catalog page names itself too', async () => {
    fakeServer({ [`GET ${LIST_PATHS.catalog}`]: () => json({ data: [], totalCount: 0 }) });
    renderWithProviders(<Route path="/catalog/:objectiveId/*?" component={CatalogCourseRoute} />, { url: '/catalog/obj-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Course is not available' })).toBeTruthy();
    expect(document.title).toBe(titled('Course is not available'));
  });
});
