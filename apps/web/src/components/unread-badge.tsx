import { useT } from '../lib/i18n.tsx';
import styles from './unread-badge.module.css';

/** A count of unread messages: the number for the eye, `label` (the count in words) for screen readers; nothing at zero. */
export function UnreadBadge({ count, label, className }: { count: number; label: string; className?: string }) {
  const t = useT();
  if (count <= 0) return null;
  return (
    <span className={`${styles.badge} ${className ?? ''}`}>
      <span aria-hidden="true">{t.number(count)}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
