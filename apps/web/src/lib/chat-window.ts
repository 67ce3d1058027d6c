/**
 * doc 1 §2: the unread-announcements indicator opens the chat window of the course's
 * announcement channel. The chat widget is a separately loaded fragment (doc 1 §1); it
 * listens for this event, so a card never needs to know whether it has loaded.
 */
export const OPEN_CHAT_EVENT = 'lp:open-chat';

export interface OpenChatDetail {
  objectiveId: string;
  announcementChannelId: string;
}

export function openChatWindow(detail: OpenChatDetail) {
  window.dispatchEvent(new CustomEvent<OpenChatDetail>(OPEN_CHAT_EVENT, { detail }));
}
