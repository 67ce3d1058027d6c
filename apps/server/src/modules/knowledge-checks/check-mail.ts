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

const BODY = 'margin:0;padding:0;background:#f3f4f6;color:#1f2937;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif';
const PAGE = 'background:#f3f4f6';
const CARD = 'max-width:560px;background:#ffffff;border:1px solid #d1d5db;border-radius:8px';
const BAND = 'padding:16px 24px;border-bottom:1px solid #e5e7eb;font-weight:600;color:#374151';
const QUESTION =
  'margin:0 0 16px;padding:12px 16px;background:#f9fafb;border:1px solid #e5e7eb;border-radius:6px;font-size:18px;font-weight:600';
const ANSWER_CELL = 'padding:0 0 8px';
// The brand blue of the app's default theme, with white text: a contrast of 7:1.
const ANSWER_LINK =
  'display:block;padding:12px 16px;background:#1d4ed8;border-radius:6px;color:#ffffff;font-weight:600;text-decoration:none';
const FOOTER = 'padding:16px 24px 24px;color:#4b5563;font-size:14px';

/**
 * A knowledge check as an e-mail in the learner's language: the question and one link
 * per answer (the link is the answer; doc 2 §5). Text and HTML carry the same words, the
 * HTML right to left for Arabic, each answer a button; the course and the learner's texts
 * are isolated (<bdi>).
 */
export function checkMail(input: CheckMailInput): { subject: string; text: string; html: string } {
  const t = translatorFor(input.locale ?? undefined);
  const dir = textDirection(t.locale);
  const subject = t.t('knowledgeCheck.email.subject', { course: input.courseName });
  const greeting = input.firstName
    ? t.t('knowledgeCheck.email.greeting', { name: input.firstName })
    : t.t('knowledgeCheck.email.greetingNoName');
  const intro = t.t('knowledgeCheck.email.intro', { course: input.courseName });
  const choose = t.t('knowledgeCheck.email.choose');
  const footer = t.t('knowledgeCheck.email.footer');
  const text = [
    greeting,
    '',
    intro,
    '',
    input.question,
    '',
    choose,
    ...input.answers.map((a) => `- ${a.text}: ${a.url}`),
    '',
    footer,
    '',
  ].join('\n');
  const answers = input.answers
    .map(
      (a) =>
        `<tr><td style="${ANSWER_CELL}"><a href="${escapeHtml(a.url)}" style="${ANSWER_LINK}"><bdi>${escapeHtml(a.text)}</bdi></a></td></tr>`,
    )
    .join('');
  // Mail clients ignore <style> and logical properties alike: a single column of tables with
  // inline styles that need no side (no left/right), so one layout serves both directions.
  const html = `<!doctype html><html lang="${escapeHtml(t.locale)}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="${BODY}"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${PAGE}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${CARD}">
<tr><td style="${BAND}"><bdi>${escapeHtml(input.courseName)}</bdi></td></tr>
<tr><td style="padding:24px 24px 8px"><p style="margin:0 0 12px">${escapeHtml(greeting)}</p><p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<p style="${QUESTION}" dir="auto">${escapeHtml(input.question)}</p><p style="margin:0 0 12px">${escapeHtml(choose)}</p></td></tr>
<tr><td style="padding:0 24px 8px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">${answers}</table></td></tr>
<tr><td style="${FOOTER}">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text, html };
}
