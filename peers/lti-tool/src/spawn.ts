/** The tool as a child process, for TypeScript callers (the implementation is plain JS for scripts run by node). */
export { spawnLtiTool } from './spawn.mjs';
export type { LtiToolPlatform, SpawnLtiToolOptions, SpawnedLtiTool } from './spawn.mjs';
