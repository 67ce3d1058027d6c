import { exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

/** A tool's key pair, as a tool would hold it: the test signs what the tool would sign. */
export interface ToolKeys {
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export async function toolKeys(kid: string): Promise<ToolKeys> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  return { privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

export const PASSWORD = 'lti-test-password-1';

/**
 * A tenant with two registered tools (A at an allowed origin, B at one that is not), a
 * course with LTI activities of both (one locked until later), and two learners with a
 * run in progress. `tool` overrides tool A's addresses (a real tool process).
 */
export function ltiFile(keys: { a: JWK; b: JWK }, tool: { origin: string; jwksUrl?: string } = { origin: 'https://tool.test' }) {
  const toolA = {
    externalId: 'tool-a',
    name: 'Tool A',
    clientId: 'client-a',
    deploymentId: 'dep-a',
    loginUrl: `${tool.origin}/login`,
    redirectUris: [`${tool.origin}/launch`],
    targetLinkUri: `${tool.origin}/launch`,
    ...(tool.jwksUrl ? { jwksUrl: tool.jwksUrl } : { publicJwk: keys.a }),
    scopes: [
      'https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly',
      'https://purl.imsglobal.org/spec/lti-ags/scope/result.readonly',
      'https://purl.imsglobal.org/spec/lti-ags/scope/score',
      'https://purl.imsglobal.org/spec/lti-ap/scope/control.all',
    ],
    customParameters: { questions: '3' },
  };
  const toolB = {
    externalId: 'tool-b',
    name: 'Tool B',
    clientId: 'client-b',
    loginUrl: 'https://other.test/login',
    redirectUris: ['https://other.test/launch'],
    targetLinkUri: 'https://other.test/launch',
    publicJwk: keys.b,
  };
  const quiz = (externalId: string, name: string, ltiTool: string, extra: Record<string, unknown> = {}) => ({
    externalId,
    type: 'lti',
    name,
    toolUrl: `${ltiTool === 'tool-a' ? tool.origin : 'https://other.test'}/launch`,
    ltiTool,
    maxScore: 10,
    supportLtiGrading: true,
    ...extra,
  });
  const run = (user: string, activities: string[]) => ({
    externalId: `${user}-run`,
    user,
    course: 'c1',
    state: 'inProgress',
    started: '-1d',
    activities: [
      { activity: 'c1-root', state: 'inProgress', started: '-1d' },
      ...activities.map((activity) => ({ activity, state: 'inProgress', started: '-1h' })),
    ],
  });
  return {
    tenant: {
      externalId: 'lti',
      name: 'LTI Academy',
      settings: { allowedExternalSources: [tool.origin.startsWith('https://') ? new URL(tool.origin).host : tool.origin] },
    },
    users: [
      { externalId: 'ann', email: 'ann@lti.test', firstName: 'Ann', lastName: 'Lee', password: PASSWORD },
      { externalId: 'cy', email: 'cy@lti.test', firstName: 'Cy', lastName: 'Ng', password: PASSWORD },
    ],
    ltiTools: [toolA, toolB],
    courses: [
      {
        externalId: 'c1',
        name: 'Tools course',
        code: 'LTI-1',
        activities: [
          {
            externalId: 'c1-root',
            type: 'composite',
            name: 'Tools course',
            parts: [
              { activity: 'c1-quiz' },
              { activity: 'c1-manual' },
              { activity: 'c1-later', startFrom: '+2d' },
              { activity: 'c1-other' },
              { activity: 'c1-exam' },
              { activity: 'c1-team' },
            ],
          },
          quiz('c1-quiz', 'Quiz', 'tool-a'),
          quiz('c1-manual', 'Essay', 'tool-a', { customParameters: { grading: 'manual' } }),
          quiz('c1-later', 'Final quiz', 'tool-a'),
          quiz('c1-other', 'Other tool', 'tool-b'),
          quiz('c1-exam', 'Proctored exam', 'tool-a', { proctored: true, duration: 1800 }),
          quiz('c1-team', 'Team quiz', 'tool-a', { supportCollaborativeMode: true }),
        ],
      },
    ],
    enrolments: [
      { user: 'ann', course: 'c1' },
      { user: 'cy', course: 'c1' },
    ],
    workflows: [run('ann', ['c1-quiz', 'c1-manual', 'c1-later', 'c1-other', 'c1-exam', 'c1-team']), run('cy', ['c1-quiz', 'c1-exam'])],
    teams: [{ externalId: 'pair', name: 'Ann and Cy', course: 'c1', activity: 'c1-team', members: ['ann', 'cy'] }],
  };
}
