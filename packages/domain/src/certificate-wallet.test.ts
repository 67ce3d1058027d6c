import { describe, expect, it } from 'vitest';
import {
  filterWalletCertificates,
  sortWalletCertificates,
  type CertificateSortKey,
  type CertificateStatusFilter,
} from './certificate-wallet.ts';

const now = new Date('2026-03-01T00:00:00Z');
const list = [
  { id: 'a', objectiveName: 'Zoning', created: '2025-01-01T00:00:00Z', expirationDate: '2026-12-01T00:00:00Z' },
  { id: 'b', objectiveName: 'ethics', created: '2025-06-01T00:00:00Z', expirationDate: null },
  { id: 'c', objectiveName: 'Fire safety 10', created: '2024-01-01T00:00:00Z', expirationDate: '2026-03-20T00:00:00Z' },
  { id: 'd', objectiveName: 'Fire safety 9', created: '2023-01-01T00:00:00Z', expirationDate: '2025-01-01T00:00:00Z' },
  { id: 'e', objectiveName: 'Audit', created: '2022-01-01T00:00:00Z', expirationDate: null, revokedAt: '2026-02-01T00:00:00Z' },
];

describe('sortWalletCertificates (issue 13: sortable by issue date, expiry and course)', () => {
  it.each<[string, CertificateSortKey, string[]]>([
    ['issue date: newest first', 'issued', ['b', 'a', 'c', 'd', 'e']],
    ['expiry: soonest first, never-expiring last', 'expiry', ['d', 'c', 'a', 'b', 'e']],
    ["course: by name in the learner's language, numbers in order, case ignored", 'course', ['e', 'b', 'd', 'c', 'a']],
  ])('%s', (_rule, key, expected) => {
    expect(sortWalletCertificates(list, key, 'en-US').map((c) => c.id)).toEqual(expected);
  });

  it('does not change the list it is given', () => {
    sortWalletCertificates(list, 'course', 'en-US');
    expect(list.map((c) => c.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('filterWalletCertificates (issue 13: filterable by status)', () => {
  it.each<[string, CertificateStatusFilter, string[]]>([
    ['all', 'all', ['a', 'b', 'c', 'd', 'e']],
    ['valid: far expiry or none', 'valid', ['a', 'b']],
    ['expiring within 60 days', 'expiring', ['c']],
    ['expired', 'expired', ['d']],
    ['revoked, though it never expires', 'revoked', ['e']],
  ])('%s', (_rule, status, expected) => {
    expect(filterWalletCertificates(list, status, now).map((c) => c.id)).toEqual(expected);
  });
});
