import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEARN_PAGES, PAGE_SERVING, type PageServing } from '@lp/contract/pages';

// Issue 32: the /learn pages are written once, in @lp/contract/pages. The router, the
// server's page answers and the first view read them there; a page added to one of them
// as a literal (a <Route path="…">, a regex of paths) instead of to the table fails here.

const root = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const filesIn = (dir: string, pattern: RegExp) =>
  readdirSync(new URL(dir, root), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => `${dir}${file}`);
/** The code without its comments (which may well name a page). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

/** The first segment of every page's path (`courses`, `open-catalog`, …). */
const segments = [...new Set(Object.values(LEARN_PAGES).map((page) => page.path.split('/')[1]!))].filter((s) => s && !s.startsWith('*'));

describe('one table of the /learn pages (issue 32)', () => {
  it('the router and its route modules take every route path from the table', () => {
    const routers = filesIn('apps/web/src/app/', /\.tsx$/);
    expect(routers.length).toBeGreaterThan(10);
    const literal = /<Route\b[^>]*\spath=(["']|\{\s*["'`])/;
    expect(routers.filter((file) => literal.test(code(read(file))))).toEqual([]);
  });

  it('the server’s page answers and the first view name no page by its path', () => {
    const readers = [
      ...filesIn('apps/server/src/modules/web/', /\.ts$/),
      'packages/contract/src/first-view.ts',
      'apps/web/src/app/first-view-calls.ts',
    ];
    expect(segments).toContain('open-catalog');
    const named = readers.flatMap((file) => {
      const text = code(read(file));
      // `'/courses`, `\/courses` in a regex, or `(courses|…` in a regex's alternation.
      return segments.filter((segment) => new RegExp(`(?:/|[(|]\\\\?)${segment}(?![\\w-])`).test(text)).map((s) => `${file}: ${s}`);
    });
    expect(named).toEqual([]);
  });

  it('names only route modules the web app has (the server hints them by name)', () => {
    const routeModules = filesIn('apps/web/src/app/routes/', /-route\.tsx$/).map((file) =>
      file.slice('apps/web/src/app/routes/'.length, -'-route.tsx'.length),
    );
    const named = Object.values(PAGE_SERVING).flatMap((page: PageServing) =>
      typeof page.modules === 'function' ? page.modules({ dashboard: false }) : (page.modules ?? []),
    );
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !routeModules.includes(name))).toEqual([]);
  });
});
