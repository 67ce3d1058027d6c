/**
 * What the tool remembers. Login states and launch sessions live in memory only (they are
 * short-lived and no cookie carries them: browsers block third-party cookies in frames, so
 * the state and the session id travel in the forms). Attempts are also written to the
 * data file when one is configured, so a restart keeps the grading queue and reviews.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { JWTPayload } from 'jose';
import type { Platform } from './config.ts';
import type { Answers } from './questions.ts';

const LOGIN_STATE_MS = 10 * 60_000;
/** Long enough to answer a quiz at leisure. */
const SESSION_MS = 4 * 60 * 60_000;

export const randomId = (bytes = 24) => randomBytes(bytes).toString('base64url');

export interface LoginState {
  platform: Platform;
  nonce: string;
  expiresAt: number;
}

/** A verified launch: the claims of the id_token, kept server-side under a random id. */
export interface LaunchSession {
  id: string;
  platform: Platform;
  claims: JWTPayload;
  expiresAt: number;
  /** Set by the first submit; a second submit of the same session shows its result and posts nothing. */
  submission?: Promise<Attempt>;
}

/** The answer of the platform's score service, as shown to the learner or teacher. */
export interface PostOutcome {
  ok: boolean;
  /** The platform's HTTP status, when it answered. */
  status?: number | undefined;
  message: string;
}

export interface Attempt {
  id: string;
  sessionId: string;
  issuer: string;
  clientId: string;
  userId: string;
  learner: string;
  activity: string;
  course: string;
  resourceLinkId: string;
  questionCount: number;
  answers: Answers;
  /** Correct answers, as counted by the tool. */
  correctCount: number;
  scoreMaximum: number;
  /** `custom.grading=manual`: a teacher gives the score on /grading. */
  manual: boolean;
  /** The teacher's score, once given. */
  gradedScore?: number | undefined;
  lineitem?: string | undefined;
  returnUrl?: string | undefined;
  submittedAt: string;
  outcome?: PostOutcome | undefined;
}

export class ToolStore {
  private readonly states = new Map<string, LoginState>();
  private readonly spentNonces = new Map<string, number>();
  private readonly sessions = new Map<string, LaunchSession>();
  private attempts: Attempt[] = [];
  private saving: Promise<void> = Promise.resolve();

  private constructor(private readonly dataFile: string | undefined) {}

  static async open(dataFile?: string): Promise<ToolStore> {
    const store = new ToolStore(dataFile);
    if (dataFile) {
      const text = await readFile(dataFile, 'utf8').catch(() => undefined);
      if (text) store.attempts = (JSON.parse(text) as { attempts: Attempt[] }).attempts;
    }
    return store;
  }

  /** A new login: a random state and nonce, valid ten minutes. */
  createState(platform: Platform): { state: string; nonce: string } {
    this.forgetExpired();
    const state = randomId();
    const nonce = randomId();
    this.states.set(state, { platform, nonce, expiresAt: Date.now() + LOGIN_STATE_MS });
    return { state, nonce };
  }

  /** The login state, removed as it is read: a state answers one launch only. */
  takeState(state: string): LoginState | undefined {
    const found = this.states.get(state);
    this.states.delete(state);
    return found && found.expiresAt > Date.now() ? found : undefined;
  }

  /** False when the nonce was already used (a replayed id_token). */
  spendNonce(nonce: string): boolean {
    if (this.spentNonces.has(nonce)) return false;
    this.spentNonces.set(nonce, Date.now() + LOGIN_STATE_MS);
    return true;
  }

  createSession(platform: Platform, claims: JWTPayload): LaunchSession {
    this.forgetExpired();
    const session = { id: randomId(), platform, claims, expiresAt: Date.now() + SESSION_MS };
    this.sessions.set(session.id, session);
    return session;
  }

  session(id: string): LaunchSession | undefined {
    const found = this.sessions.get(id);
    return found && found.expiresAt > Date.now() ? found : undefined;
  }

  attempt(id: string): Attempt | undefined {
    return this.attempts.find((a) => a.id === id);
  }

  attemptOfSession(sessionId: string): Attempt | undefined {
    return this.attempts.find((a) => a.sessionId === sessionId);
  }

  /** The learner's latest attempt at one activity of one platform. */
  lastAttempt(issuer: string, resourceLinkId: string, userId: string): Attempt | undefined {
    return this.attempts.findLast((a) => a.issuer === issuer && a.resourceLinkId === resourceLinkId && a.userId === userId);
  }

  /** Attempts a teacher still has to grade, oldest first. */
  waitingForGrading(): Attempt[] {
    return this.attempts.filter((a) => a.manual && a.gradedScore === undefined);
  }

  async add(attempt: Attempt): Promise<void> {
    this.attempts.push(attempt);
    await this.save();
  }

  /** Persists changes made to an attempt the store handed out. */
  async save(): Promise<void> {
    const file = this.dataFile;
    if (!file) return;
    // One write at a time, each of the latest state; the rename makes every write whole.
    this.saving = this.saving.catch(() => undefined).then(async () => {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(`${file}.tmp`, JSON.stringify({ attempts: this.attempts }, null, 1));
      await rename(`${file}.tmp`, file);
    });
    await this.saving;
  }

  private forgetExpired(): void {
    const now = Date.now();
    for (const [key, value] of this.states) if (value.expiresAt <= now) this.states.delete(key);
    for (const [key, value] of this.sessions) if (value.expiresAt <= now) this.sessions.delete(key);
    for (const [key, expiresAt] of this.spentNonces) if (expiresAt <= now) this.spentNonces.delete(key);
  }
}
