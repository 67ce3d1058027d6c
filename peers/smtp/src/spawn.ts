// Typed entry for TypeScript callers (tests); the implementation is spawn.mjs.
export { spawnSmtpPeer } from './spawn.mjs';
export type { SpawnSmtpPeerOptions, SpawnedSmtpPeer } from './spawn.mjs';
