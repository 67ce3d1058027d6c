/**
 * Anyone may look a certificate up by its number, and imported numbers may be sequential:
 * one address gets CallBudgets.publicCertificate lookups a minute, the certificate's files
 * counted with them (counted in the database, decision 0058), then a 429 in the one error shape with Retry-After (decision 0047).
 * Another address is not held up, and nothing else is limited.
 */
import { describe, expect, it } from 'vitest';
import { DETAILS_PATHS, ME_PATH } from '@lp/contract';
import { CallBudgets } from '../../plugins/call-budgets.ts';
import { setupTestApp } from '../../../test/setup-test-app.ts';

const demo = setupTestApp({ sessions: ['learner'] });
const KNOWN = 'BWA-FA101-006930';
const lookup = (number: string, remoteAddress: string) => demo.app.inject({ url: DETAILS_PATHS.publicCertificate(number), remoteAddress });

describe('public certificate lookups from one address', () => {
  it('answers up to the bound, then 429 with Retry-After, the files included; another address goes on', async () => {
    const walker = '203.0.113.5';
    const statuses: number[] = [];
    for (let i = 0; i < CallBudgets.publicCertificate.perAddress - 1; i++)
      statuses.push((await lookup(`BWA-FA101-${String(i).padStart(6, '0')}`, walker)).statusCode);
    expect(statuses.every((s) => s === 200 || s === 404)).toBe(true);
    expect(
      (await demo.app.inject({ url: `/api/lms-storage/v1/public/certificates/${KNOWN}.png`, remoteAddress: walker })).statusCode,
    ).toBeLessThan(429);

    const refused = await lookup(KNOWN, walker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      status: 429,
      code: 'tooManyRequests',
      errors: { general: [expect.stringMatching(/try again/)] },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    const file = await demo.app.inject({ url: `/api/lms-storage/v1/public/certificates/${KNOWN}.pdf`, remoteAddress: walker });
    expect(file.statusCode).toBe(429);

    expect((await lookup(KNOWN, '203.0.113.6')).statusCode).toBe(200);
  });

  it('limits nothing else', async () => {
    for (let i = 0; i < CallBudgets.publicCertificate.perAddress + 5; i++) {
      expect((await demo.app.inject({ url: ME_PATH, headers: demo.learner, remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    }
  });
});
