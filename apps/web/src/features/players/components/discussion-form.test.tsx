import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { DiscussionForm } from './discussion-form.tsx';

const POSTS = '/api/platform/v1/users/me/objective-workflows/ow-1/activities/act-1/discussion-posts';
const LIMITS = '/api/lms/v1/users/me/attachment-limits';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
/** The tenant's limits the picker reads: 1 MB of pdf and txt. */
const limitsAnswer = () => json({ maxBytes: 1024 * 1024, types: ['pdf', 'txt'] });
/** The posts sent (the limits are read on the way). */
const postsSent = (fetchMock: { mock: { calls: unknown[][] } }) => fetchMock.mock.calls.filter(([url]) => String(url) === POSTS);

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderForm() {
  renderWithProviders(<DiscussionForm objectiveWorkflowId="ow-1" activityId="act-1" label="Your post" />);
  return { field: screen.getByRole('textbox', { name: 'Your post' }), submit: screen.getByRole('button', { name: 'Post' }) };
}

/** A server that answers each post after `release()` is called, recording every request. */
function slowServer(
  answer: () => Response = () =>
    new Response(JSON.stringify({ id: 'x' }), { status: 201, headers: { 'content-type': 'application/json' } }),
) {
  const bodies: { id: string; body: string }[] = [];
  const waiting: (() => void)[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input) === LIMITS) return limitsAnswer();
    expect(String(input)).toBe(POSTS);
    bodies.push(JSON.parse(String(init?.body)));
    await new Promise<void>((resolve) => waiting.push(resolve));
    return answer();
  });
  return { bodies, release: () => waiting.splice(0).forEach((go) => go()) };
}

describe('the discussion form (doc 2 §5 validation)', () => {
  it('requires a body and sends nothing without one', () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => limitsAnswer());
    const { field, submit } = renderForm();
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(submit);
    const error = screen.getByText('Field is required');
    expect(error.getAttribute('role')).toBe('alert');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(postsSent(fetchMock)).toHaveLength(0);
  });

  it('refuses more than 5000 characters', () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => limitsAnswer());
    const { field, submit } = renderForm();
    fireEvent.change(field, { target: { value: 'x'.repeat(5001) } });
    fireEvent.click(submit);
    expect(screen.getByText('Maximum length is 5000').getAttribute('role')).toBe('alert');
    expect(postsSent(fetchMock)).toHaveLength(0);
  });

  it('sends one post for a double click, and a fresh id for the next post', async () => {
    const server = slowServer();
    const { field, submit } = renderForm();
    fireEvent.change(field, { target: { value: 'The fire door on bay 4 is wedged open.' } });
    fireEvent.click(submit);
    fireEvent.submit(submit.closest('form')!);
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.bodies).toHaveLength(1);
    server.release();
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
    fireEvent.change(field, { target: { value: 'And the extinguisher is missing.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(server.bodies).toHaveLength(2));
    server.release();
    const [first, second] = server.bodies;
    expect(first).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      body: 'The fire door on bay 4 is wedged open.',
      attachments: [],
    });
    expect(second?.id).not.toBe(first?.id);
  });

  it('shows the server message for the field and keeps the id for the retry', async () => {
    const refusal = () =>
      new Response(
        JSON.stringify({ status: 400, title: 'Bad request', code: 'validation', errors: { body: ['Maximum length is 5000'] } }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      );
    const server = slowServer(refusal);
    const { field, submit } = renderForm();
    fireEvent.change(field, { target: { value: 'Hello' } });
    fireEvent.click(submit);
    await waitFor(() => expect(server.bodies).toHaveLength(1));
    server.release();
    expect((await screen.findByText('Maximum length is 5000')).getAttribute('role')).toBe('alert');
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(server.bodies).toHaveLength(2));
    server.release();
    expect(server.bodies[1]?.id).toBe(server.bodies[0]?.id);
  });

  it('refuses a file too large or of another type before sending it, with doc 2 §5 messages', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => limitsAnswer());
    renderForm();
    const input = screen.getByLabelText('Attach files') as HTMLInputElement;
    await waitFor(() => expect(input.disabled).toBe(false));
    expect(screen.getByText('Largest file: 1 MB · Most files: 5 · Types: pdf, txt')).toBeTruthy();
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    const page = new File(['<script>'], 'page.html', { type: 'text/html' });
    fireEvent.change(input, { target: { files: [big, page] } });
    const alert = {
      textContent: screen
        .getAllByRole('alert')
        .map((a) => a.textContent)
        .join(' '),
    };
    expect(alert.textContent).toContain('We support attaching files not bigger than 1 MB');
    expect(alert.textContent).toContain('We support attaching only these types of files: pdf, txt');
    expect(fetchMock.mock.calls.filter(([url]) => String(url) !== LIMITS)).toHaveLength(0);
  });

  it('uploads a chosen file, lists it with its size and a remove button, and posts its id', async () => {
    const posted: unknown[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      if (url === LIMITS) return limitsAnswer();
      if (url === '/api/lms/v1/users/me/attachments') {
        const body = JSON.parse(String(init?.body));
        return json({ id: body.id, name: body.name, contentType: 'text/plain', size: 5, url: `/api/lms-storage/v1/files/${body.id}` }, 201);
      }
      posted.push(JSON.parse(String(init?.body)));
      return json({ id: 'x' }, 201);
    });
    const { field } = renderForm();
    const input = screen.getByLabelText('Attach files') as HTMLInputElement;
    await waitFor(() => expect(input.disabled).toBe(false));
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(screen.getByRole('list', { name: 'Attached files' }).textContent).toContain('notes.txt');
    expect(screen.getByText('5 B')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove \u2068notes.txt\u2069' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Uploading…')).toBeNull());
    fireEvent.change(field, { target: { value: 'See my notes' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ body: 'See my notes', attachments: [expect.stringMatching(/^[0-9a-f-]{36}$/)] });
  });
});
