import type { TocItemState } from '@lp/domain';
import type { MessageId } from '@lp/i18n';
import { useT } from '../../../lib/i18n.tsx';
import styles from './toc.module.css';

/** What each state says to a screen reader, and the tooltip the states of doc 2 §4 carry. */
const LABELS: Record<TocItemState, MessageId> = {
  draft: 'toc.state.draft',
  passed: 'toc.state.passed',
  failed: 'toc.state.failed',
  locked: 'toc.state.locked',
  optional: 'toc.state.optional',
  empty: 'toc.state.empty',
};
const TOOLTIPS: Partial<Record<TocItemState, MessageId>> = {
  draft: 'toc.tooltip.draft',
  failed: 'toc.tooltip.failed',
  optional: 'toc.tooltip.optional',
};

const svg = { width: 18, height: 18, viewBox: '0 0 18 18', fill: 'none', 'aria-hidden': true, focusable: false } as const;

function Glyph({ state }: { state: TocItemState }) {
  switch (state) {
    case 'draft':
      return (
        <svg {...svg} stroke="currentColor" strokeWidth="1.6">
          <circle cx="9" cy="9" r="7" />
          <path d="M9 5v4.2l2.6 1.6" strokeLinecap="round" />
        </svg>
      );
    case 'passed':
      return (
        <svg {...svg}>
          <circle cx="9" cy="9" r="8" fill="currentColor" />
          <path d="M5.2 9.3l2.4 2.4 5.2-5.2" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      );
    case 'failed':
      return (
        <svg {...svg}>
          <path d="M9 1.8l7.6 13.4H1.4z" fill="currentColor" />
          <path d="M9 6.5v4M9 12.6v.4" stroke="#fff" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      );
    case 'optional':
      return (
        <svg {...svg} stroke="currentColor" strokeWidth="1.6" strokeDasharray="2.6 2.2">
          <circle cx="9" cy="9" r="7" />
        </svg>
      );
    case 'empty':
      return (
        <svg {...svg} stroke="currentColor" strokeWidth="1.6">
          <circle cx="9" cy="9" r="7" />
        </svg>
      );
    default:
      // Locked: greyed, no icon (doc 2 §4); the space keeps the names aligned.
      return <span className={styles.noIcon} />;
  }
}

/**
 * The body of a table-of-contents item: the state icon (an inline SVG), the name, the
 * state as visually hidden text after the name, the result line of a scored activity, and the tooltip of doc 2 §4 shown on hover
 * (title) and, for keyboard users, while the item has focus (`.tip`, hidden from screen
 * readers, which read the text instead).
 */
export function TocItemBody({
  name,
  state,
  proctored,
  result,
}: {
  name: string;
  state: TocItemState;
  proctored: boolean;
  /** A tool's score or when it will be shown (issue 33 item 4): a line under the name, read after the state. */
  result?: string | undefined;
}) {
  const t = useT();
  const tipIds = [TOOLTIPS[state], proctored ? ('toc.tooltip.proctored' as const) : undefined].filter((id): id is MessageId => Boolean(id));
  const tip = tipIds.map((id) => t.t(id)).join(' · ');
  const spoken = [t.t(LABELS[state]), proctored ? t.t('toc.tooltip.proctored') : null].filter(Boolean).join(', ');
  return (
    <>
      <span className={`${styles.icon} ${styles[state]}`} title={tip || undefined}>
        <Glyph state={state} />
      </span>
      <span className={styles.nameBlock}>
        <span className={styles.name} dir="auto">
          {name}
        </span>
        <span className="visually-hidden">{` (${spoken})`}</span>
        {result ? (
          // A flex item: read after the state, apart from it (accessible names space block boxes).
          <span className={styles.result}>{result}</span>
        ) : null}
      </span>
      {tip ? (
        <span className={styles.tip} aria-hidden="true">
          {tip}
        </span>
      ) : null}
    </>
  );
}

/** The icon with its meaning as visible text: the state line of a tile. */
export function TocStateBadge({ state, className }: { state: TocItemState; className?: string }) {
  const t = useT();
  return (
    <span className={className}>
      <span className={`${styles.icon} ${styles[state]}`}>
        <Glyph state={state} />
      </span>
      {t.t(LABELS[state])}
    </span>
  );
}
