import { useT } from '../lib/i18n.tsx';
import styles from './unread-badge.module.css';

/**
 * A count of unread messages: the number for the eye, `label` (the count in words) for
 * screen readers; nothing at zero. Without `label` the badge is only seen: for a control
 * that keeps its name and is described by the count elsewhere (`aria-describedby`). `title`:
 * the same words as a tooltip, for who sees the number and wonders what it counts.
 */
export function UnreadBadge({ count, label, title, className }: { count: number; label?: string; title?: string; className?: string }) {
  const t = useT();
  if (count <= 0) return null;
  return (
    <span className={`${styles.badge} ${className ?? ''}`}>
      {/* The tooltip on the hidden number: on the badge itself it would join the link's name. */}
      <span aria-hidden="true" title={title}>
        {t.number(count)}
      </span>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </span>
  );
}
