// Starts the LLM peer as a separate process and resolves once it prints its address.
// Plain JavaScript (typed by JSDoc, checked by tsc) so plain node scripts may import it too.
import { fileURLToPath } from 'node:url';
import { spawnPeer } from '../../spawn-peer.mjs';

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
  const { line: url, process: child, stop } = await spawnPeer(SERVER, env, READY, 'LLM peer');
  return { url, apiUrl: `${url}/v1`, process: child, stop };
}
