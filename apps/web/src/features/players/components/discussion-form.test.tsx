import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { DiscussionForm } from './discussion-form.tsx';

const POSTS = '/api/platform/v1/users/me/objective-workflows/ow-1/activities/act-1/discussion-posts';

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
    expect(String(input)).toBe(POSTS);
    bodies.push(JSON.parse(String(init?.body)));
    await new Promise<void>((resolve) => waiting.push(resolve));
    return answer();
  });
  return { bodies, release: () => waiting.splice(0).forEach((go) => go()) };
}

describe('the discussion form (doc 2 §5 validation)', () => {
  it('requires a body and sends nothing without one', () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const { field, submit } = renderForm();
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(submit);
    const error = screen.getByText('Field is required');
    expect(error.getAttribute('role')).toBe('alert');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(error.id);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses more than 5000 characters', () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const { field, submit } = renderForm();
    fireEvent.change(field, { target: { value: 'x'.repeat(5001) } });
    fireEvent.click(submit);
    expect(screen.getByText('Maximum length is 5000').getAttribute('role')).toBe('alert');
    expect(fetchMock).not.toHaveBeenCalled();
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
    expect(first).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), body: 'The fire door on bay 4 is wedged open.' });
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
});
