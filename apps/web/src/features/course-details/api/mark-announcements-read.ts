import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DETAILS_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../../../lib/api-client.ts';
import { courseKeys } from '../../../lib/api/course-keys.ts';

/** Marks the channel read up to now; the unread badge then clears. */
export const markAnnouncementsRead = (channelId: string) =>
  apiRequest<void>(DETAILS_PATHS.announcementRead(channelId), { method: 'POST', body: {} });

export function useMarkAnnouncementsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAnnouncementsRead,
    onSuccess: (_result, channelId) => queryClient.invalidateQueries({ queryKey: courseKeys.announcements(channelId) }),
  });
}
