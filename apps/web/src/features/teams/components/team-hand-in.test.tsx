import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ATTACHMENT_PATHS, type TeamHandInView } from '@lp/contract/attachments';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TeamHandIn } from './team-hand-in.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const URL = ATTACHMENT_PATHS.teamHandIn('agg-1', 'gaw-1');
const LIMITS = { 'GET /api/lms/v1/users/me/attachment-limits': () => json({ maxBytes: 1024, types: ['txt'] }) };
const saved = (over: Partial<TeamHandInView> = {}): TeamHandInView => ({
  teamId: 'gaw-1',
  body: 'Our first draft',
  attachments: [{ id: 'f1', name: 'draft.txt', contentType: 'text/plain', size: 12, url: '/api/lms-storage/v1/files/f1' }],
  version: 2,
  savedBy: { id: 'u2', name: 'Omar Haddad' },
  saved: '2026-11-30T10:00:00Z',
  readOnly: false,
  ...over,
});
const renderHandIn = () => renderWithProviders(<TeamHandIn objectiveWorkflowId="ow-1" aggregateId="agg-1" gawId="gaw-1" />);

describe("TeamHandIn: the team's one hand-in (decision 0081)", () => {
  it('shows what a member saved, who saved it and when, and saves with the version it read', async () => {
    const server = fakeServer({
      ...LIMITS,
      [`GET ${URL}`]: () => json(saved()),
      [`PUT ${URL}`]: (call) => json(saved({ ...(call.body as object), version: 3, savedBy: { id: 'u1', name: 'Ann Lee' } })),
    });
    renderHandIn();
    const text = await screen.findByRole('textbox', { name: 'Text' });
    expect((text as HTMLTextAreaElement).value).toBe('Our first draft');
    expect(screen.getByText(/Saved by .Omar Haddad. on /)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Attached files' }).textContent).toContain('draft.txt');
    fireEvent.change(text, { target: { value: 'Our final text' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Hand-in saved.')).toBeTruthy();
    const put = server.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ body: 'Our final text', attachments: ['f1'], version: 2 });
    expect(screen.getByText(/Saved by .Ann Lee. on /)).toBeTruthy();
  });

  it('keeps the member’s text when another member saved first, and says so', async () => {
    let version = 2;
    fakeServer({
      ...LIMITS,
      [`GET ${URL}`]: () => json(saved({ version, body: version === 2 ? 'Our first draft' : 'Omar’s newer text' })),
      [`PUT ${URL}`]: () => {
        version = 3;
        return json({ status: 409, title: 'Conflict', code: 'conflict', errors: { general: ['Omar saved first.'] } }, 409);
      },
    });
    renderHandIn();
    const text = await screen.findByRole('textbox', { name: 'Text' });
    fireEvent.change(text, { target: { value: 'My edit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByText(/^Another member saved the hand-in after you opened it/).getAttribute('role')).toBe('alert'),
    );
    expect((text as HTMLTextAreaElement).value).toBe('My edit');
    // Their version is there to read beside the member's own.
    await waitFor(() => expect(screen.getByText('Omar’s newer text')).toBeTruthy());
  });

  it('is read-only once the team handed its work in', async () => {
    fakeServer({ ...LIMITS, [`GET ${URL}`]: () => json(saved({ readOnly: true })) });
    renderHandIn();
    expect(await screen.findByText("Your team's work is handed in: the hand-in can no longer be changed.")).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByRole('link', { name: 'draft.txt' }).getAttribute('href')).toBe('/api/lms-storage/v1/files/f1');
  });
});
