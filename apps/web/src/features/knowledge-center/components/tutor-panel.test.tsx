import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TUTOR_PATHS } from '@lp/contract/tutor';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { TutorPanel } from './tutor-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const path = TUTOR_PATHS.answers('c1');
const citation = { n: 1, activityId: 'a1', axis: 'p1', title: 'Forklift zones', text: 'Walk only on the marked green paths.' };
const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A streamed answer cut at awkward places, as the network may deliver it. */
function streamed(text: string) {
  const pieces = [text.slice(0, 7), text.slice(7, 60), text.slice(60, 61), text.slice(61)];
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );
}

const conversation = () => screen.getByRole('list', { name: 'Conversation with the tutor' });

async function ask(question: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Ask the tutor' }));
  const box = screen.getByRole('textbox', { name: 'Your question' });
  await waitFor(() => expect(document.activeElement).toBe(box));
  fireEvent.change(box, { target: { value: question } });
  fireEvent.click(screen.getByRole('button', { name: 'Ask' }));
}

describe('TutorPanel', () => {
  it("streams the model's answer in, cites its source with a link to the activity, and announces the whole answer once", async () => {
    const server = fakeServer({
      [`POST ${path}`]: () =>
        streamed(
          sse('sources', { mode: 'model', citations: [citation] }) +
            sse('delta', { text: 'Walk on the ' }) +
            sse('delta', { text: 'green paths [1].' }) +
            sse('done', { outcome: 'answered' }),
        ),
    });
    renderWithProviders(<TutorPanel objectiveId="c1" courseName="Warehouse safety" />, { url: '/courses/c1/view/details' });
    await ask('  Where do I walk?  ');
    await within(conversation()).findByText('Walk on the green paths [1].');
    expect(server.posts(path)[0]!.body).toEqual({ question: 'Where do I walk?' });
    expect(server.posts(path)[0]!.headers).toMatchObject({ Accept: 'text/event-stream', 'X-Requested-With': 'XMLHttpRequest' });
    const link = screen.getByRole('link', { name: '[1] Forklift zones' });
    expect(link.getAttribute('href')).toBe('/courses/c1/view/content/p1');
    expect(screen.getByText('Where do I walk?').closest('p')!.getAttribute('dir')).toBe('auto');
    await waitFor(() => expect(document.querySelector('[aria-live="polite"]')!.textContent).toBe('Walk on the green paths [1].'));
  });

  it('offline, quotes the passages themselves', async () => {
    fakeServer({
      [`POST ${path}`]: () => streamed(sse('sources', { mode: 'passages', citations: [citation] }) + sse('done', { outcome: 'answered' })),
    });
    renderWithProviders(<TutorPanel objectiveId="c1" courseName="Warehouse safety" />);
    await ask('green paths');
    expect(await screen.findByText('Here is what the course says:')).toBeTruthy();
    expect(screen.getByText('Walk only on the marked green paths.').tagName).toBe('BLOCKQUOTE');
    await waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')!.textContent).toBe('The tutor found 1 passage of the course'),
    );
  });

  it("shows the server's message for a refused question, and Escape closes the panel and gives focus back", async () => {
    fakeServer({
      [`POST ${path}`]: () =>
        json({ status: 404, title: 'Not found', code: 'notFound', errors: { general: ['This course has no AI tutor.'] } }, 404),
    });
    renderWithProviders(<TutorPanel objectiveId="c1" courseName="Warehouse safety" />);
    await ask('anything');
    expect(await within(conversation()).findByText('This course has no AI tutor.')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Your question' }), { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'AI tutor' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ask the tutor' }));
  });
});
