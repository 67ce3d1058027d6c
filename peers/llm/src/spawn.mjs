// Starts the LLM peer as a separate process and resolves once it prints its address.
// Plain JavaScript (typed by JSDoc, checked by tsc) so plain node scripts may import it too.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
/** Printed by server.ts once listening: keep the two in step. */
const READY = 'LLM peer listening on ';

/**
 * @typedef {{ port?: number; key?: string; model?: string; chunkDelayMs?: number }} SpawnLlmPeerOptions
 * @typedef {{ url: string; apiUrl: string; process: import('node:child_process').ChildProcess; stop: () => Promise<void> }} SpawnedLlmPeer
 */

/**
 * @param {SpawnLlmPeerOptions} [options] port 0 (any free port) unless given
 * @returns {Promise<SpawnedLlmPeer>} `apiUrl` is what the portal's TUTOR_LLM_URL names (…/v1)
 */
export async function spawnLlmPeer(options = {}) {
  const env = {
    ...process.env,
    LLM_PEER_PORT: String(options.port ?? 0),
    LLM_PEER_KEY: options.key ?? '',
    LLM_PEER_MODEL: options.model ?? '',
    LLM_PEER_CHUNK_DELAY_MS: String(options.chunkDelayMs ?? 0),
  };
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), SERVER], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const lines = createInterface({ input: /** @type {import('node:stream').Readable} */ (child.stdout) });
  const timer = setTimeout(() => void stop(), 20_000);
  try {
    for await (const line of lines) {
      if (line.startsWith(READY)) {
        const url = line.slice(READY.length).trim();
        return { url, apiUrl: `${url}/v1`, process: child, stop };
      }
    }
  } finally {
    clearTimeout(timer);
    // Its later output is not read, but keeps flowing so the child never blocks on a full pipe.
    child.stdout?.resume();
  }
  throw new Error(`The LLM peer did not start (exit code ${child.exitCode})`);
}
