/**
 * POST /launch: the verified launch opens the quiz, the review of the learner's last attempt,
 * or a proctored exam's checks or end.
 */
import { readClaims } from './claims.ts';
import type { ToolContext } from './context.ts';
import { questionCount, questionsFor } from './questions.ts';
import { quizPage } from './quiz-page.ts';
import { reviewPage } from './review-page.ts';
import { endAssessment, startProctoring } from './proctoring.ts';
import { MessageType } from './spec.ts';
import { verifyLaunch } from './verify-launch.ts';

export async function launch(ctx: ToolContext, form: URLSearchParams): Promise<string> {
  const session = await verifyLaunch(ctx, form);
  const claims = readClaims(session.claims);
  if (claims.messageType === MessageType.startProctoring) return startProctoring(ctx, session);
  if (claims.messageType === MessageType.endAssessment) return endAssessment(ctx, session);
  if (claims.messageType === MessageType.submissionReview) {
    return reviewPage(claims, ctx.store.lastAttempt(session.platform.issuer, claims.resourceLinkId, claims.reviewedUserId));
  }
  const questions = questionsFor(claims.resourceLinkId, questionCount(claims.custom.questions), claims.custom.topic);
  return quizPage(claims, session.id, questions, claims.custom.grading === 'manual');
}
