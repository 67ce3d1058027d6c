import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('verifyPassword', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct hors', stored)).toBe(false);
  });

  it.each([
    ['no stored hash', null],
    ['an empty one', ''],
    ['another scheme', 'bcrypt$2b$10$abcdefghijklmnopqrstuv'],
    ['a broken one', 'scrypt$$'],
    ['one with nothing to compare', 'scrypt$!!!!$!!!!'],
  ])('refuses any password against %s, never throwing', async (_name, stored) => {
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyPassword('anything', stored)).toBe(false);
  });
});
