/**
 * The proctor's page: every proctoring session, with the verdicts the proctor sends to the
 * platform's Assessment Control Service. No sign-in, like /grading: it is the demo tool's
 * page, and the tool listens on loopback only by default.
 */
import { CONTROLS, sendControl, unavailable } from './assessment-control.ts';
import type { ToolContext } from './context.ts';
import { escape, page } from './html.ts';
import { HttpError } from './http.ts';
import type { ProctorAction, ProctoringSession } from './store.ts';

const ACTIONS = Object.keys(CONTROLS) as ProctorAction[];

function answerText(session: ProctoringSession): string {
  const last = session.lastControl;
  if (!last) return 'Nothing sent yet';
  const status = last.status ? ` (HTTP ${last.status})` : '';
  return `${CONTROLS[last.action].label}: ${last.message}${last.ok ? status : ''} ${last.at}`;
}

function actionForms(session: ProctoringSession): string {
  return ACTIONS.map((action) => {
    const why = unavailable(session, action);
    return `<form method="post" action="/proctoring/${encodeURIComponent(session.id)}/${action}"><button type="submit"${why ? ` disabled title="${escape(why)}"` : ''}>${escape(CONTROLS[action].label)}</button></form>`;
  }).join('\n');
}

function sessionRow(session: ProctoringSession): string {
  const refused = session.lastControl?.ok === false ? ' class="wrong"' : '';
  return `<tr>
<td>${escape(session.learner)}</td>
<td>${escape(session.exam)}${session.course ? `<br>${escape(session.course)}` : ''}</td>
<td>${escape(session.attemptNumber)}</td>
<td>${escape(session.state)}</td>
<td>${escape(session.startedAt ?? 'Not started')}</td>
<td${refused}>${escape(answerText(session))}</td>
<td>${actionForms(session)}</td>
</tr>`;
}

export function proctorPage(ctx: ToolContext): string {
  const sessions = ctx.store.proctoringSessions();
  const list = sessions.length
    ? `<table>
<thead><tr><th scope="col">Learner</th><th scope="col">Exam</th><th scope="col">Attempt</th><th scope="col">State</th><th scope="col">Started</th><th scope="col">Platform's answer</th><th scope="col">Verdict</th></tr></thead>
<tbody>
${sessions.map(sessionRow).join('\n')}
</tbody>
</table>`
    : '<p>No proctoring sessions yet.</p>';
  return page({ title: 'Proctoring' }, `<h1>Proctoring sessions</h1>\n${list}`);
}

/** POST /proctoring/{sessionId}/{action}: sends the verdict; the page shows the platform's answer. */
export async function control(ctx: ToolContext, sessionId: string, action: ProctorAction): Promise<void> {
  const session = ctx.store.proctoringSession(sessionId);
  if (!session) throw new HttpError(404, 'No such session', 'This tool has no proctoring session by that id.');
  const why = unavailable(session, action);
  if (why) throw new HttpError(409, 'Verdict not sent', why);
  session.lastControl = await sendControl(ctx, session, action);
  await ctx.store.save();
}
