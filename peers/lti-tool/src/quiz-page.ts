/** The quiz a resource link launch opens: one fieldset of radio buttons per question. */
import type { LaunchClaims } from './claims.ts';
import { escape, languageTag, page } from './html.ts';
import type { Question } from './questions.ts';

function questionFieldset(question: Question, index: number): string {
  const name = `q${index + 1}`;
  const options = question.options
    .map((option, value) => `<label><input type="radio" name="${name}" value="${value}"> ${escape(option)}</label>`)
    .join('\n');
  return `<fieldset>\n<legend>Question ${index + 1}: ${escape(question.text)}</legend>\n${options}\n</fieldset>`;
}

export function quizPage(claims: LaunchClaims, sessionId: string, questions: Question[], manual: boolean): string {
  const course = claims.courseTitle ? `<p>Course: ${escape(claims.courseTitle)}</p>` : '';
  const grading = manual ? '<p>A teacher grades this quiz: your score appears in the course once they have.</p>' : '';
  return page(
    { title: claims.activityTitle, lang: languageTag(claims.locale) },
    `<h1>${escape(claims.activityTitle)}</h1>
<p>Signed in as ${escape(claims.name)}</p>
${course}${grading}
<form method="post" action="/submit">
<input type="hidden" name="session" value="${escape(sessionId)}">
${questions.map(questionFieldset).join('\n')}
<button type="submit">Submit</button>
</form>`,
  );
}
