import { QueryClientProvider } from '@tanstack/react-query';
import type { RuntimeConfig } from '@lp/contract';
import type { Translator } from '@lp/i18n';
import { I18nProvider } from '../lib/i18n.tsx';
import { queryClient } from '../lib/query-client.ts';
import { RuntimeConfigContext } from '../lib/runtime-config-context.tsx';
import { ToastProvider } from '../components/ui/toast.tsx';
import { BreadcrumbsProvider } from '../components/breadcrumbs-context.tsx';
import { AppRouter } from './router.tsx';

export function App({ config, translator }: { config: RuntimeConfig; translator: Translator }) {
  return (
    <RuntimeConfigContext.Provider value={config}>
      <I18nProvider initial={translator}>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <BreadcrumbsProvider>
              <AppRouter />
            </BreadcrumbsProvider>
          </ToastProvider>
        </QueryClientProvider>
      </I18nProvider>
    </RuntimeConfigContext.Provider>
  );
}
