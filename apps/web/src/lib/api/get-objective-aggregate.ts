import * as enrolmentRoutes from '@lp/contract/routes/enrolment';
import { call } from '../api-client.ts';

/**
 * doc 1 §7 GET objectives/{id}/objective-workflow-aggregate (LMS): the learner's aggregate
 * of a course, read once before a start when the details carried none. Not cached.
 */
export const getObjectiveAggregate = (objectiveId: string) => call(enrolmentRoutes.aggregateOfObjective, { params: { id: objectiveId } });
