import { PLACEHOLDER_COLOURS } from './constants.ts';
import type { PlaceholderColour } from './constants.ts';

/** doc 1 §9: cards without a cover cycle through the seven placeholder colours by index. */
export function getPlaceholderColour(index: number): PlaceholderColour {
  const count = PLACEHOLDER_COLOURS.length;
  const position = ((Math.trunc(index) % count) + count) % count;
  // position is always within 0..count-1, so the fallback never applies.
  return PLACEHOLDER_COLOURS[position] ?? PLACEHOLDER_COLOURS[0];
}
