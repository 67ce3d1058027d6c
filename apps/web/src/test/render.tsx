import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { createTranslator } from '@lp/i18n';
import { I18nProvider } from '../lib/i18n.tsx';
import { ToastProvider } from '../components/ui/toast.tsx';

/**
 * Renders `ui` as the app would, at `url` (path and query) of the real (happy-dom) history,
 * so the components read and write the URL exactly as in the browser.
 */
export function renderWithProviders(ui: ReactElement, { url = '/', locale = 'en-US' }: { url?: string; locale?: string } = {}) {
  window.history.replaceState(null, '', url);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider initial={createTranslator(locale, {})}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <Router>{children}</Router>
        </ToastProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}

/** The current query string as parameters. */
export const currentSearch = () => new URLSearchParams(window.location.search);
