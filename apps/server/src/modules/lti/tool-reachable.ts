import { ErrorCodes } from '@lp/contract';
import { HttpError } from '../../lib/http-error.ts';

/** A tool that answered is not asked again for this long. */
const REACHABLE_FOR_MS = 15_000;
const PROBE_TIMEOUT_MS = 3_000;
const reachable = new Map<string, number>();

/**
 * Whether the tool's login page answers at all before the learner is sent there: an
 * unreachable tool would leave the course's frame with the browser's own error page, so
 * the launch is refused with a message the player shows instead (issue 11: never a blank
 * frame). Any HTTP answer counts — the tool refuses a bare request, and that is fine.
 */
export async function assertToolReachable(loginUrl: string, now = Date.now()): Promise<void> {
  const origin = new URL(loginUrl).origin;
  if ((reachable.get(origin) ?? 0) > now) return;
  try {
    const res = await fetch(loginUrl, { method: 'GET', redirect: 'manual', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await res.body?.cancel();
    reachable.set(origin, now + REACHABLE_FOR_MS);
  } catch {
    throw new HttpError(
      502,
      ErrorCodes.toolUnavailable,
      `The tool at ${origin} does not answer right now. Try again in a moment; if it keeps failing, tell your administrator.`,
      { reason: ['toolUnavailable'] },
    );
  }
}
