// For TypeScript callers: the same spawner, typed.
export { spawnLlmPeer, type SpawnedLlmPeer, type SpawnLlmPeerOptions } from './spawn.mjs';
