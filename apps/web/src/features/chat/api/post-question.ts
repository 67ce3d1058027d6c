import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { CHAT_PATHS, type ChannelMessages, type ChatMessage } from '@lp/contract/chat';
import { apiRequest } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/api/chat-unread.ts';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation.ts';
import { withMessage } from './get-channel-messages.ts';

/** The learner's question, where the channel allows replies (decision 0025). */
export const postQuestion = ({ channelId, body }: { channelId: string; body: string }) =>
  apiRequest<ChatMessage>(CHAT_PATHS.messages(channelId), { method: 'POST', body: { body } });

export function usePostQuestion(channelId: string) {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: string) => postQuestion({ channelId, body }),
    onSuccess: (message: ChatMessage) =>
      queryClient.setQueryData(chatKeys.messages(channelId), (data: InfiniteData<ChannelMessages, number | undefined> | undefined) => withMessage(data, message)),
  });
}
