import { Suspense, useCallback, useId, useMemo, useState } from 'react';
import type { ActivityTreeView } from '@lp/contract';
import {
  ContentType,
  findNodeByAxis,
  getActivityCount,
  isRunHandedIn,
  isRunInProgress,
  knownTimeZone,
  secondsToMinutes,
  type PresentationMode,
  type WorkflowState,
} from '@lp/domain';
import { useBreadcrumbs } from '../../../components/breadcrumbs-context.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { CourseProgress } from '../../../components/course-progress/course-progress.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCourseDetails } from '../../../lib/api/get-course-details.ts';
import { useCourseOutline } from '../../../lib/api/get-course-outline.ts';
import type { ResultTerms } from '../../../lib/activity-result.ts';
import { ContentContext, type ContentContextValue } from '../../../lib/content-context.tsx';
import { buildToc, findEntry, type TocEntry } from '../../../lib/toc-model.ts';
import { useContentLocation, type ContentLocation } from '../hooks/use-content-location.ts';
import { useContentTree } from '../hooks/use-content-tree.ts';
import { useFirstActivity } from '../hooks/use-first-activity.ts';
import { ContentPartsContext, useContentParts, type ContentParts } from '../lib/content-parts.tsx';
import { ContentMain } from './content-main.tsx';
import { ItemLockedDialog } from './item-locked-dialog.tsx';
import { lockedMessage } from '../lib/locked-message.ts';
import styles from './views.module.css';

interface ScreenProps {
  location: ContentLocation;
  tree: ActivityTreeView;
  now: Date;
  timeZone: string | undefined;
  resultTerms: ResultTerms | null;
  retrying: boolean;
}

/** The screen once the run's tree is there: table of contents, the selected item, the locked popup. */
function ContentScreen({ location, tree, now, timeZone, resultTerms, retrying }: ScreenProps) {
  const t = useT();
  const { TableOfContents, NextSteps } = useContentParts();
  const [locked, setLocked] = useState<TocEntry | null>(null);
  const presentationMode = tree.rootActivity.presentationMode as PresentationMode;
  const isReview = location.reviewWorkflowId !== null;
  const entries = useMemo(
    () =>
      buildToc(
        tree.children,
        { courseWorkflowState: tree.workflowState as WorkflowState, accessNewContentAfterCompletion: tree.accessNewContentAfterCompletion },
        now,
      ),
    [tree, now],
  );
  const count = useMemo(() => getActivityCount(tree.children), [tree]);
  const selected = location.axis ? findEntry(entries, location.axis) : null;
  const showLocked = useCallback((entry: TocEntry) => setLocked(entry), []);
  const value: ContentContextValue = {
    objectiveId: location.objectiveId,
    objectiveWorkflowId: tree.objectiveWorkflowId,
    tree,
    entries,
    presentationMode,
    now,
    timeZone,
    resultTerms,
    isReview,
    canWork: !isReview && isRunInProgress(tree.workflowState as WorkflowState),
    hrefFor: location.hrefFor,
    go: location.go,
    showLocked,
  };
  const autoAxis = useFirstActivity(tree, location.axis, presentationMode, now, location.go);

  return (
    <ContentContext.Provider value={value}>
      <div className={styles.layout}>
        <TableOfContents selectedAxis={location.axis} />
        <div className={styles.main}>
          <CourseProgress count={count} />
          {retrying ? <RetryNotice /> : null}
          {isReview ? <p className={styles.notice}>{t.t('courseContent.reviewNotice')}</p> : null}
          {!isReview && isRunHandedIn(tree.workflowState as WorkflowState) ? <NextSteps objectiveId={location.objectiveId} /> : null}
          <ContentMain axis={location.axis} selected={selected} autoAxis={autoAxis} />
        </div>
      </div>
      {locked?.lock ? (
        <ItemLockedDialog
          name={locked.name}
          lock={locked.lock}
          timeZone={timeZone}
          courseWorkflowState={tree.workflowState}
          onClose={() => setLocked(null)}
        />
      ) : null}
    </ContentContext.Provider>
  );
}

/**
 * A course not started (issue 33 "See before you start"): its outline under the notice —
 * the table of contents read-only, with durations and the locks that will apply, from the
 * server's outline (no run is created to show it).
 */
function NotStarted({ objectiveId, timeZone }: { objectiveId: string; timeZone: string | undefined }) {
  const t = useT();
  const { Outline } = useContentParts();
  const headingId = useId();
  const outline = useCourseOutline(objectiveId, true);
  const [now] = useState(() => new Date());
  const entries = useMemo(
    () =>
      outline.data
        ? buildToc(
            outline.data.children,
            { courseWorkflowState: null, accessNewContentAfterCompletion: outline.data.accessNewContentAfterCompletion },
            now,
          )
        : [],
    [outline.data, now],
  );
  const count = useMemo(() => getActivityCount(outline.data?.children ?? []), [outline.data]);
  const minutes = secondsToMinutes(count.durationSeconds);
  const facts = [
    count.total > 0 ? t.t('courseCard.activities', { count: count.total }) : null,
    minutes > 0 ? t.t('courseCard.duration', { minutes }) : null,
  ].filter(Boolean);
  return (
    <>
      <EmptyState
        title={t.t('courseContent.notStarted.title')}
        description={t.t('courseContent.notStarted.text')}
        action={<ButtonLink href={paths.courseDetails.href(objectiveId)}>{t.t('courseContent.toDetails')}</ButtonLink>}
      />
      {entries.length > 0 ? (
        <section className={styles.outline} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.outlineTitle}>
            {t.t('progress.outline.title')}
          </h2>
          {facts.length > 0 ? <p className={styles.muted}>{facts.join(' · ')}</p> : null}
          <Outline entries={entries} describeLock={(lock) => lockedMessage(t, lock, { timeZone })} />
        </section>
      ) : null}
    </>
  );
}

function RetryNotice() {
  const t = useT();
  return (
    <p className={styles.warning} role="status">
      {t.t('courseContent.retrying')}
    </p>
  );
}

/**
 * doc 2 §2 /courses/{objectiveId}/view/content[/{axis}]: the content of the learner's
 * current run, or with `viewType=REVIEW&objectiveWorkflowId=…` of a finished run under
 * review (nothing is started then).
 */
export function ContentPage({ timeZone: profileZone, parts }: { timeZone?: string | null | undefined; parts: ContentParts }) {
  const t = useT();
  const timeZone = knownTimeZone(profileZone);
  const location = useContentLocation();
  const details = useCourseDetails(location.objectiveId);
  const objectiveWorkflowId = location.reviewWorkflowId ?? details.data?.objectiveWorkflowAggregate?.lastObjectiveWorkflow?.id ?? null;
  const tree = useContentTree(objectiveWorkflowId);
  const isReview = location.reviewWorkflowId !== null;
  const courseName = details.data?.objective.name ?? tree.data?.rootActivity.name ?? '';
  const selectedName = tree.data && location.axis ? findNodeByAxis(tree.data.children, location.axis)?.childActivity.name : undefined;
  useDocumentTitle(selectedName ? `${selectedName} — ${courseName}` : courseName || t.t('courseContent.title'));
  useBreadcrumbs([
    { label: t.t('nav.courses'), href: paths.courses.href() },
    { label: courseName, href: paths.courseDetails.href(location.objectiveId) },
    { label: t.t('courseContent.title') },
  ]);

  let body;
  if (tree.data?.rootActivity.type === ContentType.lti) {
    // A course that is one tool: no table of contents, the tool itself (doc 2 §4).
    body = (
      <Suspense fallback={<p className={styles.muted}>{t.t('courseContent.loading')}</p>}>
        {tree.isError ? <RetryNotice /> : null}
        <parts.RootTool
          tree={tree.data}
          details={details.data}
          isReview={isReview}
          notice={isReview ? <p className={styles.notice}>{t.t('courseContent.reviewNotice')}</p> : null}
        />
      </Suspense>
    );
  } else if (tree.data) {
    body = (
      <ContentScreen
        location={location}
        tree={tree.data}
        now={tree.now}
        timeZone={timeZone}
        resultTerms={details.data?.objectiveAccess ?? null}
        retrying={tree.isError}
      />
    );
  } else if (tree.isError) {
    body = <RetryNotice />;
  } else if (!objectiveWorkflowId && !details.isPending) {
    body = <NotStarted objectiveId={location.objectiveId} timeZone={timeZone} />;
  } else {
    body = <p className={styles.muted}>{t.t('courseContent.loading')}</p>;
  }

  return (
    <ContentPartsContext.Provider value={parts}>
      <div className={styles.page}>
        <h1 className={styles.pageTitle} dir="auto">
          {courseName || t.t('courseContent.title')}
        </h1>
        {body}
      </div>
    </ContentPartsContext.Provider>
  );
}
