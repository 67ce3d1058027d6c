// Helpers for journeys that change what the server puts in the page (issue 17 bootstrap: the
// runtime configuration and the signed-in user, inline in every /learn document).
import type { Page } from '@playwright/test';

/** The page's inline bootstrap (apps/server/src/modules/web/bootstrap.ts) as the journeys change it. */
export interface PageBootstrap {
  config: (Record<string, unknown> & { navigation: Record<string, unknown>; featureFlags: Record<string, boolean> }) | null;
  user: unknown;
  locale: string;
}

/**
 * Every /learn document this page loads from now on carries the bootstrap as `edit` leaves
 * it — a tenant's configuration without changing the tenant other journeys share. A document
 * reached by a redirect (the sign-in's way back to /learn/login-callback) is not intercepted
 * by Playwright: open the page again after signing in.
 */
export async function editPageBootstrap(page: Page, edit: (bootstrap: PageBootstrap) => void) {
  await page.route(
    (url) => url.pathname.startsWith('/learn'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      const found = /(<script id="lp-bootstrap" type="application\/json">)(.*?)(<\/script>)/s;
      if (!found.test(html)) throw new Error(`no bootstrap in ${route.request().url()}`);
      const body = html.replace(found, (_all, open: string, json: string, close: string) => {
        const bootstrap = JSON.parse(json) as PageBootstrap & { rendered?: unknown };
        edit(bootstrap);
        // The page the server drew was drawn from the bootstrap as it was: the app draws the edited one itself.
        delete bootstrap.rendered;
        return `${open}${JSON.stringify(bootstrap).replace(/</g, '\\u003c')}${close}`;
      });
      await route.fulfill({ response, body });
    },
  );
}

/** The objective id of an open-catalog course by name, asked without a session's help. */
export async function publicObjectiveId(page: Page, name: string): Promise<string> {
  const filter = JSON.stringify(['objective.name', 'contains', name.toLowerCase()]);
  const response = await page.request.get(`/api/platform/v1/public/open-catalog/objectives/query?filter=${encodeURIComponent(filter)}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const body = (await response.json()) as { data: { objective: { id: string; name: string } }[] };
  const match = body.data.find((c) => c.objective.name === name);
  if (!match) throw new Error(`no public course named ${name}`);
  return match.objective.id;
}
