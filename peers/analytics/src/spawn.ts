// For TypeScript callers: the same spawner, typed.
export { spawnAnalyticsPeer, type SpawnedAnalyticsPeer, type SpawnAnalyticsPeerOptions } from './spawn.mjs';
