/** What the learner sees after submitting, with the way back to the course (LTI Core 1.3 §5.4.1 return_url). */
import { escape, page } from './html.ts';
import type { Attempt } from './store.ts';

/** The sentence for the learner and the platform's `lti_msg`. */
export function resultMessage(attempt: Attempt): string {
  return attempt.manual ? 'Your answers were sent for grading.' : `You scored ${attempt.correctCount} of ${attempt.scoreMaximum}.`;
}

/** The course's return_url with the platform's message parameter added; undefined when it is not an http(s) URL. */
export function returnUrlWith(returnUrl: string | undefined, param: 'lti_msg' | 'lti_errormsg', message: string): string | undefined {
  if (!returnUrl) return undefined;
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  url.searchParams.set(param, message);
  return url.href;
}

/** return_url with `lti_msg`, or `lti_errormsg` when the platform did not take the score; undefined when unusable. */
export function returnLink(attempt: Attempt): string | undefined {
  return attempt.outcome?.ok === false
    ? returnUrlWith(attempt.returnUrl, 'lti_errormsg', `Your result could not be recorded: ${attempt.outcome.message}`)
    : returnUrlWith(attempt.returnUrl, 'lti_msg', resultMessage(attempt));
}

export function resultPage(attempt: Attempt, lang: string): string {
  const failed =
    attempt.outcome?.ok === false
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
