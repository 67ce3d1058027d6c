/** An attempt's answers and score, as the review page and the teacher's grading page show them. */
import { escape } from './html.ts';
import { questionsFor } from './questions.ts';
import type { Attempt } from './store.ts';

/** The score to show: the teacher's once given, the count of correct answers for an automatic quiz. */
export function scoreText(attempt: Attempt): string {
  if (attempt.manual && attempt.gradedScore === undefined) return "Waiting for a teacher's grade";
  return `${attempt.gradedScore ?? attempt.correctCount} of ${attempt.scoreMaximum}`;
}

/** A table of question, the learner's answer and the correct one. */
export function answersTable(attempt: Attempt): string {
  const questions = questionsFor(attempt.resourceLinkId, attempt.questionCount, attempt.topic);
  const rows = questions.map((question, i) => {
    const chosen = attempt.answers[i];
    const given = chosen === null || chosen === undefined ? 'No answer' : question.options[chosen];
    const right = chosen === question.correct;
    return `<tr><td>${escape(question.text)}</td><td class="${right ? 'correct' : 'wrong'}">${escape(given)} (${right ? 'correct' : 'wrong'})</td><td>${escape(question.options[question.correct])}</td></tr>`;
  });
  return `<table>
<thead><tr><th scope="col">Question</th><th scope="col">Answer given</th><th scope="col">Correct answer</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`;
}
