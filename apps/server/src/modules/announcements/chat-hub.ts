import type { Db } from '../../db/client.ts';
import { CHAT_EVENTS, type ActivityResultEvent } from '@lp/contract';
import { CHAT_NOTIFY_CHANNEL, forReader, messagesBySeq, messagesSince, type StoredMessage } from './announcement-repository.ts';

/** One open event stream of one learner (event-stream.ts makes them). */
export interface StreamConnection {
  readonly userId: string;
  readonly tenantId: string;
  readonly channels: ReadonlySet<string>;
  /** The newest message seq this stream has sent (or covered by its `ready`): never sent twice. */
  lastSeq: number;
  /** Messages that arrived while the stream was catching up, sent once it has. */
  pending: StoredMessage[] | null;
  /** When the stream is closed so that the browser reconnects (session and membership are checked again). */
  readonly closeAt: number;
  write(text: string): boolean;
  /** Bytes written and not yet taken by the client. */
  backlog(): number;
  end(): void;
}

type Notification =
  | { t: 'm'; tenant: string; seq: number }
  | { t: 'r'; tenant: string; user: string; channel: string; seq: number; unread: number }
  | { t: 'a'; tenant: string; user: string; objective: string; run: string };

/** A client that has not taken this much of what was written is dropped: it reconnects and resumes by Last-Event-ID. */
const SLOW_CLIENT_BYTES = 1024 * 1024;

export const sseEvent = (event: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * The chat's live delivery in one server process (decision 0025), and the learner's own
 * results as they arrive (decision 0074). Every process LISTENs on
 * the database (PostgreSQL NOTIFY, or PGlite's own in the embedded database): a posted
 * message is announced by its seq once committed, whichever process stored it; the hub
 * reads each announced message once (in batches, in seq order) and writes it to the
 * streams of its channel's members. A connection costs two set entries and its socket;
 * one timer sends every stream's heartbeat and closes the ones whose time is up.
 */
export class ChatHub {
  private readonly byChannel = new Map<string, Set<StreamConnection>>();
  private readonly byUser = new Map<string, Set<StreamConnection>>();
  private queue: number[] = [];
  private draining: Promise<void> | undefined;
  private newest = 0;
  private unlisten: (() => Promise<void>) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private readonly texts = new WeakMap<StoredMessage, { mine?: string; other?: string }>();

  constructor(
    private readonly db: Db,
    private readonly heartbeatMs = 20_000,
    private readonly log: (message: string, error: unknown) => void = () => {},
  ) {}

  async start() {
    this.unlisten = await this.db.listen(
      CHAT_NOTIFY_CHANNEL,
      (payload) => this.onNotify(payload),
      () => void this.resume(),
    );
    const [row] = await this.db.query<{ seq: number | null }>('SELECT max(seq) AS seq FROM announcement_messages');
    this.newest = Number(row?.seq ?? 0);
    this.timer = setInterval(() => this.tick(), this.heartbeatMs);
    this.timer.unref();
  }

  async close() {
    clearInterval(this.timer);
    await this.unlisten?.();
    for (const set of this.byUser.values()) for (const conn of set) conn.end();
    this.byUser.clear();
    this.byChannel.clear();
  }

  get connections() {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  add(conn: StreamConnection) {
    addTo(this.byUser, conn.userId, conn);
    for (const channel of conn.channels) addTo(this.byChannel, channel, conn);
  }

  remove(conn: StreamConnection) {
    removeFrom(this.byUser, conn.userId, conn);
    for (const channel of conn.channels) removeFrom(this.byChannel, channel, conn);
  }

  /** Sends a message to one stream unless it has sent it already; held back while the stream catches up. */
  send(conn: StreamConnection, stored: StoredMessage, lastReadSeq?: number) {
    if (conn.pending) return void conn.pending.push(stored);
    if (stored.message.seq <= conn.lastSeq) return;
    conn.lastSeq = stored.message.seq;
    this.write(
      conn,
      lastReadSeq === undefined
        ? this.liveEvent(stored, conn.userId)
        : sseEvent(CHAT_EVENTS.message, forReader(stored, conn.userId, lastReadSeq), stored.message.seq),
    );
  }

  /** A new message's event as one reader gets it: written once for its author and once for everyone else, whatever the number of streams. */
  private liveEvent(stored: StoredMessage, userId: string) {
    let texts = this.texts.get(stored);
    if (!texts) this.texts.set(stored, (texts = {}));
    const key = stored.authorId === userId ? 'mine' : 'other';
    return (texts[key] ??= sseEvent(CHAT_EVENTS.message, forReader(stored, userId, 0), stored.message.seq));
  }

  /** The stream has caught up to `lastSeq`: what arrived meanwhile follows, each message once. */
  release(conn: StreamConnection) {
    const held = conn.pending ?? [];
    conn.pending = null;
    for (const stored of held) this.send(conn, stored);
  }

  write(conn: StreamConnection, text: string) {
    conn.write(text);
    if (conn.backlog() > SLOW_CLIENT_BYTES) conn.end();
  }

  private onNotify(payload: string) {
    let note: Notification;
    try {
      note = JSON.parse(payload) as Notification;
    } catch {
      return;
    }
    if (note.t === 'm') {
      this.queue.push(note.seq);
      this.drain();
    } else if (note.t === 'r') {
      for (const conn of this.byUser.get(note.user) ?? []) {
        if (conn.tenantId === note.tenant)
          this.write(conn, sseEvent(CHAT_EVENTS.read, { channelId: note.channel, lastReadSeq: note.seq, unreadCount: note.unread }));
      }
    } else if (note.t === 'a') {
      // Only the run's own learner hears of it, and only its ids (decision 0074).
      const event: ActivityResultEvent = { objectiveId: note.objective, objectiveWorkflowId: note.run };
      for (const conn of this.byUser.get(note.user) ?? []) {
        if (conn.tenantId === note.tenant) this.write(conn, sseEvent(CHAT_EVENTS.activityResult, event));
      }
    }
  }

  /** Reads the announced messages in batches, one batch at a time, so they go out in seq order. */
  private drain() {
    this.draining ??= (async () => {
      while (this.queue.length > 0) {
        const seqs = this.queue.splice(0);
        try {
          this.deliver(await messagesBySeq(this.db, seqs));
        } catch (error) {
          this.log('chat: reading announced messages failed', error);
        }
      }
      this.draining = undefined;
    })();
  }

  private deliver(messages: StoredMessage[]) {
    for (const stored of messages) {
      this.newest = Math.max(this.newest, stored.message.seq);
      for (const conn of this.byChannel.get(stored.message.channelId) ?? []) {
        if (conn.tenantId === stored.tenantId) this.send(conn, stored);
      }
    }
  }

  /** The listening connection was lost and is back: what was posted meanwhile is read from the table. */
  private async resume() {
    try {
      for (;;) {
        const missed = await messagesSince(this.db, this.newest, 1000);
        this.deliver(missed);
        if (missed.length < 1000) break;
      }
    } catch (error) {
      this.log('chat: catching up after a lost LISTEN connection failed', error);
    }
  }

  private tick() {
    const now = Date.now();
    for (const set of this.byUser.values()) {
      for (const conn of set) {
        if (now >= conn.closeAt) conn.end();
        else this.write(conn, ': keep-alive\n\n');
      }
    }
  }
}

function addTo(map: Map<string, Set<StreamConnection>>, key: string, conn: StreamConnection) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(conn);
}

function removeFrom(map: Map<string, Set<StreamConnection>>, key: string, conn: StreamConnection) {
  const set = map.get(key);
  if (!set) return;
  set.delete(conn);
  if (set.size === 0) map.delete(key);
}
