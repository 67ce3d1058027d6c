import type { FastifyInstance } from 'fastify';
import type { SortItem } from '@lp/contract';
import { teamCalls } from '@lp/contract/calls';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { readLoadOptions } from '../../lib/load-options.ts';
import { formTeam } from './form-team.ts';
import { registerHandInRoutes } from './hand-in-routes.ts';
import {
  isMemberOf,
  listParticipants,
  loadGroupActivityWorkflow,
  PARTICIPANT_FIELDS,
  PARTICIPANT_SORTABLE,
  teamOfRun,
} from './team-repository.ts';

const DEFAULT_SORT: SortItem[] = [
  { selector: 'lastName', desc: false },
  { selector: 'firstName', desc: false },
];

/** PostgreSQL's unique_violation: two instructors placed one learner in two teams at once. */
const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';

/**
 * doc 1 §7 / doc 2 §7 participants and group-activity-workflows, and the instructor's call
 * forming a team (decision 0020). A learner sees only their own team: a run, aggregate or
 * team that is not theirs is a 404 that does not tell whether it exists.
 */
export function registerTeamRoutes(app: FastifyInstance, db: Db) {
  registerCall(app, teamCalls.participants, async (request) => {
    const user = currentUser(request);
    const options = readLoadOptions(request.query, PARTICIPANT_FIELDS, PARTICIPANT_SORTABLE, DEFAULT_SORT);
    const team = await teamOfRun(db, request.tenant.id, user.id, request.params.ow, request.params.activityPathId);
    if (!team) throw notFound('No team of yours for this activity.');
    // `select` is accepted and ignored: a participant is five short fields.
    const { data, total } = await listParticipants(db, team.gaw_id, options);
    return options.requireTotalCount ? { data, totalCount: total } : { data };
  });

  registerCall(app, teamCalls.groupActivityWorkflow, async (request) => {
    const user = currentUser(request);
    const { id, gawId } = request.params;
    if (!(await isMemberOf(db, request.tenant.id, user.id, id, gawId))) throw notFound('No such team of yours.');
    const view = await loadGroupActivityWorkflow(db, gawId);
    if (!view) throw notFound('No such team of yours.');
    return view;
  });

  registerCall(app, teamCalls.putTeam, async (request) => {
    const user = currentUser(request);
    const teamId = request.params.id;
    try {
      await db.transaction((tx) => formTeam(tx, user, request.tenant.id, teamId, request.body));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('A learner belongs to at most one team per activity.');
      throw error;
    }
    return (await loadGroupActivityWorkflow(db, teamId))!;
  });

  registerHandInRoutes(app, db);
}
