import { describe, expect, it } from 'vitest';
import { messageText } from './message-text.ts';

describe('messageText', () => {
  it('reads HTML as text, one line per block, entities decoded', () => {
    expect(messageText('<p>Welcome &amp; hello!</p><p>Second <b>line</b></p>')).toBe('Welcome & hello!\nSecond line');
  });
  it('never keeps markup or runs scripts', () => {
    expect(messageText('<img src=x onerror="alert(1)"><script>alert(2)</script>Hi')).toBe('Hi');
  });
  it('leaves plain text as it is', () => {
    expect(messageText('Grading is under way.')).toBe('Grading is under way.');
  });
});
