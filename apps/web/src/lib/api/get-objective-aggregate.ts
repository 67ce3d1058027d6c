import type { AggregateSummary } from '@lp/contract';
import { LIST_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../api-client.ts';

/**
 * doc 1 §7 GET objectives/{id}/objective-workflow-aggregate (LMS): the learner's aggregate
 * of a course, read once before a start when the details carried none. Not cached.
 */
export const getObjectiveAggregate = (objectiveId: string) => apiRequest<AggregateSummary>(LIST_PATHS.aggregateOfObjective(objectiveId));
