import { describe, expect, it } from 'vitest';
import { getSessionResetReason, shouldResetSession } from './session.ts';

const now = new Date('2025-06-15T12:00:00Z');

describe('shouldResetSession (doc 1 §4 Session)', () => {
  it.each([
    ['kept for the same user active a minute ago', { userId: 'u1', lastActivityDate: '2025-06-15T11:59:00Z' }, null],
    ['kept just under two hours of inactivity', { userId: 'u1', lastActivityDate: '2025-06-15T10:00:01Z' }, null],
    ['reset after two hours of inactivity', { userId: 'u1', lastActivityDate: '2025-06-15T10:00:00Z' }, 'inactive'],
    ['replaced when it belongs to another user', { userId: 'u2', lastActivityDate: '2025-06-15T11:59:00Z' }, 'otherUser'],
    ['reset when the date cannot be read', { userId: 'u1', lastActivityDate: 'yesterday' }, 'inactive'],
    ['started when there is none', null, 'missing'],
  ])('%s', (_rule, record, reason) => {
    expect(getSessionResetReason(record, 'u1', now)).toBe(reason);
    expect(shouldResetSession(record, 'u1', now)).toBe(reason !== null);
  });

  it('follows a tenant session duration when given', () => {
    const record = { userId: 'u1', lastActivityDate: '2025-06-15T11:30:00Z' };
    expect(shouldResetSession(record, 'u1', now, 1800)).toBe(true);
    expect(shouldResetSession(record, 'u1', now, 1801)).toBe(false);
  });
});
