import { useMutation } from '@tanstack/react-query';
import type { CreateEnrolmentBody } from '@lp/contract';
import { LIST_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * doc 2 §7 POST create-self-enrollments (respond-sync). The new enrolment's id comes from
 * the client, so a retried call cannot enrol twice.
 */
export const createSelfEnrollment = (objectiveAccessId: string) =>
  apiRequest<unknown>(LIST_PATHS.createSelfEnrollments, {
    method: 'POST',
    prefer: 'respond-sync',
    body: { id: crypto.randomUUID(), objectiveAccessId } satisfies CreateEnrolmentBody,
  });

export const useCreateSelfEnrollment = () => useMutation({ mutationFn: createSelfEnrollment });
