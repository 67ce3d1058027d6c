import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { EnrolButton } from './enrol-button.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stubFetch(response: () => Promise<Response>) {
  const fetch = vi.fn(response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('self-enrolment button (doc 2 §4)', () => {
  it('sends one create-self-enrollments call for a double click and becomes a disabled "Enrolled"', async () => {
    let answer!: (r: Response) => void;
    const fetch = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onEnrolled = vi.fn();
    renderWithProviders(<EnrolButton objectiveAccessId="obj-1" enrolled={false} onEnrolled={onEnrolled} />);
    const button = screen.getByRole('button', { name: 'Add to my courses' });
    fireEvent.click(button);
    fireEvent.click(button);
    await act(async () => {});
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/platform/v1/create-self-enrollments');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).Prefer).toBe('respond-sync');
    const body = JSON.parse(init.body as string) as { id: string; objectiveAccessId: string };
    expect(body.objectiveAccessId).toBe('obj-1');
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await screen.findByRole('button', { name: 'Adding…' })).getAttribute('aria-disabled')).toBe('true');
    await act(async () => answer(new Response('{}', { status: 200 })));
    expect((await screen.findByRole('button', { name: 'Enrolled' })).getAttribute('aria-disabled')).toBe('true');
    expect(onEnrolled).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The course was added to My courses.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enrolled' }));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('shows the server message and stays available when enrolment is refused', async () => {
    stubFetch(
      async () =>
        new Response(JSON.stringify({ status: 409, title: 'Conflict', errors: { general: ['This course is full.'] } }), { status: 409 }),
    );
    renderWithProviders(<EnrolButton objectiveAccessId="obj-1" enrolled={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to my courses' }));
    await screen.findByText('This course is full.');
    expect(screen.getByRole('alert').textContent).toContain('This course is full.');
    expect(screen.getByRole('button', { name: 'Add to my courses' }).getAttribute('aria-disabled')).toBeNull();
  });

  it('is "Enrolled" and disabled from the start for an enrolled course', () => {
    renderWithProviders(<EnrolButton objectiveAccessId="obj-1" enrolled />);
    expect(screen.getByRole('button', { name: 'Enrolled' }).getAttribute('aria-disabled')).toBe('true');
  });
});
