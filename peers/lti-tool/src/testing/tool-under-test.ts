/** Test scaffolding: the tool in-process on a free port, trusting one stand-in platform, and a browser's steps through it. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { platformFrom } from '../config.ts';
import { startTool, type RunningTool } from '../listen.ts';
import { startPlatformStandIn, type PlatformStandIn } from './platform-stand-in.ts';

export interface ToolUnderTest extends RunningTool {
  dataFile: string;
}

export async function startToolFor(platform: PlatformStandIn, extra: { deploymentId?: string } = {}): Promise<ToolUnderTest> {
  const dir = await mkdtemp(join(tmpdir(), 'lti-tool-test-'));
  const dataFile = join(dir, 'data.json');
  const tool = await startTool({
    port: 0,
    host: undefined,
    url: undefined,
    platforms: [platformFrom({ issuer: platform.issuer, clientId: platform.clientId, ...extra })],
    keyFile: join(dir, 'key.json'),
    dataFile,
  });
  return {
    ...tool,
    dataFile,
    close: async () => {
      await tool.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A stand-in platform and a tool that trusts it, for the tests of one file. */
export async function startPlatformAndTool(): Promise<{ platform: PlatformStandIn; tool: ToolUnderTest; close(): Promise<void> }> {
  const platform = await startPlatformStandIn();
  const tool = await startToolFor(platform);
  return { platform, tool, close: () => tool.close().then(() => platform.close()) };
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** The platform's side of the login: GET /login, answered by a redirect to the authorization endpoint. */
export async function beginLogin(tool: RunningTool, platform: PlatformStandIn, params: Record<string, string> = {}): Promise<Response> {
  const query = new URLSearchParams({
    iss: platform.issuer,
    login_hint: 'learner-1',
    target_link_uri: `${tool.url}/launch`,
    lti_message_hint: 'hint-1',
    client_id: platform.clientId,
    lti_deployment_id: 'deployment-1',
    ...params,
  });
  return fetch(`${tool.url}/login?${query}`, { redirect: 'manual' });
}

/** A login's state and nonce, as the platform reads them from the redirect. */
export async function loginState(tool: RunningTool, platform: PlatformStandIn): Promise<{ state: string; nonce: string }> {
  const location = new URL((await beginLogin(tool, platform)).headers.get('location') ?? '');
  return { state: location.searchParams.get('state') ?? '', nonce: location.searchParams.get('nonce') ?? '' };
}

export const postForm = (url: string, fields: Record<string, string>) => fetch(url, form(fields));

/** Login, then the launch with an id_token carrying `claims`; answers the launch page. */
export async function launch(tool: RunningTool, platform: PlatformStandIn, claims: Record<string, unknown> = {}): Promise<Response> {
  const { state, nonce } = await loginState(tool, platform);
  const idToken = await platform.signIdToken({ nonce, ...claims });
  return postForm(`${tool.url}/launch`, { id_token: idToken, state });
}

export const sessionOf = (html: string) => /name="session" value="([^"]+)"/.exec(html)?.[1] ?? '';
