import { describe, expect, it } from 'vitest';
import { getShortTrail } from './short-trail.ts';

const courses = { label: 'My courses', href: '/courses' };
const course = { label: 'Data Privacy Fundamentals', href: '/courses/1/view/details' };

describe('the phone breadcrumb: the current page and the way back to its parent', () => {
  it.each([
    ['no trail: nothing to show', [], null],
    ['a top-level page has no parent', [{ label: 'Catalog' }], { current: { label: 'Catalog' }, parent: null }],
    [
      'the parent is the crumb just before the current page',
      [courses, course, { label: 'Course content' }],
      { current: { label: 'Course content' }, parent: course },
    ],
    [
      'a crumb that is not a link is passed over for the link before it',
      [courses, { label: 'Archive' }, { label: 'Report' }],
      { current: { label: 'Report' }, parent: courses },
    ],
    [
      'no crumb before the current page is a link: no parent',
      [{ label: 'Archive' }, { label: 'Report' }],
      { current: { label: 'Report' }, parent: null },
    ],
    ['the current page is the last crumb even when it carries a link', [courses, course], { current: course, parent: courses }],
  ])('%s', (_, trail, expected) => {
    expect(getShortTrail(trail)).toEqual(expected);
  });
});
