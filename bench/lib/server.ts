import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Db } from '../../apps/server/src/db/client.ts';

export const HOST = '127.0.0.1';

/** A free loopback port (released just before the server takes it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The whole server as `npm start` builds it, logger off, on loopback only; without the
 * command worker unless asked (the read endpoints need none). The call limits are off
 * unless CALL_LIMITS says otherwise: a benchmark sends from one address what a whole site
 * sends (decision 0058); the reads it measures are never counted either way.
 */
export async function startServer(db: Db, options: { worker?: boolean } = {}): Promise<{ app: FastifyInstance; url: string }> {
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const config = {
    ...loadConfig({ CALL_LIMITS: 'off', ...process.env, PORT: String(port), HOST, PUBLIC_URL: url }),
    worker: options.worker ?? false,
  };
  const app = await buildApp({ db, config, logger: false });
  await app.listen({ port, host: HOST });
  return { app, url };
}
