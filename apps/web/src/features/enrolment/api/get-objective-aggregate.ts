import type { AggregateSummary } from '@lp/contract';
import { LIST_PATHS } from '@lp/contract/lists';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * doc 1 §7 GET objectives/{id}/objective-workflow-aggregate (LMS). Only the enrolment flow
 * asks for it, polling until it exists (doc 1 §4), so it has no cached query.
 */
export const getObjectiveAggregate = (objectiveId: string) =>
  apiRequest<AggregateSummary>(LIST_PATHS.aggregateOfObjective(objectiveId));
