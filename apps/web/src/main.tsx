import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initialLocale, prepareTranslator } from './lib/i18n.tsx';
import { applyTheme, loadRuntimeConfig } from './lib/runtime-config.ts';
import { App } from './app/app.tsx';
import './styles/global.css';

async function start() {
  const [config, translator] = await Promise.all([loadRuntimeConfig(), prepareTranslator(initialLocale())]);
  applyTheme(config);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App config={config} translator={translator} />
    </StrictMode>,
  );
}
void start();
