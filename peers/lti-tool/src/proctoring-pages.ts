/** The learner's pages of a proctored exam (LTI Proctoring Services 1.0): the checks, the way into the exam, its end. */
import type { LaunchClaims } from './claims.ts';
import { escape, languageTag, page } from './html.ts';
import { returnUrlWith } from './result-page.ts';
import type { ProctoringSession } from './store.ts';

/** The sentence of the end page, also the platform's `lti_msg`. */
export const END_MESSAGE = 'The exam has ended. Your session is being reviewed.';

const optionsOf = (claims: LaunchClaims, title: string) => ({ title, lang: languageTag(claims.locale) });

export interface CheckPageInput {
  claims: LaunchClaims;
  session: ProctoringSession;
  /** The launch session the start form names. */
  launchSessionId: string;
  /** `custom.minutes`, when given. */
  minutes: number | undefined;
  /** Why the last start was refused. */
  error?: string;
}

/** LtiStartProctoring: the requirements, the learner's confirmation and **Start the exam**. */
export function checkPage({ claims, session, launchSessionId, minutes, error }: CheckPageInput): string {
  const duration = minutes ? `<li>Time: you have ${escape(minutes)} minutes once the exam starts.</li>\n` : '';
  const course = claims.courseTitle ? `<p>Course: ${escape(claims.courseTitle)}</p>\n` : '';
  const alert = error ? `<p role="alert" id="confirm-error">${escape(error)}</p>\n` : '';
  return page(
    optionsOf(claims, `Proctoring check: ${session.exam}`),
    `<h1>${escape(session.exam)}</h1>
<p>Proctored exam, attempt ${escape(session.attemptNumber)} · Signed in as ${escape(claims.name)}</p>
${course}<h2>Before you start</h2>
<ul>
<li>Camera: your camera is on and shows your face for the whole exam.</li>
<li>Identity check: you are ${escape(claims.name)} and sit the exam yourself.</li>
<li>Room: you are alone in a quiet room.</li>
${duration}</ul>
<p>This demo proctoring tool has no camera: your confirmation is its check.</p>
${alert}<form method="post" action="/start-assessment">
<input type="hidden" name="session" value="${escape(launchSessionId)}">
<label><input type="checkbox" name="confirm" value="yes" required${error ? ' aria-describedby="confirm-error"' : ''}> I confirm my camera is on and I am ${escape(claims.name)}</label>
<button type="submit">Start the exam</button>
</form>`,
  );
}

/** After the checks: the form that posts the signed LtiStartAssessment message (`JWT`) to the platform. */
export function startPage(claims: LaunchClaims, session: ProctoringSession, jwt: string): string {
  return page(
    optionsOf(claims, `Start: ${session.exam}`),
    `<h1>${escape(session.exam)}</h1>
<p>Your checks are done. Start the exam within 5 minutes; after that, open it again from the course.</p>
<form method="post" action="${escape(session.startAssessmentUrl)}">
<input type="hidden" name="JWT" value="${escape(jwt)}">
<button type="submit">Start the exam</button>
</form>`,
  );
}

/** LtiEndAssessment: the exam was handed in; the way back to the course carries `lti_msg`. */
export function endPage(claims: LaunchClaims): string {
  const link = returnUrlWith(claims.returnUrl, 'lti_msg', END_MESSAGE);
  return page(
    optionsOf(claims, `Ended: ${claims.activityTitle}`),
    `<h1>${escape(claims.activityTitle)}</h1>
<p>${escape(END_MESSAGE)}</p>
${link ? `<p><a href="${escape(link)}">Back to the course</a></p>` : ''}`,
  );
}
