/**
 * What a learner's browser does with an LTI activity, with node's fetch (redirects by
 * hand, as the frame follows them): the portal's resource-link, the tool's OIDC login,
 * the portal's authorization endpoint with the learner's cookie, the id_token form posted
 * to the tool, the quiz; then the quiz's submit, after which the tool posts the score.
 */
import { REQUESTED_WITH_HEADER, SESSION_COOKIE } from '@lp/contract';
import { LtiPaths } from '@lp/contract/lti';

/** Each request of a step gives up after this long (a stuck request is an error, not a hang). */
const REQUEST_TIMEOUT_MS = 60_000;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

export class StepError extends Error {
  constructor(
    readonly step: string,
    message: string,
  ) {
    super(`${step}: ${message}`);
  }
}

const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const field = (html: string, name: string) => {
  const value = new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];
  return value === undefined ? undefined : unescape(value);
};
const snippet = (text: string) =>
  text
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

async function call(step: string, url: string, init: RequestInit, expected: number): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new StepError(step, (error as Error).message);
  }
  if (response.status !== expected) throw new StepError(step, `HTTP ${response.status}: ${snippet(await response.text())}`);
  return response;
}

/** The quiz the tool showed: its session and, per question, how many options it offers. */
export interface Quiz {
  session: string;
  options: number[];
}

/** One launch, as the browser does it; each step's time in ms. */
export async function launchQuiz(portal: string, cookieToken: string, objectiveWorkflowId: string, activityWorkflowId: string) {
  const cookie = `${SESSION_COOKIE}=${cookieToken}`;
  const ms: Record<'resourceLink' | 'login' | 'authorize' | 'launch', number> = { resourceLink: 0, login: 0, authorize: 0, launch: 0 };
  let at = performance.now();
  const lap = (step: keyof typeof ms) => {
    const now = performance.now();
    ms[step] = now - at;
    at = now;
  };

  const begun = await call(
    'resource-link',
    `${portal}${LtiPaths.resourceLink(objectiveWorkflowId)}`,
    {
      method: 'POST',
      headers: { cookie, [REQUESTED_WITH_HEADER]: 'XMLHttpRequest', 'content-type': 'application/json' },
      body: JSON.stringify({ activityWorkflowIds: [activityWorkflowId] }),
    },
    200,
  );
  const { targetLinkUri } = (await begun.json()) as { targetLinkUri: string };
  lap('resourceLink');

  const login = await call('tool login', targetLinkUri, {}, 302);
  const authorizeUrl = login.headers.get('location');
  if (!authorizeUrl) throw new StepError('tool login', 'no Location');
  await login.arrayBuffer();
  lap('login');

  const authorized = await call('authorize', authorizeUrl, { headers: { cookie } }, 200);
  const form = await authorized.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(form)?.[1];
  const idToken = field(form, 'id_token');
  const state = field(form, 'state');
  if (!action || !idToken || !state) throw new StepError('authorize', `no id_token form: ${snippet(form)}`);
  lap('authorize');

  const launched = await call(
    'tool launch',
    unescape(action),
    { method: 'POST', headers: FORM, body: new URLSearchParams({ id_token: idToken, state }) },
    200,
  );
  const page = await launched.text();
  const session = field(page, 'session');
  if (!session) throw new StepError('tool launch', `no quiz: ${snippet(page)}`);
  const options = new Map<string, number>();
  for (const [, name] of page.matchAll(/<input type="radio" name="(q\d+)" value="\d+">/g))
    options.set(name!, (options.get(name!) ?? 0) + 1);
  lap('launch');
  return { quiz: { session, options: [...options.values()] } satisfies Quiz, ms };
}

/** The answers of learner `index`: option (index + question) of each, so scores vary from learner to learner. */
export function answersOf(quiz: Quiz, index: number): URLSearchParams {
  const form = new URLSearchParams({ session: quiz.session });
  quiz.options.forEach((count, q) => form.set(`q${q + 1}`, String((index + q) % count)));
  return form;
}

/** What the tool's result page says: "You scored X of Y", and whether it says the course did not record it. */
export interface Submitted {
  correct: number;
  of: number;
}

/** Submits the quiz; the tool answers once it has posted the score (or failed to). */
export async function submitQuiz(tool: string, form: URLSearchParams): Promise<Submitted> {
  const response = await call('tool submit', `${tool}/submit`, { method: 'POST', headers: FORM, body: form }, 200);
  const page = await response.text();
  const alert = /<p role="alert">([\s\S]*?)<\/p>/.exec(page)?.[1];
  if (alert) throw new StepError('tool submit', snippet(alert));
  const scored = /You scored (\d+) of (\d+)/.exec(page);
  if (!scored) throw new StepError('tool submit', `no result: ${snippet(page)}`);
  return { correct: Number(scored[1]), of: Number(scored[2]) };
}
