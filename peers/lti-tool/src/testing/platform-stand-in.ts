/**
 * Test scaffolding: the smallest platform the tool's own tests need — a key set, a token
 * endpoint, a score service, a start-assessment receiver and an Assessment Control Service
 * that record what they receive, and an id_token signer.
 * The tests with the real portal are the platform's (apps/server).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { Claim, LTI_VERSION, MessageType } from '../spec.ts';

export interface ReceivedRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface PlatformStandIn {
  issuer: string;
  clientId: string;
  lineitem: string;
  tokenRequests: ReceivedRequest[];
  scores: ReceivedRequest[];
  /** The status the score service answers (204 unless a test says otherwise). */
  scoreStatus: number;
  /** LtiStartAssessment form posts (field `JWT`) the browser brought to the start_assessment_url. */
  startAssessments: ReceivedRequest[];
  startAssessmentUrl: string;
  /** Assessment Control Service requests. */
  controls: ReceivedRequest[];
  assessmentControlUrl: string;
  /** The status the ACS answers: 200 with `{ status }`, else an error body. */
  controlStatus: number;
  /** Signs an id_token with the platform's key (or `key`), default claims overridden by `claims`. */
  signIdToken(claims: Record<string, unknown>, options?: { key?: CryptoKey; kid?: string }): Promise<string>;
  close(): Promise<void>;
}

const readBody = async (req: AsyncIterable<Buffer>) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
};

export const STAND_IN_CLIENT_ID = 'quiz-client';

/** What the stand-in's ACS answers each action with (decision 0021). */
const CONTROL_STATUS: Record<string, string> = { flag: 'flagged', terminate: 'terminated', update: 'verified' };

export async function startPlatformStandIn(clientId = STAND_IN_CLIENT_ID): Promise<PlatformStandIn> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const kid = 'platform-key-1';
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const server: Server = createServer(async (req, res) => {
    const received = { path: req.url ?? '', headers: req.headers, body: await readBody(req) };
    if (req.url === '/api/lti/v1/jwks') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(jwks));
    } else if (req.url === '/api/lti/v1/grading/token') {
      standIn.tokenRequests.push(received);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          access_token: 'token-1',
          token_type: 'Bearer',
          expires_in: 3600,
          scope: new URLSearchParams(received.body).get('scope'),
        }),
      );
    } else if (req.url === '/api/lti/v1/proctoring/start-assessment') {
      standIn.startAssessments.push(received);
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>The exam</p>');
    } else if (req.url === '/api/lti/v1/proctoring/control') {
      standIn.controls.push(received);
      const action = (JSON.parse(received.body || '{}') as { action?: string }).action ?? '';
      const answer =
        standIn.controlStatus === 200
          ? { status: CONTROL_STATUS[action] ?? 'running' }
          : { error: 'forbidden', message: 'This attempt is not yours to control.' };
      res.writeHead(standIn.controlStatus, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    } else if (req.url?.endsWith('/scores')) {
      standIn.scores.push(received);
      res.writeHead(standIn.scoreStatus).end();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const lineitem = `${issuer}/api/lti/v1/grading/contexts/course-1/lineitems/activity-1`;
  const standIn: PlatformStandIn = {
    issuer,
    clientId,
    lineitem,
    tokenRequests: [],
    scores: [],
    scoreStatus: 204,
    startAssessments: [],
    startAssessmentUrl: `${issuer}/api/lti/v1/proctoring/start-assessment`,
    controls: [],
    assessmentControlUrl: `${issuer}/api/lti/v1/proctoring/control`,
    controlStatus: 200,
    signIdToken: (claims, options = {}) => {
      const payload: JWTPayload = {
        sub: 'learner-1',
        name: 'Lea Learner',
        [Claim.version]: LTI_VERSION,
        [Claim.messageType]: MessageType.resourceLink,
        [Claim.deploymentId]: 'deployment-1',
        [Claim.targetLinkUri]: 'http://localhost/launch',
        [Claim.resourceLink]: { id: 'activity-1', title: 'Safety <quiz>' },
        [Claim.context]: { id: 'course-1', title: 'Fire safety' },
        [Claim.launchPresentation]: { return_url: `${issuer}/return?x=1`, locale: 'en-US', document_target: 'iframe' },
        [Claim.agsEndpoint]: { scope: ['https://purl.imsglobal.org/spec/lti-ags/scope/score'], lineitem },
        ...claims,
      };
      return new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? kid })
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : issuer)
        .setAudience((claims.aud as string | string[] | undefined) ?? clientId)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(options.key ?? privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
