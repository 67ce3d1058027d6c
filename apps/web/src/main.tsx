import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initialLocale, prepareTranslator } from './lib/i18n.tsx';
import { applyTheme, loadRuntimeConfig } from './lib/runtime-config.ts';
import { pageBootstrap } from './lib/bootstrap.ts';
import { currentUserKeys } from './lib/current-user.ts';
import { queryClient } from './lib/query-client.ts';
import { App } from './app/app.tsx';
import './styles/global.css';

async function start() {
  const [config, translator] = await Promise.all([loadRuntimeConfig(), prepareTranslator(initialLocale())]);
  applyTheme(config);
  // The signed-in user the page came with: users/me is not asked again for the first view.
  const user = pageBootstrap()?.user;
  if (user) queryClient.setQueryData(currentUserKeys.all, user);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App config={config} translator={translator} />
    </StrictMode>,
  );
}
void start();
