import { startTransition, StrictMode } from 'react';
import type { CurrentUser } from '@lp/contract';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initialLocale, prepareTranslator } from './lib/i18n.tsx';
import { applyTheme, loadRuntimeConfig } from './lib/runtime-config.ts';
import { startAnalytics } from './lib/analytics.ts';
import { pageBootstrap } from './lib/bootstrap.ts';
import { currentUserKeys } from './lib/current-user.ts';
import { queryClient } from './lib/query-client.ts';
import { App } from './app/app.tsx';
import { drawnListIsStale } from './app/first-view-calls.ts';
import { BASENAME } from './config/paths.ts';
import './styles/global.css';

/** Resolves once the browser has painted a frame (a timer after the frame's callback runs after its paint). */
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function start() {
  // A task of its own: the modules' evaluation is one long task already (React's and ours),
  // and reading the page's data and starting the catalog's fetch made it half as long again.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const bootstrap = pageBootstrap();
  const locale = initialLocale();
  // The page the server drew is taken over as it is when the browser would draw the same:
  // the same language (a language chosen in this browser may differ) and the same zone.
  // A list remembered here (doc 1 §3) is not the one the server drew: the browser draws the list then.
  const staleList = drawnListIsStale(window.location.pathname.slice(BASENAME.length), {
    signedIn: Boolean(bootstrap?.user),
    dashboard: Boolean(bootstrap?.config?.navigation?.dashboard),
  });
  const rendered = bootstrap?.rendered?.locale === locale && !staleList ? bootstrap.rendered : undefined;
  const [config, translator] = await Promise.all([loadRuntimeConfig(), prepareTranslator(locale, rendered?.timeZone)]);
  applyTheme(config);
  // The signed-in user the page came with: users/me is not asked again for the first view.
  if (bootstrap?.user) queryClient.setQueryData(currentUserKeys.all, bootstrap.user);
  // A page served to a signed-out visitor says so: the public pages do not ask users/me to learn it.
  if (bootstrap) queryClient.setQueryData(currentUserKeys.ifSignedIn, bootstrap.user ?? null);
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App config={config} translator={translator} timeZone={rendered?.timeZone} drawnAt={rendered?.at} />
    </StrictMode>
  );
  if (rendered && root.firstChild) {
    for (const query of rendered.queries)
      queryClient.setQueryData(query.key, query.answer !== undefined ? bootstrap?.answers?.[query.answer] : query.data, {
        updatedAt: query.at,
      });
    // The drawn page is on screen before the app's work begins: the learner sees it at once.
    await painted();
    // A transition: the page is taken over in slices, so a tap is never kept waiting behind it.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
  // Who a usage event is logged for (doc 2 §7): the signed-in user the app has loaded, or nobody.
  startAnalytics(config, () => {
    const me = queryClient.getQueryData<CurrentUser>(currentUserKeys.all);
    return me ? { userId: me.id, tenantId: me.tenant.id, roles: me.roles, locale: document.documentElement.lang } : null;
  });
}
void start();
