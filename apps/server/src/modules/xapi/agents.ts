import type { JsonObject } from './statement-shape.ts';

/**
 * The learner as an xAPI agent (cmi5 §9.2, §8.1.3): an account at the portal's address
 * named by the user's id — never the e-mail, which is personal data the AU need not see.
 */
export const learnerAgent = (homePage: string, userId: string) => ({ objectType: 'Agent', account: { homePage, name: userId } });

/** One text per agent identity (its inverse functional identifier), to store and compare agents by. */
export function agentKey(agent: JsonObject): string | null {
  if (typeof agent.mbox === 'string') return `mbox:${agent.mbox}`;
  if (typeof agent.mbox_sha1sum === 'string') return `mbox_sha1sum:${agent.mbox_sha1sum.toLowerCase()}`;
  if (typeof agent.openid === 'string') return `openid:${agent.openid}`;
  const account = agent.account;
  if (
    account &&
    typeof account === 'object' &&
    !Array.isArray(account) &&
    typeof account.homePage === 'string' &&
    typeof account.name === 'string'
  )
    return `account:${account.homePage}|${account.name}`;
  return null;
}

export const learnerKey = (homePage: string, userId: string) => `account:${homePage}|${userId}`;
