import { randomUUID } from 'node:crypto';
import { Cmi5Iri, Cmi5Verb } from '@lp/domain';
import type { Queryable } from '../../db/client.ts';
import { learnerAgent } from './agents.ts';
import type { SessionRow } from './cmi5-repository.ts';
import type { JsonObject } from './statement-shape.ts';
import { keepStatement } from './statement-store.ts';

/** The portal as the authority of the statements it keeps (xAPI Data §2.4.9). */
export const lmsAuthority = (homePage: string): JsonObject => ({ objectType: 'Agent', account: { homePage, name: 'learner-portal' } });

/** The context every statement of a session carries (cmi5 §10.2.1): its session id and the AU's publisher id. */
export const contextTemplate = (session: Pick<SessionRow, 'id' | 'publisher_id'>): JsonObject => ({
  contextActivities: { grouping: [{ objectType: 'Activity', id: session.publisher_id }] },
  extensions: { [Cmi5Iri.sessionId]: session.id },
});

const VERB_NAMES: Record<string, string> = {
  [Cmi5Verb.launched]: 'launched',
  [Cmi5Verb.abandoned]: 'abandoned',
  [Cmi5Verb.satisfied]: 'satisfied',
};

/**
 * A cmi5 defined statement the LMS makes itself (launched, abandoned, satisfied, cmi5 §9.3):
 * the session's context template with the cmi5 category, the registration, the learner.
 */
export async function keepLmsStatement(
  tx: Queryable,
  homePage: string,
  session: Pick<SessionRow, 'id' | 'tenant_id' | 'user_id' | 'registration_id' | 'publisher_id' | 'au_iri'>,
  verb: string,
  extra: { object?: JsonObject; result?: JsonObject; extensions?: JsonObject; moveOnCategory?: boolean },
  now: Date,
) {
  const template = contextTemplate(session);
  const statement: JsonObject = {
    id: randomUUID(),
    actor: learnerAgent(homePage, session.user_id),
    verb: { id: verb, display: { 'en-US': VERB_NAMES[verb] ?? verb } },
    object: extra.object ?? { objectType: 'Activity', id: session.au_iri },
    ...(extra.result ? { result: extra.result } : {}),
    context: {
      ...template,
      registration: session.registration_id,
      contextActivities: {
        ...(template.contextActivities as JsonObject),
        category: [
          { objectType: 'Activity', id: Cmi5Iri.categoryCmi5 },
          ...(extra.moveOnCategory ? [{ objectType: 'Activity', id: Cmi5Iri.categoryMoveOn }] : []),
        ],
      },
      extensions: { ...(template.extensions as JsonObject), ...extra.extensions },
    },
    timestamp: now.toISOString(),
  };
  await keepStatement(tx, {
    tenantId: session.tenant_id,
    sessionId: session.id,
    statement,
    stored: now,
    authority: lmsAuthority(homePage),
  });
}

/** ISO 8601 duration of a span, to the hundredth of a second (as xAPI keeps it). */
export function isoDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 10) / 100);
  return `PT${seconds}S`;
}
