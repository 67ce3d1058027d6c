import { ACS_SCOPE, AgsScope } from '@lp/contract/lti';
import type { ImportFileInput } from '../../src/modules/import/schema/index.ts';

/** The LTI 1.3 tool of the repository (peers/lti-tool), which `npm start` runs beside the portal. */
export const QUIZ_TOOL_ORIGIN = 'http://localhost:3001';
export const QUIZ_TOOL_LAUNCH = `${QUIZ_TOOL_ORIGIN}/launch`;
export const QUIZ_TOOL = 'demo-quiz-tool';

export const ltiTools: NonNullable<ImportFileInput['ltiTools']> = [
  {
    externalId: QUIZ_TOOL,
    name: 'Quiz tool',
    clientId: QUIZ_TOOL,
    deploymentId: '1',
    loginUrl: `${QUIZ_TOOL_ORIGIN}/login`,
    redirectUris: [QUIZ_TOOL_LAUNCH],
    targetLinkUri: QUIZ_TOOL_LAUNCH,
    jwksUrl: `${QUIZ_TOOL_ORIGIN}/.well-known/jwks.json`,
    // It is the demo's proctoring tool too (decision 0021): the proctoring messages come by default.
    scopes: [AgsScope.lineItemReadOnly, AgsScope.resultReadOnly, AgsScope.score, ACS_SCOPE],
  },
];
