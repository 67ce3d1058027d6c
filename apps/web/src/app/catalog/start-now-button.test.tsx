import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../test/render.tsx';
import { courseDetails } from '../../test/course-fixtures.ts';
import { EnrolButton } from '../../features/enrolment/components/enrol-button.tsx';
import { StartNowButton } from './start-now-button.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('"Start now" after "Add to my courses" (issue 33)', () => {
  it('replaces the enrol button, takes the focus, and starts the course by the start flow', async () => {
    const fetch = vi.fn(async (url: string) =>
      url.includes('/users/me/objectives/') ? new Response(JSON.stringify(courseDetails())) : new Response('{}'),
    );
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<EnrolButton objectiveAccessId="obj-1" enrolled={false} afterEnrol={<StartNowButton objectiveId="obj-1" />} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to my courses' }));
    await screen.findByRole('button', { name: 'Start now' });
    // Ready once the course's details are in (the start flow reads them).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start now' }).getAttribute('aria-disabled')).toBeNull());
    expect(document.activeElement?.textContent).toBe('Start now');
    expect(screen.queryByRole('button', { name: 'Enrolled' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start now' })));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('start-objective-workflows'))).toBe(true));
  });

  it('keeps "Enrolled" where nothing follows the enrolment (My courses’ own lists)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    renderWithProviders(<EnrolButton objectiveAccessId="obj-1" enrolled={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to my courses' }));
    expect(await screen.findByRole('button', { name: 'Enrolled' })).toBeTruthy();
  });
});
