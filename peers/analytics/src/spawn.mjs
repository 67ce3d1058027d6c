// Starts the analytics peer as a separate process and resolves once it prints its address.
// Plain JavaScript (typed by JSDoc, checked by tsc) so plain node scripts may import it too.
import { fileURLToPath } from 'node:url';
import { spawnPeer } from '../../spawn-peer.mjs';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
/** Printed by server.ts once listening: keep the two in step. */
const READY = 'Analytics peer listening on ';

/**
 * @typedef {{ port?: number }} SpawnAnalyticsPeerOptions
 * @typedef {{ url: string; eventsUrl: string; dataLakeUrl: string; process: import('node:child_process').ChildProcess; stop: () => Promise<void> }} SpawnedAnalyticsPeer
 *   `eventsUrl` and `dataLakeUrl` are what the portal's ANALYTICS_EVENTS_URL and DATA_LAKE_URL name
 */

/**
 * @param {SpawnAnalyticsPeerOptions} [options] port 0 (any free port) unless given
 * @returns {Promise<SpawnedAnalyticsPeer>}
 */
export async function spawnAnalyticsPeer(options = {}) {
  const env = { ...process.env, ANALYTICS_PEER_PORT: String(options.port ?? 0) };
  const { line: url, process: child, stop } = await spawnPeer(SERVER, env, READY, 'analytics peer');
  return { url, eventsUrl: `${url}/events`, dataLakeUrl: `${url}/data-lake`, process: child, stop };
}
