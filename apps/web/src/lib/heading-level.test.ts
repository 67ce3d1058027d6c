import { describe, expect, it } from 'vitest';
import { nestHeadings } from './heading-level.ts';

describe('nestHeadings', () => {
  it('puts the author’s top headings one level below the activity title, keeping their order', () => {
    expect(nestHeadings('<h1 id="a">Intro</h1><p>x</p><h2>Part</h2><h3>Detail</h3>', 2)).toBe(
      '<h3 id="a">Intro</h3><p>x</p><h4>Part</h4><h5>Detail</h5>',
    );
  });
  it('under an h3 (a long read) an author h2 becomes h4, and nothing goes past h6', () => {
    expect(nestHeadings('<h2>A</h2><h5>B</h5><h6>C</h6>', 3)).toBe('<h4>A</h4><h6>B</h6><h6>C</h6>');
  });
  it('leaves html alone when its headings are already below the title or there are none', () => {
    const html = '<h3>Already</h3><p><strong>Bold</strong> &amp; text</p>';
    expect(nestHeadings(html, 2)).toBe(html);
    expect(nestHeadings('<p>plain</p>', 2)).toBe('<p>plain</p>');
  });
});
