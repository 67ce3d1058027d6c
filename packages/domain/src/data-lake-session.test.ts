import { describe, expect, it } from 'vitest';
import { nextDataLakeSession } from './data-lake-session.ts';

const MINUTE = 60_000;
const t0 = Date.parse('2025-06-15T12:00:00Z');
const session = { id: 's1', userId: 'u1', lastEventAt: t0 };
const newId = () => 's2';

describe('nextDataLakeSession (doc 1 §9: data-lake session of 30 minutes)', () => {
  it.each([
    ['kept for an event a minute later', session, 'u1', t0 + MINUTE, { id: 's1', started: false, lastEventAt: t0 + MINUTE }],
    ['kept just under 30 quiet minutes', session, 'u1', t0 + 30 * MINUTE - 1, { id: 's1', started: false }],
    ['renewed after 30 quiet minutes', session, 'u1', t0 + 30 * MINUTE, { id: 's2', started: true, lastEventAt: t0 + 30 * MINUTE }],
    ['started when there is none', null, 'u1', t0, { id: 's2', started: true }],
    ['started afresh for another user', session, 'u2', t0 + MINUTE, { id: 's2', started: true, userId: 'u2' }],
    [
      'kept when the clock went back a little, without moving its time back',
      session,
      'u1',
      t0 - MINUTE,
      { id: 's1', started: false, lastEventAt: t0 },
    ],
    ['started afresh when its time lies far in the future', session, 'u1', t0 - 31 * MINUTE, { id: 's2', started: true }],
    ['started afresh when its time cannot be read', { ...session, lastEventAt: Number.NaN }, 'u1', t0, { id: 's2', started: true }],
  ])('%s', (_rule, previous, userId, now, expected) => {
    expect(nextDataLakeSession(previous, userId, now, newId)).toMatchObject(expected);
  });

  it('lasts while events keep coming less than 30 minutes apart', () => {
    let current = nextDataLakeSession(null, 'u1', t0, () => 'a');
    for (let minutes = 20; minutes <= 100; minutes += 20) current = nextDataLakeSession(current, 'u1', t0 + minutes * MINUTE, () => 'b');
    expect(current.id).toBe('a');
  });

  it('follows a configured duration', () => {
    expect(nextDataLakeSession(session, 'u1', t0 + 10 * MINUTE, newId, 10).id).toBe('s2');
    expect(nextDataLakeSession(session, 'u1', t0 + 10 * MINUTE, newId, 11).id).toBe('s1');
  });
});
