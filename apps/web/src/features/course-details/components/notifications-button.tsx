import { useT } from '../../../lib/i18n.tsx';
import { useChannelUnread } from '../../../lib/api/chat-unread.ts';
import { openChatWindow } from '../../../lib/chat-window.ts';
import { UnreadBadge } from '../../../components/unread-badge.tsx';

/** doc 2 §2 Notifications layer: opens the course's chat window, with the channel's unread badge (live, decision 0025). */
export function NotificationsButton({ objectiveId, channelId, className }: { objectiveId: string; channelId: string; className?: string }) {
  const t = useT();
  const unread = useChannelUnread(channelId).data ?? 0;
  return (
    <button
      type="button"
      className={className}
      onClick={() => openChatWindow({ objectiveId, announcementChannelId: channelId, expanded: true })}
    >
      <span>{t.t('courseFrame.notifications')}</span>
      <UnreadBadge count={unread} label={t.t('courseFrame.unread', { count: unread })} />
    </button>
  );
}
