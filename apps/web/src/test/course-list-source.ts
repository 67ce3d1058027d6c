import type { FilterCategory, ListQueryParams, Showcase, Term } from '@lp/contract';
import { EMPTY_ID, type ListType } from '@lp/domain';
import type { CourseListSource } from '../features/course-list/components/course-list-screen.tsx';

// Test data and a source that answers at once, for the list screen tests.
export interface TestCourse {
  id: string;
  name: string;
}
export const terms: Term[] = [
  { id: 't-autumn', name: 'Autumn term' },
  { id: 't-spring', name: 'Spring term' },
];
export const categories: FilterCategory[] = [
  {
    id: 'cat-level',
    name: 'Skill level',
    attributes: [
      { id: 'beginner', name: 'Beginner' },
      { id: 'advanced', name: 'Advanced' },
    ],
  },
  { id: 'cat-format', name: 'Format', attributes: [{ id: 'self-paced', name: 'Self-paced' }] },
];
export const showcases: Showcase[] = [
  { id: 'col-compliance', name: 'Compliance' },
  { id: 'col-digital', name: 'Digital skills' },
];
export const courses: TestCourse[] = [
  { id: 'c1', name: 'Workplace Safety' },
  { id: 'c2', name: 'Data Privacy' },
];

export function testSource(
  listType: ListType,
  options: { items?: TestCourse[]; collections?: Showcase[]; calls?: ListQueryParams[] } = {},
): CourseListSource<TestCourse> {
  const items = options.items ?? courses;
  return {
    listType,
    usePages: (params, enabled) => {
      if (enabled) options.calls?.push(params);
      return {
        data: enabled ? { pages: [{ data: items, totalCount: items.length }] } : undefined,
        status: enabled ? 'success' : 'pending',
        isPlaceholderData: false,
        hasNextPage: false,
        isFetchingNextPage: false,
        fetchNextPage: async () => undefined,
        refetch: async () => undefined,
      };
    },
    useCategories: () => ({ data: categories, status: 'success' }),
    useShowcases: () => ({ data: options.collections ?? showcases, status: 'success' }),
    ...(listType === 'public' ? {} : { useTerms: () => ({ data: terms, status: 'success' as const }) }),
  };
}

export const placeholderOnlyCollections: Showcase[] = [{ id: EMPTY_ID, name: '' }];
