import { describe, expect, it } from 'vitest';
import { checkMail } from './check-mail.ts';

const input = {
  locale: 'en-US',
  firstName: 'Ann',
  courseName: 'Forklift <safety>',
  question: 'Is <script>alert(1)</script> a load?',
  answers: [
    { text: 'Yes & no', url: 'http://localhost:3000/learn/email-response-callback?answer=a.x&workflowId=1' },
    { text: 'No', url: 'http://localhost:3000/learn/email-response-callback?answer=b.y&workflowId=1' },
  ],
};

describe('checkMail: a knowledge check as an e-mail (decision 0026)', () => {
  it('says the same in text and HTML, one link per answer, with every imported text escaped in the HTML', () => {
    const mail = checkMail(input);
    expect(mail.subject).toBe('Knowledge check: Forklift <safety>');
    expect(mail.text).toContain('Hello Ann,');
    expect(mail.text).toContain('- Yes & no: http://localhost:3000/learn/email-response-callback?answer=a.x&workflowId=1');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Is &lt;script&gt;alert(1)&lt;/script&gt; a load?');
    expect(mail.html).toMatch(
      /<a href="http:\/\/localhost:3000\/learn\/email-response-callback\?answer=a\.x&amp;workflowId=1" style="[^"]+"><bdi>Yes &amp; no<\/bdi><\/a>/,
    );
    // The course's name heads the card, escaped and isolated.
    expect(mail.html).toContain('<bdi>Forklift &lt;safety&gt;</bdi>');
    expect(mail.html).toContain('lang="en-US" dir="ltr"');
  });

  it("is in the learner's language, right to left in Arabic, and greets without a name when there is none", () => {
    const mail = checkMail({ ...input, locale: 'ar-AR', firstName: '' });
    // The course's English name is isolated inside the Arabic subject (U+2068 … U+2069), so its punctuation stays in place.
    expect(mail.subject).toBe('اختبار المعرفة: \u2068Forklift <safety>\u2069');
    expect(mail.text.startsWith('مرحبًا،')).toBe(true);
    expect(mail.html).toContain('lang="ar-AR" dir="rtl"');
  });

  it('falls back to en-US for a learner without a language', () => {
    expect(checkMail({ ...input, locale: null }).subject).toBe('Knowledge check: Forklift <safety>');
  });
});
