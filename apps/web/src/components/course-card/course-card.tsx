import { memo, useId, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { AccessSummary, AggregateSummary, ObjectiveSummary, WorkflowSummary } from '@lp/contract';
import { responsiveImage } from '@lp/contract/images';
import {
  ContentState,
  getAvailability,
  getPlaceholderColour,
  isCourseOverdue,
  PresentationMode,
  secondsToMinutes,
  type WorkflowState,
} from '@lp/domain';
import { useT } from '../../lib/i18n.tsx';
import { CourseCardActions } from './course-card-actions.tsx';
import { CourseCardFooter } from './course-card-footer.tsx';
import { CourseCardResults } from './course-card-results.tsx';
import { AlertIcon, BellIcon, ClockIcon, FlagIcon, LockIcon, StackIcon, TimerIcon } from './icons.tsx';
import styles from './course-card.module.css';

export interface CourseCardProps {
  /** Position in the list: picks the placeholder colour (doc 1 §9). */
  index: number;
  objective: ObjectiveSummary;
  href: string;
  /** The learner's own run, result and dates; absent on catalog entries they have not joined and on the public catalog. */
  personal?: { aggregate: AggregateSummary | null; access: AccessSummary | null } | undefined;
  /** The go-to-details target, shown when results exist (doc 1 §2). */
  detailsHref?: string | undefined;
  gradeColour?: string | null | undefined;
  unreadAnnouncements?: number | undefined;
  /** Opens the chat window of the course's announcement channel. */
  onOpenAnnouncements?: (() => void) | undefined;
  action?: ReactNode;
  /** The learner must take the course (their enrolment says so). */
  mandatory?: boolean | undefined;
  /** A line of the course's description (the catalog: what the course is about, before joining). */
  showDescription?: boolean | undefined;
}

/** The cover's box (16:9, as the card's CSS draws it): the browser keeps its place before it loads, no layout shift. */
const COVER = { width: 640, height: 360 };
/**
 * How wide a card's cover is drawn (the list's grid: columns of at least 16rem): the whole
 * screen on a phone, at most about 24rem beside other cards. The browser picks the stored
 * cover's smallest copy that fills it at the screen's density (decision 0044).
 */
const COVER_SIZES = '(max-width: 48rem) 100vw, 24rem';
/** Covers of a wide screen's first row load at once; the first is the page's largest paint and goes first (issue 17). */
const ABOVE_THE_FOLD = 4;
function coverLoading(index: number) {
  if (index === 0) return { ...COVER, fetchPriority: 'high' as const };
  return index < ABOVE_THE_FOLD ? COVER : { ...COVER, loading: 'lazy' as const, decoding: 'async' as const };
}

/** doc 1 §2 Course card: an article named by its heading link. Memoised: typing in the search box does not redraw a long list. */
export const CourseCard = memo(function CourseCard(props: CourseCardProps) {
  const { index, objective, href, personal, detailsHref, gradeColour, unreadAnnouncements = 0, onOpenAnnouncements, action } = props;
  const { mandatory = false, showDescription = false } = props;
  const t = useT();
  const titleId = useId();
  const [coverFailed, setCoverFailed] = useState(false);
  const colour = getPlaceholderColour(index);
  const activity = objective.activity;
  // The contract types states as numbers; they are the WorkflowState values of doc 1 §3.
  const workflow = (personal?.aggregate?.lastObjectiveWorkflow ?? null) as (WorkflowSummary & { state: WorkflowState }) | null;
  const record = personal?.aggregate?.lastObjectiveRecord ?? null;
  const access = personal?.access ?? null;
  const isDraft = activity.state === ContentState.draft;
  const isLocked =
    !isDraft &&
    personal !== undefined &&
    access !== null &&
    getAvailability(
      { availabilityDate: access.availabilityDate, availabilityEndDate: access.availabilityEndDate, workflowState: workflow?.state },
      new Date(),
    ).kind !== 'open';
  const minutes = activity.duration ? secondsToMinutes(activity.duration) : 0;
  const overdue =
    personal !== undefined &&
    isCourseOverdue({ dueDate: access?.dueDate, workflowState: workflow?.state, hasRecord: record !== null }, new Date());
  // Urgency first, in words with an icon, never colour alone (issue 33).
  const facts = [
    overdue && { key: 'overdue', icon: <AlertIcon />, text: t.t('due.card.overdue'), className: styles.overdue },
    mandatory && { key: 'mandatory', icon: <FlagIcon />, text: t.t('due.card.mandatory'), className: styles.marker },
    isDraft && { key: 'draft', icon: <ClockIcon />, text: t.t('courseCard.draft') },
    isLocked && { key: 'locked', icon: <LockIcon />, text: t.t('courseCard.locked') },
    activity.presentationMode === PresentationMode.Tiles && {
      key: 'activities',
      icon: <StackIcon />,
      text: t.t('courseCard.activities', { count: activity.childrenCount }),
    },
    minutes > 0 && { key: 'duration', icon: <TimerIcon />, text: t.t('courseCard.duration', { minutes }) },
  ].filter((fact) => fact !== false);
  // Most important first: the list's own action (enrol), then the unread announcements, then the results (doc 1 §9 limit).
  const actions = [
    action ? { key: 'action', node: action } : null,
    unreadAnnouncements > 0 && onOpenAnnouncements
      ? {
          key: 'unread',
          node: (
            <button type="button" className={styles.unread} onClick={onOpenAnnouncements}>
              <BellIcon />
              <span>{t.t('courseCard.unread', { count: unreadAnnouncements })}</span>
            </button>
          ),
        }
      : null,
    record && detailsHref
      ? {
          key: 'details',
          node: (
            <Link href={detailsHref} className={styles.secondaryAction} aria-describedby={titleId}>
              {t.t('courseCard.details')}
            </Link>
          ),
        }
      : null,
  ].filter((a) => a !== null);

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cover}>
        {objective.imageUrl && !coverFailed ? (
          <img
            src={objective.imageUrl}
            {...responsiveImage(objective.imageUrl, COVER_SIZES)}
            alt={t.t('courseCard.coverAlt', { name: objective.name })}
            {...coverLoading(index)}
            onError={() => setCoverFailed(true)}
          />
        ) : (
          <div className={`${styles.placeholder} ${styles[colour] ?? ''}`} data-colour={colour} aria-hidden="true" />
        )}
      </div>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          <Link href={href} dir="auto">
            {objective.name}
          </Link>
        </h2>
        {objective.code ? (
          <p className={styles.code} dir="auto">
            {objective.code}
          </p>
        ) : null}
        {showDescription && objective.description ? (
          <p className={styles.description} dir="auto">
            {objective.description}
          </p>
        ) : null}
        {facts.length ? (
          <ul className={styles.facts}>
            {facts.map((fact) => (
              <li key={fact.key} className={'className' in fact ? fact.className : undefined}>
                {fact.icon}
                {fact.text}
              </li>
            ))}
          </ul>
        ) : null}
        {record ? <CourseCardResults record={record} gradeColour={gradeColour} /> : null}
        {personal ? (
          <CourseCardFooter
            name={objective.name}
            course={{
              lastObjectiveWorkflow: workflow,
              lastObjectiveRecord: record,
              availabilityDate: access?.availabilityDate ?? null,
              dueDate: access?.dueDate ?? null,
            }}
          />
        ) : null}
        <CourseCardActions titleId={titleId} actions={actions} />
      </div>
    </article>
  );
});
