/** Submission review (LtiSubmissionReviewRequest): the learner's last attempt at the activity. */
import { answersTable, scoreText } from './attempt-view.ts';
import type { LaunchClaims } from './claims.ts';
import { escape, languageTag, page } from './html.ts';
import type { Attempt } from './store.ts';

export function reviewPage(claims: LaunchClaims, attempt: Attempt | undefined): string {
  const options = { title: `Review: ${claims.activityTitle}`, lang: languageTag(claims.locale) };
  if (!attempt) {
    return page(options, `<h1>No attempt found</h1>\n<p>There is no submitted attempt at ${escape(claims.activityTitle)} to review.</p>`);
  }
  return page(
    options,
    `<h1>Review: ${escape(attempt.activity)}</h1>
<p>Learner: ${escape(attempt.learner)}</p>
<p>Submitted: ${escape(attempt.submittedAt)}</p>
<p>Score: ${escape(scoreText(attempt))}</p>
${answersTable(attempt)}`,
  );
}
