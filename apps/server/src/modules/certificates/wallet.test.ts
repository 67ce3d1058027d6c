import { describe, expect, it } from 'vitest';
import { compactVerify, decodeJwt, decodeProtectedHeader, generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import { LtiPaths } from '@lp/contract/lti';
import { WALLET_PATHS, type CredentialCheck, type WalletCertificate } from '@lp/contract/wallet';
import { TEST_PUBLIC_URL } from '../../../test/app.ts';
import { expandOpenBadge, OB, VC } from '../../../test/open-badges-check.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { PlatformKeys } from '../../lib/platform-keys.ts';
import { hashedEmail, subjectIdOf } from './open-badge.ts';

const demo = setupTestApp({ sessions: ['learner', 'learner2'] });

const wallet = async (who: 'learner' | 'learner2') => {
  const res = await demo.app.inject({ method: 'GET', url: WALLET_PATHS.wallet, headers: demo[who] });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: WalletCertificate[]; totalCount: number }>().data;
};
const certificateOf = async (number: string) => (await wallet('learner')).find((c) => c.certificateNumber === number)!;
const badge = (id: string, headers: Record<string, string> = demo.learner) =>
  demo.app.inject({ method: 'GET', url: WALLET_PATHS.openBadge(id), headers });
const verify = async (credential: unknown) => {
  const res = await demo.app.inject({
    method: 'POST',
    url: WALLET_PATHS.verify,
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { credential },
  });
  return res;
};
const VALID = 'BWA-FA101-007388';
const EXPIRED = 'BWA-FA101-004211';

describe('GET users/me/certificate-wallet (issue 13)', () => {
  it("lists every certificate of the learner across courses, newest first, and nobody else's", async () => {
    const mine = await wallet('learner');
    expect(mine.map((c) => c.certificateNumber)).toEqual(['BWA-DIV101-003141', 'BWA-XLS101-002954', 'BWA-MTG120-000873', VALID, EXPIRED]);
    expect((await wallet('learner2')).map((c) => c.certificateNumber)).toEqual(['BWA-FA101-007102', 'BWA-FA101-006930']);
  });

  it("says whether the course offers a retake now, by the details page's rule", async () => {
    expect((await certificateOf(VALID)).retakeOffered).toBe(false);
    const [fa] = await demo.db.query<{ id: string }>(
      `UPDATE objective_accesses acc SET retake = true FROM users u, objectives o
        WHERE acc.user_id = u.id AND u.email = 'learner@demo.test' AND acc.objective_id = o.id AND o.code = 'FA-101' RETURNING acc.id`,
    );
    expect(fa).toBeDefined();
    expect((await certificateOf(VALID)).retakeOffered).toBe(true);
    await demo.db.query('UPDATE objective_accesses SET retake = false WHERE id = $1', [fa!.id]);
  });

  it('needs a session', async () => {
    expect((await demo.app.inject({ method: 'GET', url: WALLET_PATHS.wallet })).statusCode).toBe(401);
  });
});

describe('GET certificate-records/{id}/open-badge (issue 13, decision 0023)', () => {
  it('answers a VC-JWT signed RS256 by the published key its kid names, as a .jwt file', async () => {
    const certificate = await certificateOf(VALID);
    const res = await badge(certificate.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/vc\+jwt/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="certificate-${VALID}.jwt"`);
    const header = decodeProtectedHeader(res.body);
    // OB 3.0 §8.2 (decision 0054); open-badge-binding.test.ts checks every rule of it.
    expect(header).toEqual({ alg: 'RS256', typ: 'JWT', kid: expect.stringMatching(new RegExp(`^${TEST_PUBLIC_URL}${LtiPaths.jwks}/`)) });
    const jwk = (await demo.app.inject({ method: 'GET', url: new URL(header.kid!).pathname })).json();
    await expect(compactVerify(res.body, await importJWK(jwk, 'RS256'), { algorithms: ['RS256'] })).resolves.toBeDefined();
  });

  it('carries every field Open Badges 3.0 requires, the learner only as a salted email hash', async () => {
    const certificate = await certificateOf(VALID);
    const credential = decodeJwt((await badge(certificate.id)).body) as Record<string, unknown> & JWTPayload;
    expect(credential).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
      id: `urn:uuid:${certificate.id}`,
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: TEST_PUBLIC_URL, type: ['Profile'], name: 'Brightwell Academy' },
      validFrom: certificate.created,
      validUntil: certificate.expirationDate,
      name: certificate.certificateTemplate!.name,
      credentialSubject: {
        id: subjectIdOf(certificate.id),
        type: ['AchievementSubject'],
        achievement: {
          id: `urn:uuid:${certificate.objectiveId}`,
          type: ['Achievement'],
          name: certificate.objectiveName,
          criteria: { narrative: expect.stringContaining(certificate.objectiveName!) },
        },
      },
      iss: TEST_PUBLIC_URL,
      sub: subjectIdOf(certificate.id),
      jti: `urn:uuid:${certificate.id}`,
      nbf: Math.floor(Date.parse(certificate.created) / 1000),
      exp: Math.floor(Date.parse(certificate.expirationDate!) / 1000),
    });
    const subject = credential.credentialSubject as { identifier: { salt: string }[] };
    expect(subject.identifier).toEqual([hashedEmail('learner@demo.test', subject.identifier[0]!.salt)]);
    expect(JSON.stringify(credential)).not.toMatch(/learner@demo\.test|Lena|user-learner/);
  });

  it('passes an independent JSON-LD check: every term defined by the VC 2.0 and OB 3.0.3 contexts', async () => {
    const certificate = await certificateOf(VALID);
    const expanded = await expandOpenBadge(decodeJwt((await badge(certificate.id)).body));
    expect(expanded['@type']).toEqual([`${VC}VerifiableCredential`, `${OB}OpenBadgeCredential`]);
    const subject = (expanded[`${VC}credentialSubject`] as Record<string, unknown>[])[0]!;
    expect(subject['@type']).toEqual([`${OB}AchievementSubject`]);
    expect((subject[`${OB}achievement`] as Record<string, unknown>[])[0]!['@type']).toEqual([`${OB}Achievement`]);
    await expect(expandOpenBadge({ ...decodeJwt((await badge(certificate.id)).body), holderName: 'x' })).rejects.toThrow(/Safe mode/);
  });

  it("is the holder's only: another learner, an unknown id or no session is refused", async () => {
    const certificate = await certificateOf(VALID);
    expect((await badge(certificate.id, demo.learner2)).statusCode).toBe(404);
    expect((await badge('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await demo.app.inject({ method: 'GET', url: WALLET_PATHS.openBadge(certificate.id) })).statusCode).toBe(401);
    expect((await badge('not-a-uuid')).statusCode).toBe(400);
  });
});

describe('POST public/certificate-records/verify (issue 13)', () => {
  const jwtOf = async (number: string) => (await badge((await certificateOf(number)).id)).body;

  it('says valid, with what it certifies, to anyone', async () => {
    const res = await verify(await jwtOf(VALID));
    expect(res.statusCode).toBe(200);
    expect(res.json<CredentialCheck>()).toMatchObject({
      valid: true,
      reason: null,
      certificate: { certificateNumber: VALID, objectiveName: 'First Aid at Work' },
    });
  });

  it('says not valid, with the certificate, once the credential has expired', async () => {
    expect((await verify(await jwtOf(EXPIRED))).json<CredentialCheck>()).toMatchObject({
      valid: false,
      reason: 'expired',
      certificate: { certificateNumber: EXPIRED },
    });
  });

  it('refuses a tampered credential: the signature no longer matches', async () => {
    const [header, payload, signature] = (await jwtOf(VALID)).split('.');
    const changed = Buffer.from(
      JSON.stringify({ ...decodeJwt(`${header}.${payload}.${signature}`), validUntil: '2099-01-01T00:00:00Z' }),
    ).toString('base64url');
    expect((await verify(`${header}.${changed}.${signature}`)).json<CredentialCheck>()).toEqual({
      valid: false,
      reason: 'signature',
      certificate: null,
    });
  });

  it('refuses a credential signed with a key this site does not publish', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const foreign = await new SignJWT(decodeJwt(await jwtOf(VALID)))
      .setProtectedHeader({ alg: 'RS256', typ: 'vc+jwt', kid: decodeProtectedHeader(await jwtOf(VALID)).kid! })
      .sign(privateKey);
    expect((await verify(foreign)).json<CredentialCheck>()).toEqual({ valid: false, reason: 'signature', certificate: null });
  });

  it('still says valid for a credential exported before decision 0054 (its kid the bare key id, with jku and typ vc+jwt)', async () => {
    const { kid, privateKey } = await new PlatformKeys(demo.db).signingKey();
    const older = await new SignJWT(decodeJwt(await jwtOf(VALID)))
      .setProtectedHeader({ alg: 'RS256', typ: 'vc+jwt', kid, jku: `${TEST_PUBLIC_URL}${LtiPaths.jwks}` })
      .sign(privateKey);
    expect((await verify(older)).json<CredentialCheck>()).toMatchObject({
      valid: true,
      reason: null,
      certificate: { certificateNumber: VALID },
    });
  });

  it('refuses a kid naming a key on another site, even the same key id', async () => {
    const { kid, privateKey } = await new PlatformKeys(demo.db).signingKey();
    const elsewhere = await new SignJWT(decodeJwt(await jwtOf(VALID)))
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: `https://other.example${LtiPaths.jwk(kid)}` })
      .sign(privateKey);
    expect((await verify(elsewhere)).json<CredentialCheck>()).toEqual({ valid: false, reason: 'signature', certificate: null });
  });

  it("refuses one signed with the platform's key for another tenant", async () => {
    const { kid, privateKey } = await new PlatformKeys(demo.db).signingKey();
    const payload = {
      ...decodeJwt(await jwtOf(VALID)),
      issuer: { id: 'https://other.example', type: ['Profile'], name: 'Other' },
      iss: 'https://other.example',
    };
    const other = await new SignJWT(payload).setProtectedHeader({ alg: 'RS256', typ: 'vc+jwt', kid }).sign(privateKey);
    expect((await verify(other)).json<CredentialCheck>()).toEqual({ valid: false, reason: 'issuer', certificate: null });
  });

  it('says malformed for what is not a signed Open Badges credential', async () => {
    const { kid, privateKey } = await new PlatformKeys(demo.db).signingKey();
    const plainJwt = await new SignJWT({ sub: 'x' }).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey);
    for (const credential of ['hello', 'a.b.c', plainJwt]) {
      expect((await verify(credential)).json<CredentialCheck>(), credential).toEqual({
        valid: false,
        reason: 'malformed',
        certificate: null,
      });
    }
  });

  it('refuses bad input with a 400', async () => {
    for (const credential of ['', 'x'.repeat(20_001), 42, undefined]) {
      expect((await verify(credential)).statusCode, String(credential).slice(0, 10)).toBe(400);
    }
  });
});
