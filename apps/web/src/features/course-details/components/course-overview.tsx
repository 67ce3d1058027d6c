import type { ReactNode } from 'react';
import type { CourseDetails } from '@lp/contract';
import { getWorkflowStatus, isManualGradePending, secondsToMinutes, type ActivityCount } from '@lp/domain';
import { CourseProgress } from '../../../components/course-progress/course-progress.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { readCourseState } from '../../../lib/course-state.ts';
import { formatDateTime } from '../../../lib/date-time.ts';
import { getDetailsRevealNotice } from '../lib/overview-rules.ts';
import { ScoreText } from '../../../components/score-text.tsx';
import styles from './details.module.css';

interface CourseOverviewProps {
  details: CourseDetails;
  now?: Date;
  /** The course's activities counted (getActivityCount): the run's progress, or before the start what there is to do. */
  count?: ActivityCount | null;
}

/**
 * doc 2 §2, §4: the status label, the grade and score (or why they are withheld) and the
 * dates of the course; with issue 33 the number of activities, their total duration and,
 * once started, the progress as the content view and the card show it.
 */
export function CourseOverview({ details, now = new Date(), count = null }: CourseOverviewProps) {
  const t = useT();
  const state = readCourseState(details);
  const { workflow, record } = state;
  const access = details.objectiveAccess;
  const rows: { key: string; label: string; value: ReactNode; wide?: boolean }[] = [];
  const date = (value: string) => <time dateTime={value}>{formatDateTime(t, value)}</time>;

  rows.push({ key: 'status', label: t.t('courseDetails.status'), value: t.t(`courseStatus.${getWorkflowStatus(state.effectiveState)}`) });
  if (count && count.total > 0) {
    rows.push({ key: 'activities', label: t.t('progress.facts.activities'), value: t.number(count.total) });
    const minutes = secondsToMinutes(count.durationSeconds);
    if (minutes > 0) rows.push({ key: 'duration', label: t.t('progress.facts.duration'), value: t.t('courseCard.duration', { minutes }) });
  }
  if (record) {
    const hidden = getDetailsRevealNotice(details, now);
    if (hidden)
      rows.push({
        key: 'result',
        label: t.t('courseDetails.result'),
        value: hidden.date
          ? t.t('courseDetails.resultRevealedOn', { date: formatDateTime(t, hidden.date) })
          : t.t('courseDetails.resultHidden'),
      });
    else {
      if (record.grade) rows.push({ key: 'grade', label: t.t('courseDetails.gradeLabel'), value: <bdi>{record.grade}</bdi> });
      if (!isManualGradePending(record) && record.normalizedScore !== null)
        rows.push({ key: 'score', label: t.t('courseDetails.score'), value: <ScoreText record={record} /> });
    }
  }
  if (access?.dueDate) rows.push({ key: 'due', label: t.t('courseDetails.dueDate'), value: date(access.dueDate) });
  if (workflow?.started) rows.push({ key: 'started', label: t.t('courseDetails.started'), value: date(workflow.started) });
  if (workflow?.submitted) rows.push({ key: 'submitted', label: t.t('courseDetails.submitted'), value: date(workflow.submitted) });
  const completed = workflow ? workflow.finished : record?.finished;
  if (completed) rows.push({ key: 'completed', label: t.t('courseDetails.completed'), value: date(completed) });
  if (workflow && count && count.total > 0)
    rows.push({ key: 'progress', label: t.t('progress.bar.label'), value: <CourseProgress count={count} showPercent />, wide: true });

  return (
    <dl className={styles.overview}>
      {rows.map((row) => (
        <div key={row.key} className={row.wide ? `${styles.fact} ${styles.wideFact}` : styles.fact} data-fact={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
