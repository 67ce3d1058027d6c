/**
 * The teacher's page: attempts of manually graded quizzes (`custom.grading=manual`) wait
 * here; a score given sends a FullyGraded score to the platform (AGS 2.0 §3.4).
 * No sign-in: it is the demo tool's page, and the tool listens on loopback only by default.
 */
import { answersTable } from './attempt-view.ts';
import { findPlatform } from './config.ts';
import type { ToolContext } from './context.ts';
import { escape, page } from './html.ts';
import { HttpError } from './http.ts';
import { postScore } from './score-service.ts';
import type { Attempt } from './store.ts';

function gradingForm(attempt: Attempt): string {
  const field = `score-${escape(attempt.id)}`;
  return `<section aria-labelledby="${field}-heading">
<h2 id="${field}-heading">${escape(attempt.learner)} – ${escape(attempt.activity)}</h2>
<p>Course: ${escape(attempt.course || 'not named')} · Submitted ${escape(attempt.submittedAt)} · ${attempt.correctCount} of ${attempt.scoreMaximum} answers match the key</p>
${answersTable(attempt)}
<form method="post" action="/grading/${encodeURIComponent(attempt.id)}">
<label for="${field}">Score (0 to ${attempt.scoreMaximum})</label>
<input id="${field}" name="score" type="number" min="0" max="${attempt.scoreMaximum}" step="any" required value="${attempt.correctCount}">
<button type="submit">Send grade</button>
</form>
</section>`;
}

export function gradingPage(ctx: ToolContext): string {
  const waiting = ctx.store.waitingForGrading();
  const list = waiting.length ? waiting.map(gradingForm).join('\n') : '<p>No attempts are waiting for grading.</p>';
  return page({ title: 'Grading' }, `<h1>Attempts waiting for grading</h1>\n${list}`);
}

/** POST /grading/{attemptId}: sends the teacher's score; the attempt leaves the queue once the platform took it. */
export async function grade(ctx: ToolContext, attemptId: string, form: URLSearchParams): Promise<void> {
  const attempt = ctx.store.attempt(attemptId);
  if (!attempt || !attempt.manual) throw new HttpError(404, 'No such attempt', 'This attempt is not waiting for grading.');
  if (attempt.gradedScore !== undefined) return;
  const raw = form.get('score')?.trim() ?? '';
  const score = raw === '' ? NaN : Number(raw);
  if (!Number.isFinite(score) || score < 0 || score > attempt.scoreMaximum) {
    throw new HttpError(400, 'Score refused', `The score must be a number from 0 to ${attempt.scoreMaximum}.`);
  }
  const platform = findPlatform(ctx.platforms, attempt.issuer, attempt.clientId);
  if (!platform || !attempt.lineitem)
    throw new HttpError(409, 'Grade not sent', 'This tool no longer knows the platform or line item of this attempt.');
  const outcome = await postScore(ctx, platform, attempt.lineitem, {
    userId: attempt.userId,
    scoreGiven: score,
    scoreMaximum: attempt.scoreMaximum,
    activityProgress: 'Completed',
    gradingProgress: 'FullyGraded',
    timestamp: new Date().toISOString(),
  });
  if (!outcome.ok) throw new HttpError(502, 'Grade not sent', `${outcome.message} The attempt is still waiting for grading.`);
  attempt.gradedScore = score;
  attempt.outcome = outcome;
  await ctx.store.save();
}
