import { describe, expect, it } from 'vitest';
import { getPlaceholderColour } from './placeholder-colour.ts';

describe('getPlaceholderColour (doc 1 §9 placeholder colours cycle by index)', () => {
  it.each([
    [0, 'grey'],
    [1, 'orange'],
    [2, 'green'],
    [3, 'cyan'],
    [4, 'red'],
    [5, 'blue'],
    [6, 'yellow'],
    [7, 'grey'],
    [15, 'orange'],
    [-1, 'yellow'],
  ])('card %i gets %s', (index, colour) => {
    expect(getPlaceholderColour(index)).toBe(colour);
  });
});
