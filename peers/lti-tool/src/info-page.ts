/** GET /: what this tool is and what a platform administrator enters to register it. */
import type { ToolContext } from './context.ts';
import { escape, page } from './html.ts';

export function infoPage(ctx: ToolContext): string {
  const row = (name: string, value: string) => `<tr><th scope="row">${escape(name)}</th><td><code>${escape(value)}</code></td></tr>`;
  const platforms = ctx.platforms.length
    ? `<ul>\n${ctx.platforms.map((p) => `<li><code>${escape(p.issuer)}</code>, client id <code>${escape(p.clientId)}</code>${p.deploymentId ? `, deployment <code>${escape(p.deploymentId)}</code>` : ''}</li>`).join('\n')}\n</ul>`
    : '<p>None: set LTI_PLATFORMS or LTI_PLATFORM_ISSUER.</p>';
  return page(
    { title: 'About' },
    `<h1>Demo quiz tool</h1>
<p>A small LTI 1.3 tool bundled with the learner portal: a short quiz whose score it sends back through Assignment and Grade Services, a review of the last attempt, a <a href="/grading">grading page</a> for quizzes a teacher grades, and a proctoring tool (LTI Proctoring Services: the checks before an exam, and a <a href="/proctoring">proctor's page</a> whose verdicts go to the platform's Assessment Control Service).</p>
<h2>Registering it on a platform</h2>
<table>
<tbody>
${row('Login initiation URL', `${ctx.url}/login`)}
${row('Redirect URI', `${ctx.url}/launch`)}
${row('Target link URI', `${ctx.url}/launch`)}
${row('Public key set (JWKS) URL', `${ctx.url}/.well-known/jwks.json`)}
</tbody>
</table>
<h2>Platforms it trusts</h2>
${platforms}`,
  );
}
