import { generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Claim, MessageType } from './spec.ts';
import { STAND_IN_CLIENT_ID, type PlatformStandIn } from './testing/platform-stand-in.ts';
import {
  beginLogin,
  launch,
  loginState,
  postForm,
  startPlatformAndTool,
  startToolFor,
  type ToolUnderTest,
} from './testing/tool-under-test.ts';

let platform: PlatformStandIn;
let tool: ToolUnderTest;
let close: () => Promise<void>;
const otherKey = await generateKeyPair('RS256');

beforeAll(async () => ({ platform, tool, close } = await startPlatformAndTool()));
afterAll(() => close());

describe('GET /login (OIDC third-party initiated login)', () => {
  it("redirects to the platform's authorization endpoint with every parameter of the authentication request", async () => {
    const response = await beginLogin(tool, platform);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${platform.issuer}/api/lti/v1/authorize`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      scope: 'openid',
      response_type: 'id_token',
      response_mode: 'form_post',
      prompt: 'none',
      client_id: platform.clientId,
      redirect_uri: `${tool.url}/launch`,
      login_hint: 'learner-1',
      lti_message_hint: 'hint-1',
      state: expect.stringMatching(/^[\w-]{20,}$/),
      nonce: expect.stringMatching(/^[\w-]{20,}$/),
    });
  });

  it('accepts the login as a form post too', async () => {
    const response = await fetch(`${tool.url}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        iss: platform.issuer,
        login_hint: 'u',
        target_link_uri: `${tool.url}/launch`,
        client_id: platform.clientId,
      }).toString(),
    });
    expect(response.status).toBe(302);
  });

  it.each([
    ['an unknown issuer', { iss: 'https://elsewhere.example' }, 'does not trust the platform https://elsewhere.example'],
    ['an unknown client id', { client_id: 'someone-else' }, 'with client id someone-else'],
    ['a target link URI of another site', { target_link_uri: 'https://evil.example/launch' }, 'is not an address of this tool'],
  ])('refuses %s with a 400 page', async (_case, params, words) => {
    const response = await beginLogin(tool, platform, params);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(words);
  });
});

describe('POST /launch', () => {
  it('opens the quiz: title, learner, course, radio groups q1..q3 in fieldsets, the session, lang from the locale', async () => {
    const response = await launch(tool, platform, { [Claim.launchPresentation]: { locale: 'fr-CA' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('<h1>Safety &lt;quiz&gt;</h1>');
    expect(html).toContain('Signed in as Lea Learner');
    expect(html).toContain('Course: Fire safety');
    expect(html.match(/<fieldset>/g)).toHaveLength(3);
    expect(html).toMatch(/<label><input type="radio" name="q3" value="0">/);
    expect(html).toMatch(/name="session" value="[\w-]+"/);
    // Its one script is the tool's own frame-size file; nothing inline.
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/frame-size.js" defer>']);
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${platform.issuer}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('asks custom.questions questions', async () => {
    const html = await (await launch(tool, platform, { [Claim.custom]: { questions: '6' } })).text();
    expect(html.match(/<fieldset>/g)).toHaveLength(6);
  });

  it('shows "No attempt found" for a submission review when the learner has none', async () => {
    const html = await (await launch(tool, platform, { [Claim.messageType]: MessageType.submissionReview, sub: 'nobody' })).text();
    expect(html).toContain('No attempt found');
  });

  /** A login, then an id_token for its state with `claims` (its nonce unless they say otherwise). */
  const signed = (claims: Record<string, unknown>, options?: { key: CryptoKey; kid: string }) => async () => {
    const { state, nonce } = await loginState(tool, platform);
    return { idToken: await platform.signIdToken({ nonce, ...claims }, options), state };
  };
  const refusals: Array<[string, () => Promise<{ idToken: string; state: string }>, number, string]> = [
    ['a missing state', async () => ({ idToken: await platform.signIdToken({}), state: '' }), 400, 'no state'],
    ['an unknown state', async () => ({ idToken: await platform.signIdToken({}), state: 'made-up' }), 400, 'state is unknown'],
    ['a token signed by another key', signed({}, { key: otherKey.privateKey, kid: 'platform-key-1' }), 401, 'not signed by any key of'],
    [
      'a token with a key id the platform does not publish',
      signed({}, { key: otherKey.privateKey, kid: 'unknown-kid' }),
      401,
      'not signed by any key of',
    ],
    ['a token for another audience', signed({ aud: 'another-tool' }), 401, 'not addressed to this tool'],
    [
      'a token authorized for another party (azp)',
      signed({ aud: [STAND_IN_CLIENT_ID, 'other'], azp: 'other' }),
      401,
      'authorized for other',
    ],
    ['a wrong nonce', signed({ nonce: 'not-the-one' }), 401, 'nonce is not the one'],
    ['another LTI version', signed({ [Claim.version]: '1.1' }), 400, 'not LTI 1.3.0'],
    ['no deployment id', signed({ [Claim.deploymentId]: undefined }), 400, 'no deployment id'],
    ['another message type', signed({ [Claim.messageType]: 'LtiDeepLinkingRequest' }), 400, 'not LtiDeepLinkingRequest'],
  ];
  it.each(refusals)('refuses %s, saying so in plain words', async (_case, make, status, words) => {
    const { idToken, state } = await make();
    const response = await postForm(`${tool.url}/launch`, { id_token: idToken, state });
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).toContain('Launch refused');
    expect(html.replaceAll('&#39;', "'")).toContain(words);
    expect(html).not.toMatch(/at \w+ \(/); // no stack
  });

  it('refuses a replayed launch: the state answers one launch only', async () => {
    const { state, nonce } = await loginState(tool, platform);
    const idToken = await platform.signIdToken({ nonce });
    expect((await postForm(`${tool.url}/launch`, { id_token: idToken, state })).status).toBe(200);
    const replay = await postForm(`${tool.url}/launch`, { id_token: idToken, state });
    expect(replay.status).toBe(400);
    expect(await replay.text()).toContain('already used');
  });

  it('refuses a launch of another deployment when one is configured', async () => {
    const strict = await startToolFor(platform, { deploymentId: 'deployment-2' });
    try {
      const response = await launch(strict, platform);
      expect(response.status).toBe(401);
      expect(await response.text()).toContain('deployment-1 is not the one configured');
    } finally {
      await strict.close();
    }
  });
});

describe('limits and keys', () => {
  it('refuses a body over 64 KiB with 413', async () => {
    const response = await postForm(`${tool.url}/launch`, { id_token: 'x'.repeat(70 * 1024), state: 's' });
    expect(response.status).toBe(413);
  });

  it('publishes its public key with kid, alg RS256 and use sig, and no private part', async () => {
    const { keys } = (await (await fetch(`${tool.url}/.well-known/jwks.json`)).json()) as { keys: Array<Record<string, unknown>> };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: expect.any(String) });
    expect(keys[0]).not.toHaveProperty('d');
  });
});
