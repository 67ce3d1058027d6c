import { describe, expect, it } from 'vitest';
import { readFrameResize } from './frame-messages.ts';

describe('the height a tool asks its frame to be (lti.frameResize)', () => {
  it('is read from the message as tools send it: an object or its JSON, a number or a text in pixels', () => {
    expect(readFrameResize({ subject: 'lti.frameResize', height: 812 })).toBe(812);
    expect(readFrameResize({ subject: 'lti.frameResize', height: 640.2 })).toBe(641);
    expect(readFrameResize(JSON.stringify({ subject: 'lti.frameResize', height: '600px' }))).toBe(600);
    expect(readFrameResize({ subject: 'lti.frameResize', height: ' 480 ' })).toBe(480);
  });

  it('is bounded, and nothing for anything else', () => {
    expect(readFrameResize({ subject: 'lti.frameResize', height: 1e9 })).toBe(20_000);
    for (const data of [
      null,
      'lti.frameResize',
      '{not json',
      { subject: 'lti.frameResize' },
      { subject: 'lti.frameResize', height: -5 },
      { subject: 'lti.frameResize', height: 0 },
      { subject: 'lti.frameResize', height: 'calc(100vh)' },
      { subject: 'lti.frameResize', height: '50%' },
      { subject: 'lti.frameResize', height: Number.NaN },
      { subject: 'lti.scrollToTop', height: 300 },
      'x'.repeat(5000),
    ])
      expect(readFrameResize(data)).toBeNull();
  });
});
