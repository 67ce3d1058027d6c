import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChannelMessages, ChatMessage } from '@lp/contract/chat';
import * as chatRoutes from '@lp/contract/routes/chat';
import { call } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/api/chat-unread.ts';
import { CHAT_MESSAGE_EVENT } from '../../../lib/chat-events.ts';

/** A page of the channel: the newest without a cursor, older ones by `before` (decision 0025). */
export const getChannelMessages = (channelId: string, before?: number) =>
  call(chatRoutes.announcementMessages, { params: { id: channelId }, query: { before } });

export const channelMessagesQueryOptions = (channelId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(channelId),
    queryFn: ({ pageParam }) => getChannelMessages(channelId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.before ?? undefined,
    staleTime: Infinity,
  });

/** Adds a message to the newest page unless it is there already (the live stream and the poster's own answer both bring it). */
export function withMessage(data: InfiniteData<ChannelMessages, number | undefined> | undefined, message: ChatMessage) {
  if (!data || data.pages.some((page) => page.data.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  const list = [...newest.data, message].sort((a, b) => a.seq - b.seq);
  return { ...data, pages: [{ ...newest, data: list }, ...older] };
}

/** The channel's messages, pages newest first; messages the live stream brings are added as they come. */
export function useChannelMessages(channelId: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const add = (event: Event) => {
      const message = (event as CustomEvent<ChatMessage>).detail;
      if (message.channelId !== channelId) return;
      queryClient.setQueryData(chatKeys.messages(channelId), (data: InfiniteData<ChannelMessages, number | undefined> | undefined) =>
        withMessage(data, message),
      );
    };
    window.addEventListener(CHAT_MESSAGE_EVENT, add);
    return () => window.removeEventListener(CHAT_MESSAGE_EVENT, add);
  }, [channelId, queryClient]);
  return useInfiniteQuery(channelMessagesQueryOptions(channelId));
}
