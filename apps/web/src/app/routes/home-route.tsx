import { lazy, Suspense } from 'react';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import { RedirectKeepingSearch } from '../../components/redirect-keeping-search.tsx';
import { LoaderOverlay } from '../../components/ui/loader-overlay.tsx';
import { useT } from '../../lib/i18n.tsx';

/** The dashboard is its own chunk: a portal without it (the default) never loads it. */
const DashboardPage = lazy(() =>
  import('../../features/dashboard/components/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
);

/** doc 1 §2: the dashboard when enabled, otherwise My courses keeping query and hash. */
export function HomeRoute() {
  const config = useRuntimeConfig();
  const t = useT();
  if (!config.navigation.dashboard) return <RedirectKeepingSearch to="/courses" />;
  return (
    <Suspense fallback={<LoaderOverlay label={t.t('shell.loading')} />}>
      <DashboardPage />
    </Suspense>
  );
}
