import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as chatRoutes from '@lp/contract/routes/chat';
import { call } from '../../../lib/api-client.ts';
import { updateChannelUnread } from '../../../lib/api/chat-unread.ts';

/** Read up to a message: the counts clear here at once, and in the learner's other tabs by the stream's `read` event. */
export const markChatRead = ({ channelId, upTo }: { channelId: string; upTo: number }) =>
  call(chatRoutes.announcementRead, { params: { id: channelId }, body: { upTo } });

export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markChatRead,
    onSuccess: (_result, { channelId, upTo }) =>
      updateChannelUnread(queryClient, channelId, (c) => ({ ...c, unreadCount: 0, lastReadSeq: Math.max(c.lastReadSeq, upTo) })),
  });
}
