import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AuthPaths, LIST_PATHS, REQUESTED_WITH_HEADER } from '@lp/contract';
import { LtiPaths } from '@lp/contract/lti';
import { Cmi5Paths } from '@lp/contract/cmi5';
import type { CatalogRoute } from '../src/plugins/route-catalog.ts';
import { setupTestApp } from './setup-test-app.ts';

/**
 * The CSRF guard (doc 1 §7; security issue 9 item 2) holds on every state-changing route,
 * however its path is spelled: the guard is decided on the route the router matched, so
 * `/%61pi/…` is refused like `/api/…`. The routes come from the app itself, so a route
 * added later is checked without being listed; the few that defend themselves otherwise
 * are named here with their reason, and a new one must be added on purpose.
 */
const demo = setupTestApp({ sessions: ['learner'] });

const SELF_DEFENDED: Record<string, string> = {
  'POST /idp': 'the identity provider: client authentication and its own xsrf fields',
  'POST /idp/*': 'the identity provider: client authentication and its own xsrf fields',
  'PUT /idp': 'the identity provider',
  'PUT /idp/*': 'the identity provider',
  'DELETE /idp': 'the identity provider',
  'DELETE /idp/*': 'the identity provider',
  'POST /idp/interaction/:uid/login': 'bound to the browser by the interaction cookie',
  [`POST ${AuthPaths.logout}`]: 'the confirmation form carries a token of the session',
  [`POST ${LtiPaths.authorize}`]: "a tool's OIDC form post: the launch it names is single-use and bound to its learner",
  [`POST ${LtiPaths.token}`]: "the tools' token endpoint: a signed client assertion, no cookie read",
  [`POST ${LtiPaths.scores(':objectiveId', ':activityId')}`]: "a tool's call with its bearer token, no cookie read",
  [`POST ${LtiPaths.assessmentControl}`]: "a proctoring tool's call with its bearer token, no cookie read",
  [`POST ${LtiPaths.startAssessment}`]: "a proctoring tool's signed message redeeming a single-use start token",
  // The cmi5 LRS (decision 0083): an AU on the content origin calls it with its session's token, never a cookie.
  [`POST ${Cmi5Paths.fetch(':sessionId', ':key')}`]: "an AU's one-time fetch URL: its secret is in the path, no cookie read",
  [`POST ${Cmi5Paths.statements}`]: "an AU's call with its session's Basic token, no cookie read",
  [`PUT ${Cmi5Paths.statements}`]: "an AU's call with its session's Basic token, no cookie read",
  [`PUT ${Cmi5Paths.state}`]: "an AU's call with its session's Basic token, no cookie read",
  [`POST ${Cmi5Paths.state}`]: "an AU's call with its session's Basic token, no cookie read",
  [`DELETE ${Cmi5Paths.state}`]: "an AU's call with its session's Basic token, no cookie read",
  [`PUT ${Cmi5Paths.agentProfile}`]: "an AU's call with its session's Basic token, no cookie read",
  [`POST ${Cmi5Paths.agentProfile}`]: "an AU's call with its session's Basic token, no cookie read",
  [`DELETE ${Cmi5Paths.agentProfile}`]: "an AU's call with its session's Basic token, no cookie read",
};

const stateChanging = (r: CatalogRoute) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method);
const key = (r: CatalogRoute) => `${r.method} ${r.url}`;
const concrete = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, () => randomUUID()).replace(/\*/g, 'x');

/** The same path with letters percent-encoded, as a browser would send a crafted form's action. */
function spellings(path: string): string[] {
  const encode = (c: string) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
  const firstLetter = path.replace(/[a-z]/, (c) => encode(c));
  const upperHex = path.replace(/[a-z]/, (c) => encode(c).toUpperCase());
  const lastSegment = path.replace(/([a-z])([^/]*)$/, (_m, c: string, rest: string) => encode(c) + rest);
  return [...new Set([path, firstLetter, upperHex, lastSegment])];
}

describe('CSRF guard on every state-changing route (security issue 9 item 2)', () => {
  it('only the routes named here defend themselves otherwise', () => {
    const unguarded = demo.app.routeCatalog.filter((r) => stateChanging(r) && r.url.startsWith('/idp')).map(key);
    expect(unguarded.every((k) => k in SELF_DEFENDED)).toBe(true);
    expect(demo.app.routeCatalog.filter(stateChanging).length).toBeGreaterThan(15);
  });

  it('refuses a call without X-Requested-With on every route, under every spelling of its path', async () => {
    const refused: string[] = [];
    const through: string[] = [];
    for (const route of demo.app.routeCatalog.filter((r) => stateChanging(r) && !(key(r) in SELF_DEFENDED))) {
      for (const url of spellings(concrete(route.url))) {
        const res = await demo.app.inject({
          method: route.method as 'POST',
          url,
          headers: { cookie: demo.learner.cookie!, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'a=b',
        });
        (res.statusCode === 403 && res.json().code === 'missingRequestedWith' ? refused : through).push(
          `${route.method} ${url} → ${res.statusCode}`,
        );
      }
    }
    expect(through).toEqual([]);
    expect(refused.length).toBeGreaterThan(40);
  });

  it('refuses a body that is not JSON on every guarded route, even with the header (415)', async () => {
    const through: string[] = [];
    for (const route of demo.app.routeCatalog.filter((r) => stateChanging(r) && !(key(r) in SELF_DEFENDED))) {
      for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
        const res = await demo.app.inject({
          method: route.method as 'POST',
          url: concrete(route.url),
          headers: { cookie: demo.learner.cookie!, [REQUESTED_WITH_HEADER]: 'XMLHttpRequest', 'content-type': type },
          payload: type.startsWith('multipart') ? '--x--' : 'a=b',
        });
        if (res.statusCode !== 415) through.push(`${route.method} ${route.url} (${type}) → ${res.statusCode}`);
      }
    }
    expect(through).toEqual([]);
  });

  it('a forged enrolment form with a percent-encoded path enrols nobody', async () => {
    const enrolments = async () =>
      (await demo.db.query<{ n: number }>('SELECT count(*)::int AS n FROM objective_workflow_aggregates'))[0]!.n;
    const before = await enrolments();
    const [course] = await demo.db.query<{ id: string }>(`SELECT id FROM objectives WHERE code = 'ETH-300'`);
    for (const url of spellings(LIST_PATHS.createSelfEnrollments)) {
      const res = await demo.app.inject({
        method: 'POST',
        url,
        headers: { cookie: demo.learner.cookie!, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `objectiveIds=${course!.id}`,
      });
      expect(res.statusCode).toBe(403);
    }
    expect(await enrolments()).toBe(before);
  });

  it('sign-out needs the header or the confirmation form’s token: a forged form or a GET link does not end the session', async () => {
    const forged = await demo.app.inject({
      method: 'POST',
      url: '/oidc/%6cogout',
      headers: { cookie: demo.learner.cookie!, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=guess',
    });
    expect(forged.statusCode).toBe(403);
    const page = await demo.app.inject({ url: AuthPaths.logout, headers: { cookie: demo.learner.cookie! } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/<form method="post" action="\/oidc\/logout">/);
    const me = await demo.app.inject({ url: '/api/platform/v1/users/me', headers: demo.learner });
    expect(me.statusCode).toBe(200);
  });
});
