import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_EVENTS, type ActivityResultEvent, type ChatMessage, type ChatUnread } from '@lp/contract/chat';
import * as chatRoutes from '@lp/contract/routes/chat';
import { callUrl } from './api-client.ts';
import { chatKeys, unreadCountsOf, updateChannelUnread } from './api/chat-unread.ts';
import { courseKeys } from './api/course-keys.ts';

/** A new message of one of the learner's channels, for an open chat window to show (window event, detail: ChatMessage). */
export const CHAT_MESSAGE_EVENT = 'lp:chat-message';

/**
 * The learner's live chat events (decision 0025): one EventSource for the whole app. The
 * browser reconnects after a drop and sends Last-Event-ID itself, and the server replays
 * what was missed, once. `ready` brings the unread counts of every channel, `message` a new
 * message (counted unread unless it is the learner's own, and handed to an open chat
 * window), `read` a channel read in any tab, `reset` too much missed: everything is reloaded,
 * `activity-result` a score arrived in one of the learner's runs: its course is read again.
 */
export function useChatEvents(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(callUrl(chatRoutes.events));
    const on = (name: string, handle: (data: unknown) => void) =>
      source.addEventListener(name, (event) => handle(JSON.parse((event as MessageEvent<string>).data)));
    on(CHAT_EVENTS.ready, (data) => queryClient.setQueryData(chatKeys.unread(), unreadCountsOf((data as { unread: ChatUnread[] }).unread)));
    on(CHAT_EVENTS.message, (data) => {
      const message = data as ChatMessage;
      if (!message.mine) updateChannelUnread(queryClient, message.channelId, (c) => ({ ...c, unreadCount: c.unreadCount + 1 }));
      window.dispatchEvent(new CustomEvent<ChatMessage>(CHAT_MESSAGE_EVENT, { detail: message }));
    });
    on(CHAT_EVENTS.read, (data) => {
      const read = data as { channelId: string; lastReadSeq: number; unreadCount: number };
      updateChannelUnread(queryClient, read.channelId, (c) => ({ ...c, unreadCount: read.unreadCount, lastReadSeq: read.lastReadSeq }));
    });
    on(CHAT_EVENTS.reset, () => void queryClient.invalidateQueries({ queryKey: chatKeys.all }));
    on(CHAT_EVENTS.activityResult, (data) => {
      // Ids only (decision 0074): the run's tree and the course's details are read again, as the reveal policy lets them out.
      const { objectiveId, objectiveWorkflowId } = data as ActivityResultEvent;
      void queryClient.invalidateQueries({ queryKey: courseKeys.tree(objectiveWorkflowId) });
      void queryClient.invalidateQueries({ queryKey: courseKeys.details(objectiveId) });
    });
    return () => source.close();
  }, [enabled, queryClient]);
}
