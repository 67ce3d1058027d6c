import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { AuthPaths } from '@lp/contract';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** A real server process (`node --import tsx apps/server/src/server.ts`, as `npm start` runs it). */
export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed, for failure messages. */
  output: () => string;
  /** Kills it at once, as a crash or `kill -9` would: no shutdown hooks run. */
  crash: () => Promise<void>;
  /** Sends `signal` (SIGTERM: an orchestrator stopping it) and resolves with its exit code once it has exited. */
  terminate: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Starts the server on a free port with `env` on top of this process's and waits until it
 * answers HTTP (a first start on the embedded database imports the demo: give it longer).
 */
export async function startServerProcess(env: Record<string, string>, { readyWithinMs = 60_000 } = {}): Promise<ServerProcess> {
  const port = await freePort();
  // The content origin's listener (decision 0078) on a free port too: PORT + 1000 may be taken or out of range.
  const contentPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    // One process unless a test asks for more (on PostgreSQL the default is one per core).
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      CONTENT_PORT: String(contentPort),
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    crash: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
    terminate: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = once(child, 'exit') as Promise<[number | null]>;
      child.kill(signal);
      return (await exited)[0];
    },
  };
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    const answered = await fetch(`${server.url}${AuthPaths.configUi}`).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return server;
    if (Date.now() > deadline) {
      await server.crash();
      throw new Error(`the server did not answer within ${readyWithinMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as { port: number };
  probe.close();
  await once(probe, 'close');
  return port;
}
