/**
 * doc 1 §2: the unread-announcements indicator opens the chat window of the course's
 * announcement channel. The chat widget is a separately loaded fragment (doc 1 §1); it
 * listens for this event, so a card never needs to know whether it has loaded.
 */
export const OPEN_CHAT_EVENT = 'lp:open-chat';

export interface OpenChatDetail {
  objectiveId: string | null;
  announcementChannelId: string;
  /**
   * The learner asked to read it (the unread indicator, the Notifications layer): the window
   * opens expanded. Otherwise (a `#chat` link) the course's setting decides (doc 1 §9,
   * decision 0064).
   */
  expanded?: boolean;
}

export function openChatWindow(detail: OpenChatDetail) {
  window.dispatchEvent(new CustomEvent<OpenChatDetail>(OPEN_CHAT_EVENT, { detail }));
}

/**
 * A `#chat` link (doc 1 §2: the landing keeps a hash that contains "chat") opens the chat
 * window: `#chat/<channelId>` that channel; `#chat` the channel of the course on screen, or
 * else the one with the most unread messages. Undefined: the hash is not about the chat.
 */
export function readChatHash(hash: string): { channelId: string | null } | undefined {
  if (!hash.toLowerCase().includes('chat')) return undefined;
  const id = /chat[/=]([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/i.exec(hash);
  return { channelId: id ? id[1]!.toLowerCase() : null };
}
