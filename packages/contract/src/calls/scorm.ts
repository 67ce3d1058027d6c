/**
 * The SCORM runtime (issue 34, decision 0080): the portal's page calls these with the
 * learner's session for the player on the content origin, which never holds the session.
 */
import { defineCall } from '../call.ts';
import { ScormPaths } from '../scorm.ts';
import { IdParamsSchema, NoBodySchema } from '../schemas/common.ts';
import { ScormCommitAnswerSchema, ScormCommitBodySchema, ScormLaunchAnswerSchema } from '../schemas/scorm.ts';

const tags = ['SCORM'];

export const scormCalls = {
  launch: defineCall({
    method: 'POST',
    path: ScormPaths.launch(':id'),
    summary: "Open a SCORM activity of one's run",
    description:
      "The activity workflow must be the caller's, in progress, and its activity a `scorm` one open to them by the content's lock rules. Starts a new session of the player (an older session's commits are refused with 409 from then on) and answers the player's URL on the content origin with a launch token, the version, the SCO's launch path and the kept data model with `cmi.entry` (`cmi.core.entry`) = `resume` after a suspend, else `ab-initio`.",
    tags,
    params: IdParamsSchema,
    body: NoBodySchema,
    responses: { 200: ScormLaunchAnswerSchema },
  }),
  commit: defineCall({
    method: 'POST',
    path: ScormPaths.commit(':id'),
    summary: 'Keep the data model of a Commit (LMSCommit)',
    description:
      "Stores the whole data model of the session under a lock: a repeated or older sequence number changes nothing. An element unknown to the version, a value of the wrong type or too long is a 400 naming the element; another learner's attempt is a 404 like an unknown one; a session replaced by a newer launch is a 409.",
    tags,
    params: IdParamsSchema,
    body: ScormCommitBodySchema,
    responses: { 200: ScormCommitAnswerSchema },
  }),
  terminate: defineCall({
    method: 'POST',
    path: ScormPaths.terminate(':id'),
    summary: 'Keep the data model of Terminate (LMSFinish) and end the session',
    description: 'As commit, and the session ends: completion, success and score count for the activity.',
    tags,
    params: IdParamsSchema,
    body: ScormCommitBodySchema,
    responses: { 200: ScormCommitAnswerSchema },
  }),
};
