/**
 * What the tool remembers. Login states and launch sessions live in memory only (they are
 * short-lived and no cookie carries them: browsers block third-party cookies in frames, so
 * the state and the session id travel in the forms). Attempts are also written to the
 * data file when one is configured, so a restart keeps the grading queue and reviews; so
 * are proctoring sessions, so the proctor's page survives a restart.
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
  /** `custom.topic`: the bank the questions came from. */
  topic?: string | undefined;
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

export type ProctoringState = 'Checking' | 'Started' | 'Ended';
/** The proctor's buttons on /proctoring, each one Assessment Control Service call. */
export type ProctorAction = 'flag' | 'terminate' | 'verify';

/** The platform's answer to the proctor's last call, as the proctor's page shows it. */
export interface ControlOutcome extends PostOutcome {
  action: ProctorAction;
  /** The platform's `status` (running, flagged, terminated, completed, verified) when it answered one. */
  platformStatus?: string | undefined;
  at: string;
}

/** One learner's proctored attempt at one exam, from LtiStartProctoring to LtiEndAssessment. */
export interface ProctoringSession {
  id: string;
  /** The LtiStartProctoring launch whose check page starts the exam. */
  launchSessionId: string;
  issuer: string;
  clientId: string;
  deploymentId: string;
  userId: string;
  learner: string;
  exam: string;
  course: string;
  resourceLinkId: string;
  /** As the platform sent it, echoed as it is. */
  attemptNumber: number | string;
  sessionData: string;
  startAssessmentUrl: string;
  acsUrl?: string | undefined;
  /** The actions the platform's ACS offers, when it says. */
  acsActions?: string[] | undefined;
  state: ProctoringState;
  launchedAt: string;
  startedAt?: string | undefined;
  endedAt?: string | undefined;
  lastControl?: ControlOutcome | undefined;
}

/** What makes two StartProctoring launches the same attempt. */
type AttemptKey = Pick<ProctoringSession, 'issuer' | 'resourceLinkId' | 'userId' | 'attemptNumber'>;
const sameAttempt = (a: AttemptKey, b: AttemptKey) =>
  a.issuer === b.issuer &&
  a.resourceLinkId === b.resourceLinkId &&
  a.userId === b.userId &&
  String(a.attemptNumber) === String(b.attemptNumber);

export class ToolStore {
  private readonly states = new Map<string, LoginState>();
  private readonly spentNonces = new Map<string, number>();
  private readonly sessions = new Map<string, LaunchSession>();
  private attempts: Attempt[] = [];
  private proctoring: ProctoringSession[] = [];
  private saving: Promise<void> = Promise.resolve();

  private constructor(private readonly dataFile: string | undefined) {}

  static async open(dataFile?: string): Promise<ToolStore> {
    const store = new ToolStore(dataFile);
    if (dataFile) {
      const text = await readFile(dataFile, 'utf8').catch(() => undefined);
      if (text) {
        const saved = JSON.parse(text) as { attempts: Attempt[]; proctoring?: ProctoringSession[] };
        store.attempts = saved.attempts;
        store.proctoring = saved.proctoring ?? [];
      }
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

  /**
   * Records a StartProctoring launch. A launch again for the same attempt still at its checks
   * (a reload) renews that session — its session_data is the newest — rather than listing it twice.
   */
  async openProctoring(session: Omit<ProctoringSession, 'id' | 'state' | 'launchedAt'>): Promise<ProctoringSession> {
    const launchedAt = new Date().toISOString();
    const waiting = this.proctoring.find((p) => p.state === 'Checking' && sameAttempt(p, session));
    const opened = waiting
      ? Object.assign(waiting, session, { launchedAt })
      : { ...session, id: randomId(12), state: 'Checking' as const, launchedAt };
    if (!waiting) this.proctoring.push(opened);
    await this.save();
    return opened;
  }

  proctoringSession(id: string): ProctoringSession | undefined {
    return this.proctoring.find((p) => p.id === id);
  }

  proctoringOfLaunch(launchSessionId: string): ProctoringSession | undefined {
    return this.proctoring.find((p) => p.launchSessionId === launchSessionId);
  }

  /** The latest session of this attempt (of any, without an attempt number) not ended yet: what an LtiEndAssessment closes. */
  openProctoringOf(
    key: Omit<AttemptKey, 'attemptNumber'> & { attemptNumber: AttemptKey['attemptNumber'] | undefined },
  ): ProctoringSession | undefined {
    return this.proctoring.findLast(
      (p) => p.state !== 'Ended' && sameAttempt(p, { ...key, attemptNumber: key.attemptNumber ?? p.attemptNumber }),
    );
  }

  /** Every proctoring session, newest first. */
  proctoringSessions(): ProctoringSession[] {
    return this.proctoring.toReversed();
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
    this.saving = this.saving
      .catch(() => undefined)
      .then(async () => {
        await mkdir(dirname(file), { recursive: true });
        await writeFile(`${file}.tmp`, JSON.stringify({ attempts: this.attempts, proctoring: this.proctoring }, null, 1));
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
