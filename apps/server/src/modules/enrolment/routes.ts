import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiPrefix, type AggregateSummary, type ObjectiveAccessView } from '@lp/contract';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/session.ts';
import { findObjectiveAccessView, findAggregateOfObjective } from './objective-access-repository.ts';
import { accessIdBelongsElsewhere, aggregateIdFor, findObjectiveForEnrolment, upsertSelfEnrolment } from './enrolment-repository.ts';
import { conflict } from '../../lib/http-error.ts';

const EnrolmentBody = z.object({ id: z.uuid(), objectiveAccessId: z.uuid() });
const ObjectiveParams = z.object({ id: z.uuid() });

export function registerEnrolmentRoutes(app: FastifyInstance, db: Db) {
  /**
   * doc 2 §4 Self-enrolment and doc 1 §4 enrolment flow. `objectiveAccessId` is the catalog
   * entry (the course); `id` is the new enrolment's id chosen by the client. Answered at
   * once whatever Prefer says: the work is one short transaction.
   */
  const enrol = async (request: { body: unknown; tenant: { id: string } } & Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    const { id, objectiveAccessId: objectiveId } = EnrolmentBody.parse(request.body);
    const objective = await findObjectiveForEnrolment(db, request.tenant.id, objectiveId);
    if (!objective || objective.archived || !objective.inCatalog) throw notFound('This course is not available.');
    if (!objective.selfEnrollment) throw forbidden('This course does not take self-enrolment.');
    if (await accessIdBelongsElsewhere(db, id, user.id, objectiveId)) throw conflict('This enrolment id is already used.');
    const result = await db.transaction((tx) => upsertSelfEnrolment(tx, { tenantId: request.tenant.id, userId: user.id, objectiveId, accessId: id }));
    return { id: result.accessId, objectiveId, objectiveWorkflowAggregateId: result.aggregateId, completed: true };
  };
  app.post(`${ApiPrefix.lms}/create-self-enrollments`, async (request) => enrol(request));
  app.post(`${ApiPrefix.lms}/objective-accesses`, async (request) => enrol(request));

  app.get(`${ApiPrefix.lms}/users/me/objectives/:id/objective-access`, async (request): Promise<ObjectiveAccessView> => {
    const user = currentUser(request);
    const { id } = ObjectiveParams.parse(request.params);
    const view = await findObjectiveAccessView(db, request.tenant.id, user.id, id, new Date());
    if (!view) throw notFound('You have no access to this course.');
    return view;
  });

  /**
   * The learner's aggregate of a course. A catalog course the learner has not touched
   * answers with the aggregate it will have (its id is fixed in advance), so the
   * enrolment flow's poll finds it; a course the learner cannot see is a 404.
   */
  app.get(`${ApiPrefix.lms}/objectives/:id/objective-workflow-aggregate`, async (request): Promise<AggregateSummary & { objectiveId: string }> => {
    const user = currentUser(request);
    const { id } = ObjectiveParams.parse(request.params);
    const existing = await findAggregateOfObjective(db, request.tenant.id, user.id, id, new Date());
    if (existing) return { ...existing, objectiveId: id };
    const objective = await findObjectiveForEnrolment(db, request.tenant.id, id);
    if (!objective || objective.archived || !objective.inCatalog) throw notFound('This course is not available.');
    return { id: aggregateIdFor(request.tenant.id, user.id, id), objectiveId: id, isSelfEnrolled: false, lastObjectiveWorkflow: null, lastObjectiveRecord: null, lastActivityWorkflow: null };
  });
}
