import { describe, expect, it } from 'vitest';
import { splitCardActions } from './card-actions.ts';

describe('splitCardActions (doc 1 §9 actions limit on cards: default 2)', () => {
  it.each([
    ['no actions: nothing shown, no menu', [], { shown: [], more: [] }],
    ['one action is shown', ['enrol'], { shown: ['enrol'], more: [] }],
    ['two actions, the limit, are both shown', ['enrol', 'unread'], { shown: ['enrol', 'unread'], more: [] }],
    ['a third action goes to the menu', ['enrol', 'unread', 'details'], { shown: ['enrol', 'unread'], more: ['details'] }],
  ])('%s', (_title, actions, expected) => {
    expect(splitCardActions(actions)).toEqual(expected);
  });

  it('honours another limit, never a negative one', () => {
    expect(splitCardActions(['a', 'b', 'c'], 1)).toEqual({ shown: ['a'], more: ['b', 'c'] });
    expect(splitCardActions(['a'], -1)).toEqual({ shown: [], more: ['a'] });
  });
});
