import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ChannelMessages, ChatMessage } from '@lp/contract/chat';
import { fakeServer, json } from '../../../test/fake-server.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CHAT_MESSAGE_EVENT } from '../../../lib/chat-events.ts';
import { ChatWindow } from './chat-window.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CH = '11111111-1111-4111-8111-111111111111';
const MESSAGES = `GET /api/platform/v1/users/me/announcement-channels/${CH}/messages`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const POST = `POST /api/platform/v1/users/me/announcement-channels/${CH}/messages`;
const READ = `POST /api/platform/v1/users/me/announcement-channels/${CH}/read`;

const message = (seq: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  seq,
  channelId: CH,
  kind: 'announcement',
  body: `<p>Message ${seq}</p>`,
  created: '2026-11-20T10:00:00.000Z',
  author: 'Daniel Okafor',
  mine: false,
  unread: false,
  attachments: [],
  ...extra,
});

function page(data: ChatMessage[], extra: Partial<ChannelMessages> = {}): ChannelMessages {
  return {
    channel: { id: CH, objectiveId: 'obj-1', name: 'Data Privacy: announcements', allowReplies: true, startsExpanded: true },
    data,
    unreadCount: 0,
    lastReadSeq: 0,
    before: null,
    ...extra,
  };
}

describe('the chat window (decision 0025)', () => {
  it('starts collapsed when the course says so, and expands on request', async () => {
    fakeServer({
      [MESSAGES]: () => json(page([message(1)], { channel: { ...page([]).channel, startsExpanded: false } })),
      [READ]: () => json(undefined, 204),
    });
    renderWithProviders(<ChatWindow channelId={CH} onClose={() => {}} />);
    const expand = await screen.findByRole('button', { name: 'Expand' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('log')).toBeNull();
    fireEvent.click(expand);
    expect(screen.getByRole('button', { name: 'Collapse' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(screen.getByRole('log', { name: 'Messages' })).getByText('Message 1')).toBeTruthy();
  });

  it('opens expanded when the learner opened it to read, whatever the course says (decision 0064)', async () => {
    fakeServer({
      [MESSAGES]: () => json(page([message(1)], { channel: { ...page([]).channel, startsExpanded: false } })),
      [READ]: () => json(undefined, 204),
    });
    renderWithProviders(<ChatWindow channelId={CH} startExpanded onClose={() => {}} />);
    expect((await screen.findByRole('button', { name: 'Collapse' })).getAttribute('aria-expanded')).toBe('true');
    expect(await within(screen.getByRole('log', { name: 'Messages' })).findByText('Message 1')).toBeTruthy();
  });

  it('shows messages with author, kind, new mark and attachments, pages backwards, and reads up to the newest', async () => {
    const server = fakeServer({
      [MESSAGES]: (call) =>
        json(
          call.path && server.calls.filter((c) => c.method === 'GET').length > 1
            ? page([message(1), message(2)])
            : page(
                [
                  message(3, { kind: 'question', author: 'Sofia Marquez' }),
                  message(4, {
                    attachments: [
                      { id: 'f1', name: 'Checklist.pdf', contentType: 'application/pdf', size: 2048, url: '/api/lms-storage/v1/files/f1' },
                    ],
                  }),
                ],
                { before: 3, lastReadSeq: 3, unreadCount: 1 },
              ),
        ),
      [READ]: () => json(undefined, 204),
    });
    renderWithProviders(<ChatWindow channelId={CH} onClose={() => {}} />);
    const log = await screen.findByRole('log', { name: 'Messages' });
    const items = await within(log).findAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Sofia Marquez');
    expect(items[0]!.textContent).toContain('Question');
    expect(items[0]!.textContent).not.toContain('New');
    expect(within(items[1]!).getByText('New')).toBeTruthy();
    expect(within(items[1]!).getByRole('link', { name: 'Checklist.pdf' }).getAttribute('href')).toBe('/api/lms-storage/v1/files/f1');
    await vi.waitFor(() => expect(server.posts(READ.slice(5)).map((c) => c.body)).toEqual([{ upTo: 4 }]));
    fireEvent.click(screen.getByRole('button', { name: 'Earlier messages' }));
    await within(log).findByText('Message 1');
    expect([...log.querySelectorAll('ol > li > div')].map((body) => body.textContent)).toEqual([
      'Message 1',
      'Message 2',
      'Message 3',
      'Message 4',
    ]);
    expect(screen.queryByRole('button', { name: 'Earlier messages' })).toBeNull();
  });

  it('adds a live message once, and posts a question as text (markup shown, never run)', async () => {
    const server = fakeServer({
      [MESSAGES]: () => json(page([message(1)])),
      [READ]: () => json(undefined, 204),
      [POST]: (call) => json(message(7, { kind: 'question', mine: true, body: (call.body as { body: string }).body }), 201),
    });
    renderWithProviders(<ChatWindow channelId={CH} onClose={() => {}} />);
    const log = await screen.findByRole('log');
    await within(log).findByText('Message 1');
    act(() => {
      for (let i = 0; i < 2; i++)
        window.dispatchEvent(new CustomEvent(CHAT_MESSAGE_EVENT, { detail: message(5, { body: '<p>Live</p>' }) }));
    });
    expect(await within(log).findAllByText('Live')).toHaveLength(1);
    fireEvent.change(screen.getByRole('textbox', { name: 'Ask a question' }), { target: { value: 'Is <b>this</b> on the quiz?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await within(log).findByText('Is <b>this</b> on the quiz?');
    expect(server.posts(POST.slice(5)).map((c) => c.body)).toEqual([
      { body: '<p>Is &lt;b&gt;this&lt;/b&gt; on the quiz?</p>', id: expect.stringMatching(UUID) },
    ]);
    expect(within(log).getByText('You')).toBeTruthy();
  });

  it('sends a question again with its id after a failure, so it is posted once; the same words later are a new question', async () => {
    let calls = 0;
    const server = fakeServer({
      [MESSAGES]: () => json(page([message(1)])),
      [READ]: () => json(undefined, 204),
      [POST]: (call) =>
        ++calls === 1
          ? json({ status: 500, title: 'Internal error', code: 'internal', errors: { general: ['x'] } }, 500)
          : json(message(7 + calls, { kind: 'question', mine: true, body: (call.body as { body: string }).body }), 201),
    });
    renderWithProviders(<ChatWindow channelId={CH} onClose={() => {}} />);
    await within(await screen.findByRole('log')).findByText('Message 1');
    const box = screen.getByRole('textbox', { name: 'Ask a question' }) as HTMLTextAreaElement;
    const sendButton = () => screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    const sent = (n: number) => vi.waitFor(() => expect(server.posts(POST.slice(5))).toHaveLength(n));
    fireEvent.change(box, { target: { value: 'Same words' } });
    fireEvent.click(sendButton());
    await sent(1);
    await vi.waitFor(() => expect(sendButton().disabled).toBe(false)); // failed: the text stays, Send again
    fireEvent.click(sendButton());
    await sent(2);
    await vi.waitFor(() => expect(box.value).toBe('')); // posted
    fireEvent.change(box, { target: { value: 'Same words' } });
    fireEvent.click(sendButton());
    await sent(3);
    const ids = server.posts(POST.slice(5)).map((c) => (c.body as { id: string }).id);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('says how long to wait when the question was refused for being sent too often (decision 0058)', async () => {
    const refusal = { status: 429, title: 'Too many requests', code: 'tooManyRequests', errors: { general: ['(the server’s words)'] } };
    fakeServer({
      [MESSAGES]: () => json(page([message(1)])),
      [READ]: () => json(undefined, 204),
      [POST]: () => new Response(JSON.stringify(refusal), { status: 429, headers: { 'retry-after': '37' } }),
    });
    renderWithProviders(<ChatWindow channelId={CH} onClose={() => {}} />);
    await within(await screen.findByRole('log')).findByText('Message 1');
    fireEvent.change(screen.getByRole('textbox', { name: 'Ask a question' }), { target: { value: 'One more' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByText('Too many requests in a short time. Please wait 37 seconds and try again.')).getAttribute('role')).toBe(
      'alert',
    );
  });

  it('offers no question form where the channel takes announcements only, and closes on Escape', async () => {
    fakeServer({
      [MESSAGES]: () => json(page([message(1)], { channel: { ...page([]).channel, allowReplies: false } })),
      [READ]: () => json(undefined, 204),
    });
    const onClose = vi.fn();
    renderWithProviders(<ChatWindow channelId={CH} onClose={onClose} />);
    expect(await screen.findByText("Only the course's instructors post in this channel.")).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    fireEvent.keyDown(screen.getByRole('heading', { name: 'Data Privacy: announcements' }), { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
