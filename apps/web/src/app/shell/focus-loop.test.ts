import { describe, expect, it } from 'vitest';
import { nextInFocusLoop } from './focus-loop.ts';

const loop = ['menu', 'dashboard', 'courses', 'feedback'];

describe('Tab inside a modal drawer goes round and never leaves it', () => {
  it.each([
    ['Tab moves to the next element', 'dashboard', false, 'courses'],
    ['Tab on the last element wraps to the first', 'feedback', false, 'menu'],
    ['Shift+Tab moves to the previous element', 'courses', true, 'dashboard'],
    ['Shift+Tab on the first element wraps to the last', 'menu', true, 'feedback'],
    ['from outside the loop Tab enters at the first', 'page', false, 'menu'],
    ['from outside the loop Shift+Tab enters at the last', null, true, 'feedback'],
  ])('%s', (_, current, backwards, expected) => {
    expect(nextInFocusLoop(loop, current, backwards)).toBe(expected);
  });

  it('an empty loop has nowhere to go', () => {
    expect(nextInFocusLoop([], null, false)).toBeNull();
  });

  it('a loop of one keeps the focus where it is', () => {
    expect(nextInFocusLoop(['menu'], 'menu', false)).toBe('menu');
    expect(nextInFocusLoop(['menu'], 'menu', true)).toBe('menu');
  });
});
