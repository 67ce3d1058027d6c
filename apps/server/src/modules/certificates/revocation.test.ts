import { describe, expect, it } from 'vitest';
import { WALLET_PATHS, type CredentialCheck, type WalletCertificate } from '@lp/contract/wallet';
import { DETAILS_PATHS } from '@lp/contract/lists';
import { importDemo } from '../../../test/demo.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';
import { certificateFileUrls } from './files/file-urls.ts';

// Revocation (issue 13, decision 0023): its own database, since it changes certificates for good.
const demo = setupTestApp({ sessions: ['learner', 'learner2', 'instructor', 'admin'] });
type Who = 'learner' | 'learner2' | 'instructor' | 'admin';

const VALID = 'BWA-FA101-007388';
const OTHER = 'BWA-XLS101-002954';

const mine = async (number: string) => {
  const res = await demo.app.inject({ method: 'GET', url: WALLET_PATHS.wallet, headers: demo.learner });
  return res.json<{ data: WalletCertificate[] }>().data.find((c) => c.certificateNumber === number)!;
};
const revoke = (id: string, who: Who | null, payload: unknown = { reason: 'Issued in error' }) =>
  demo.app.inject({
    method: 'POST',
    url: WALLET_PATHS.revoke(id),
    headers: who ? demo[who] : { 'x-requested-with': 'XMLHttpRequest' },
    payload: payload as object,
  });
const revocationOf = async (number: string) =>
  (
    await demo.db.query<{ revoked_at: Date | null }>('SELECT revoked_at FROM certificate_records WHERE certificate_number = $1', [number])
  )[0]!.revoked_at;

describe('POST certificate-records/{id}/revoke (decision 0023)', () => {
  it('is refused to learners, instructors and anonymous callers, and changes nothing', async () => {
    const { id } = await mine(OTHER);
    expect((await revoke(id, 'learner')).statusCode).toBe(403);
    expect((await revoke(id, 'instructor')).statusCode).toBe(403);
    expect((await revoke(id, null)).statusCode).toBe(401);
    expect(await revocationOf(OTHER)).toBeNull();
  });

  it('refuses a missing, empty or oversized reason and an id that is not a certificate here', async () => {
    const { id } = await mine(OTHER);
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
      const res = await revoke(id, 'admin', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 30)).toBe(400);
      expect(res.json().title).toBeTruthy();
    }
    expect((await revoke('00000000-0000-4000-8000-000000000000', 'admin')).statusCode).toBe(404);
    expect((await revoke('not-a-uuid', 'admin')).statusCode).toBe(400);
    expect(await revocationOf(OTHER)).toBeNull();
  });

  it('lets a holder of Certificates.Revoke revoke without the Administrator role', async () => {
    await demo.db.query(
      `INSERT INTO user_permissions (tenant_id, user_id, name) SELECT tenant_id, id, 'Certificates.Revoke' FROM users WHERE email = 'learner2@demo.test'`,
    );
    const { id } = await mine(OTHER);
    const res = await revoke(id, 'learner2', { reason: 'Course content withdrawn' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ revocationReason: 'Course content withdrawn' });
  });

  describe('once an administrator revokes a certificate', () => {
    it('keeps the first revocation when it is revoked again (a retry or a second administrator)', async () => {
      const { id } = await mine(VALID);
      const first = await revoke(id, 'admin', { reason: '  Issued in error  ' });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ revokedAt: expect.any(String), revocationReason: 'Issued in error' });
      const again = await revoke(id, 'admin', { reason: 'Another reason' });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    });

    it('the holder sees it revoked, without files', async () => {
      const certificate = await mine(VALID);
      expect(certificate).toMatchObject({ revocationReason: 'Issued in error', certificatePdfUrl: null, certificatePngUrl: null });
      expect(certificate.revokedAt).not.toBeNull();
    });

    it('its public page says revoked, when and why', async () => {
      const res = await demo.app.inject({ method: 'GET', url: DETAILS_PATHS.publicCertificate(VALID) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        certificateNumber: VALID,
        revocationReason: 'Issued in error',
        revokedAt: expect.any(String),
        certificatePdfUrl: null,
      });
    });

    it('its files are gone (410) for the holder and for the public alike, HEAD too', async () => {
      for (const audience of ['holder', 'public'] as const) {
        const urls = certificateFileUrls(VALID, audience);
        for (const url of [urls.certificatePdfUrl, urls.certificatePngUrl]) {
          for (const method of ['GET', 'HEAD'] as const) {
            const res = await demo.app.inject({ method, url, headers: demo.learner });
            expect(res.statusCode, `${method} ${url}`).toBe(410);
            if (method === 'GET') expect(res.json()).toMatchObject({ title: 'Gone', code: 'gone' });
          }
        }
      }
    });

    it('a new import of the same data does not bring it back', async () => {
      await importDemo(demo.db);
      expect((await mine(VALID)).revocationReason).toBe('Issued in error');
    });

    it('it can no longer be exported as an Open Badge', async () => {
      const res = await demo.app.inject({ method: 'GET', url: WALLET_PATHS.openBadge((await mine(VALID)).id), headers: demo.learner });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors.general[0]).toMatch(/revoked/);
    });
  });

  it('a credential exported before the revocation is checked as revoked, with the date and reason', async () => {
    const { id } = await mine('BWA-DIV101-003141');
    const jwt = (await demo.app.inject({ method: 'GET', url: WALLET_PATHS.openBadge(id), headers: demo.learner })).body;
    const check = () =>
      demo.app.inject({
        method: 'POST',
        url: WALLET_PATHS.verify,
        headers: { 'x-requested-with': 'XMLHttpRequest' },
        payload: { credential: jwt },
      });
    expect((await check()).json<CredentialCheck>()).toMatchObject({ valid: true, reason: null });
    expect((await revoke(id, 'admin', { reason: 'Exam misconduct' })).statusCode).toBe(200);
    expect((await check()).json<CredentialCheck>()).toMatchObject({
      valid: false,
      reason: 'revoked',
      certificate: { certificateNumber: 'BWA-DIV101-003141', revocationReason: 'Exam misconduct', revokedAt: expect.any(String) },
    });
  });
});

describe('revocation in the import (docs/import.md certificateRecords)', () => {
  it("imports a revoked certificate: the demo's shows revoked to its holder, with the reason", async () => {
    const res = await demo.app.inject({ method: 'GET', url: WALLET_PATHS.wallet, headers: demo.learner2 });
    const revoked = res.json<{ data: WalletCertificate[] }>().data.find((c) => c.certificateNumber === 'BWA-FA101-006930')!;
    expect(revoked).toMatchObject({
      revocationReason: 'Issued in error: the practical assessment was not signed off.',
      certificatePdfUrl: null,
    });
    expect(Date.parse(revoked.revokedAt!)).toBeLessThan(Date.now());
  });
});
