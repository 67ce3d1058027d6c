import { describe, expect, it } from 'vitest';
import { CONTENT_TOKEN_SECONDS, signContentToken, verifyContentToken } from './content-token.ts';

const key = 'k'.repeat(43);
const claims = { t: 'tenant', p: 'package', u: 'user', w: 'attempt' };

describe('content origin launch tokens', () => {
  it('carry their claims until they expire', () => {
    const now = Date.UTC(2026, 11, 2);
    const token = signContentToken(key, claims, now);
    expect(verifyContentToken(key, token, now)).toMatchObject(claims);
    expect(verifyContentToken(key, token, now + (CONTENT_TOKEN_SECONDS - 1) * 1000)).not.toBeNull();
    expect(verifyContentToken(key, token, now + CONTENT_TOKEN_SECONDS * 1000)).toBeNull();
  });

  it('are refused when signed with another key, changed, or cut', () => {
    const token = signContentToken(key, claims);
    const [payload, signature] = token.split('.') as [string, string];
    const other = Buffer.from(JSON.stringify({ ...claims, p: 'another package', e: 9e9 })).toString('base64url');
    expect(verifyContentToken('another key', token)).toBeNull();
    expect(verifyContentToken(key, `${other}.${signature}`)).toBeNull();
    expect(verifyContentToken(key, payload)).toBeNull();
    expect(verifyContentToken(key, `${token}.x`)).toBeNull();
    expect(verifyContentToken(key, `${payload}.${signature.slice(1)}`)).toBeNull();
    expect(verifyContentToken(key, '')).toBeNull();
  });
});
