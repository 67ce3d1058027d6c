import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DETAILS_PATHS, type CourseDetails } from '@lp/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/session.ts';
import { findCourseDetails } from './details-repository.ts';

export function registerCourseDetailsRoutes(app: FastifyInstance, db: Db) {
  app.get(DETAILS_PATHS.courseDetails(':id'), async (request): Promise<CourseDetails> => {
    const user = currentUser(request);
    const { id } = z.object({ id: z.uuid() }).parse(request.params);
    const details = await findCourseDetails(db, request.tenant.id, user.id, id, new Date());
    if (!details) throw notFound('You do not have the necessary access rights to open or enroll in this course or program.');
    return details;
  });
}
