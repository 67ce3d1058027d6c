import { ENROLMENT_POLL_ATTEMPTS, ENROLMENT_POLL_INTERVAL_MS } from '@lp/domain';

/** doc 1 §2 Entry query parameters: the values of `occflow`. */
export const ENROLMENT_FLOWS = ['addToMyCourses', 'startTheCourse'] as const;
export type EnrolmentFlowKind = (typeof ENROLMENT_FLOWS)[number];
export const isEnrolmentFlow = (value: string | null): value is EnrolmentFlowKind =>
  (ENROLMENT_FLOWS as readonly (string | null)[]).includes(value);

export interface EnrolmentFlowSteps {
  getAggregate: (objectiveId: string) => Promise<{ id: string }>;
  createAccess: (objectiveId: string) => Promise<unknown>;
  start: (aggregateId: string) => Promise<unknown>;
  sleep: (ms: number) => Promise<void>;
}

export type EnrolmentFlowResult =
  | { kind: 'added' }
  | { kind: 'started' }
  | { kind: 'aggregateNotFound' }
  /** The refusal: the page shows its first general message (doc 1 §8 Enrolment flow), in the learner's language where the reason is known (describeCommandError). */
  | { kind: 'failed'; error: unknown };

/**
 * doc 1 §4 Enrolment flow from occflow: wait for the learner's aggregate of the course
 * (up to 15 answers, 1.5 s apart), create the objective access, and for startTheCourse
 * start the first run. Steps are passed in so the sequence can be tested without a server.
 */
export async function runEnrolmentFlow(
  kind: EnrolmentFlowKind,
  objectiveId: string,
  steps: EnrolmentFlowSteps,
): Promise<EnrolmentFlowResult> {
  let aggregate: { id: string } | null = null;
  for (let attempt = 1; attempt <= ENROLMENT_POLL_ATTEMPTS && !aggregate; attempt++) {
    try {
      aggregate = await steps.getAggregate(objectiveId);
    } catch {
      if (attempt < ENROLMENT_POLL_ATTEMPTS) await steps.sleep(ENROLMENT_POLL_INTERVAL_MS);
    }
  }
  if (!aggregate) return { kind: 'aggregateNotFound' };
  try {
    await steps.createAccess(objectiveId);
  } catch (error) {
    return { kind: 'failed', error };
  }
  if (kind === 'addToMyCourses') return { kind: 'added' };
  try {
    await steps.start(aggregate.id);
  } catch (error) {
    return { kind: 'failed', error };
  }
  return { kind: 'started' };
}
