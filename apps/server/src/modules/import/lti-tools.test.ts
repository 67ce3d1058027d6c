import { generateKeyPairSync } from 'node:crypto';
import { AgsScope } from '@lp/contract/lti';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestDb } from '../../../test/db.ts';
import { ImportValidationError, type ImportIssue } from './errors.ts';
import { importData } from './import-data.ts';
import type { ImportFileInput } from './schema/index.ts';

let db: Db;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await db.close();
});

type ToolInput = NonNullable<ImportFileInput['ltiTools']>[number];
/** What a file may hold, checked by the import: typed loosely on purpose. */
type Jwk = NonNullable<ToolInput['publicJwk']>;

const quizTool = (extra: Partial<ToolInput> = {}): ToolInput => ({
  externalId: 'quiz-tool',
  name: 'Quiz tool',
  clientId: 'quiz-client',
  loginUrl: 'http://localhost:3001/login',
  redirectUris: ['http://localhost:3001/launch'],
  targetLinkUri: 'http://localhost:3001/launch',
  jwksUrl: 'http://localhost:3001/.well-known/jwks.json',
  ...extra,
});

/** A course whose quiz launches on `ltiTool` (none: a 1.3 activity with no registration). */
function withCourse(tools: ToolInput[], ltiTool?: string, extra: Record<string, unknown> = {}): ImportFileInput {
  return {
    tenant: { externalId: 'lti' },
    ltiTools: tools,
    courses: [
      {
        externalId: 'lti-course',
        name: 'Quizzes',
        activities: [
          { externalId: 'lti-root', type: 'composite', name: 'Root', parts: [{ activity: 'lti-quiz' }] },
          {
            externalId: 'lti-quiz',
            type: 'lti',
            name: 'Quiz',
            toolUrl: 'http://localhost:3001/launch',
            ...(ltiTool && { ltiTool }),
            ...extra,
          },
        ],
      },
    ],
  };
}

async function issuesOf(file: ImportFileInput): Promise<ImportIssue[]> {
  const error = await importData(db, file).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImportValidationError);
  return (error as ImportValidationError).issues;
}

const storedTools = () =>
  db.query<Record<string, unknown>>(
    `SELECT t.id, t.external_id, t.name, t.client_id, t.deployment_id, t.login_url, t.redirect_uris, t.target_link_uri,
            t.jwks_url, t.public_jwk, t.custom_parameters, t.messages, t.scopes, t.share_name, t.share_email
       FROM lti_tools t JOIN tenants n ON n.id = t.tenant_id AND n.external_id = 'lti' ORDER BY t.external_id`,
  );

const publicJwk = (bits: number): Jwk => {
  const { publicKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  return { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' } as Jwk;
};

describe('ltiTools', () => {
  it('writes a registration with its defaults and points the activity at it', async () => {
    await importData(db, withCourse([quizTool()], 'quiz-tool', { documentTarget: 'window' }));
    const [tool] = await storedTools();
    expect(tool).toMatchObject({
      external_id: 'quiz-tool',
      client_id: 'quiz-client',
      deployment_id: '1',
      redirect_uris: ['http://localhost:3001/launch'],
      jwks_url: 'http://localhost:3001/.well-known/jwks.json',
      public_jwk: null,
      custom_parameters: {},
      messages: ['LtiResourceLinkRequest', 'LtiSubmissionReviewRequest', 'LtiStartProctoring', 'LtiEndAssessment'],
      scopes: [AgsScope.lineItemReadOnly, AgsScope.resultReadOnly, AgsScope.score],
      share_name: true,
      share_email: true,
    });
    const [quiz] = await db.query<{ lti_tool_id: string; document_target: string }>(
      `SELECT lti_tool_id, document_target FROM activities WHERE external_id = 'lti-quiz'`,
    );
    expect(quiz).toEqual({ lti_tool_id: tool!.id, document_target: 'window' });
  });

  it('updates the registration in place on a second import', async () => {
    const [before] = await storedTools();
    const jwk = publicJwk(2048);
    await importData(
      db,
      withCourse(
        [
          quizTool({
            name: 'Quiz tool v2',
            jwksUrl: undefined,
            publicJwk: jwk,
            scopes: [AgsScope.score],
            messages: ['LtiResourceLinkRequest'],
            customParameters: { mode: 'exam' },
            shareEmail: false,
          }),
        ],
        'quiz-tool',
      ),
    );
    const tools = await storedTools();
    expect(tools).toHaveLength(1);
    expect(tools[0]).toMatchObject({
      id: before!.id,
      name: 'Quiz tool v2',
      jwks_url: null,
      public_jwk: jwk,
      scopes: [AgsScope.score],
      messages: ['LtiResourceLinkRequest'],
      custom_parameters: { mode: 'exam' },
      share_email: false,
    });
    const [quiz] = await db.query<{ document_target: string }>(`SELECT document_target FROM activities WHERE external_id = 'lti-quiz'`);
    expect(quiz!.document_target).toBe('iframe');
  });

  it('resolves an activity’s tool imported before, and keeps a 1.3 activity with no tool', async () => {
    await importData(db, withCourse([], 'quiz-tool'));
    const [linked] = await db.query<{ ok: boolean }>(`SELECT lti_tool_id IS NOT NULL AS ok FROM activities WHERE external_id = 'lti-quiz'`);
    expect(linked!.ok).toBe(true);
    await importData(db, withCourse([]));
    const [unlinked] = await db.query<{ lti_tool_id: string | null }>(`SELECT lti_tool_id FROM activities WHERE external_id = 'lti-quiz'`);
    expect(unlinked!.lti_tool_id).toBeNull();
  });
});

describe('a bad tool registration', () => {
  it.each<[string, Partial<ToolInput>, string, RegExp]>([
    ['a login URL that is not http(s)', { loginUrl: 'javascript:alert(1)' }, 'ltiTools[0].loginUrl', /URL/i],
    ['a redirect URI that is not a URL', { redirectUris: ['/launch'] }, 'ltiTools[0].redirectUris[0]', /URL/i],
    ['no redirect URI', { redirectUris: [] }, 'ltiTools[0].redirectUris', /1/],
    ['a redirect URI with a fragment', { redirectUris: ['https://tool.test/launch#x'] }, 'ltiTools[0].redirectUris[0]', /fragment/],
    [
      'an unknown message',
      { messages: ['LtiDeepLinkingRequest' as 'LtiResourceLinkRequest'] },
      'ltiTools[0].messages[0]',
      /Unknown message type "LtiDeepLinkingRequest"/,
    ],
    [
      'an unknown scope',
      { scopes: ['https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly' as AgsScope] },
      'ltiTools[0].scopes[0]',
      /Unknown service scope/,
    ],
    ['neither jwksUrl nor publicJwk', { jwksUrl: undefined }, 'ltiTools[0].jwksUrl', /jwksUrl or publicJwk/],
    ['both jwksUrl and publicJwk', { publicJwk: publicJwk(2048) }, 'ltiTools[0].publicJwk', /not both/],
    [
      'a private key',
      { jwksUrl: undefined, publicJwk: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }) as Jwk },
      'ltiTools[0].publicJwk.d',
      /private key \(d, p, q, dp, dq, qi\)/,
    ],
    [
      'a key that is not RSA',
      { jwksUrl: undefined, publicJwk: { kty: 'EC', n: 'AQAB', e: 'AQAB' } as unknown as Jwk },
      'ltiTools[0].publicJwk.kty',
      /RSA/,
    ],
    ['a key too short for RS256', { jwksUrl: undefined, publicJwk: publicJwk(1024) }, 'ltiTools[0].publicJwk.n', /1024 bits/],
    [
      'a key with an even exponent',
      { jwksUrl: undefined, publicJwk: { ...publicJwk(2048), e: 'AA' } },
      'ltiTools[0].publicJwk.e',
      /exponent/,
    ],
  ])('refuses %s, naming the field', async (_, extra, path, message) => {
    const issues = await issuesOf(withCourse([quizTool({ externalId: 'bad-tool', clientId: 'bad-client', ...extra })]));
    expect(issues).toEqual([{ path, message: expect.stringMatching(message) }]);
  });

  it('refuses a clientId twice in the file, or held by another stored tool', async () => {
    const twice = await issuesOf(withCourse([quizTool(), quizTool({ externalId: 'other-tool' })]));
    expect(twice).toEqual([{ path: 'ltiTools[1].clientId', message: 'Duplicate clientId "quiz-client" (also at ltiTools[0])' }]);
    const stored = await issuesOf(withCourse([quizTool({ externalId: 'other-tool' })]));
    expect(stored).toEqual([
      { path: 'ltiTools[0].clientId', message: 'clientId "quiz-client" is already registered to LTI tool "quiz-tool"' },
    ]);
  });

  it('refuses an unknown tool reference, and a tool on an LTI 1.1 activity', async () => {
    expect(await issuesOf(withCourse([], 'no-such-tool'))).toEqual([
      { path: 'courses[0].activities[1].ltiTool', message: 'Unknown LTI tool "no-such-tool"' },
    ]);
    expect(await issuesOf(withCourse([], 'quiz-tool', { ltiVersion: '1.1' }))).toEqual([
      { path: 'courses[0].activities[1].ltiTool', message: 'An LTI 1.1 activity cannot use an LTI 1.3 tool registration' },
    ]);
  });

  it('wrote nothing for any of them', async () => {
    expect((await storedTools()).map((t) => t.external_id)).toEqual(['quiz-tool']);
  });
});
