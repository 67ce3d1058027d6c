import { PresentationMode } from '@lp/domain';
import { ActivityNotFound } from '../../../components/activity-not-found.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useContent } from '../../../lib/content-context.tsx';
import type { TocEntry } from '../../../lib/toc-model.ts';
import { ActivityView } from './activity-view.tsx';
import { LongReadView } from './long-read-view.tsx';
import { TilesView } from './tiles-view.tsx';
import styles from './views.module.css';

/**
 * What the page shows beside the table of contents, by the course's presentation mode
 * (doc 1 §3): Tree, the selected activity or module; Tiles, the cards of a level until an
 * activity is chosen; the long reads, every activity on one page.
 */
export function ContentMain({ axis, selected, autoAxis }: { axis: string; selected: TocEntry | null; autoAxis: string | null }) {
  const t = useT();
  const { entries, presentationMode, hrefFor } = useContent();

  if (entries.length === 0) return <EmptyState title={t.t('courseContent.empty.title')} description={t.t('courseContent.empty.text')} />;
  if (axis && !selected) {
    return <ActivityNotFound backHref={hrefFor('')} />;
  }
  if (presentationMode === PresentationMode.LongRead || presentationMode === PresentationMode.LongReadWithoutActivityNames) {
    // Chosen automatically, the first activity is where the page starts anyway, unless the learner
    // left it part-way: then the page goes there and the activity to where they were (decision 0076).
    const resumes = Boolean(selected?.node.childActivity.activityWorkflowAggregate?.lastActivityWorkflow?.position);
    return (
      <LongReadView axis={axis} showNames={presentationMode === PresentationMode.LongRead} scrollToAxis={axis !== autoAxis || resumes} />
    );
  }
  if (presentationMode === PresentationMode.Tiles && (!selected || selected.isModule)) {
    return <TilesView entries={selected ? selected.children : entries} parent={selected} />;
  }
  if (!selected) return <p className={styles.muted}>{t.t('courseContent.loading')}</p>;
  return <ActivityView key={selected.axis} entry={selected} />;
}
