import { Suspense, useEffect, useId, useRef, type RefObject } from 'react';
import { ContentType, isAwaitingGrade, isRunInProgress, type WorkflowState } from '@lp/domain';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useActivityContent } from '../api/get-activity-content.ts';
import { useContent } from '../../../lib/content-context.tsx';
import { lockedMessage, toLockReason } from '../lib/locked-message.ts';
import { leafEntries, type TocEntry } from '../../../lib/toc-model.ts';
import { useActivityWorkflow } from '../hooks/use-activity-workflow.ts';
import { useContentParts } from '../lib/content-parts.tsx';
import { useNarrowScreen } from '../../../lib/use-narrow-screen.ts';
import { ContentHeadingLevel } from '../../../lib/heading-level.ts';
import { ActivityFrame } from './activity-frame.tsx';
import { ActivityStatus } from './activity-status.tsx';
import { PrevNext } from './prev-next.tsx';
import { routeFocusProps } from '../../../lib/route-focus.ts';
import styles from './views.module.css';

/** Content the learner works through and marks complete themselves (the others are graded or are modules). */
const SELF_COMPLETED: ReadonlySet<string> = new Set([ContentType.text, ContentType.video, ContentType.event, ContentType.discussion]);

interface ActivityViewProps {
  entry: TocEntry;
  headingLevel?: 2 | 3;
  /** LongReadWithoutActivityNames: the name stays for screen readers only. */
  showName?: boolean;
  /** Previous / next buttons (not in the long reads, where everything is on the page). */
  pager?: boolean;
  /** Its title takes the focus after a navigation (issue 16); by default the activity opened alone. */
  routeFocus?: boolean;
}

/** One opened activity: its name, state, the player for its type, "Mark as complete" and the pager. */
export function ActivityView({ entry, headingLevel = 2, showName = true, pager = true, routeFocus = pager }: ActivityViewProps) {
  const t = useT();
  const { objectiveId, objectiveWorkflowId, canWork, timeZone, tree, entries } = useContent();
  const { Player, TeamPanel, CourseEnd } = useContentParts();
  const isLast = leafEntries(entries).at(-1)?.axis === entry.axis;
  const headingId = useId();
  const query = useActivityContent(objectiveWorkflowId, entry.node.id);
  const view = query.data;
  const contentOpen = Boolean(view?.content) && !view?.lockedReason;
  // Decision 0020: a collaborative-only activity is not started by a learner without a team.
  const noTeam = view?.team?.mode === null;
  const { workflow, finish, finishing } = useActivityWorkflow(entry, contentOpen && !noTeam);
  const narrow = useNarrowScreen();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const activity = view?.activity ?? entry.node.childActivity;
  const canComplete =
    canWork && contentOpen && isRunInProgress(workflow?.state as WorkflowState | undefined) && SELF_COMPLETED.has(activity.type);
  const lockReason = toLockReason(view?.lockedReason) ?? (view && !view.content ? 'serverSide' : null);
  const beingGraded = isAwaitingGrade(tree.workflowState as WorkflowState);
  const articleRef = useRef<HTMLElement>(null);
  useFocusAfterComplete(articleRef, canComplete);

  return (
    <article ref={articleRef} className={styles.activity} aria-labelledby={headingId} id={`activity-${entry.node.id}`}>
      <header className={styles.activityHeader}>
        <Heading id={headingId} className={showName ? styles.activityTitle : 'visually-hidden'} dir="auto" {...routeFocusProps(routeFocus)}>
          {entry.name}
        </Heading>
        <ActivityStatus entry={entry} workflow={workflow} />
      </header>
      {narrow && !activity.supportMobileView ? (
        <p className={styles.notice} role="note">
          {t.t('courseContent.mobileNotice')}
        </p>
      ) : null}
      {query.isPending ? (
        <p className={styles.muted}>{t.t('courseContent.activityLoading')}</p>
      ) : query.isError ? (
        <p className={styles.error} role="alert">
          {t.t('courseContent.activityLoadFailed')}
        </p>
      ) : lockReason || !view?.content ? (
        <div className={styles.lockedBox}>
          <p className={styles.lockedTitle}>{t.t('itemLocked.title')}</p>
          <p>
            {lockedMessage(
              t,
              { reason: lockReason ?? 'serverSide', date: view?.opensAt ?? entry.lock?.date ?? null },
              { timeZone, beingGraded },
            )}
          </p>
        </div>
      ) : (
        <ActivityFrame activity={view.activity}>
          <Suspense fallback={<p className={styles.muted}>{t.t('courseContent.activityLoading')}</p>}>
            <ContentHeadingLevel value={headingLevel}>
              <Player view={view} content={view.content} entry={entry} resume={routeFocus} />
            </ContentHeadingLevel>
          </Suspense>
        </ActivityFrame>
      )}
      {noTeam ? (
        <p className={styles.notice} role="note">
          {t.t('team.noTeam')}
        </p>
      ) : null}
      {view?.team?.mode === 'team' && view.activityPathId ? (
        <TeamPanel
          objectiveWorkflowId={objectiveWorkflowId}
          activityPathId={view.activityPathId}
          team={view.team}
          version={workflow?.state ?? null}
        />
      ) : null}
      {canComplete ? (
        <div className={styles.actions}>
          <Button onClick={finish} disabled={finishing}>
            {t.t('courseContent.markComplete')}
          </Button>
        </div>
      ) : null}
      {pager ? <PrevNext entry={entry} /> : null}
      {pager && isLast && canWork ? <CourseEnd objectiveId={objectiveId} tree={tree} /> : null}
    </article>
  );
}

/**
 * "Mark as complete" goes away once the activity is complete (its status is announced by
 * ActivityStatus); the focus it leaves behind moves on to the next step, or to the
 * activity's title at the end (issue 16), instead of falling to the page.
 */
function useFocusAfterComplete(articleRef: RefObject<HTMLElement | null>, canComplete: boolean) {
  const could = useRef(canComplete);
  useEffect(() => {
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (could.current && !canComplete && lost && articleRef.current) {
      const next =
        articleRef.current.querySelector<HTMLElement>('[data-next-step]') ?? articleRef.current.querySelector<HTMLElement>('h2, h3');
      if (next) {
        if (!next.matches('a, button')) next.setAttribute('tabindex', '-1');
        next.focus();
      }
    }
    could.current = canComplete;
  }, [articleRef, canComplete]);
}
