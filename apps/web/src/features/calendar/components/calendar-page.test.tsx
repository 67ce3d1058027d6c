import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { CalendarEventView } from '@lp/contract/calendar';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CalendarPage } from './calendar-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EVENTS = 'GET /api/lms/v1/users/me/calendar-events';
const FEED = 'GET /api/lms/v1/users/me/calendar-feed';
const event = (over: Partial<CalendarEventView>): CalendarEventView => ({
  uid: 'due.o1.a1',
  kind: 'due',
  objectiveId: '11111111-1111-4111-8111-111111111111',
  courseName: 'Fire Warden Training',
  activityId: '22222222-2222-4222-8222-222222222222',
  activityName: 'Drill readiness quiz',
  start: '2026-11-24T16:00:00.000Z',
  end: null,
  done: false,
  href: '/courses/11111111-1111-4111-8111-111111111111/view/content/p1',
  location: null,
  joinUrl: null,
  ...over,
});

function serve(events: CalendarEventView[] = [event({})]) {
  return fakeServer({
    [EVENTS]: () => json({ data: events, timeZone: 'UTC' }),
    [FEED]: () => json({ url: null, created: null }),
    'POST /api/lms/v1/users/me/calendar-feed': () =>
      json({ url: 'http://localhost/api/lms/v1/public/calendar-feeds/abc.ics', created: '2026-11-24T10:00:00.000Z' }),
  });
}

describe('the calendar page (issue 15)', () => {
  it("shows the month as a grid from the locale's first day, asks for the grid's days, and lists the chosen day's dates with links", async () => {
    const server = serve();
    renderWithProviders(<CalendarPage title="Calendar" timeZone="UTC" />, { url: '/calendar/month/2026-11-24' });
    const grid = await screen.findByRole('grid', { name: 'November 2026' });
    expect(within(grid).getAllByRole('columnheader')[0]!.textContent).toBe('Sun');
    expect(server.calls.find((c) => c.path === '/api/lms/v1/users/me/calendar-events')).toBeTruthy();
    await screen.findByRole('link', { name: 'Drill readiness quiz' });
    const chosen = within(grid).getByRole('gridcell', { selected: true });
    expect(chosen.textContent).toContain('Tuesday, November 24, 2026, 1 date');
    expect(chosen.tabIndex).toBe(0);
    const day = await screen.findByRole('region', { name: 'Tuesday, November 24, 2026' });
    expect(within(day).getByRole('link', { name: 'Drill readiness quiz' }).getAttribute('href')).toBe(
      '/courses/11111111-1111-4111-8111-111111111111/view/content/p1',
    );
    expect(within(day).getByText('Due')).toBeTruthy();
    expect(within(day).getByRole('link', { name: 'Add to calendar: Drill readiness quiz' }).getAttribute('href')).toBe(
      '/api/lms/v1/users/me/calendar-events/due.o1.a1.ics',
    );
  });

  it('moves the chosen day by keyboard as a grid: arrows, Home, End and Page Down into the next month', async () => {
    serve();
    renderWithProviders(<CalendarPage title="Calendar" timeZone="UTC" />, { url: '/calendar/month/2026-11-24' });
    const grid = await screen.findByRole('grid');
    const selected = () => within(screen.getByRole('grid')).getByRole('gridcell', { selected: true });
    await act(async () => fireEvent.keyDown(within(grid).getByRole('gridcell', { selected: true }), { key: 'ArrowRight' }));
    expect(window.location.pathname).toBe('/calendar/month/2026-11-25');
    expect(document.activeElement).toBe(selected());
    await act(async () => fireEvent.keyDown(selected(), { key: 'ArrowDown' }));
    expect(window.location.pathname).toBe('/calendar/month/2026-12-02');
    expect(await screen.findByRole('grid', { name: 'December 2026' })).toBeTruthy();
    await act(async () => fireEvent.keyDown(selected(), { key: 'Home' }));
    expect(window.location.pathname).toBe('/calendar/month/2026-11-29');
    await act(async () => fireEvent.keyDown(selected(), { key: 'PageDown' }));
    expect(window.location.pathname).toBe('/calendar/month/2026-12-29');
  });

  it('in Arabic starts the week on Saturday and mirrors the arrows', async () => {
    serve();
    renderWithProviders(<CalendarPage title="التقويم" timeZone="UTC" />, { url: '/calendar/month/2026-11-24', locale: 'ar-AR' });
    const grid = await screen.findByRole('grid');
    expect(within(grid).getAllByRole('columnheader')[0]!.getAttribute('abbr')).toBe('السبت');
    await act(async () => fireEvent.keyDown(within(grid).getByRole('gridcell', { selected: true }), { key: 'ArrowRight' }));
    expect(window.location.pathname).toBe('/calendar/month/2026-11-23');
  });

  it("shows the week's seven days and the list of coming dates", async () => {
    serve([
      event({}),
      event({
        uid: 'event.o1.a2',
        kind: 'event',
        activityName: 'Live drill briefing',
        start: '2026-11-26T09:00:00.000Z',
        end: '2026-11-26T10:00:00.000Z',
      }),
    ]);
    renderWithProviders(<CalendarPage title="Calendar" timeZone="UTC" />, { url: '/calendar/week/2026-11-24' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nov 22 – Nov 28, 2026' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    expect(await screen.findByText('9:00 AM–10:00 AM')).toBeTruthy();
    cleanup();
    serve([]);
    renderWithProviders(<CalendarPage title="Calendar" timeZone="UTC" />, { url: '/calendar/agenda/2026-11-24' });
    expect(await screen.findByText('No dates coming up')).toBeTruthy();
  });

  it('makes a private feed address and shows it once, with a warning', async () => {
    const server = serve();
    renderWithProviders(<CalendarPage title="Calendar" timeZone="UTC" />, { url: '/calendar/month/2026-11-24' });
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe in your calendar app' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Make my calendar address' })));
    expect(((await screen.findByLabelText('Your private calendar address')) as HTMLInputElement).value).toBe(
      'http://localhost/api/lms/v1/public/calendar-feeds/abc.ics',
    );
    expect(screen.getByRole('button', { name: 'Replace the address' })).toBeTruthy();
    expect(server.posts('/api/lms/v1/users/me/calendar-feed')).toHaveLength(1);
  });

  // Two addresses from a double click: the second stops the first, and the answers could come back in either order.
  it('makes one address for a double click', async () => {
    const server = serve();
    renderWithProviders(<CalendarPage title="Calendar" timeZone="UTC" />, { url: '/calendar/month/2026-11-24' });
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe in your calendar app' }));
    const make = screen.getByRole('button', { name: 'Make my calendar address' });
    await act(async () => {
      fireEvent.click(make);
      fireEvent.click(make);
    });
    expect(await screen.findByLabelText('Your private calendar address')).toBeTruthy();
    expect(server.posts('/api/lms/v1/users/me/calendar-feed')).toHaveLength(1);
  });
});
