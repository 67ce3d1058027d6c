import type { FastifyInstance } from 'fastify';
import { enrolmentCalls } from '@lp/contract/calls';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { registerCall, type CallHandler } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { findObjectiveAccessView, findAggregateOfObjective } from './objective-access-repository.ts';
import { aggregateIdFor } from '../../data/aggregates.ts';
import { accessIdBelongsElsewhere, findObjectiveForEnrolment, upsertSelfEnrolment } from './enrolment-repository.ts';

export function registerEnrolmentRoutes(app: FastifyInstance, db: Db) {
  /**
   * doc 2 §4 Self-enrolment and doc 1 §4 enrolment flow. `objectiveAccessId` is the catalog
   * entry (the course); `id` is the new enrolment's id chosen by the client. Answered at
   * once whatever Prefer says: the work is one short transaction.
   */
  const enrol: CallHandler<typeof enrolmentCalls.createSelfEnrollments> = async (request) => {
    const user = currentUser(request);
    const { id, objectiveAccessId: objectiveId } = request.body;
    const objective = await findObjectiveForEnrolment(db, request.tenant.id, objectiveId);
    if (!objective || objective.archived || !objective.inCatalog) throw notFound('This course is not available.');
    if (!objective.selfEnrollment) throw forbidden('This course does not take self-enrolment.');
    if (objective.draft) throw badRequest('This course is coming soon.', { reason: ['comingSoon'] });
    if (await accessIdBelongsElsewhere(db, id, user.id, objectiveId)) throw conflict('This enrolment id is already used.');
    const result = await db.transaction((tx) =>
      upsertSelfEnrolment(tx, { tenantId: request.tenant.id, userId: user.id, objectiveId, accessId: id }),
    );
    return { id: result.accessId, objectiveId, objectiveWorkflowAggregateId: result.aggregateId, completed: true as const };
  };
  registerCall(app, enrolmentCalls.createSelfEnrollments, enrol);
  registerCall(app, enrolmentCalls.createObjectiveAccess, enrol);

  registerCall(app, enrolmentCalls.objectiveAccess, async (request) => {
    const user = currentUser(request);
    const view = await findObjectiveAccessView(db, request.tenant.id, user.id, request.params.id, new Date());
    if (!view) throw notFound('You have no access to this course.');
    return view;
  });

  /**
   * The learner's aggregate of a course. A catalog course the learner has not touched
   * answers with the aggregate it will have (its id is fixed in advance), so the
   * enrolment flow's poll finds it; a course the learner cannot see is a 404.
   */
  registerCall(app, enrolmentCalls.aggregateOfObjective, async (request) => {
    const user = currentUser(request);
    const { id } = request.params;
    const existing = await findAggregateOfObjective(db, request.tenant.id, user.id, id, new Date());
    if (existing) return { ...existing, objectiveId: id };
    const objective = await findObjectiveForEnrolment(db, request.tenant.id, id);
    if (!objective || objective.archived || !objective.inCatalog) throw notFound('This course is not available.');
    return {
      id: aggregateIdFor(request.tenant.id, user.id, id),
      objectiveId: id,
      isSelfEnrolled: false,
      lastObjectiveWorkflow: null,
      lastObjectiveRecord: null,
      lastActivityWorkflow: null,
    };
  });
}
