import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import type { RuntimeConfig } from '@lp/contract';
import { createTranslator } from '@lp/i18n';
import { I18nProvider } from '../lib/i18n.tsx';
import { RuntimeConfigContext } from '../lib/runtime-config-context.tsx';
import { defaultRuntimeConfig } from '../lib/runtime-config.ts';
import { ToastProvider } from '../components/ui/toast.tsx';

/**
 * Renders `ui` as the app would, at `url` (path and query) of the real (happy-dom) history,
 * so the components read and write the URL exactly as in the browser, under `config` (the
 * runtime configuration's defaults unless given).
 */
export function renderWithProviders(
  ui: ReactElement,
  { url = '/', locale = 'en-US', config = defaultRuntimeConfig }: { url?: string; locale?: string; config?: RuntimeConfig } = {},
) {
  window.history.replaceState(null, '', url);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider initial={createTranslator(locale, {})}>
      <RuntimeConfigContext.Provider value={config}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <Router>{children}</Router>
          </ToastProvider>
        </QueryClientProvider>
      </RuntimeConfigContext.Provider>
    </I18nProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}

/** The current query string as parameters. */
export const currentSearch = () => new URLSearchParams(window.location.search);
