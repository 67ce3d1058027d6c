import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RuntimeConfigContext } from '../../lib/runtime-config-context.tsx';
import { defaultRuntimeConfig } from '../../lib/runtime-config.ts';
import { SESSION_RECORD_KEY, useSessionRecord } from './use-session-record.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const stored = () => JSON.parse(localStorage.getItem(SESSION_RECORD_KEY) ?? 'null') as { userId: string; lastActivityDate: string } | null;

/** The shell's hook for user u1, under a tenant whose session length is `seconds`. */
function mountFor(seconds: number) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RuntimeConfigContext.Provider value={{ ...defaultRuntimeConfig, sessionInactivitySeconds: seconds }}>
      {children}
    </RuntimeConfigContext.Provider>
  );
  renderHook(() => useSessionRecord('u1'), { wrapper });
}

describe('the session record in the browser (doc 1 §4 Session, §6 session duration setting)', () => {
  it.each([
    ['a 30-minute tenant resets a record idle for 40 minutes', 1800, 40, true],
    ['a 30-minute tenant keeps a record idle for 20 minutes', 1800, 20, false],
    ['the 2-hour default keeps a record idle for 40 minutes', 7200, 40, false],
    ['a 3-hour tenant keeps a record idle for 150 minutes, which 2 hours would reset', 10_800, 150, false],
    ['a 3-hour tenant resets a record idle for 200 minutes', 10_800, 200, true],
  ])('%s', (_rule, seconds, idleMinutes, reset) => {
    const lastActivityDate = minutesAgo(idleMinutes);
    localStorage.setItem(SESSION_RECORD_KEY, JSON.stringify({ userId: 'u1', lastActivityDate }));
    mountFor(seconds);
    const record = stored();
    expect(record?.userId).toBe('u1');
    if (reset) expect(Date.parse(record!.lastActivityDate)).toBeGreaterThan(Date.parse(lastActivityDate));
    else expect(record?.lastActivityDate).toBe(lastActivityDate);
  });

  it('replaces the record of another user whatever the session length', () => {
    localStorage.setItem(SESSION_RECORD_KEY, JSON.stringify({ userId: 'u2', lastActivityDate: minutesAgo(1) }));
    mountFor(10_800);
    expect(stored()?.userId).toBe('u1');
  });
});
