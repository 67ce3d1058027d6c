/** Posting a learner's score to the platform's line item (Assignment and Grade Services 2.0 §3.4). */
import type { Platform } from './config.ts';
import type { ToolContext } from './context.ts';
import { PlatformError, SERVICE_TIMEOUT_MS } from './service-token.ts';
import { AgsScope, SCORE_MEDIA_TYPE } from './spec.ts';
import type { PostOutcome } from './store.ts';

/** AGS 2.0 §3.4 score; absent `scoreGiven` means "no score yet" (a manual grading in wait). */
export interface Score {
  userId: string;
  scoreGiven?: number;
  scoreMaximum?: number;
  comment?: string;
  activityProgress: 'Submitted' | 'Completed';
  gradingProgress: 'FullyGraded' | 'PendingManual';
  timestamp: string;
}

/** AGS 2.0 §3.4.2: the score service is the line item URL with `/scores` added to its path (its query kept). */
export function scoresUrl(lineitem: string): string {
  const url = new URL(lineitem);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/scores`;
  return url.href;
}

/** Posts one score and says how it went; never throws (the learner sees the outcome). */
export async function postScore(ctx: ToolContext, platform: Platform, lineitem: string, score: Score): Promise<PostOutcome> {
  try {
    const token = await ctx.tokens.token(platform, AgsScope.score);
    let response: Response;
    try {
      response = await fetch(scoresUrl(lineitem), {
        method: 'POST',
        headers: { 'Content-Type': SCORE_MEDIA_TYPE, Authorization: `Bearer ${token}` },
        body: JSON.stringify(score),
        signal: AbortSignal.timeout(SERVICE_TIMEOUT_MS),
      });
    } catch {
      throw new PlatformError(`The platform's score service (${lineitem}) could not be reached.`);
    }
    if (response.status === 401) ctx.tokens.forget(platform, AgsScope.score);
    if (!response.ok) throw new PlatformError(`The platform refused the score (HTTP ${response.status}).`, response.status);
    return { ok: true, status: response.status, message: 'The platform recorded the score.' };
  } catch (error) {
    const problem = error instanceof PlatformError ? error : new PlatformError('The score could not be sent.');
    console.error(`lti-tool: score for ${score.userId} at ${lineitem} not recorded: ${problem.message}`);
    return { ok: false, status: problem.status, message: problem.message };
  }
}
