import { describe, expect, it } from 'vitest';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { LtiPaths } from '@lp/contract/lti';
import { WALLET_PATHS, type WalletCertificate } from '@lp/contract/wallet';
import { getCertificateStatus } from '@lp/domain';
import { TEST_PUBLIC_URL } from '../../../test/app.ts';
import { obVcJwtProblems, type Dereference } from '../../../test/ob-vc-jwt-verifier.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';

/**
 * Issue 31 item 2: every exported Open Badge is a VC-JWT exactly as Open Badges 3.0 §8.2 sets
 * it, so a verifier that follows the standard can use it: checked by an independent verifier
 * (ob-vc-jwt-verifier.ts: jose and the OpenBadgeCredential JSON Schema) that knows nothing of
 * our keys but what the credential's `kid` dereferences to on the running server.
 */
const demo = setupTestApp({ sessions: ['learner', 'learner2'] });

/** An HTTP GET of the URI on the server it names (inject: the test's server answers for TEST_PUBLIC_URL). */
const dereference: Dereference = async (uri) => {
  const url = new URL(uri);
  expect(url.origin, "the key is on the issuer's own site").toBe(TEST_PUBLIC_URL);
  const res = await demo.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host: url.host } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json();
};
const walletOf = async (who: 'learner' | 'learner2') =>
  (await demo.app.inject({ method: 'GET', url: WALLET_PATHS.wallet, headers: demo[who] })).json<{ data: WalletCertificate[] }>().data;
const exportOf = async (id: string, who: 'learner' | 'learner2' = 'learner') => {
  const res = await demo.app.inject({ method: 'GET', url: WALLET_PATHS.openBadge(id), headers: demo[who] });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};
/** Every certificate the demo's learners can export (a revoked one cannot: decision 0023). */
const exportable = async () =>
  [
    ...(await walletOf('learner')).map((c) => ({ c, who: 'learner' as const })),
    ...(await walletOf('learner2')).map((c) => ({ c, who: 'learner2' as const })),
  ].filter(({ c }) => !c.revokedAt);

describe('an exported Open Badge follows OB 3.0 §8.2 (issue 31)', () => {
  it('every exportable certificate passes the independent verifier, the key found only by dereferencing kid', async () => {
    const all = await exportable();
    expect(all.length).toBeGreaterThanOrEqual(5);
    for (const { c, who } of all) {
      const problems = await obVcJwtProblems(await exportOf(c.id, who), dereference);
      // An expired certificate's credential is refused for its date alone (exp), as §8.2 says it must be.
      const expected =
        getCertificateStatus(c, new Date()) === 'expired' ? [expect.stringMatching(/"exp" claim timestamp check failed/)] : [];
      expect(problems, c.certificateNumber).toEqual(expected);
    }
  });

  it('the header is alg, kid (the key\'s address on the issuer\'s site) and typ "JWT", nothing else', async () => {
    const c = (await exportable())[0]!.c;
    const header = decodeProtectedHeader(await exportOf(c.id));
    expect(Object.keys(header).sort()).toEqual(['alg', 'kid', 'typ']);
    expect(header).toMatchObject({
      alg: 'RS256',
      typ: 'JWT',
      kid: expect.stringMatching(new RegExp(`^${TEST_PUBLIC_URL}${LtiPaths.jwks}/[0-9a-f-]{36}$`)),
    });
  });

  it('the kid answers the bare public key of the published set, no private part; an unknown key is a 404, a bad id a 400', async () => {
    const c = (await exportable())[0]!.c;
    const { kid } = decodeProtectedHeader(await exportOf(c.id));
    const jwk = (await dereference(kid!)) as Record<string, unknown>;
    expect(jwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', kid: kid!.split('/').pop() });
    for (const secret of ['d', 'p', 'q', 'dp', 'dq', 'qi']) expect(jwk).not.toHaveProperty(secret);
    const set = (await demo.app.inject({ method: 'GET', url: LtiPaths.jwks })).json<{ keys: unknown[] }>();
    expect(set.keys).toContainEqual(jwk);
    expect((await demo.app.inject({ method: 'GET', url: LtiPaths.jwk('00000000-0000-4000-8000-000000000000') })).statusCode).toBe(404);
    expect((await demo.app.inject({ method: 'GET', url: LtiPaths.jwk('key-1') })).statusCode).toBe(400);
  });

  it("sub and credentialSubject.id name the holder by a pseudonym: the same in every export of a certificate, another for each certificate, never the learner's id", async () => {
    const [first, second] = await walletOf('learner');
    const subjectOf = async (id: string) => {
      const payload = decodeJwt(await exportOf(id)) as JWTPayload & { credentialSubject: { id: string } };
      expect(payload.sub).toBe(payload.credentialSubject.id);
      return payload.sub!;
    };
    const subject = await subjectOf(first!.id);
    expect(subject).toMatch(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await subjectOf(first!.id)).toBe(subject);
    expect(await subjectOf(second!.id)).not.toBe(subject);
    const [user] = await demo.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'learner@demo.test'`);
    expect(subject).not.toContain(user!.id);
  });
});

describe('the independent verifier refuses what issue 31 found (its control)', () => {
  const signed = async (change: {
    header?: Record<string, unknown>;
    payload?: (p: Record<string, unknown>) => Record<string, unknown>;
    jwk?: Record<string, unknown>;
  }) => {
    const c = (await exportable())[0]!.c;
    const payload = decodeJwt(await exportOf(c.id)) as Record<string, unknown>;
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = 'https://keys.test/key-1';
    const jwt = await new SignJWT((change.payload ?? ((p) => p))(payload))
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid, ...change.header })
      .sign(privateKey);
    const key = { ...(await exportJWK(publicKey)), ...change.jwk };
    return obVcJwtProblems(jwt, async (uri) => (uri === kid ? key : undefined));
  };

  it("passes the credential as we sign it (so each refusal below is the change's)", async () => {
    expect(await signed({})).toEqual([]);
  });

  it.each([
    ['typ vc+jwt', { header: { typ: 'vc+jwt' } }, /typ, if present, must be "JWT"/],
    ['an extra jku header', { header: { jku: `${TEST_PUBLIC_URL}${LtiPaths.jwks}` } }, /jku is not allowed/],
    ['a bare UUID as kid', { header: { kid: '8a0c5d7e-2b1f-4c3a-9d8e-7f6a5b4c3d2e' } }, /kid must be a URI/],
    ['no sub claim', { payload: ({ sub: _sub, ...p }: Record<string, unknown>) => p }, /sub is required/],
    [
      'no id on the subject',
      { payload: (p: Record<string, unknown>) => ({ ...p, credentialSubject: { ...(p.credentialSubject as object), id: undefined } }) },
      /sub .* does not match/,
    ],
    [
      'no criteria on the achievement',
      {
        payload: (p: Record<string, unknown>) => ({
          ...p,
          credentialSubject: {
            ...(p.credentialSubject as { achievement: object }),
            achievement: { ...(p.credentialSubject as { achievement: object }).achievement, criteria: undefined },
          },
        }),
      },
      /schema: .*criteria/,
    ],
    ['a private key behind kid', { jwk: { d: 'AQAB' } }, /must never contain "d"/],
  ])('%s', async (_name, change, problem) => {
    expect(await signed(change)).toContainEqual(expect.stringMatching(problem));
  });
});
