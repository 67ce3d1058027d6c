import { useEffect, useId, type ReactNode } from 'react';
import type { CourseDetails } from '@lp/contract';
import { useBreadcrumbs } from '../../../components/breadcrumbs-context.tsx';
import { BASENAME, paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { logUsageEvent } from '../../../lib/api/log-usage-event.ts';
import { useGradingScales } from '../../../lib/api/get-grading-scales.ts';
import { readCourseState } from '../../../lib/course-state.ts';
import { withScrollableTables } from '../../../lib/scrollable-tables.ts';
import { CourseCover } from './course-cover.tsx';
import { CourseDescription } from './course-description.tsx';
import { CourseOverview } from './course-overview.tsx';
import { PreviousAttempts } from './previous-attempts.tsx';
import { ResultBadge } from './result-badge.tsx';
import { ShareLink } from '../../../components/share-link.tsx';
import styles from './details.module.css';
import { getGradeColour } from '../../../lib/grade-colour.ts';

/** What the share control copies: the public course link for public courses, else the course page (doc 2 §2). */
const courseShareUrl = (details: CourseDetails) =>
  window.location.origin +
  BASENAME +
  (details.isPublic ? paths.openCatalogCourse.href(details.objective.id) : paths.course.href(details.objective.id));

interface CourseDetailsPageProps {
  details: CourseDetails;
  /** The action buttons under the description (the lifecycle's, composed by the route). */
  actions?: ReactNode;
  /** The certificates section after the previous attempts (composed by the route). */
  certificates?: ReactNode;
}

/**
 * doc 2 §2 "About the course": title, code, collections, description, cover, result badge,
 * status and dates, action buttons, previous attempts, certificates and the about content.
 */
export function CourseDetailsPage({ details, actions, certificates }: CourseDetailsPageProps) {
  const t = useT();
  const titleId = useId();
  const aboutId = useId();
  const { objective } = details;
  const state = readCourseState(details);
  const scales = useGradingScales(Boolean(state.record?.grade && objective.gradingScaleId));
  const gradeColour = getGradeColour(scales.data, objective.gradingScaleId, state.record?.grade);
  useDocumentTitle(objective.name);
  useBreadcrumbs([{ label: t.t('nav.courses'), href: paths.courses.href() }, { label: objective.name }]);
  useEffect(() => {
    logUsageEvent('about_the_course_page_load', { objectiveId: objective.id });
  }, [objective.id]);
  const collections = objective.showcases.filter((s) => s.name);

  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <header className={styles.head}>
        <div className={styles.text}>
          <h1 id={titleId} className={styles.title} dir="auto">
            {objective.name}
          </h1>
          {objective.code ? (
            <p className={styles.code} dir="auto">
              {objective.code}
            </p>
          ) : null}
          {collections.length ? (
            <ul className={styles.collections} aria-label={t.t('courseDetails.collections')}>
              {collections.map((c) => (
                <li key={c.id} dir="auto">
                  {c.name}
                </li>
              ))}
            </ul>
          ) : null}
          {state.record ? <ResultBadge record={state.record} gradeColour={gradeColour} /> : null}
          <CourseDescription text={objective.description} />
          {actions}
          <ShareLink url={courseShareUrl(details)} label={t.t('courseDetails.share.copyLink')} />
        </div>
        <CourseCover
          objectiveId={objective.id}
          imageUrl={objective.imageUrl}
          alt={t.t('courseDetails.coverAlt', { name: objective.name })}
        />
      </header>
      <CourseOverview details={details} />
      {state.aggregateId ? <PreviousAttempts aggregateId={state.aggregateId} lastRecordId={state.record?.id} /> : null}
      {certificates}
      {objective.about.trim() ? (
        <section className={styles.section} aria-labelledby={aboutId}>
          <h2 id={aboutId}>{t.t('courseDetails.about')}</h2>
          {/* Sanitised by the server (CourseDetails.objective.about): rendered as given. */}
          <div className={styles.about} dir="auto" dangerouslySetInnerHTML={{ __html: withScrollableTables(objective.about, t.t('richText.table')) }} />
        </section>
      ) : null}
    </article>
  );
}
