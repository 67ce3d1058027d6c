import { useEffect, useId, useRef } from 'react';
import { useContent } from '../../../lib/content-context.tsx';
import type { TocEntry } from '../../../lib/toc-model.ts';
import { useInView } from '../../../lib/use-in-view.ts';
import { ActivityView } from './activity-view.tsx';
import { useContentParts } from '../lib/content-parts.tsx';
import { routeFocusProps } from '../../../lib/route-focus.ts';
import styles from './views.module.css';

/** Sections load (and their activities start) as they come near the viewport, not all at once. */
const SECTION_MARGIN_PX = 400;

interface SectionProps {
  entry: TocEntry;
  showName: boolean;
  /** The part chosen in the table of contents: its title takes the focus (issue 16). */
  focusId: string | undefined;
}

function LazySection({ entry, headingLevel, showName, focusId }: SectionProps & { headingLevel: 2 | 3 }) {
  const holder = useRef<HTMLDivElement>(null);
  const visible = useInView(holder, SECTION_MARGIN_PX);
  return (
    <div ref={holder} id={`section-${entry.node.id}`} className={visible ? undefined : styles.placeholder}>
      {visible ? (
        <ActivityView entry={entry} headingLevel={headingLevel} showName={showName} pager={false} routeFocus={entry.node.id === focusId} />
      ) : null}
    </div>
  );
}

function ModuleSection({ entry, showName, focusId }: SectionProps) {
  const titleId = useId();
  return (
    <section className={styles.longReadModule} aria-labelledby={titleId} id={`section-${entry.node.id}`}>
      <h2
        id={titleId}
        className={showName ? styles.moduleTitle : 'visually-hidden'}
        dir="auto"
        {...routeFocusProps(entry.node.id === focusId)}
      >
        {entry.name}
      </h2>
      {entry.children.map((child) =>
        child.isModule ? (
          <ModuleSection key={child.node.id} entry={child} showName={showName} focusId={focusId} />
        ) : (
          <LazySection key={child.node.id} entry={child} headingLevel={3} showName={showName} focusId={focusId} />
        ),
      )}
    </section>
  );
}

/**
 * LongRead and LongReadWithoutActivityNames (doc 1 §3): every activity of the course one
 * after another on one page; without names, the names stay as headings for screen readers
 * only. Choosing an item in the table of contents scrolls to it. The page ends with the call
 * to submit once everything required is done (issue 33).
 */
export function LongReadView({ axis, showNames, scrollToAxis }: { axis: string; showNames: boolean; scrollToAxis: boolean }) {
  const { entries, objectiveId, canWork, tree } = useContent();
  const { CourseEnd } = useContentParts();
  const partId = axis.split('/').at(-1);
  const focusId = scrollToAxis ? partId : undefined;

  useEffect(() => {
    if (!scrollToAxis || !partId) return;
    // After the router's own scroll to the top of a new path.
    const timer = setTimeout(() => document.getElementById(`section-${partId}`)?.scrollIntoView({ block: 'start' }), 0);
    return () => clearTimeout(timer);
  }, [partId, scrollToAxis]);

  return (
    <div className={styles.longRead}>
      {entries.map((entry) =>
        entry.isModule ? (
          <ModuleSection key={entry.node.id} entry={entry} showName={showNames} focusId={focusId} />
        ) : (
          <LazySection key={entry.node.id} entry={entry} headingLevel={2} showName={showNames} focusId={focusId} />
        ),
      )}
      {canWork ? <CourseEnd objectiveId={objectiveId} tree={tree} /> : null}
    </div>
  );
}
