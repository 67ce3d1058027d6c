import { describe, expect, it } from 'vitest';
import { getCertificateRetakeDeadline, getCertificateStatus, type CertificateStatus } from './certificate-status.ts';

const now = new Date('2026-03-01T12:00:00Z');
const DAY = 86_400_000;
const inDays = (days: number) => new Date(now.getTime() + days * DAY).toISOString();

describe('getCertificateStatus (issue 13: valid, expiring within 60 days, expired, revoked)', () => {
  it.each<[string, string | null | undefined, CertificateStatus]>([
    ['no expiry date never expires', null, 'valid'],
    ['an absent expiry date never expires', undefined, 'valid'],
    ['an unreadable expiry date counts as none', 'not a date', 'valid'],
    ['valid with more than 60 days left', inDays(61), 'valid'],
    ['expiring with exactly 60 days left', inDays(60), 'expiring'],
    ['expiring with one day left', inDays(1), 'expiring'],
    ['expiring a second before the expiry', new Date(now.getTime() + 1000).toISOString(), 'expiring'],
    ['expired at the expiry moment', now.toISOString(), 'expired'],
    ['expired after the expiry date', inDays(-3), 'expired'],
  ])('%s', (_rule, expirationDate, expected) => {
    expect(getCertificateStatus({ expirationDate }, now)).toBe(expected);
  });

  it.each<[string, string | null, string | null, CertificateStatus]>([
    ['revoked before now: revoked, whatever the expiry', inDays(-1), inDays(400), 'revoked'],
    ['revoked wins over expired', inDays(-1), inDays(-3), 'revoked'],
    ['revoked wins over expiring', now.toISOString(), inDays(5), 'revoked'],
    ['a revocation dated in the future has not happened yet', inDays(2), inDays(400), 'valid'],
    ['no revocation: the dates decide', null, inDays(-3), 'expired'],
  ])('%s', (_rule, revokedAt, expirationDate, expected) => {
    expect(getCertificateStatus({ expirationDate, revokedAt }, now)).toBe(expected);
  });
});

describe('getCertificateRetakeDeadline (issue 13: "Retake before {date}" on an expiring certificate whose course offers a retake)', () => {
  it.each<[string, string | null, boolean, string | null]>([
    ['expiring and the course offers a retake: before the expiry', inDays(10), true, inDays(10)],
    ['expiring but no retake offered: no action', inDays(10), false, null],
    ['valid: no action even with a retake', inDays(90), true, null],
    ['expired: no action (the course page offers the retake)', inDays(-1), true, null],
    ['no expiry: no action', null, true, null],
  ])('%s', (_rule, expirationDate, retakeOffered, expected) => {
    expect(getCertificateRetakeDeadline({ expirationDate, retakeOffered }, now)?.toISOString() ?? null).toBe(expected);
  });

  it('revoked while expiring: no action (a revoked certificate is not renewed by a retake)', () => {
    expect(getCertificateRetakeDeadline({ expirationDate: inDays(10), revokedAt: inDays(-1), retakeOffered: true }, now)).toBeNull();
  });
});
