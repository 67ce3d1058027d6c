import { useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import { useAnnouncements } from '../api/get-announcements.ts';
import { useMarkAnnouncementsRead } from '../api/mark-announcements-read.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { messageText } from '../lib/message-text.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import styles from './notifications.module.css';

/**
 * The course's announcements, oldest first as the channel keeps them; new ones are marked.
 * Opening it marks the channel read, once (the "new" marks stay until it closes).
 */
export function NotificationsDialog({ channelId, onClose }: { channelId: string; onClose: () => void }) {
  const t = useT();
  const announcements = useAnnouncements(channelId);
  const markRead = useMarkAnnouncementsRead();
  const marked = useRef(false);
  const messages = useRef(announcements.data?.data);
  messages.current ??= announcements.data?.data;
  const unread = announcements.data?.unreadCount ?? 0;

  useEffect(() => {
    if (marked.current || unread === 0) return;
    marked.current = true;
    markRead.mutate(channelId);
  }, [channelId, markRead, unread]);

  const list = messages.current;
  return (
    <ModalDialog title={t.t('courseFrame.notifications')} onClose={onClose}>
      {announcements.isError ? <p>{t.t('courseFrame.notificationsFailed')}</p> : null}
      {!list ? <p role="status">{t.t('shell.loading')}</p> : null}
      {list && list.length === 0 ? <p>{t.t('courseFrame.noNotifications')}</p> : null}
      {list && list.length > 0 ? (
        <ol className={styles.messages}>
          {list.map((message) => (
            <li key={message.id} className={styles.message}>
              <p className={styles.meta}>
                {message.author ? <span className={styles.author}>{message.author}</span> : null}
                <time dateTime={message.created}>{formatDateTime(t, message.created)}</time>
                {message.unread ? <span className={styles.new}>{t.t('courseFrame.new')}</span> : null}
              </p>
              <p className={styles.body} dir="auto">
                {messageText(message.body)}
              </p>
            </li>
          ))}
        </ol>
      ) : null}
    </ModalDialog>
  );
}
