import { queryOptions, useQuery } from '@tanstack/react-query';
import { DETAILS_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../../../lib/api-client.ts';
import { courseKeys } from '../../../lib/api/course-keys.ts';

export interface AnnouncementMessage {
  id: string;
  body: string;
  created: string;
  author: string | null;
  unread: boolean;
}
export interface Announcements {
  data: AnnouncementMessage[];
  unreadCount: number;
}

/** The messages of a course's announcement channel with the unread count (doc 2 §2 Notifications layer). */
export const getAnnouncements = (channelId: string) => apiRequest<Announcements>(DETAILS_PATHS.announcementMessages(channelId));

export const announcementsQueryOptions = (channelId: string) =>
  queryOptions({ queryKey: courseKeys.announcements(channelId), queryFn: () => getAnnouncements(channelId) });

export const useAnnouncements = (channelId: string | null | undefined) =>
  useQuery({ ...announcementsQueryOptions(channelId ?? ''), enabled: Boolean(channelId) });
