import { describe, expect, it } from 'vitest';
import { brandColour } from './theme.ts';

describe('the brand colour (doc 1 §7 theme.primaryColor)', () => {
  it('is a plain hex colour', () => {
    expect(brandColour('#1a5dc8')).toBe('#1a5dc8');
    expect(brandColour('#ABC')).toBe('#ABC');
    expect(brandColour('#1a5dc880')).toBe('#1a5dc880');
  });

  // It lands in a style attribute and a custom property: nothing else may get in with it.
  it('is nothing for anything else', () => {
    for (const value of [null, undefined, '', 'red', '#12', '#1a5dc8;color:red', '#1a5dc8" onload="x', 'rgb(1,2,3)', '#ggg', ' #1a5dc8'])
      expect(brandColour(value)).toBeNull();
  });
});
