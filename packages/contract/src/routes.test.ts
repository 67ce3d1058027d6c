import { describe, expect, it } from 'vitest';
import * as calls from './calls/index.ts';
import { callAreas, routeOf, routesName } from './routes-module.ts';
import * as routes from './routes.ts';

describe('the routes table (decision 0067)', () => {
  const areas = callAreas(calls);

  it('holds every area of calls and nothing else', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(areas).map(routesName).sort());
  });

  it.each(Object.keys(areas))("holds %s' method, path and public flag name for name (`npm run contract:routes` writes it)", (name) => {
    const table = (routes as Record<string, unknown>)[routesName(name)];
    expect(table).toEqual(Object.fromEntries(Object.entries(areas[name]!).map(([key, call]) => [key, routeOf(call)])));
  });
});
