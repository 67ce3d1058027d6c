// Starts the tool as a child process and waits until it listens. Plain JavaScript (typed by
// JSDoc, checked by tsc) so scripts run by plain node (scripts/start.mjs, e2e/start-server.mjs)
// import it as it is; TypeScript callers may import spawn.ts.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
// Resolved from here, not from the child's cwd, so any cwd works.
const TSX = import.meta.resolve('tsx');
/** Printed by server.ts once listening: keep the two in step. */
const READY = 'LTI tool listening on ';
const START_TIMEOUT_MS = 20_000;

/**
 * @typedef {{ issuer: string; clientId: string; deploymentId?: string }} LtiToolPlatform
 * @typedef {object} SpawnLtiToolOptions
 * @property {number} [port] 0 for any free port; 3001 when absent
 * @property {LtiToolPlatform[]} platforms the platforms it trusts (endpoints derived from each issuer)
 * @property {string} [dataFile] where attempts are kept across restarts (memory only when absent)
 * @property {string} [keyFile] its signing key (default .cache/lti-tool-key.json under cwd)
 * @property {string} [cwd]
 * @typedef {object} SpawnedLtiTool
 * @property {string} url its public origin, e.g. http://localhost:3001
 * @property {string} jwksUrl its public key set
 * @property {import('node:child_process').ChildProcess} process
 * @property {() => Promise<void>} stop ends it and waits for its exit
 */

/**
 * @param {SpawnLtiToolOptions} options
 * @returns {Promise<SpawnedLtiTool>}
 */
export function spawnLtiTool(options) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, LTI_TOOL_PORT: String(options.port ?? 3001), LTI_PLATFORMS: JSON.stringify(options.platforms) };
  // The URL follows the port chosen here, not one the caller's environment may carry.
  delete env.LTI_TOOL_URL;
  if (options.keyFile) env.LTI_TOOL_KEY_FILE = options.keyFile;
  if (options.dataFile) env.LTI_TOOL_DATA_FILE = options.dataFile;
  const child = spawn(process.execPath, ['--import', TSX, SERVER], { cwd: options.cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };

  return new Promise((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    const fail = (/** @type {string} */ why) => {
      clearTimeout(timer);
      child.stdout.off('data', onStdout);
      void stop();
      reject(new Error(`The LTI tool did not start: ${why}${stderr.trim() ? `\n${stderr.trim()}` : ''}`));
    };
    const timer = setTimeout(() => fail(`no "${READY.trim()}" line within ${START_TIMEOUT_MS / 1000} s`), START_TIMEOUT_MS);
    const onStderr = (/** @type {Buffer} */ chunk) => (stderr += chunk.toString());
    const onStdout = (/** @type {Buffer} */ chunk) => {
      stdout += chunk.toString();
      const line = stdout.split('\n').find((l) => l.startsWith(READY));
      if (!line) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stdout.off('data', onStdout);
      child.stderr.off('data', onStderr);
      // From now on its output is the caller's (and the pipes must keep draining).
      child.stdout.pipe(process.stdout);
      child.stderr.pipe(process.stderr);
      const url = line.slice(READY.length).trim();
      resolve({ url, jwksUrl: `${url}/.well-known/jwks.json`, process: child, stop });
    };
    const onExit = (/** @type {number | null} */ code) => fail(`it exited with code ${code}`);
    child.stdout.on('data', onStdout);
    child.stderr.on('data', onStderr);
    child.once('exit', onExit);
    child.once('error', (error) => fail(error.message));
  });
}
