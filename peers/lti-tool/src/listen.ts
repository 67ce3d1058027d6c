/** Starts the tool: its key, its memory, and the listening sockets. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequestHandler } from './app.ts';
import type { ToolConfig } from './config.ts';
import { loadOrCreateKey } from './keys.ts';
import { ServiceTokens } from './service-token.ts';
import { ToolStore } from './store.ts';

export interface RunningTool {
  url: string;
  port: number;
  close(): Promise<void>;
}

const listenOn = (port: number, host: string) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port, host }, () => {
      server.off('error', reject);
      resolve(server);
    });
  });

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

const portOf = (server: Server) => (server.address() as AddressInfo).port;

/**
 * Without a host: 127.0.0.1 and ::1 on the same port, so `http://localhost:<port>` works
 * whichever address the browser or Node resolves `localhost` to, while the unauthenticated
 * grading page stays unreachable from other machines.
 */
async function listenOnLoopback(port: number): Promise<Server[]> {
  for (let tries = 0; ; tries++) {
    const v4 = await listenOn(port, '127.0.0.1');
    try {
      return [v4, await listenOn(portOf(v4), '::1')];
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRNOTAVAIL' || code === 'EAFNOSUPPORT') return [v4]; // no IPv6 here
      await closeServer(v4);
      // A free IPv4 port whose IPv6 twin is taken: with port 0, try another.
      if (code !== 'EADDRINUSE' || port !== 0 || tries >= 5) throw error;
    }
  }
}

export async function startTool(config: ToolConfig): Promise<RunningTool> {
  const key = await loadOrCreateKey(config.keyFile);
  const store = await ToolStore.open(config.dataFile);
  const servers = config.host ? [await listenOn(config.port, config.host)] : await listenOnLoopback(config.port);
  const port = portOf(servers[0]!);
  const url = config.url ?? `http://localhost:${port}`;
  const handler = createRequestHandler({ url, platforms: config.platforms, key, store, tokens: new ServiceTokens(key) });
  for (const server of servers) server.on('request', handler);
  return {
    url,
    port,
    close: async () => {
      await Promise.all(servers.map(closeServer));
      await store.save();
    },
  };
}
