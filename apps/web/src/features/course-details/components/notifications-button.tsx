import { useState } from 'react';
import { useT } from '../../../lib/i18n.tsx';
import { useAnnouncements } from '../api/get-announcements.ts';
import { NotificationsDialog } from './notifications-dialog.tsx';
import styles from './course-frame.module.css';

/** doc 2 §2 Notifications layer: the unread badge, and the channel's messages in a dialog. */
export function NotificationsButton({ channelId, className }: { channelId: string; className?: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const announcements = useAnnouncements(channelId);
  const unread = announcements.data?.unreadCount ?? 0;
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <span>{t.t('courseFrame.notifications')}</span>
        {unread > 0 ? (
          <span className={styles.badge}>
            <span aria-hidden="true">{t.number(unread)}</span>
            <span className="visually-hidden">{t.t('courseFrame.unread', { count: unread })}</span>
          </span>
        ) : null}
      </button>
      {open ? <NotificationsDialog channelId={channelId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
