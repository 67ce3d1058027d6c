/**
 * Every call that writes or costs has a budget per learner and per address, counted in the
 * database (issue 31 item 5, decision 0058). The routes come from the app itself: a call
 * added later without a budget fails the first test, and one with a budget is driven past
 * it by the second without being listed here.
 */
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { AuthPaths, CHAT_PATHS, ErrorBodySchema, ErrorCodes } from '@lp/contract';
import { CALL_BUDGETS, CallBudgets, type CallBudget } from '../src/plugins/call-budgets.ts';
import type { CatalogRoute } from '../src/plugins/route-catalog.ts';
import { setupTestApp } from './setup-test-app.ts';

const demo = setupTestApp({ sessions: ['learner', 'learner2'] });

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A route that writes and neither has a budget nor says why it is bounded otherwise. */
const writingCallsWithoutBudget = (routes: readonly CatalogRoute[]) =>
  routes.filter((r) => WRITES.has(r.method) && !r.limit && !r.unlimited);

const budgetNamed = (name: string): CallBudget => Object.values(CallBudgets).find((b) => b.name === name)!;
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const urlOf = (route: CatalogRoute) => route.url.replace(/:[A-Za-z0-9_]+/g, SOME_ID);
/** Each route from an address of its own, so one route's count never reaches the next. */
let nextAddress = 1;
const freshAddress = () => `198.51.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const forget = () => demo.db.query('DELETE FROM call_counts');

/** Sent without a body: the count comes before the input is read, so a refusal of the input still counts. */
const send = (route: CatalogRoute, headers: Record<string, string>, remoteAddress: string, extra: Record<string, string> = {}) =>
  demo.app.inject({
    method: route.method as 'GET',
    url: urlOf(route),
    headers: { 'x-requested-with': 'XMLHttpRequest', ...headers, ...extra },
    remoteAddress,
  });

function expectRefusal(res: LightMyRequestResponse, budget: CallBudget, said: string) {
  expect(res.statusCode, said).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait, said).toBeGreaterThanOrEqual(1);
  expect(wait, said).toBeLessThanOrEqual(budget.windowSeconds);
  const body = ErrorBodySchema.parse(res.json());
  expect(body, said).toMatchObject({ status: 429, code: ErrorCodes.tooManyRequests });
  expect(body.errors.general?.[0], said).toMatch(/^Too many requests in a short time\. Please wait \d+ (second|minute)s? and try again\.$/);
}

/** Sends `times` calls, none of which may be refused, then one more, which must be. */
async function drivePast(route: CatalogRoute, budget: CallBudget, times: number, headers: Record<string, string>, remoteAddress: string) {
  const said = `${route.method} ${route.url} (${budget.name})`;
  for (let i = 0; i < times; i++) {
    const res = await send(route, headers, remoteAddress);
    expect(res.statusCode, `${said}: call ${i + 1} of ${times} answered ${res.statusCode} ${res.body.slice(0, 200)}`).not.toBe(429);
  }
  expectRefusal(await send(route, headers, remoteAddress), budget, said);
}

/** The calls sent through each route; the rest of its budget is counted beforehand, as if made a moment ago. */
const LAST_CALLS = 10;
/**
 * Drives a route past a budget: the count (its row in call_counts) stands at all but the last
 * calls, then the last are sent and must pass, and one more must be refused. Sending whole
 * budgets of thousands would outlast a window on a loaded machine.
 */
async function driveLastCallsPast(
  route: CatalogRoute,
  budget: CallBudget,
  spent: { key: string; budget: number },
  headers: Record<string, string>,
  remoteAddress: string,
) {
  await forget();
  await demo.db.query(`INSERT INTO call_counts (tenant_id, budget, key, window_start, calls) SELECT id, $1, $2, now(), $3 FROM tenants`, [
    budget.name,
    spent.key,
    spent.budget - LAST_CALLS,
  ]);
  await drivePast(route, budget, LAST_CALLS, headers, remoteAddress);
}

const limited = () => demo.app.routeCatalog.filter((r) => r.limit !== undefined);
/** Signing out ends the session the calls are counted by: it is driven anonymously, by its address. */
const bySession = (route: CatalogRoute) => budgetNamed(route.limit!).perLearner !== undefined && route.url !== AuthPaths.logout;
describe('every call that writes or costs has a budget', () => {
  it('finds no route that writes without one (and finds one when it is there)', () => {
    expect(writingCallsWithoutBudget(demo.app.routeCatalog)).toEqual([]);
    // The check itself can fail: a route added without a budget is found.
    expect(writingCallsWithoutBudget([...demo.app.routeCatalog, { method: 'POST', url: '/api/new-call', public: false }])).toHaveLength(1);
  });

  it('has a registered route for every budgeted call, and limits the calls that cost', () => {
    expect(limited()).toHaveLength(CALL_BUDGETS.size);
    const limitedUrls = limited().map((r) => `${r.method} ${r.url}`);
    // GETs that write (a sign-in's start) or cost (rendered files, a signed credential, an export, a tool's signed launch).
    for (const costly of ['GET /oidc/login', 'GET /api/lms-storage/v1/certificates/:file', 'GET /api/platform/v1/feedback-events/export'])
      expect(limitedUrls).toContain(costly);
    // A plain read is never counted: the learner's lists cost no statement more.
    expect(limitedUrls).not.toContain('GET /api/lms/v1/users/me/objective-accesses/query');
  });
});

describe('each budgeted call is refused past its budget with 429, Retry-After and a message', () => {
  it('per learner: the learner-counted calls, each driven past its budget', async () => {
    const routes = limited().filter(bySession);
    expect(routes.length).toBeGreaterThan(30);
    const [learner] = await demo.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'learner@demo.test'`);
    for (const route of routes) {
      const budget = budgetNamed(route.limit!);
      await driveLastCallsPast(route, budget, { key: `learner:${learner!.id}`, budget: budget.perLearner! }, demo.learner, freshAddress());
    }
  }, 120_000);

  it('per address: the calls anyone may make without signing in, each driven past its budget', async () => {
    const routes = limited().filter((r) => !bySession(r));
    expect(routes.map((r) => r.url)).toEqual(expect.arrayContaining([AuthPaths.login, AuthPaths.logout, '/api/lti/v1/grading/token']));
    for (const route of routes) {
      const budget = budgetNamed(route.limit!);
      const address = freshAddress();
      await driveLastCallsPast(route, budget, { key: `address:${address}`, budget: budget.perAddress }, {}, address);
    }
  }, 120_000);
});

describe('how the counts are kept', () => {
  const question: CatalogRoute = { method: 'POST', url: CHAT_PATHS.messages(':id'), public: false };
  const post = CallBudgets.post;

  it('one learner at the budget holds no one else up; another address of the same learner is still held', async () => {
    await forget();
    await drivePast(question, post, post.perLearner, demo.learner, '203.0.113.10');
    expect((await send(question, demo.learner2, '203.0.113.10')).statusCode).not.toBe(429);
    expectRefusal(await send(question, demo.learner, '203.0.113.11'), post, 'same learner, another address');
  });

  it('learners behind one address share its budget', async () => {
    await forget();
    const address = '203.0.113.20';
    // The address has taken all but one of its calls (as a classroom would, over many learners).
    await demo.db.query(`INSERT INTO call_counts (tenant_id, budget, key, window_start, calls) SELECT id, $1, $2, now(), $3 FROM tenants`, [
      post.name,
      `address:${address}`,
      post.perAddress - 1,
    ]);
    expect((await send(question, demo.learner, address)).statusCode).not.toBe(429);
    expectRefusal(await send(question, demo.learner2, address), post, 'a fresh learner behind a spent address');
  });

  it('counts an IPv6 address by its /64', async () => {
    await forget();
    const route = limited().find((r) => r.url === AuthPaths.login)!;
    for (let i = 0; i < CallBudgets.signIn.perAddress; i++)
      expect((await send(route, {}, `2001:db8:1:2::${(i % 9000) + 1}`)).statusCode).not.toBe(429);
    expectRefusal(await send(route, {}, '2001:db8:1:2:ffff::1'), CallBudgets.signIn, 'another address of the same /64');
    expect((await send(route, {}, '2001:db8:1:3::1')).statusCode).not.toBe(429);
  });

  it('starts afresh once the window has passed', async () => {
    await forget();
    await drivePast(question, post, post.perLearner, demo.learner, '203.0.113.30');
    await demo.db.query(`UPDATE call_counts SET window_start = window_start - make_interval(secs => $1)`, [post.windowSeconds]);
    expect((await send(question, demo.learner, '203.0.113.30')).statusCode).not.toBe(429);
  });

  it('says it in the language the app asks for', async () => {
    await forget();
    for (let i = 0; i < post.perLearner; i++) await send(question, demo.learner, '203.0.113.40');
    const res = await send(question, demo.learner, '203.0.113.40', { 'accept-language': 'de-DE' });
    expect(res.statusCode).toBe(429);
    expect(res.json().errors.general[0]).toMatch(/^Zu viele Anfragen in kurzer Zeit\. Bitte warten Sie \d+ Sekunden?/);
  });
});
