/** The SMTP peer as a program: `node --import tsx peers/smtp/src/server.ts` (README.md). */
import { startSmtpPeer } from './listen.ts';

/** The line spawn.mjs waits for: keep the two in step. */
const READY_LINE = 'SMTP peer listening on';

const port = (value: string | undefined, fallback: number) => (value && /^\d+$/.test(value) ? Number(value) : fallback);

try {
  const peer = await startSmtpPeer({
    host: process.env.SMTP_PEER_HOST || '127.0.0.1',
    smtpPort: port(process.env.SMTP_PEER_PORT, 2525),
    webPort: port(process.env.SMTP_PEER_WEB_PORT, 2580),
    dir: process.env.SMTP_PEER_DIR || 'data/mail',
  });
  console.log(`${READY_LINE} ${peer.smtpUrl} ${peer.webUrl}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void peer.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  console.error(`smtp peer: could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
