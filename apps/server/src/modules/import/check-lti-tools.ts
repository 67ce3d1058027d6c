import type { IssueList } from './errors.ts';
import type { LtiToolInput } from './schema/index.ts';

/**
 * Rules that tie a tool registration's fields together, and client ids unique in the
 * file: the client id names the tool in its client assertions (LTI Security Framework
 * §4.1), so two tools of a tenant never share one. resolve.ts checks the stored tools.
 */
export function checkLtiTools(tools: readonly LtiToolInput[], issues: IssueList): void {
  const clients = new Map<string, number>();
  tools.forEach((tool, i) => {
    const path = `ltiTools[${i}]`;
    if (!tool.jwksUrl && !tool.publicJwk)
      issues.add(`${path}.jwksUrl`, "Give jwksUrl or publicJwk: the tool's signatures are checked with one of them");
    if (tool.jwksUrl && tool.publicJwk) issues.add(`${path}.publicJwk`, 'Give jwksUrl or publicJwk, not both');
    const earlier = clients.get(tool.clientId);
    if (earlier !== undefined) issues.add(`${path}.clientId`, `Duplicate clientId "${tool.clientId}" (also at ltiTools[${earlier}])`);
    else clients.set(tool.clientId, i);
  });
}
