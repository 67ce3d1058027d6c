import type { Db } from '../db/client.ts';
import type { Session } from './session-repository.ts';

/** The channel migration 0027's triggers notify: a deleted session's id, or '*' when users or their roles, permissions or units change. */
export const SESSION_CHANGES_CHANNEL = 'lp_session_changes';
/** A kept session is read again after this long even without a notice (a bound should one be lost). */
const KEEP_MS = 30_000;
const MAX_SESSIONS = 20_000;

/**
 * The signed-in sessions this process read lately (decision 0037): a request of a kept
 * session costs no query. Correct across processes: each LISTENs for the triggers'
 * notices, keeps nothing until it listens and forgets everything while the connection is
 * lost; and a write request of this process forgets everything before it is answered
 * (its own notice arrives a moment later).
 */
export class SessionCache {
  /** By session id (the token's hash); a session belongs to one tenant. */
  private readonly kept = new Map<string, { tenantId: string; session: Session; at: number }>();
  private listening = false;
  /** Moves on with every notice: a session read before one may be older than it, and is not kept. */
  private generation = 0;
  private stop: (() => Promise<void>) | undefined;

  async start(db: Db) {
    try {
      this.stop = await db.listen(
        SESSION_CHANGES_CHANNEL,
        (payload) => (payload === '*' ? this.clear() : this.forget(payload)),
        () => this.resume(),
        () => this.lose(),
      );
      this.listening = true;
    } catch {
      this.listening = false; // no notices, nothing kept: every request reads its session
    }
  }

  async close() {
    this.listening = false;
    this.kept.clear();
    await this.stop?.();
  }

  get(tenantId: string, sessionId: string, now = Date.now()): Session | undefined {
    const entry = this.kept.get(sessionId);
    if (!entry || entry.tenantId !== tenantId) return undefined;
    if (now - entry.at > KEEP_MS) {
      this.kept.delete(sessionId);
      return undefined;
    }
    return entry.session;
  }

  /** Take before reading a session from the database, give to `put`. */
  ticket(): number {
    return this.generation;
  }

  put(tenantId: string, session: Session, ticket: number, now = Date.now()) {
    if (!this.listening || ticket !== this.generation) return;
    if (this.kept.size >= MAX_SESSIONS) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(session.id, { tenantId, session, at: now });
  }

  /** A session moved on (its last-seen time written): kept with the new time, its age unchanged. */
  replace(session: Session) {
    const entry = this.kept.get(session.id);
    if (entry) entry.session = session;
  }

  forget(sessionId: string) {
    this.generation++;
    this.kept.delete(sessionId);
  }

  clear() {
    this.generation++;
    this.kept.clear();
  }

  private lose() {
    this.listening = false;
    this.clear();
  }

  private resume() {
    this.clear();
    this.listening = true;
  }
}
