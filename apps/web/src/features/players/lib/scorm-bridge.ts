import { ScormMessage, type ScormCommitAnswer, type ScormLaunchAnswer } from '@lp/contract/scorm';
import { ApiError } from '../../../lib/api-client.ts';
import { commitScorm } from '../api/scorm.ts';

/** Browsers refuse a keepalive request above 64 KiB; this leaves room for the headers. */
const KEEPALIVE_LIMIT = 60_000;

export interface ScormBridgeEvents {
  /** Terminate/LMSFinish was kept; its answer says where a 2004 navigation request leads. */
  onTerminated: (answer: ScormCommitAnswer) => void;
  /** A newer launch (another tab) took over: this one no longer saves. */
  onReplaced: () => void;
  /** A commit could not be kept yet (offline, server busy); the player sends it again. */
  onSaveTrouble: (troubled: boolean) => void;
  /** The player could not start the runtime. */
  onFailed: () => void;
}

interface CommitMessage {
  type: typeof ScormMessage.commit;
  sessionId: string;
  seq: number;
  cmi: Record<string, string>;
  terminate: boolean;
  navRequest?: string;
}

const isCommit = (data: unknown): data is CommitMessage => {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as Partial<CommitMessage>;
  return (
    m.type === ScormMessage.commit &&
    typeof m.seq === 'number' &&
    typeof m.sessionId === 'string' &&
    typeof m.cmi === 'object' &&
    m.cmi !== null &&
    typeof m.terminate === 'boolean' &&
    (m.navRequest === undefined || typeof m.navRequest === 'string')
  );
};

/**
 * The portal's side of the player's messages (decision 0080). It answers only the player
 * frame's own window at the content origin, and only these messages: the launch it asks
 * for, and commits of this launch's session, which it sends to the server with the
 * learner's session in order, one at a time, and acknowledges once kept. A package can do
 * no more than commit its own attempt. It is not React state: a commit posted while the
 * frame is being removed (page hide) is still heard until `dispose`.
 */
export class ScormBridge {
  private queue: Promise<void> = Promise.resolve();
  private lastSent = 0;
  private terminated = false;
  private readonly listener = (event: MessageEvent) => this.receive(event);

  constructor(
    private readonly frame: () => Window | null,
    private readonly activityWorkflowId: string,
    private readonly launch: ScormLaunchAnswer,
    private readonly events: ScormBridgeEvents,
  ) {
    window.addEventListener('message', this.listener);
  }

  dispose() {
    window.removeEventListener('message', this.listener);
  }

  private post(message: object) {
    this.frame()?.postMessage(message, this.launch.contentOrigin);
  }

  private receive(event: MessageEvent) {
    const source = this.frame();
    if (!source || event.source !== source || event.origin !== this.launch.contentOrigin) return;
    const data: unknown = event.data;
    const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;
    if (type === ScormMessage.ready) {
      const { version, launch, cmi, sessionId, mode } = this.launch;
      this.post({ type: ScormMessage.init, version, launch, cmi, sessionId, mode });
    } else if (type === ScormMessage.failed) {
      this.events.onFailed();
    } else if (isCommit(data) && data.sessionId === this.launch.sessionId) {
      this.queue = this.queue.then(() => this.keep(data));
    }
  }

  private async keep(message: CommitMessage) {
    // Already kept (a resend): acknowledge again, send nothing.
    if (message.seq <= this.lastSent || this.terminated) {
      this.post({ type: ScormMessage.ack, seq: this.lastSent });
      return;
    }
    const body = {
      sessionId: message.sessionId,
      seq: message.seq,
      cmi: message.cmi,
      ...(message.navRequest ? { navRequest: message.navRequest } : {}),
    };
    try {
      // keepalive (the commit outlives a page being left) holds 64 KiB at most: a larger data model goes without it.
      const keepalive = JSON.stringify(body).length < KEEPALIVE_LIMIT;
      const answer = await commitScorm(this.activityWorkflowId, body, message.terminate, keepalive);
      this.lastSent = Math.max(this.lastSent, answer.seq);
      this.events.onSaveTrouble(false);
      this.post({ type: ScormMessage.ack, seq: answer.seq });
      if (message.terminate) {
        this.terminated = true;
        this.events.onTerminated(answer);
      }
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) this.events.onReplaced();
      // No acknowledgement: the player sends the same commit again shortly.
      else this.events.onSaveTrouble(true);
    }
  }
}
