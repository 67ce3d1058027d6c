import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Claim, MessageType } from './spec.ts';
import type { PlatformStandIn } from './testing/platform-stand-in.ts';
import { launch, postForm, sessionOf, startPlatformAndTool, type ToolUnderTest } from './testing/tool-under-test.ts';

let platform: PlatformStandIn;
let tool: ToolUnderTest;
let close: () => Promise<void>;

beforeAll(async () => ({ platform, tool, close } = await startPlatformAndTool()));
afterAll(() => close());

const AP = 'https://purl.imsglobal.org/spec/lti-ap/claim';
const ACS_SCOPE = 'https://purl.imsglobal.org/spec/lti-ap/scope/control.all';
/** Opaque to the tool, with characters a careless echo would change. */
const SESSION_DATA = 'start+token/="<&>" 1';

/** An LtiStartProctoring launch for `sub`, attempt 2 of the exam "Final <exam>". */
const startProctoring = (sub: string, name: string, claims: Record<string, unknown> = {}) =>
  launch(tool, platform, {
    sub,
    name,
    [Claim.messageType]: MessageType.startProctoring,
    [Claim.resourceLink]: { id: 'exam-1', title: 'Final <exam>' },
    [Claim.custom]: { minutes: '45' },
    [`${AP}/session_data`]: SESSION_DATA,
    [`${AP}/attempt_number`]: 2,
    [`${AP}/start_assessment_url`]: platform.startAssessmentUrl,
    [`${AP}/acs`]: { assessment_control_url: platform.assessmentControlUrl, actions: ['flag', 'terminate', 'update'] },
    ...claims,
  });

const noRedirect = (url: string, fields: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** The proctor page's row of one learner, and its session id. */
async function proctorRow(name: string): Promise<{ row: string; id: string }> {
  const html = await (await fetch(`${tool.url}/proctoring`)).text();
  const row = html.split('<tr>').find((r) => r.includes(`<td>${name}</td>`)) ?? '';
  return { row, id: /action="\/proctoring\/([^/"]+)\/flag"/.exec(row)?.[1] ?? '' };
}

describe('LtiStartProctoring', () => {
  it('shows the checks: exam, learner, requirements with the duration, the confirmation and Start the exam', async () => {
    const response = await startProctoring('learner-p1', 'Pat Proctored');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Final &lt;exam&gt;</h1>');
    expect(html).toContain('attempt 2 · Signed in as Pat Proctored');
    expect(html).toContain('Camera: your camera is on');
    expect(html).toContain('Identity check: you are Pat Proctored');
    expect(html).toContain('alone in a quiet room');
    expect(html).toContain('you have 45 minutes once the exam starts');
    expect(html).toContain('<form method="post" action="/start-assessment">');
    expect(html).toMatch(
      /<label><input type="checkbox" name="confirm" value="yes" required> I confirm my camera is on and I am Pat Proctored<\/label>/,
    );
    expect(html).toContain('<button type="submit">Start the exam</button>');
    // Its one script is the tool's own frame-size file; nothing inline.
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/frame-size.js" defer>']);
    expect((await proctorRow('Pat Proctored')).row).toContain('<td>Checking</td>');
  });

  it('leaves the duration out without custom.minutes, and lists a reload of the same attempt once', async () => {
    const html = await (await startProctoring('learner-p2', 'Rene Reload', { [Claim.custom]: {} })).text();
    expect(html).not.toContain('minutes');
    await startProctoring('learner-p2', 'Rene Reload');
    const page = await (await fetch(`${tool.url}/proctoring`)).text();
    expect(page.split('<td>Rene Reload</td>')).toHaveLength(2);
  });

  it.each([
    ['no session_data', { [`${AP}/session_data`]: undefined }, 'no session_data'],
    ['no attempt_number', { [`${AP}/attempt_number`]: undefined }, 'no attempt_number'],
    ['no start_assessment_url', { [`${AP}/start_assessment_url`]: undefined }, 'no start_assessment_url'],
    [
      'a start_assessment_url of another site',
      { [`${AP}/start_assessment_url`]: 'https://evil.example/start' },
      'https://evil.example/start is not an address of the platform',
    ],
    [
      'an assessment_control_url of another site',
      { [`${AP}/acs`]: { assessment_control_url: 'https://evil.example/acs' } },
      'https://evil.example/acs is not an address of the platform',
    ],
  ])('refuses a launch with %s', async (_case, claims, words) => {
    const response = await startProctoring('learner-p3', 'Ref Used', claims);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(words);
  });
});

describe('POST /start-assessment (LtiStartAssessment)', () => {
  it('refuses an unconfirmed start: the checks again with the reason, nothing signed', async () => {
    const session = sessionOf(await (await startProctoring('learner-p4', 'Una Confirmed')).text());
    const response = await postForm(`${tool.url}/start-assessment`, { session });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(
      '<p role="alert" id="confirm-error">Confirm that your camera is on and that you are Una Confirmed before you start.</p>',
    );
    expect(html).toContain('aria-describedby="confirm-error"');
    expect(html).not.toContain('name="JWT"');
    expect((await proctorRow('Una Confirmed')).row).toContain('<td>Checking</td>');
  });

  it('refuses an unknown session', async () => {
    const response = await postForm(`${tool.url}/start-assessment`, { session: 'made-up', confirm: 'yes' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('session is unknown');
  });

  it("answers the form into the exam: a JWT signed by the tool's key with every claim, session_data echoed exactly", async () => {
    const session = sessionOf(await (await startProctoring('learner-p5', 'Stella Start')).text());
    const response = await postForm(`${tool.url}/start-assessment`, { session, confirm: 'yes' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<form method="post" action="${platform.startAssessmentUrl}">`);
    expect(html).toContain('<button type="submit">Start the exam</button>');
    expect(response.headers.get('content-security-policy')).toContain(`form-action 'self' ${tool.url} ${platform.issuer}`);
    const jwt = /name="JWT" value="([^"]+)"/.exec(html)![1]!;

    const { keys } = (await (await fetch(`${tool.url}/.well-known/jwks.json`)).json()) as { keys: Array<{ kid: string }> };
    expect(decodeProtectedHeader(jwt)).toMatchObject({ alg: 'RS256', kid: keys[0]!.kid });
    const { payload } = await jwtVerify(jwt, createRemoteJWKSet(new URL(`${tool.url}/.well-known/jwks.json`)), {
      algorithms: ['RS256'],
      issuer: platform.clientId,
      audience: platform.issuer,
    });
    expect(payload).toMatchObject({
      [Claim.messageType]: 'LtiStartAssessment',
      [Claim.version]: '1.3.0',
      [Claim.deploymentId]: 'deployment-1',
      [Claim.resourceLink]: { id: 'exam-1' },
      [`${AP}/attempt_number`]: 2,
      [`${AP}/session_data`]: SESSION_DATA,
    });
    expect(payload.nonce).toMatch(/^[\w-]{20,}$/);
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(60);

    // The browser's post of that form reaches the platform with the same JWT.
    const before = platform.startAssessments.length;
    await postForm(platform.startAssessmentUrl, { JWT: jwt });
    expect(platform.startAssessments).toHaveLength(before + 1);
    expect(new URLSearchParams(platform.startAssessments.at(-1)!.body).get('JWT')).toBe(jwt);

    const { row } = await proctorRow('Stella Start');
    expect(row).toContain('<td>Started</td>');
    expect(row).toMatch(/<td>\d{4}-\d\d-\d\dT/);
  });
});

describe('LtiEndAssessment', () => {
  it('ends the session and links back to the course with lti_msg', async () => {
    const session = sessionOf(await (await startProctoring('learner-p6', 'Enid End')).text());
    await postForm(`${tool.url}/start-assessment`, { session, confirm: 'yes' });
    const response = await launch(tool, platform, {
      sub: 'learner-p6',
      [Claim.messageType]: MessageType.endAssessment,
      [Claim.resourceLink]: { id: 'exam-1', title: 'Final <exam>' },
      [`${AP}/attempt_number`]: 2,
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('The exam has ended. Your session is being reviewed.');
    const href = /<a href="([^"]+)">Back to the course<\/a>/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    const back = new URL(href!);
    expect(`${back.origin}${back.pathname}`).toBe(`${platform.issuer}/return`);
    expect(back.searchParams.get('x')).toBe('1');
    expect(back.searchParams.get('lti_msg')).toBe('The exam has ended. Your session is being reviewed.');

    const { row } = await proctorRow('Enid End');
    expect(row).toContain('<td>Ended</td>');
    const again = await postForm(`${tool.url}/start-assessment`, { session, confirm: 'yes' });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('This exam session has ended.');
  });
});

describe("the proctor's page and the Assessment Control Service", () => {
  const parsedControl = () => JSON.parse(platform.controls.at(-1)!.body) as Record<string, unknown>;

  it.each([
    ['flag', { action: 'flag', incident_severity: 0.9, reason_code: 'suspicious' }, 'flagged'],
    ['terminate', { action: 'terminate', incident_severity: 1, reason_code: 'terminated' }, 'terminated'],
    ['verify', { action: 'update', reason_code: 'verified' }, 'verified'],
  ])("%s: a bearer token of the ACS scope, the control body, the platform's answer on the page", async (button, expected, status) => {
    const name = `Vera ${button}`;
    await startProctoring(`learner-${button}`, name);
    const { row, id } = await proctorRow(name);
    expect(row).toContain('>Flag as suspicious</button>');
    expect(row).toContain('>Terminate</button>');
    expect(row).toContain('>Mark verified</button>');

    const before = platform.controls.length;
    const response = await noRedirect(`${tool.url}/proctoring/${id}/${button}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/proctoring');
    expect(platform.controls).toHaveLength(before + 1);
    const request = platform.controls.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer token-1');
    expect(request.headers['content-type']).toBe('application/json');
    const body = parsedControl();
    expect(body).toEqual({
      user: { iss: platform.issuer, sub: `learner-${button}` },
      resource_link: { id: 'exam-1' },
      attempt_number: 2,
      incident_time: expect.any(String),
      reason_msg: expect.any(String),
      ...expected,
    });
    expect(Math.abs(new Date(body.incident_time as string).getTime() - Date.now())).toBeLessThan(60_000);
    expect(platform.tokenRequests.map((r) => new URLSearchParams(r.body).get('scope'))).toContain(ACS_SCOPE);

    expect((await proctorRow(name)).row).toContain(`the attempt is ${status}. (HTTP 200)`);
  });

  it("shows the platform's refusal", async () => {
    await startProctoring('learner-refused', 'Rita Refused');
    const { id } = await proctorRow('Rita Refused');
    platform.controlStatus = 403;
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await noRedirect(`${tool.url}/proctoring/${id}/flag`)).status).toBe(303);
    } finally {
      platform.controlStatus = 200;
      log.mockRestore();
    }
    expect((await proctorRow('Rita Refused')).row).toContain(
      'The platform refused the flag (HTTP 403): This attempt is not yours to control.',
    );
  });

  it("offers only the actions the platform's ACS takes, and refuses the others", async () => {
    await startProctoring('learner-flag-only', 'Fay Flagonly', {
      [`${AP}/acs`]: { assessment_control_url: platform.assessmentControlUrl, actions: ['flag'] },
    });
    const { row, id } = await proctorRow('Fay Flagonly');
    expect(row).toMatch(/<button type="submit" disabled title="[^"]+">Terminate<\/button>/);
    const response = await noRedirect(`${tool.url}/proctoring/${id}/terminate`);
    expect(response.status).toBe(409);
    expect(await response.text()).toContain('does not take terminate');
  });

  it('answers 404 for an unknown session or action, 405 for a GET', async () => {
    expect((await noRedirect(`${tool.url}/proctoring/made-up/flag`)).status).toBe(404);
    const { id } = await proctorRow('Pat Proctored');
    expect((await noRedirect(`${tool.url}/proctoring/${id}/delete`)).status).toBe(404);
    expect((await fetch(`${tool.url}/proctoring/${id}/flag`)).status).toBe(405);
  });
});
