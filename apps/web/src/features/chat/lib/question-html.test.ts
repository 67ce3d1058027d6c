import { describe, expect, it } from 'vitest';
import { questionHtml } from './question-html.ts';

describe('questionHtml', () => {
  it.each([
    ['plain text', 'When is the deadline?', '<p>When is the deadline?</p>'],
    ['markup is shown as written', '<script>alert(1)</script> & <b>', '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;</p>'],
    ['lines and paragraphs', 'one\ntwo\n\nthree', '<p>one<br>two</p><p>three</p>'],
    ['right-to-left text as is', '  متى الموعد النهائي؟ ', '<p>متى الموعد النهائي؟</p>'],
  ])('%s', (_rule, text, html) => expect(questionHtml(text)).toBe(html));
});
