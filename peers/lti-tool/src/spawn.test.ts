import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { spawnLtiTool } from './spawn.ts';

it('spawns the tool on a free port from any working directory and stops it', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'lti-tool-spawn-'));
  const tool = await spawnLtiTool({
    port: 0,
    platforms: [{ issuer: 'http://localhost:3999', clientId: 'demo-quiz-tool' }],
    cwd: dir,
    keyFile: join(dir, 'key.json'),
  });
  try {
    expect(tool.url).toMatch(/^http:\/\/localhost:\d+$/);
    const info = await (await fetch(tool.url)).text();
    expect(info).toContain(`${tool.url}/login`);
    expect((await fetch(tool.jwksUrl)).status).toBe(200);
  } finally {
    await tool.stop();
    await rm(dir, { recursive: true, force: true });
  }
  expect(tool.process.exitCode ?? tool.process.signalCode).not.toBeNull();
});

it("rejects with the tool's own words when it cannot start", async () => {
  await expect(spawnLtiTool({ port: 0, platforms: [{ issuer: '', clientId: '' }] })).rejects.toThrow(
    /did not start[\s\S]*issuer and a clientId/,
  );
});
