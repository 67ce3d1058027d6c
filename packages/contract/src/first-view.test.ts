import { describe, expect, it } from 'vitest';
import { CHAT_PATHS } from './chat.ts';
import { canonicalCallUrl, firstListPage, firstViewCalls } from './first-view.ts';
import { DETAILS_PATHS, LIST_PATHS } from './lists.ts';

const signedIn = { signedIn: true, dashboard: false };
const MY_COURSES = [
  firstListPage(LIST_PATHS.enrolled),
  LIST_PATHS.terms,
  LIST_PATHS.enrolledFilterCategories,
  LIST_PATHS.enrolledShowcases,
  LIST_PATHS.gradingScales,
];

describe('the calls of a first view (issue 17)', () => {
  it.each([
    ['/courses', signedIn, MY_COURSES],
    ['/', signedIn, MY_COURSES],
    ['/', { signedIn: true, dashboard: true }, []],
    [
      '/catalog/',
      signedIn,
      [
        firstListPage(LIST_PATHS.catalog),
        LIST_PATHS.terms,
        LIST_PATHS.catalogFilterCategories,
        LIST_PATHS.catalogShowcases,
        LIST_PATHS.gradingScales,
      ],
    ],
    ['/courses/c-1/view/content/2', signedIn, [DETAILS_PATHS.courseDetails('c-1')]],
    ['/courses/redirect/c-1', signedIn, []],
    ['/courses', { signedIn: false, dashboard: false }, []],
    [
      '/open-catalog',
      { signedIn: false, dashboard: false },
      [firstListPage(LIST_PATHS.public), LIST_PATHS.publicFilterCategories, LIST_PATHS.publicShowcases],
    ],
    ['/open-catalog/c-1/view/details', { signedIn: false, dashboard: false }, []],
  ])('%s %o → its calls', (path, context, calls) => {
    expect(firstViewCalls(path, context)).toEqual(calls);
  });

  it('adds the shell’s unread counts to a signed-in page loaded as a whole, never to a public one', () => {
    expect(firstViewCalls('/profile', { ...signedIn, withShell: true })).toEqual([CHAT_PATHS.unread]);
    expect(firstViewCalls('/open-catalog', { ...signedIn, withShell: true })).not.toContain(CHAT_PATHS.unread);
  });
});

describe('canonicalCallUrl', () => {
  it('spells a URL the same whatever the order and encoding of its parameters', () => {
    expect(canonicalCallUrl('/q?take=24&sort=%5B%7B%22a%22%3A1%7D%5D&skip=0')).toBe(canonicalCallUrl('/q?skip=0&sort=[{"a":1}]&take=24'));
    expect(canonicalCallUrl('/q?a=2&a=1')).toBe('/q?a=1&a=2');
    expect(canonicalCallUrl('/q?keyword=a+b')).toBe('/q?keyword=a%20b');
    expect(canonicalCallUrl('/q')).toBe('/q');
  });
});
