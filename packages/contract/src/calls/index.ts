/**
 * Every call of the API (decision 0016), zod-bearing: the server registers them, the
 * OpenAPI document lists them. The web imports none of this at run time.
 */
import type { Call } from '../call.ts';
import { attachmentCalls } from './attachments.ts';
import { calendarCalls } from './calendar.ts';
import { certificateFileCalls } from './certificate-files.ts';
import { chatCalls } from './chat.ts';
import { cmi5Calls } from './cmi5.ts';
import { dashboardCalls } from './dashboard.ts';
import { contentCalls } from './content.ts';
import { detailCalls } from './details.ts';
import { enrolmentCalls } from './enrolment.ts';
import { frameCalls } from './frames.ts';
import { knowledgeCalls } from './knowledge.ts';
import { libraryCalls } from './libraries.ts';
import { listCalls } from './lists.ts';
import { ltiCalls } from './lti.ts';
import { proctoringCalls } from './proctoring.ts';
import { scormCalls } from './scorm.ts';
import { profileCalls } from './profile.ts';
import { documentCalls, sessionCalls } from './session.ts';
import { teamCalls } from './teams.ts';
import { tutorCalls } from './tutor.ts';
import { walletCalls } from './wallet.ts';
import { workflowCalls } from './workflows.ts';

export * from '../call.ts';
export { buildOpenApiDocument, openApiPath, type OpenApiDocument } from '../openapi.ts';
export {
  attachmentCalls,
  calendarCalls,
  certificateFileCalls,
  chatCalls,
  cmi5Calls,
  dashboardCalls,
  contentCalls,
  detailCalls,
  documentCalls,
  enrolmentCalls,
  frameCalls,
  knowledgeCalls,
  libraryCalls,
  listCalls,
  ltiCalls,
  proctoringCalls,
  profileCalls,
  scormCalls,
  sessionCalls,
  teamCalls,
  tutorCalls,
  walletCalls,
  workflowCalls,
};
export { FeedbackBodySchema, UsageEventBodySchema } from './details.ts';
export * from '../schemas/workflows.ts';
export { ActivityPositionSchema } from '../schemas/content.ts';
export * from '../schemas/lti.ts';
export { FrameBridgeFlag, FramePaths } from './frames.ts';

export const ALL_CALLS: readonly Call[] = [
  sessionCalls,
  listCalls,
  enrolmentCalls,
  workflowCalls,
  contentCalls,
  proctoringCalls,
  teamCalls,
  attachmentCalls,
  profileCalls,
  ltiCalls,
  detailCalls,
  chatCalls,
  walletCalls,
  certificateFileCalls,
  documentCalls,
  frameCalls,
  knowledgeCalls,
  tutorCalls,
  calendarCalls,
  dashboardCalls,
  libraryCalls,
  scormCalls,
  cmi5Calls,
].flatMap((area) => Object.values(area) as Call[]);
