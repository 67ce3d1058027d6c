import { useEffect, useId, type ReactNode } from 'react';
import type { CourseDetails } from '@lp/contract';
import { useBreadcrumbs, type Crumb } from '../../../components/breadcrumbs-context.tsx';
import { CourseAbout } from '../../../components/course-head/course-about.tsx';
import { CourseHead } from '../../../components/course-head/course-head.tsx';
import { BASENAME, paths } from '../../../config/paths.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { logUsageEvent } from '../../../lib/api/log-usage-event.ts';
import { useGradingScales } from '../../../lib/api/get-grading-scales.ts';
import { readCourseState } from '../../../lib/course-state.ts';
import { useCourseCount } from '../hooks/use-course-count.ts';
import { CourseOverview } from './course-overview.tsx';
import { CourseRulesCard } from './course-rules-card.tsx';
import { PreviousAttempts } from './previous-attempts.tsx';
import { ResultBadge } from './result-badge.tsx';
import styles from './details.module.css';
import { getGradeColour } from '../../../lib/grade-colour.ts';

/** What the share control copies: the public course link for public courses, else the course page (doc 2 §2). */
const courseShareUrl = (details: CourseDetails) =>
  BASENAME + (details.isPublic ? paths.openCatalogCourse.href(details.objective.id) : paths.course.href(details.objective.id));

interface CourseDetailsPageProps {
  details: CourseDetails;
  /** The action buttons under the description (the lifecycle's, composed by the route). */
  actions?: ReactNode;
  /** The certificates section after the previous attempts (composed by the route). */
  certificates?: ReactNode;
  /** The list the page is reached from, first in the breadcrumbs: My courses unless the route says the catalog. */
  parent?: Crumb;
}

/**
 * doc 2 §2 "About the course": title, code, collections, description, cover, result badge,
 * status and dates, action buttons, the course rules (issue 33), previous attempts,
 * certificates and the about content.
 */
export function CourseDetailsPage({ details, actions, certificates, parent }: CourseDetailsPageProps) {
  const t = useT();
  const titleId = useId();
  const { objective } = details;
  const state = readCourseState(details);
  const scales = useGradingScales(Boolean(state.record?.grade && objective.gradingScaleId));
  const count = useCourseCount(details);
  const gradeColour = getGradeColour(scales.data, objective.gradingScaleId, state.record?.grade);
  useDocumentTitle(objective.name);
  useBreadcrumbs([parent ?? { label: t.t('nav.courses'), href: paths.courses.href() }, { label: objective.name }]);
  useEffect(() => {
    logUsageEvent('about_the_course_page_load', { objectiveId: objective.id });
  }, [objective.id]);

  return (
    <article className={styles.page} aria-labelledby={titleId}>
      <CourseHead
        objective={objective}
        titleId={titleId}
        badge={state.record ? <ResultBadge record={state.record} gradeColour={gradeColour} /> : null}
        actions={actions}
        shareUrl={courseShareUrl(details)}
      />
      <CourseOverview details={details} count={count} />
      <CourseRulesCard details={details} />
      {state.aggregateId ? <PreviousAttempts aggregateId={state.aggregateId} lastRecordId={state.record?.id} /> : null}
      {certificates}
      <CourseAbout html={objective.about} />
    </article>
  );
}
