import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ME_PATH } from '@lp/contract/paths';
import { loadConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { buildTestApp } from '../../../test/app.ts';
import { createTestDb } from '../../../test/db.ts';
import { startExternalIssuer, type ExternalIssuer, type IssuerPerson } from '../../../test/external-issuer.ts';
import { redirectFollower } from '../../../test/redirect-follower.ts';
import { freePort } from '../../../test/server-process.ts';
import { seedTenant, seedUser } from '../../../test/seed.ts';

// Issue 31: sign-in through an issuer that is not the bundled one, as real HTTP between the
// portal (listening on a port), the issuer (oauth2-mock-server, which signs in without a
// form) and a browser-less client with a cookie jar.
const CLIENT_ID = 'learner-portal-at-issuer';
// Characters that Basic authentication must form-encode (RFC 6749 §2.3.1).
const CLIENT_SECRET = 's3cret:with+plus/slash é';
const ADA = 'ada@example.test';
const GRACE = 'grace@example.test';

let db: Db;
let adaId: string;
let graceId: string;
const running: { stop: () => Promise<unknown> }[] = [];

beforeAll(async () => {
  db = await createTestDb();
  const tenantId = await seedTenant(db);
  adaId = await seedUser(db, tenantId, { email: ADA });
  graceId = await seedUser(db, tenantId, { email: GRACE });
});
afterAll(async () => {
  for (const server of running.reverse()) await server.stop();
  await db?.close();
});

async function startPair(authMethods: readonly string[] | undefined, clientAuthMethod?: string, portalSecret = CLIENT_SECRET) {
  const issuer = await startExternalIssuer({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, authMethods });
  running.push(issuer);
  const port = await freePort();
  const portal = `http://127.0.0.1:${port}`;
  const app: FastifyInstance = await buildTestApp(db, {
    publicUrl: portal,
    // As a deployer sets it (docs/configuration.md).
    oidc: loadConfig({
      OIDC_ISSUER: issuer.url,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: portalSecret,
      OIDC_CLIENT_AUTH_METHOD: clientAuthMethod,
    }).oidc,
  });
  await app.listen({ port, host: '127.0.0.1' });
  running.push({ stop: () => app.close() });
  return { issuer, portal };
}

/** One browser signing in as `person` from /oidc/login; its trail of URLs and its calls afterwards. */
async function signIn({ issuer, portal }: { issuer: ExternalIssuer; portal: string }, person: IssuerPerson) {
  issuer.signInAs(person);
  const browser = redirectFollower();
  const { trail, last } = await browser.open(`${portal}/oidc/login?redirectUrl=${encodeURIComponent(`${portal}/learn/courses`)}`);
  const me = () => browser.request(`${portal}${ME_PATH}`, { headers: { 'x-requested-with': 'XMLHttpRequest' } });
  return { browser, trail, last, me };
}

const landedInPortal = (portal: string) => `${portal}/learn/login-callback?redirectUrl=${encodeURIComponent(`${portal}/learn/courses`)}`;

describe('an outside issuer that signs in without a form', () => {
  let pair: { issuer: ExternalIssuer; portal: string };
  beforeAll(async () => {
    pair = await startPair(['client_secret_basic', 'client_secret_post']);
  });

  it('signs in a person the import knows by e-mail first, then by the subject the issuer gave', async () => {
    const first = await signIn(pair, { sub: 'ext|ada', email: 'Ada@Example.test' });
    expect(first.trail.at(-1)).toBe(landedInPortal(pair.portal));
    expect(((await (await first.me()).json()) as { id: string }).id).toBe(adaId);
    // Her address changed at the issuer: the subject, linked at the first sign-in, still finds her.
    const later = await signIn(pair, { sub: 'ext|ada', email: 'ada.lovelace@elsewhere.test' });
    expect(later.trail.at(-1)).toBe(landedInPortal(pair.portal));
    expect(((await (await later.me()).json()) as { id: string }).id).toBe(adaId);
    // Another subject claiming her address is not her: the account is linked to the first.
    const impostor = await signIn(pair, { sub: 'ext|someone-else', email: ADA });
    expect(impostor.trail.at(-1)).toBe(`${pair.portal}/learn/forbidden`);
  });

  it('does not link an address the issuer did not verify: whoever registered it there is not the person here', async () => {
    for (const emailVerified of [false, null]) {
      const claimant = await signIn(pair, { sub: `ext|unverified-${String(emailVerified)}`, email: GRACE, emailVerified });
      expect(claimant.trail.at(-1)).toBe(`${pair.portal}/learn/forbidden`);
      expect((await claimant.me()).status).toBe(401);
    }
    const grace = await signIn(pair, { sub: 'ext|grace', email: GRACE });
    expect(((await (await grace.me()).json()) as { id: string }).id).toBe(graceId);
  });

  it('sends a person the import does not know to /learn/forbidden once, without a session', async () => {
    const stranger = await signIn(pair, { sub: 'ext|stranger', email: 'stranger@example.test' });
    expect(stranger.trail.at(-1)).toBe(`${pair.portal}/learn/forbidden`);
    // One sign-in, one visit to the issuer: nothing on the way starts another.
    expect(stranger.trail.filter((url) => url.startsWith(`${pair.portal}/oidc/login`))).toHaveLength(1);
    expect(stranger.trail.filter((url) => url.startsWith(`${pair.issuer.url}/authorize`))).toHaveLength(1);
    expect(stranger.browser.cookie(pair.portal, 'lmsUser')).toBeUndefined();
    expect((await stranger.me()).status).toBe(401);
  });

  it("signs out through the issuer's end_session_endpoint, which sends the browser back to /learn/", async () => {
    const ada = await signIn(pair, { sub: 'ext|ada', email: ADA });
    const answer = await ada.browser.request(`${pair.portal}/oidc/logout`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    const { redirectUrl } = (await answer.json()) as { redirectUrl: string };
    expect(redirectUrl.startsWith(`${pair.issuer.endSessionEndpoint}?`)).toBe(true);
    const before = pair.issuer.endSessions.length;
    const { trail } = await ada.browser.open(redirectUrl);
    expect(trail.at(-1)).toBe(`${pair.portal}/learn/`);
    // OpenID Connect RP-Initiated Logout 1.0 §2: the ID token it was given names the session.
    const ended = pair.issuer.endSessions.slice(before);
    expect(ended).toHaveLength(1);
    expect(ended[0]!.get('id_token_hint')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(ended[0]!.get('post_logout_redirect_uri')).toBe(`${pair.portal}/learn/`);
    expect((await ada.me()).status).toBe(401);
  });
});

// Decision 0053: the secret goes the way the issuer's discovery lists; these issuers refuse any other.
describe.each([
  { listed: ['client_secret_basic'], expected: 'client_secret_basic' },
  { listed: ['client_secret_post'], expected: 'client_secret_post' },
  { listed: ['client_secret_post', 'client_secret_basic', 'private_key_jwt'], expected: 'client_secret_basic' },
  { listed: undefined, expected: 'client_secret_basic' },
])('an issuer listing $listed as token_endpoint_auth_methods_supported', ({ listed, expected }) => {
  it(`is sent the client secret by ${expected} and signs the person in`, async () => {
    const pair = await startPair(listed);
    const ada = await signIn(pair, { sub: 'ext|ada', email: ADA });
    expect(ada.trail.at(-1)).toBe(landedInPortal(pair.portal));
    expect(pair.issuer.tokenRequests).toEqual([expected]);
  });
});

it('OIDC_CLIENT_AUTH_METHOD chooses the method where the issuer lists both but the client is registered for one', async () => {
  const pair = await startPair(['client_secret_basic', 'client_secret_post'], 'client_secret_post');
  const ada = await signIn(pair, { sub: 'ext|ada', email: ADA });
  expect(ada.trail.at(-1)).toBe(landedInPortal(pair.portal));
  expect(pair.issuer.tokenRequests).toEqual(['client_secret_post']);
});

it('a code exchange the issuer refuses ends on a page with a way to try again, not in a new sign-in', async () => {
  const pair = await startPair(['client_secret_basic'], undefined, 'not the secret the issuer holds');
  const ada = await signIn(pair, { sub: 'ext|ada', email: ADA });
  // The issuer signs in without a form: a new sign-in would be refused the same way, again and again.
  expect(ada.trail.filter((url) => url.startsWith(`${pair.issuer.url}/authorize`))).toHaveLength(1);
  expect(ada.trail.at(-1)!.startsWith(`${pair.portal}/oidc/callback?`)).toBe(true);
  expect(ada.last.status).toBe(502);
  const page = await ada.last.text();
  expect(page).toContain('<h1>Sign-in did not finish</h1>');
  expect(page).toContain(`<a href="/oidc/login?redirectUrl=${encodeURIComponent(`${pair.portal}/learn/courses`)}">Try again</a>`);
  expect(ada.browser.cookie(pair.portal, 'lmsUser')).toBeUndefined();
});
