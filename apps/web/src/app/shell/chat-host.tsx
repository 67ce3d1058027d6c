import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatUnread } from '@lp/contract/chat';
import { useChatUnread } from '../../lib/api/chat-unread.ts';
import { useChatEvents } from '../../lib/chat-events.ts';
import { OPEN_CHAT_EVENT, readChatHash, type OpenChatDetail } from '../../lib/chat-window.ts';
import { lazyFragment } from '../../components/fragment.tsx';

/**
 * The chat window is the communications hub's fragment (doc 1 §1; decisions 0025, 0029): its
 * own chunk, loaded the first time a chat is opened.
 */
const ChatWindow = lazyFragment('communicationsHub', () =>
  import('../../features/chat/components/chat-window.tsx').then((m) => ({ default: m.ChatWindow })),
);

/** A chat window that failed is closed at once (focus back to its opener), so it can be opened again. */
function CloseFailed({ close }: { close: () => void }) {
  useEffect(close, [close]);
  return null;
}

/** The course on screen (`/learn/courses/<objectiveId>…`), whose channel a plain `#chat` opens. */
const courseOnScreen = () => /\/courses\/([0-9a-f-]{36})/i.exec(window.location.pathname)?.[1]?.toLowerCase();

function channelForHash(wanted: string | null, counts: ChatUnread[]): string | undefined {
  if (wanted) return counts.some((c) => c.channelId === wanted) ? wanted : undefined;
  const course = courseOnScreen();
  const ofCourse = course ? counts.find((c) => c.objectiveId === course) : undefined;
  if (ofCourse) return ofCourse.channelId;
  return [...counts].sort((a, b) => b.unreadCount - a.unreadCount)[0]?.channelId;
}

/**
 * The signed-in app's chat (decision 0025): the live event stream that keeps every unread
 * count current, and the one chat window, opened by the course cards' unread indicator and
 * the Notifications layer (OPEN_CHAT_EVENT) or a `#chat` link. Closing it gives focus back
 * to what opened it.
 */
export function ChatHost() {
  useChatEvents(true);
  const [shown, setShown] = useState<{ channelId: string; expanded?: boolean } | null>(null);
  const opener = useRef<Element | null>(null);
  const counts = useChatUnread();

  const open = useCallback((channelId: string, expanded?: boolean) => {
    opener.current = document.activeElement;
    setShown({ channelId, expanded });
  }, []);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<OpenChatDetail>).detail;
      open(detail.announcementChannelId, detail.expanded);
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, [open]);

  // Read only in effects: the server, which has no address bar, starts it empty.
  const [hash, setHash] = useState(() => (typeof window === 'undefined' ? '' : window.location.hash));
  useEffect(() => {
    const onHash = () => setHash(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  useEffect(() => {
    const link = readChatHash(hash);
    if (!link || !counts.data) return;
    const id = channelForHash(link.channelId, counts.data.data);
    if (id) open(id);
    // Handled: a reload or a later hash change to #chat opens it again, the close does not.
    setHash('');
  }, [hash, counts.data, open]);

  const close = () => {
    setShown(null);
    if (readChatHash(window.location.hash)) history.replaceState(history.state, '', window.location.pathname + window.location.search);
    if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
  };

  if (!shown) return null;
  return (
    // A chat window that fails to load or render is logged with its name and version and gone; the page goes on (doc 1 §1, §8).
    // Keyed by the request: opening it again (another channel, or expanded) starts it anew.
    <ChatWindow
      key={`${shown.channelId}:${shown.expanded ?? ''}`}
      skeleton={null}
      fallback={<CloseFailed close={close} />}
      channelId={shown.channelId}
      startExpanded={shown.expanded}
      onClose={close}
    />
  );
}
