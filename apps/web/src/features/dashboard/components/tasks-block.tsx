import { Link } from 'wouter';
import type { EnrolledCourse } from '@lp/contract';
import { CourseProgress, getDashboardTasks, getWaitingCourses, Priority } from '@lp/domain';
import { useT } from '../../../lib/i18n.tsx';
import { useTaskSources } from '../api/dashboard-api.ts';
import { DashboardDateItem } from './dashboard-date-item.tsx';
import styles from './dashboard.module.css';

const TASK_LIMIT = 8;
/** Undated waiting courses shown after the dated tasks; the rest are one link away. */
const WAITING_SHOWN = 3;
/** My courses with its own filters "Not started" and "Mandatory" (doc 1 §2 list query parameters). */
const ALL_WAITING_HREF = `/courses?${new URLSearchParams({ courseProgress: CourseProgress.notStarted, coursePriority: Priority.mandatory })}`;

/** A mandatory course the learner has not started: its name (learner content, isolated) opens it. */
function WaitingCourseItem({ course }: { course: EnrolledCourse }) {
  const t = useT();
  const due = course.objectiveAccess?.dueDate;
  return (
    <li className={styles.date}>
      <Link href={`/courses/${course.objective.id}/view/details`} className={styles.dateTitle} dir="auto">
        {course.objective.name}
      </Link>
      <span className={styles.when}>
        {due ? t.t('dashboard.waiting.due', { date: t.date(due, { dateStyle: 'medium' }) }) : t.t('dashboard.waiting.notStarted')}
      </span>
    </li>
  );
}

/**
 * Issue 15 tasks (a fragment): what is overdue or due, most urgent first (at most 8), then a
 * few mandatory courses waiting to be started and the way to all of them in My courses;
 * each opens the activity or course.
 */
export default function TasksBlock({ timeZone }: { timeZone: string | undefined }) {
  const t = useT();
  const [dates, unstarted] = useTaskSources(timeZone);
  const now = new Date();
  const tasks = getDashboardTasks(dates.data.data, now, { limit: TASK_LIMIT });
  const waiting = getWaitingCourses(
    unstarted.data.data.map((course) => ({
      course,
      objectiveId: course.objective.id,
      availabilityDate: course.objectiveAccess?.availabilityDate ?? null,
      availabilityEndDate: course.objectiveAccess?.availabilityEndDate ?? null,
      dueDate: course.objectiveAccess?.dueDate ?? null,
    })),
    tasks,
    now,
    WAITING_SHOWN,
  );
  const waitingTotal = unstarted.data.totalCount ?? unstarted.data.data.length;
  if (!tasks.length && !waitingTotal) return <p className={styles.muted}>{t.t('dashboard.tasks.none')}</p>;
  const overdue = tasks.filter((task) => task.overdue).length;
  return (
    <>
      {overdue ? <p className={styles.overdue}>{t.t('dashboard.tasks.overdueCount', { count: overdue })}</p> : null}
      {tasks.length || waiting.length ? (
        <ul className={styles.dates}>
          {tasks.map(({ event, overdue: late }) => (
            <DashboardDateItem key={event.uid} event={event} overdue={late} />
          ))}
          {waiting.map(({ course }) => (
            <WaitingCourseItem key={course.id} course={course} />
          ))}
        </ul>
      ) : null}
      {waitingTotal ? (
        <Link href={ALL_WAITING_HREF} className={styles.more}>
          {t.t('dashboard.waiting.all', { count: waitingTotal })}
        </Link>
      ) : null}
    </>
  );
}
