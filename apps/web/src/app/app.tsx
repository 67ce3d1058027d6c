import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '@lp/contract';
import type { Translator } from '@lp/i18n';
import { I18nProvider } from '../lib/i18n.tsx';
import { DrawnAtContext } from '../lib/drawn-clock.tsx';
import { queryClient } from '../lib/query-client.ts';
import { RuntimeConfigContext } from '../lib/runtime-config-context.tsx';
import { ToastProvider } from '../components/ui/toast.tsx';
import { BreadcrumbsProvider } from '../components/breadcrumbs-context.tsx';
import { AppRouter } from './router.tsx';

interface AppProps {
  config: RuntimeConfig;
  translator: Translator;
  /** The zone the translator shows dates in (undefined: the browser's). */
  timeZone?: string | undefined;
  /** The server's render (entry-server.tsx): its own query client per page, and the page's path. */
  client?: QueryClient;
  ssrPath?: string;
  ssrSearch?: string;
  /** When the server drew the page being taken over (lib/drawn-clock.tsx). */
  drawnAt?: number | undefined;
}

export function App({ config, translator, timeZone, client = queryClient, ssrPath, ssrSearch, drawnAt }: AppProps) {
  return (
    <RuntimeConfigContext.Provider value={config}>
      <I18nProvider initial={translator} initialTimeZone={timeZone}>
        <QueryClientProvider client={client}>
          <ToastProvider>
            <BreadcrumbsProvider>
              <DrawnAtContext.Provider value={drawnAt}>
                <AppRouter ssrPath={ssrPath} ssrSearch={ssrSearch} />
              </DrawnAtContext.Provider>
            </BreadcrumbsProvider>
          </ToastProvider>
        </QueryClientProvider>
      </I18nProvider>
    </RuntimeConfigContext.Provider>
  );
}
