/** The tool as a program: `node --import tsx peers/lti-tool/src/server.ts` (README.md). */
import { loadConfig } from './config.ts';
import { startTool } from './listen.ts';

/** The line spawn.mjs (and anyone starting the tool) waits for: keep the two in step. */
const READY_LINE = 'LTI tool listening on';

try {
  const config = loadConfig();
  if (config.platforms.length === 0)
    console.error('lti-tool: no platform configured (LTI_PLATFORMS or LTI_PLATFORM_ISSUER): every login will be refused.');
  const tool = await startTool(config);
  console.log(`${READY_LINE} ${tool.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void tool.close().then(() => process.exit(0));
    });
  }
} catch (error) {
  console.error(`lti-tool: could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
