import { useCallback } from 'react';
import type { PublicCourse } from '@lp/contract';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useBreadcrumbs } from '../../components/breadcrumbs-context.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CourseListScreen, type CourseListSource } from '../../features/course-list/components/course-list-screen.tsx';
import { usePublicCourses } from '../../features/open-catalog/api/get-public-courses.ts';
import { usePublicFilterCategories } from '../../features/open-catalog/api/get-public-filter-categories.ts';
import { usePublicShowcases } from '../../features/open-catalog/api/get-public-showcases.ts';
import { PublicCourseCard } from '../../features/open-catalog/components/public-course-card.tsx';

const source: CourseListSource<PublicCourse> = {
  listType: 'public',
  usePages: usePublicCourses,
  useCategories: usePublicFilterCategories,
  useShowcases: usePublicShowcases,
};
const getKey = (course: PublicCourse) => course.id;

/** doc 1 §2 the public catalog: the same list without sign-in (inside PublicShell). */
export function Component() {
  const t = useT();
  useDocumentTitle(t.t('openCatalog.title'));
  useBreadcrumbs([{ label: t.t('openCatalog.title') }]);
  const renderCard = useCallback((course: PublicCourse, index: number) => <PublicCourseCard course={course} index={index} />, []);
  return (
    <CourseListScreen
      source={source}
      title={t.t('openCatalog.title')}
      getKey={getKey}
      renderCard={renderCard}
      noCourses={<EmptyState title={t.t('openCatalog.empty.title')} description={t.t('openCatalog.empty.text')} />}
    />
  );
}
