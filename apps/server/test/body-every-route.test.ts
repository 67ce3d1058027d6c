import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { ALL_CALLS, bodyMediaTypesOf, FORM_MEDIA_TYPE } from '@lp/contract/calls';
import { AuthPaths, ErrorBodySchema } from '@lp/contract';
import type { CatalogRoute } from '../src/plugins/route-catalog.ts';
import { IDP_PREFIX } from '../src/lib/idp-prefix.ts';
import { setupTestApp } from './setup-test-app.ts';

/**
 * What a call takes as its body, on every route (issue 31, decision 0059): a JSON `null`
 * is no object and no absent body, so it is refused with a message wherever it is sent; a
 * body comes in one of the media types the OpenAPI document names for the call, or is
 * refused with 415 before it is read. The routes come from the app and the contract, so a
 * call added later is covered without being listed here.
 */
const demo = setupTestApp({ sessions: ['learner'] });

const PARAM = /:[A-Za-z0-9_]+|\*/g;
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const changesState = (method: string) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method);
const urlOf = (path: string) => path.replace(PARAM, SOME_ID);
/** The bundled identity provider (oidc-provider) reads its own requests, raw: Fastify parses no body of them. */
const providersOwn = (route: CatalogRoute) => route.url === IDP_PREFIX || route.url === `${IDP_PREFIX}/*`;

const send = (route: Pick<CatalogRoute, 'method' | 'url'>, contentType: string, payload: string) =>
  demo.app.inject({
    method: route.method as 'POST',
    url: urlOf(route.url),
    headers: { ...demo.learner, 'content-type': contentType },
    payload,
  });

const said = (route: Pick<CatalogRoute, 'method' | 'url'>, res: LightMyRequestResponse) =>
  `${route.method} ${route.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
const messageOf = (res: LightMyRequestResponse) => ErrorBodySchema.parse(res.json()).errors.general?.[0];

describe('the body of every call', () => {
  it('every state-changing call of the contract says what body it takes', () => {
    // A call without one would take any body and ignore it; one that takes none says so (NoBodySchema).
    expect(ALL_CALLS.filter((call) => changesState(call.method) && !call.body).map((call) => `${call.method} ${call.path}`)).toEqual([]);
  });

  it('a JSON null is refused with 400 and a message on every route, never taken as no body', async () => {
    const routes = demo.app.routeCatalog.filter((route) => changesState(route.method) && !providersOwn(route));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const res = await send(route, 'application/json', 'null');
      expect(res.statusCode, said(route, res)).toBe(400);
      expect(messageOf(res), said(route, res)).toMatch(/null/);
    }
  });

  it('a body in a media type the call does not name is refused with 415; each one it names is read', async () => {
    for (const call of ALL_CALLS.filter((c) => c.body !== undefined)) {
      const route = { method: call.method, url: call.path };
      const refused = await send(route, 'text/plain', 'x');
      expect(refused.statusCode, said(route, refused)).toBe(415);
      expect(messageOf(refused), said(route, refused)).toMatch(/Send the body of this call as/);
      // Signing out would end the session the rest runs with.
      if (call.path === AuthPaths.logout) continue;
      for (const type of bodyMediaTypesOf(call)) {
        const res = await send(route, type, type === FORM_MEDIA_TYPE ? 'a=b' : '{}');
        expect(res.statusCode, `${type}: ${said(route, res)}`).not.toBe(415);
      }
    }
  });
});
