import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import type { CurrentUser } from '@lp/contract';
import type { CalendarEvent } from '@lp/domain';
import { defaultRuntimeConfig } from '../../lib/runtime-config.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Sidebar } from './sidebar.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = { id: 'u-1', timezone: 'UTC', permissions: [], features: [], roles: ['Learner'] } as unknown as CurrentUser;
const event = (uid: string, kind: CalendarEvent['kind'], start: Date): CalendarEvent => ({
  uid,
  kind,
  objectiveId: uid,
  courseName: uid,
  activityId: null,
  activityName: null,
  start: start.toISOString(),
  end: null,
  done: false,
  href: `/courses/${uid}/view/details`,
  location: null,
  joinUrl: null,
});

/** The words that describe a link (its aria-describedby), as a screen reader gets them. */
const description = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

function stubCalls() {
  const day = 86_400_000;
  const events = [event('late', 'due', new Date(Date.now() - 2 * day)), event('soon', 'due', new Date(Date.now() + 3 * day))];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.includes('announcement-channels/unread'))
        return new Response(JSON.stringify({ data: [{ channelId: 'c-1', objectiveId: null, unreadCount: 3, lastReadSeq: 0 }], total: 3 }));
      if (url.includes('calendar-events')) return new Response(JSON.stringify({ data: events }));
      return new Response('{}');
    }),
  );
}

describe('the navigation counts say what they count (issue 33)', () => {
  it('describes My courses’ count as unread announcements and the Dashboard’s as what is due, each with a tooltip', async () => {
    stubCalls();
    const config = { ...defaultRuntimeConfig, navigation: { ...defaultRuntimeConfig.navigation, dashboard: true } };
    renderWithProviders(<Sidebar user={user} open={false} onNavigate={() => {}} />, { config });
    const courses = screen.getByRole('link', { name: 'My courses' });
    await waitFor(() => expect(description(courses)).toBe('3 unread announcements'));
    expect(courses.querySelector('[title]')?.getAttribute('title')).toBe('3 unread announcements');
    const dashboard = screen.getByRole('link', { name: 'Dashboard' });
    await waitFor(() => expect(description(dashboard)).toBe('2 tasks due or overdue'));
    expect(dashboard.querySelector('[title]')?.getAttribute('title')).toBe('2 tasks due or overdue');
  });

  it('asks nothing about due dates when the dashboard is off', async () => {
    stubCalls();
    renderWithProviders(<Sidebar user={user} open={false} onNavigate={() => {}} />);
    await waitFor(() => expect(description(screen.getByRole('link', { name: 'My courses' }))).toBe('3 unread announcements'));
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    const calls = (fetch as unknown as { mock: { calls: [string][] } }).mock.calls.map(([url]) => url);
    expect(calls.some((url) => url.includes('calendar-events'))).toBe(false);
  });
});
