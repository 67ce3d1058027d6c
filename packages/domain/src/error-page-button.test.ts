import { describe, expect, it } from 'vitest';
import { getErrorPageButton } from './error-page-button.ts';

describe('getErrorPageButton (doc 1 §6 error-page button)', () => {
  it.each([
    ['a learner-only user goes to My courses', ['Learner'], 'myCourses'],
    ['an instructor goes to the content library', ['Learner', 'Instructor'], 'contentLibrary'],
    ['an author goes to the content library', [{ name: 'Author' }], 'contentLibrary'],
    ['a user with no roles goes to the content library', [], 'contentLibrary'],
  ])('%s', (_rule, roles, expected) => {
    expect(getErrorPageButton(roles)).toBe(expected);
  });
});
