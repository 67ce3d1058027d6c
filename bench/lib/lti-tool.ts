/**
 * The bundled LTI tool (peers/lti-tool) as a child process. Its spawnLtiTool is plain
 * JavaScript typed by JSDoc, which bench/tsconfig.json (no allowJs) cannot read, so it is
 * loaded by URL here with the part of its type the bench uses.
 */
import type { ChildProcess } from 'node:child_process';

export interface BenchTool {
  /** Its public origin, http://localhost:<port>. */
  url: string;
  jwksUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

interface SpawnOptions {
  port: number;
  platforms: { issuer: string; clientId: string; deploymentId?: string }[];
  keyFile?: string;
}

const SPAWN = new URL('../../peers/lti-tool/src/spawn.mjs', import.meta.url).href;

export async function spawnTool(options: SpawnOptions): Promise<BenchTool> {
  const { spawnLtiTool } = (await import(SPAWN)) as { spawnLtiTool: (options: SpawnOptions) => Promise<BenchTool> };
  return spawnLtiTool(options);
}
