/** What the announcements module (course chat, decision 0025) offers the others. */
export { channelOfFile, findMemberChannel, unreadCountSql } from './announcement-repository.ts';
export { registerAnnouncementRoutes } from './routes.ts';
