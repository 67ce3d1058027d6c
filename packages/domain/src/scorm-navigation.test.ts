import { describe, expect, it } from 'vitest';
import { getScormNavTarget } from './scorm-navigation.ts';

const items = ['item-a', 'item-b', 'item-c'];

describe('adl.nav.request at Terminate (SCORM 2004 SN 4.4.3) between a package’s items', () => {
  it.each([
    ['continue', 0, { to: 'item', index: 1 }],
    ['continue after the last item: the course', 2, { to: 'course' }],
    ['previous', 2, { to: 'item', index: 1 }],
    ['previous at the first item: stay', 0, null],
    ['{target=item-c}choice', 0, { to: 'item', index: 2 }],
    ['{target=item-a}jump', 2, { to: 'item', index: 0 }],
    ['{target=nowhere}choice: stay', 1, null],
    ['exit', 1, { to: 'course' }],
    ['exitAll', 1, { to: 'course' }],
    ['suspendAll', 1, { to: 'course' }],
    ['abandonAll', 1, { to: 'course' }],
    ['_none_', 1, null],
  ] as const)('%s', (name, current, target) => {
    const request = name.split(' ')[0]!.replace(/:$/, '');
    expect(getScormNavTarget(request, items, current)).toEqual(target);
  });
  it('no request: stay', () => expect(getScormNavTarget(null, items, 0)).toBeNull());
});
