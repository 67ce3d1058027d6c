import styles from './chevron-icon.module.css';

/**
 * A decorative chevron pointing to the inline start or end, as the previous / next of a
 * sequence: drawn for left to right and mirrored in a right-to-left interface (issue 16).
 * An SVG rather than ‹ ›, which the bidi algorithm already mirrors: a transform on those
 * turns them back the wrong way.
 */
export function ChevronIcon({ to, size = 16 }: { to: 'start' | 'end'; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false" className={styles.chevron}>
      <path
        d={to === 'end' ? 'M6 3.5 10.5 8 6 12.5' : 'M10 3.5 5.5 8l4.5 4.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
