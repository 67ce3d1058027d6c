import type { ResourceLinkBody } from '@lp/contract/lti';
import * as ltiRoutes from '@lp/contract/routes/lti';
import { call } from '../../../lib/api-client.ts';

/**
 * doc 2 §7 POST objective-workflows/{id}/resource-link: begins one launch of a tool-based
 * activity and answers the tool's login initiation URL and where to open it. The URL is
 * single-use and valid five minutes: ask again for every launch, never keep it.
 */
export const createResourceLink = (objectiveWorkflowId: string, body: ResourceLinkBody) =>
  call(ltiRoutes.resourceLink, { params: { id: objectiveWorkflowId }, body });
