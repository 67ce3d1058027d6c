/** POST /submit: scores the quiz of a launch session and sends the score to the platform (AGS). */
import { readClaims } from './claims.ts';
import type { ToolContext } from './context.ts';
import { HttpError } from './http.ts';
import { questionCount, questionsFor, readAnswers, scoreAnswers } from './questions.ts';
import { postScore, type Score } from './score-service.ts';
import { AgsScope, MessageType } from './spec.ts';
import { randomId, type Attempt, type LaunchSession, type PostOutcome } from './store.ts';

/** The attempt of the session's submit: made once, so a double submit posts one score and shows the same result. */
export function submit(ctx: ToolContext, form: URLSearchParams): Promise<Attempt> {
  const session = ctx.store.session(form.get('session') ?? '');
  if (!session)
    throw new HttpError(400, 'Submission refused', 'This quiz session is unknown or has expired. Open the activity again from the course.');
  if (readClaims(session.claims).messageType !== MessageType.resourceLink) {
    throw new HttpError(400, 'Submission refused', 'This session is a review: there is nothing to submit.');
  }
  session.submission ??= record(ctx, session, form);
  return session.submission;
}

async function record(ctx: ToolContext, session: LaunchSession, form: URLSearchParams): Promise<Attempt> {
  const claims = readClaims(session.claims);
  const count = questionCount(claims.custom.questions);
  const questions = questionsFor(claims.resourceLinkId, count, claims.custom.topic);
  const answers = readAnswers(form, questions);
  const attempt: Attempt = {
    id: randomId(12),
    sessionId: session.id,
    issuer: session.platform.issuer,
    clientId: session.platform.clientId,
    userId: claims.sub,
    learner: claims.name,
    activity: claims.activityTitle,
    course: claims.courseTitle,
    resourceLinkId: claims.resourceLinkId,
    questionCount: count,
    topic: typeof claims.custom.topic === 'string' ? claims.custom.topic : undefined,
    answers,
    correctCount: scoreAnswers(questions, answers),
    scoreMaximum: questions.length,
    manual: claims.custom.grading === 'manual',
    lineitem: claims.ags?.lineitem,
    returnUrl: claims.returnUrl,
    submittedAt: new Date().toISOString(),
  };
  await ctx.store.add(attempt);
  const timestamp = new Date().toISOString();
  const score: Score = attempt.manual
    ? { userId: attempt.userId, activityProgress: 'Submitted', gradingProgress: 'PendingManual', timestamp }
    : {
        userId: attempt.userId,
        scoreGiven: attempt.correctCount,
        scoreMaximum: attempt.scoreMaximum,
        activityProgress: 'Completed',
        gradingProgress: 'FullyGraded',
        timestamp,
        comment: `${attempt.correctCount} of ${attempt.scoreMaximum} answers correct.`,
      };
  attempt.outcome = await sendScore(ctx, session, score);
  await ctx.store.save();
  return attempt;
}

/** The score to the activity's line item, if the platform offered one with the score scope. */
function sendScore(ctx: ToolContext, session: LaunchSession, score: Score): Promise<PostOutcome> {
  const { ags } = readClaims(session.claims);
  if (!ags?.lineitem) return Promise.resolve({ ok: false, message: "The platform offered no line item for this activity's score." });
  if (!ags.scope.includes(AgsScope.score))
    return Promise.resolve({ ok: false, message: 'The platform did not grant this tool the score scope.' });
  return postScore(ctx, session.platform, ags.lineitem, score);
}
