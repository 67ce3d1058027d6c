import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { ChatUnread, UnreadCounts } from '@lp/contract/chat';
import * as chatRoutes from '@lp/contract/routes/chat';
import { call } from '../api-client.ts';

/** Query keys of the course chat (decision 0025). */
export const chatKeys = {
  all: ['chat'] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
  messages: (channelId: string) => [...chatKeys.all, 'messages', channelId] as const,
};

/**
 * doc 1 §7 "unread chat counts are read per announcement channel": the course cards, the
 * Notifications layer and the navigation read them here. The live stream (chat-events.ts)
 * replaces them on every (re)connection and keeps them current, so they never go stale.
 */
export const getChatUnread = () => call(chatRoutes.unreadCounts);

export const chatUnreadQueryOptions = () => queryOptions({ queryKey: chatKeys.unread(), queryFn: getChatUnread, staleTime: Infinity });

export const useChatUnread = () => useQuery(chatUnreadQueryOptions());

/** The unread count of one channel, undefined until the counts are known (the caller keeps what it had). */
export const useChannelUnread = (channelId: string | null | undefined) =>
  useQuery({
    ...chatUnreadQueryOptions(),
    enabled: Boolean(channelId),
    select: (counts) => counts.data.find((c) => c.channelId === channelId)?.unreadCount,
  });

export const unreadCountsOf = (data: ChatUnread[]): UnreadCounts => ({ data, total: data.reduce((sum, c) => sum + c.unreadCount, 0) });

/** Changes one channel's count in the cache (nothing when the counts are not loaded yet). */
export function updateChannelUnread(queryClient: QueryClient, channelId: string, change: (count: ChatUnread) => ChatUnread) {
  queryClient.setQueryData<UnreadCounts>(
    chatKeys.unread(),
    (old) => old && unreadCountsOf(old.data.map((c) => (c.channelId === channelId ? change(c) : c))),
  );
}
