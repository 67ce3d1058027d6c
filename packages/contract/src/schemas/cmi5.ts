/** Shapes of the cmi5 launch and of the LRS's resources (decision 0083). */
import { z } from 'zod';
import { Cmi5LaunchMethod, Cmi5LaunchMode, Cmi5MoveOn } from '@lp/domain';
import { IdSchema } from './common.ts';

export const Cmi5LaunchParamsSchema = z.strictObject({ ow: IdSchema, aw: IdSchema });

export const Cmi5LaunchAnswerSchema = z.object({
  /** The AU's URL with the launch parameters endpoint, fetch, actor, registration and activityId (cmi5 §8.1). */
  url: z.string(),
  launchMethod: z.enum(Cmi5LaunchMethod),
  launchMode: z.enum(Cmi5LaunchMode),
  moveOn: z.enum(Cmi5MoveOn),
});
export type Cmi5LaunchAnswer = z.infer<typeof Cmi5LaunchAnswerSchema>;

/** The one-time fetch URL's path (cmi5 §8.2): the session and its secret. */
export const Cmi5FetchParamsSchema = z.strictObject({ sessionId: z.string().max(64), key: z.string().max(128) });
/** cmi5 §8.2.1: the token once; §8.2.3: an error code after that, with status 200 all the same. */
export const Cmi5FetchAnswerSchema = z.union([
  z.object({ 'auth-token': z.string() }),
  z.object({ 'error-code': z.enum(['1', '2', '3']), 'error-text': z.string() }),
]);

const text = (max: number) => z.string().max(max);
/** Query parameters of the statements resource (xAPI 1.0.3 §2.1.3); any other is refused (§1.0 of Communication: 400). */
export const StatementsQuerySchema = z.strictObject({
  statementId: text(64).optional(),
  voidedStatementId: text(64).optional(),
  registration: text(64).optional(),
  agent: text(2000).optional(),
  verb: text(2000).optional(),
  activity: text(2000).optional(),
  since: text(64).optional(),
  until: text(64).optional(),
  limit: z.coerce.number().int().min(0).max(1000).optional(),
  ascending: z.enum(['true', 'false']).optional(),
  format: z.enum(['ids', 'exact', 'canonical']).optional(),
  attachments: z.enum(['true', 'false']).optional(),
  related_activities: z.enum(['true', 'false']).optional(),
  related_agents: z.enum(['true', 'false']).optional(),
  /** The cursor of a `more` link. */
  more: text(200).optional(),
});
export const StatementIdQuerySchema = z.strictObject({ statementId: text(64) });

/** The state resource's parameters (xAPI 1.0.3 §2.3.2). */
export const StateQuerySchema = z.strictObject({
  activityId: text(2000),
  agent: text(2000),
  registration: text(64).optional(),
  stateId: text(2000).optional(),
  since: text(64).optional(),
});
/** The agent profile resource's parameters (xAPI 1.0.3 §2.6). */
export const AgentProfileQuerySchema = z.strictObject({
  agent: text(2000),
  profileId: text(2000).optional(),
  since: text(64).optional(),
});
