// Starts the SMTP peer as a child process (plain JavaScript so scripts/start.mjs imports it as it is).
import { fileURLToPath } from 'node:url';
import { spawnPeer } from '../../spawn-peer.mjs';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
/** Printed by server.ts once listening: keep the two in step. */
const READY = 'SMTP peer listening on ';

/**
 * @typedef {{ smtpPort?: number; webPort?: number; dir: string }} SpawnSmtpPeerOptions
 *   ports: 0 for any free port, 2525 (SMTP) and 2580 (the mail catcher page) when absent; `dir` keeps the mail
 * @typedef {{ smtpUrl: string; webUrl: string; process: import('node:child_process').ChildProcess; stop: () => Promise<void> }} SpawnedSmtpPeer
 *   `smtpUrl` is what the portal's SMTP_URL names; `webUrl` the mail catcher page
 */

/**
 * @param {SpawnSmtpPeerOptions} options
 * @returns {Promise<SpawnedSmtpPeer>}
 */
export async function spawnSmtpPeer(options) {
  const env = {
    ...process.env,
    SMTP_PEER_PORT: String(options.smtpPort ?? 2525),
    SMTP_PEER_WEB_PORT: String(options.webPort ?? 2580),
    SMTP_PEER_DIR: options.dir,
  };
  const { line, process: child, stop } = await spawnPeer(SERVER, env, READY, 'SMTP peer');
  const [smtpUrl = '', webUrl = ''] = line.split(/\s+/);
  return { smtpUrl, webUrl, process: child, stop };
}
