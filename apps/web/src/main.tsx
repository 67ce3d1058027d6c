import { StrictMode } from 'react';
import type { CurrentUser } from '@lp/contract';
import { createRoot } from 'react-dom/client';
import { initialLocale, prepareTranslator } from './lib/i18n.tsx';
import { applyTheme, loadRuntimeConfig } from './lib/runtime-config.ts';
import { startAnalytics } from './lib/analytics.ts';
import { pageBootstrap } from './lib/bootstrap.ts';
import { currentUserKeys } from './lib/current-user.ts';
import { queryClient } from './lib/query-client.ts';
import { App } from './app/app.tsx';
import './styles/global.css';

async function start() {
  const [config, translator] = await Promise.all([loadRuntimeConfig(), prepareTranslator(initialLocale())]);
  applyTheme(config);
  // The signed-in user the page came with: users/me is not asked again for the first view.
  const bootstrap = pageBootstrap();
  if (bootstrap?.user) queryClient.setQueryData(currentUserKeys.all, bootstrap.user);
  // A page served to a signed-out visitor says so: the public pages do not ask users/me to learn it.
  if (bootstrap) queryClient.setQueryData(currentUserKeys.ifSignedIn, bootstrap.user ?? null);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App config={config} translator={translator} />
    </StrictMode>,
  );
  // Who a usage event is logged for (doc 2 §7): the signed-in user the app has loaded, or nobody.
  startAnalytics(config, () => {
    const me = queryClient.getQueryData<CurrentUser>(currentUserKeys.all);
    return me ? { userId: me.id, tenantId: me.tenant.id, roles: me.roles, locale: document.documentElement.lang } : null;
  });
}
void start();
