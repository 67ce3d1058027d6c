/** The SMTP server that keeps every message, and the catcher's web page beside it. */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { listPage, messagePage, page } from './catcher-page.ts';
import { Mailbox } from './mailbox.ts';

export interface SmtpPeerConfig {
  host: string;
  smtpPort: number;
  webPort: number;
  dir: string;
}

export interface SmtpPeer {
  smtpUrl: string;
  webUrl: string;
  close(): Promise<void>;
}

const CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'";

export async function startSmtpPeer(config: SmtpPeerConfig): Promise<SmtpPeer> {
  const mailbox = new Mailbox(config.dir);
  await mailbox.open();
  // Plain SMTP on this machine, any sender and recipient, no authentication: a catcher, not a relay.
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // A sender's pooled connections are not waited for on close (the default waits 30 s).
    closeTimeout: 1000,
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        mailbox.store(Buffer.concat(chunks), envelope).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(config.smtpPort, config.host, () => resolve());
  });

  const web: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://catcher');
    const send = (status: number, type: string, body: string | Buffer) => {
      response.writeHead(status, {
        'content-type': type,
        'content-security-policy': CSP,
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
      response.end(body);
    };
    const answer = async () => {
      if (url.pathname === '/') return send(200, 'text/html; charset=utf-8', listPage(await mailbox.list(), config.dir));
      if (url.pathname === '/api/messages')
        return send(200, 'application/json', JSON.stringify(await mailbox.list(url.searchParams.get('to') ?? undefined)));
      const eml = /^\/messages\/([\w-]+)\.eml$/.exec(url.pathname);
      if (eml && (await mailbox.find(eml[1]!))) return send(200, 'message/rfc822', await readFile(join(config.dir, `${eml[1]}.eml`)));
      const one = /^\/(api\/)?messages\/([\w-]+)$/.exec(url.pathname);
      const message = one ? await mailbox.find(one[2]!) : undefined;
      if (message)
        return one![1]
          ? send(200, 'application/json', JSON.stringify(message))
          : send(200, 'text/html; charset=utf-8', messagePage(message));
      return send(404, 'text/html; charset=utf-8', page('Not found', '<h1>Not found</h1><p><a href="/">Inbox</a></p>'));
    };
    answer().catch((error: unknown) => send(500, 'text/plain', String(error)));
  });
  await new Promise<void>((resolve, reject) => {
    web.once('error', reject);
    web.listen(config.webPort, config.host, () => resolve());
  });

  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const webPort = (web.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://${config.host}:${smtpPort}`,
    webUrl: `http://${config.host === '127.0.0.1' ? 'localhost' : config.host}:${webPort}`,
    close: () =>
      Promise.all([new Promise<void>((r) => smtp.close(() => r())), new Promise<void>((r) => web.close(() => r()))]).then(() => undefined),
  };
}
