/** What the learner sees after submitting, with the way back to the course (LTI Core 1.3 §5.4.1 return_url). */
import { escape, page } from './html.ts';
import type { Attempt } from './store.ts';

/** The sentence for the learner and the platform's `lti_msg`. */
export function resultMessage(attempt: Attempt): string {
  return attempt.manual ? 'Your answers were sent for grading.' : `You scored ${attempt.correctCount} of ${attempt.scoreMaximum}.`;
}

/** return_url with `lti_msg`, or `lti_errormsg` when the platform did not take the score; undefined when unusable. */
export function returnLink(attempt: Attempt): string | undefined {
  if (!attempt.returnUrl) return undefined;
  let url: URL;
  try {
    url = new URL(attempt.returnUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (attempt.outcome?.ok === false) url.searchParams.set('lti_errormsg', `Your result could not be recorded: ${attempt.outcome.message}`);
  else url.searchParams.set('lti_msg', resultMessage(attempt));
  return url.href;
}

export function resultPage(attempt: Attempt, lang: string): string {
  const failed = attempt.outcome?.ok === false
    ? `<p role="alert">The course did not record this result: ${escape(attempt.outcome.message)}${attempt.outcome.status ? ` (platform status ${attempt.outcome.status})` : ''}</p>`
    : '';
  const link = returnLink(attempt);
  return page(
    { title: `Submitted: ${attempt.activity}`, lang },
    `<h1>${escape(attempt.activity)}</h1>
<p>${escape(resultMessage(attempt))}</p>
${failed}
${link ? `<p><a href="${escape(link)}">Back to the course</a></p>` : ''}`,
  );
}
