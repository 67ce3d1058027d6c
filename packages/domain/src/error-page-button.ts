import { isLearnerOnly } from './permissions.ts';
import type { RoleLike } from './permissions.ts';

export type ErrorPageButton = 'myCourses' | 'contentLibrary';

/**
 * doc 1 §6: the error page's button reads 'Go to My courses' (to the learner app) for a
 * learner-only user and 'Go to Content library' (to the root) for everyone else.
 */
export function getErrorPageButton(roles: readonly RoleLike[]): ErrorPageButton {
  return isLearnerOnly(roles) ? 'myCourses' : 'contentLibrary';
}
