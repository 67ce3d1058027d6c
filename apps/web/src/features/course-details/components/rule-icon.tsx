import type { CourseRuleKind } from '@lp/domain';
import styles from './course-rules-card.module.css';

const svg = {
  width: 20,
  height: 20,
  viewBox: '0 0 20 20',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  'aria-hidden': true,
  focusable: false,
} as const;

/** Strokes of each line's icon: calendars for dates, an eye for results, arrows for a retake. Decorative: the words carry the rule. */
const PATHS: Record<CourseRuleKind, string> = {
  opens: 'M3 5h14v12H3zM3 9h14M7 3v4M13 3v4M8 13l2 2 3-4',
  closes: 'M3 5h14v12H3zM3 9h14M7 3v4M13 3v4M8 12l4 4M12 12l-4 4',
  due: 'M3 5h14v12H3zM3 9h14M7 3v4M13 3v4M10 11v3h2',
  gracePeriod: 'M10 3a7 7 0 1 0 0 14a7 7 0 1 0 0-14M10 6v4l3 2',
  results: 'M2 10s3-5 8-5 8 5 8 5-3 5-8 5-8-5-8-5M10 8a2 2 0 1 0 0 4a2 2 0 1 0 0-4',
  review: 'M4 3h9l3 3v11H4zM7 8h6M7 11h6M7 14h4',
  retake: 'M4 10a6 6 0 0 1 10-4.5M16 3v3h-3M16 10a6 6 0 0 1-10 4.5M4 17v-3h3',
  mandatory: 'M10 2v9M10 14v2',
  proctored: 'M10 2l7 3v5c0 4-3 7-7 8-4-1-7-4-7-8V5zM7 10l2 2 4-4',
  team: 'M7 8a2.5 2.5 0 1 0 0-5a2.5 2.5 0 1 0 0 5M13 8a2.5 2.5 0 1 0 0-5a2.5 2.5 0 1 0 0 5M2 17c0-3 2-6 5-6s5 3 5 6M12 11c3 0 6 2 6 6',
  certificates: 'M10 2a5 5 0 1 0 0 10a5 5 0 1 0 0-10M7 11l-2 7 5-2 5 2-2-7',
};

export function RuleIcon({ kind }: { kind: CourseRuleKind }) {
  return (
    <svg {...svg} className={styles.icon} strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[kind]} />
    </svg>
  );
}
