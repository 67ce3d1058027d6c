import { useEffect } from 'react';
import { ACTIVITY_TRACKING_THROTTLE_MS } from '@lp/domain';
import { shouldResetSession } from '@lp/domain';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';

export const SESSION_RECORD_KEY = 'lp.session';
interface SessionRecord {
  userId: string;
  lastActivityDate: string;
}

/**
 * doc 1 §4 Session: a record in local storage, replaced for another user, reset after
 * the tenant's session length of inactivity (doc 1 §6 "settings gate … the session
 * duration"; 2 hours by default), its lastActivityDate refreshed by scroll, keydown and
 * click at most every 100 ms. The server enforces the same limit on its side.
 */
export function useSessionRecord(userId: string | undefined) {
  const limitSeconds = useRuntimeConfig().sessionInactivitySeconds;
  useEffect(() => {
    if (!userId) return;
    const read = (): SessionRecord | null => {
      try {
        return JSON.parse(localStorage.getItem(SESSION_RECORD_KEY) ?? 'null') as SessionRecord | null;
      } catch {
        return null;
      }
    };
    const write = () => localStorage.setItem(SESSION_RECORD_KEY, JSON.stringify({ userId, lastActivityDate: new Date().toISOString() }));
    const record = read();
    if (
      !record ||
      shouldResetSession({ userId: record.userId, lastActivityDate: new Date(record.lastActivityDate) }, userId, new Date(), limitSeconds)
    )
      write();
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_TRACKING_THROTTLE_MS) return;
      last = now;
      write();
    };
    const events = ['scroll', 'keydown', 'click'] as const;
    for (const e of events) window.addEventListener(e, onActivity, { passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, onActivity);
    };
  }, [userId, limitSeconds]);
}
