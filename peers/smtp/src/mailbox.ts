import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

/** A message as the catcher keeps it beside its .eml: what the page and the tests read. */
export interface StoredMessage {
  id: string;
  receivedAt: string;
  /** The SMTP envelope: who the server was told it is from and to. */
  envelope: { from: string; to: string[] };
  messageId: string | null;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Every http(s) link of the message, in order. */
  links: string[];
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

/** A folder of received mail: `<id>.eml` as it arrived and `<id>.json` as parsed. */
export class Mailbox {
  private count = 0;

  constructor(readonly dir: string) {}

  async open() {
    await mkdir(this.dir, { recursive: true });
  }

  async store(raw: Buffer, envelope: StoredMessage['envelope']): Promise<StoredMessage> {
    const parsed = await simpleParser(raw);
    const receivedAt = new Date();
    // Sortable by arrival, unique within this process and across restarts.
    const id = `${receivedAt.toISOString().replace(/[-:.TZ]/g, '')}-${process.pid}-${++this.count}`;
    const text = parsed.text ?? '';
    const html = typeof parsed.html === 'string' ? parsed.html : null;
    const message: StoredMessage = {
      id,
      receivedAt: receivedAt.toISOString(),
      envelope,
      messageId: parsed.messageId ?? null,
      from: parsed.from?.text ?? '',
      to: [parsed.to]
        .flat()
        .map((a) => a?.text ?? '')
        .join(', '),
      subject: parsed.subject ?? '',
      text,
      html,
      links: [...new Set(text.match(LINK) ?? [])],
    };
    await writeFile(join(this.dir, `${id}.eml`), raw);
    await writeFile(join(this.dir, `${id}.json`), JSON.stringify(message, null, 2));
    return message;
  }

  /** Newest first; `to` keeps the messages one address received. */
  async list(to?: string): Promise<StoredMessage[]> {
    const names = (await readdir(this.dir))
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse();
    const messages = await Promise.all(names.map(async (n) => JSON.parse(await readFile(join(this.dir, n), 'utf8')) as StoredMessage));
    const address = to?.toLowerCase();
    return address ? messages.filter((m) => m.envelope.to.some((t) => t.toLowerCase() === address)) : messages;
  }

  async find(id: string): Promise<StoredMessage | undefined> {
    if (!/^[\w-]+$/.test(id)) return undefined;
    try {
      return JSON.parse(await readFile(join(this.dir, `${id}.json`), 'utf8')) as StoredMessage;
    } catch {
      return undefined;
    }
  }
}
