import { readFile } from 'node:fs/promises';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { questionsFor } from './questions.ts';
import { Claim, MessageType } from './spec.ts';
import type { PlatformStandIn } from './testing/platform-stand-in.ts';
import { launch, postForm, sessionOf, startPlatformAndTool, type ToolUnderTest } from './testing/tool-under-test.ts';

let platform: PlatformStandIn;
let tool: ToolUnderTest;
let close: () => Promise<void>;

beforeAll(async () => ({ platform, tool, close } = await startPlatformAndTool()));
afterAll(() => close());
beforeEach(() => {
  platform.scores.length = 0;
  platform.scoreStatus = 204;
});

/** Launches as `sub` and answers the first `right` questions correctly, the rest wrongly. */
async function launchAndAnswer(sub: string, right: number, claims: Record<string, unknown> = {}) {
  const session = sessionOf(await (await launch(tool, platform, { sub, ...claims })).text());
  const answers = Object.fromEntries(
    questionsFor('activity-1', 3).map((q, i) => [`q${i + 1}`, String(i < right ? q.correct : (q.correct + 1) % q.options.length)]),
  );
  return { session, answers };
}

const parsedScore = (i = 0) => JSON.parse(platform.scores[i]!.body) as Record<string, unknown>;

describe('POST /submit', () => {
  it('posts exactly one score, with the AGS media type, a bearer token got with a valid client assertion', async () => {
    const { session, answers } = await launchAndAnswer('learner-1', 2);
    // A double click: both submits arrive before the first one's score is posted.
    const [first, again] = await Promise.all([
      postForm(`${tool.url}/submit`, { session, ...answers }),
      postForm(`${tool.url}/submit`, { session, ...answers }),
    ]);
    const [firstHtml, againHtml] = [await first.text(), await again.text()];
    expect(firstHtml).toContain('You scored 2 of 3.');
    expect(againHtml).toBe(firstHtml);
    const later = await (await postForm(`${tool.url}/submit`, { session, q1: '0' })).text();
    expect(later).toBe(firstHtml);

    expect(platform.scores).toHaveLength(1);
    const [score] = platform.scores;
    expect(score!.path).toBe('/api/lti/v1/grading/contexts/course-1/lineitems/activity-1/scores');
    expect(score!.headers['content-type']).toBe('application/vnd.ims.lis.v1.score+json');
    expect(score!.headers.authorization).toBe('Bearer token-1');
    expect(parsedScore()).toMatchObject({
      userId: 'learner-1',
      scoreGiven: 2,
      scoreMaximum: 3,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
    });
    expect(new Date(parsedScore().timestamp as string).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const tokenRequest = new URLSearchParams(platform.tokenRequests.at(-1)!.body);
    expect(tokenRequest.get('grant_type')).toBe('client_credentials');
    expect(tokenRequest.get('client_assertion_type')).toBe('urn:ietf:params:oauth:client-assertion-type:jwt-bearer');
    expect(tokenRequest.get('scope')).toBe('https://purl.imsglobal.org/spec/lti-ags/scope/score');
    const tokenUrl = `${platform.issuer}/api/lti/v1/grading/token`;
    const { payload, protectedHeader } = await jwtVerify(
      tokenRequest.get('client_assertion')!,
      createRemoteJWKSet(new URL(`${tool.url}/.well-known/jwks.json`)),
      {
        algorithms: ['RS256'],
        issuer: platform.clientId,
        subject: platform.clientId,
        audience: tokenUrl,
      },
    );
    expect(protectedHeader.kid).toEqual(expect.any(String));
    expect(payload.jti).toEqual(expect.any(String));
    expect(payload.exp! - payload.iat!).toBe(300);
  });

  it("links back to the course with lti_msg, keeping the return URL's own query", async () => {
    const { session, answers } = await launchAndAnswer('learner-2', 3);
    const html = await (await postForm(`${tool.url}/submit`, { session, ...answers })).text();
    const href = /<a href="([^"]+)">Back to the course<\/a>/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    const back = new URL(href!);
    expect(back.searchParams.get('x')).toBe('1');
    expect(back.searchParams.get('lti_msg')).toBe('You scored 3 of 3.');
  });

  it('reuses the access token until shortly before it expires', async () => {
    const before = platform.tokenRequests.length;
    for (const sub of ['learner-3', 'learner-4']) {
      const { session, answers } = await launchAndAnswer(sub, 1);
      await postForm(`${tool.url}/submit`, { session, ...answers });
    }
    expect(platform.scores).toHaveLength(2);
    expect(platform.tokenRequests.length - before).toBeLessThanOrEqual(1);
  });

  it("shows the platform's refusal and sends lti_errormsg back when the score is not taken", async () => {
    platform.scoreStatus = 422;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { session, answers } = await launchAndAnswer('learner-5', 1);
    const html = await (await postForm(`${tool.url}/submit`, { session, ...answers })).text();
    expect(html).toContain('platform status 422');
    expect(html).toContain('lti_errormsg=');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('HTTP 422'));
    log.mockRestore();
  });

  it('refuses an unknown session', async () => {
    const response = await postForm(`${tool.url}/submit`, { session: 'made-up', q1: '0' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('session is unknown');
  });
});

describe('manual grading and review', () => {
  it("sends PendingManual without a score, then the teacher's FullyGraded score from /grading; the review shows it", async () => {
    const { session, answers } = await launchAndAnswer('learner-6', 1, { [Claim.custom]: { grading: 'manual' }, name: 'Manu <Al>' });
    const html = await (await postForm(`${tool.url}/submit`, { session, ...answers })).text();
    expect(html).toContain('Your answers were sent for grading.');
    expect(parsedScore(0)).toEqual({
      userId: 'learner-6',
      activityProgress: 'Submitted',
      gradingProgress: 'PendingManual',
      timestamp: expect.any(String),
    });

    const queue = await (await fetch(`${tool.url}/grading`)).text();
    expect(queue).toContain('Manu &lt;Al&gt;');
    const attemptId = /action="\/grading\/([^"]+)"/.exec(queue)![1]!;
    expect((await postForm(`${tool.url}/grading/${attemptId}`, { score: '9' })).status).toBe(400);
    const graded = await fetch(`${tool.url}/grading/${attemptId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'score=2.5',
    });
    expect(graded.status).toBe(303);
    expect(graded.headers.get('location')).toBe('/grading');
    expect(parsedScore(1)).toMatchObject({
      userId: 'learner-6',
      scoreGiven: 2.5,
      scoreMaximum: 3,
      activityProgress: 'Completed',
      gradingProgress: 'FullyGraded',
    });
    expect(await (await fetch(`${tool.url}/grading`)).text()).not.toContain('Manu &lt;Al&gt;');

    const review = await (
      await launch(tool, platform, {
        [Claim.messageType]: MessageType.submissionReview,
        sub: 'instructor-1',
        [Claim.forUser]: { user_id: 'learner-6' },
      })
    ).text();
    expect(review).toContain('Review: Safety &lt;quiz&gt;');
    expect(review).toContain('Score: 2.5 of 3');
    expect(review.match(/<tr><td>/g)).toHaveLength(3);
  });

  it('keeps attempts in the data file', async () => {
    const saved = JSON.parse(await readFile(tool.dataFile, 'utf8')) as { attempts: Array<{ userId: string }> };
    expect(saved.attempts.map((a) => a.userId)).toContain('learner-1');
  });
});
