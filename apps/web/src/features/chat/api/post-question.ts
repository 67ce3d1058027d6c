import { useRef } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ChannelMessages, ChatMessage } from '@lp/contract/chat';
import * as chatRoutes from '@lp/contract/routes/chat';
import { call } from '../../../lib/api-client.ts';
import { chatKeys } from '../../../lib/api/chat-unread.ts';
import { randomId } from '../../../lib/random-id.ts';
import { useSingleFlightMutation } from '../../../lib/use-single-flight-mutation.ts';
import { withMessage } from './get-channel-messages.ts';

/**
 * The learner's question, where the channel allows replies (decision 0025). `id` is the
 * client's: the same question sent again (after an answer that never came) is posted once.
 */
export const postQuestion = ({ channelId, body, id }: { channelId: string; body: string; id: string }) =>
  call(chatRoutes.postQuestion, { params: { id: channelId }, body: { body, id } });

export function usePostQuestion(channelId: string) {
  const queryClient = useQueryClient();
  // One id per question: sending the same text again keeps it, a new text gets a new one.
  const attempt = useRef<{ body: string; id: string } | null>(null);
  return useSingleFlightMutation({
    mutationFn: (body: string) => {
      if (attempt.current?.body !== body) attempt.current = { body, id: randomId() };
      return postQuestion({ channelId, body, id: attempt.current.id });
    },
    onSuccess: (message: ChatMessage) => {
      // Posted: the same words sent later are a new question.
      attempt.current = null;
      queryClient.setQueryData(chatKeys.messages(channelId), (data: InfiniteData<ChannelMessages, number | undefined> | undefined) =>
        withMessage(data, message),
      );
    },
  });
}
