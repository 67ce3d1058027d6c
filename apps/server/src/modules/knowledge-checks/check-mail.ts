import { textDirection } from '@lp/i18n';
import { translatorFor } from '../../lib/i18n.ts';
import { escapeHtml } from '../../lib/html.ts';

export interface CheckMailInput {
  locale: string | null;
  firstName: string;
  courseName: string;
  question: string;
  /** One link per answer, in the question's order. */
  answers: { text: string; url: string }[];
}

/**
 * A knowledge check as an e-mail in the learner's language: the question and one link
 * per answer (the link is the answer; doc 2 §5). Text and HTML carry the same words, the
 * HTML right to left for Arabic; the course and the learner's texts are isolated (<bdi>).
 */
export function checkMail(input: CheckMailInput): { subject: string; text: string; html: string } {
  const t = translatorFor(input.locale ?? undefined);
  const dir = textDirection(t.locale);
  const subject = t.t('knowledgeCheck.email.subject', { course: input.courseName });
  const greeting = input.firstName ? t.t('knowledgeCheck.email.greeting', { name: input.firstName }) : t.t('knowledgeCheck.email.greetingNoName');
  const intro = t.t('knowledgeCheck.email.intro', { course: input.courseName });
  const choose = t.t('knowledgeCheck.email.choose');
  const footer = t.t('knowledgeCheck.email.footer');
  const text = [greeting, '', intro, '', input.question, '', choose, ...input.answers.map((a) => `- ${a.text}: ${a.url}`), '', footer, ''].join('\n');
  const items = input.answers.map((a) => `<li><a href="${escapeHtml(a.url)}"><bdi>${escapeHtml(a.text)}</bdi></a></li>`).join('');
  const html = `<!doctype html><html lang="${escapeHtml(t.locale)}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p><p><strong dir="auto">${escapeHtml(input.question)}</strong></p>
<p>${escapeHtml(choose)}</p><ul>${items}</ul><p>${escapeHtml(footer)}</p></body></html>`;
  return { subject, text, html };
}
