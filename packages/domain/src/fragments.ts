/**
 * doc 1 §1: the parts of the learner app served as separate fragments, each loaded on its
 * own and failing alone (issue 15, decision 0029). Their versions come from the "remote
 * fragment versions" call for project learn (doc 1 §7).
 */
export const FRAGMENT_PROJECT = 'learn' as const;
export const FRAGMENTS = [
  'dashboard',
  'tasks',
  'recentCourses',
  'promoBanners',
  'calendar',
  'knowledgeCenter',
  'communicationsHub',
  'learnerApp',
] as const;
export type FragmentName = (typeof FRAGMENTS)[number];
