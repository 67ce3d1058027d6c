import { createHash } from 'node:crypto';
import { addressKey } from '../../lib/address-key.ts';

/** What failed sign-ins are counted against: the account tried and the address it was tried from. */
export interface SignInKeys {
  account: string;
  address: string;
}

export function signInKeys(email: string, ip: string): SignInKeys {
  return { account: accountKey(email), address: addressKey(ip) };
}

/**
 * The SHA-256 of the email as the sign-in form matches it (trimmed, any case). Known and
 * unknown addresses get the same kind of key, so the limit cannot tell them apart, and
 * the table and the log hold no one's email.
 */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}
