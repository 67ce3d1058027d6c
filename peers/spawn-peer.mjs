// Starts a peer program (`node --import tsx <server>`) as a child process and resolves with the
// line it prints once it listens. Shared by the peers' spawn.mjs; plain JavaScript (typed by
// JSDoc, checked by tsc) so scripts run by plain node import it as it is.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * @typedef {{ line: string; process: import('node:child_process').ChildProcess; stop: () => Promise<void> }} SpawnedPeer
 *   `line` is the ready line without its prefix
 */

/**
 * @param {string} server path of the peer's server.ts
 * @param {NodeJS.ProcessEnv} env its environment
 * @param {string} ready the start of the line it prints once listening
 * @param {string} name for the error when it does not start
 * @returns {Promise<SpawnedPeer>}
 */
export async function spawnPeer(server, env, ready, name) {
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), server], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const lines = createInterface({ input: /** @type {import('node:stream').Readable} */ (child.stdout) });
  const timer = setTimeout(() => void stop(), 20_000);
  try {
    for await (const line of lines) {
      if (line.startsWith(ready)) return { line: line.slice(ready.length).trim(), process: child, stop };
    }
  } finally {
    clearTimeout(timer);
    // Its later output is not read, but keeps flowing so the child never blocks on a full pipe.
    child.stdout?.resume();
  }
  throw new Error(`The ${name} did not start (exit code ${child.exitCode})`);
}
