import type { FastifyInstance } from 'fastify';
import { enrolmentCalls } from '@lp/contract/calls';
import type { Db } from '../../db/client.ts';
import { ErrorCodes } from '@lp/contract';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../plugins/register-call.ts';
import { currentUser } from '../../plugins/session.ts';
import { findCourseDetails } from './details-repository.ts';
import { loadCourseOutline } from './outline.ts';

export function registerCourseDetailsRoutes(app: FastifyInstance, db: Db) {
  registerCall(app, enrolmentCalls.courseDetails, async (request) => {
    const user = currentUser(request);
    const details = await findCourseDetails(db, request.tenant.id, user.id, request.params.id, new Date());
    if (details === 'archived')
      throw new HttpError(404, ErrorCodes.notFound, 'This course is no longer available: it was archived.', { reason: ['archived'] });
    if (!details) throw notFound('You do not have the necessary access rights to open or enroll in this course or program.');
    return details;
  });
  // Whoever may open the details may read the outline: the same visibility, the same 404.
  registerCall(app, enrolmentCalls.courseOutline, async (request) => {
    const user = currentUser(request);
    const details = await findCourseDetails(db, request.tenant.id, user.id, request.params.id, new Date());
    const outline = details && (await loadCourseOutline(db, request.tenant.id, request.params.id));
    if (!outline) throw notFound('You do not have the necessary access rights to open or enroll in this course or program.');
    return outline;
  });
}
