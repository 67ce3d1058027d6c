import type { CreateEnrolmentBody } from '@lp/contract';
import * as enrolmentRoutes from '@lp/contract/routes/enrolment';
import { call } from '../api-client.ts';

/**
 * doc 2 §7 POST create-self-enrollments (respond-sync), before a Start that needs it
 * (doc 2 §4 Self-enrolment). `id` is the new enrolment's id: make it once per user action.
 */
export const createSelfEnrollment = (body: CreateEnrolmentBody) =>
  call(enrolmentRoutes.createSelfEnrollments, { prefer: 'respond-sync', body });
