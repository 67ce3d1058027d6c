import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import { RedirectKeepingSearch } from '../../components/redirect-keeping-search.tsx';
import { lazyFragment } from '../../components/fragment.tsx';
import { FragmentUnavailablePage } from '../../components/fragment-unavailable.tsx';
import { LoaderOverlay } from '../../components/ui/loader-overlay.tsx';
import { useT } from '../../lib/i18n.tsx';

/** The dashboard is a fragment of its own (doc 1 §1): a portal without it (the default) never loads it. */
const Dashboard = lazyFragment('dashboard', () =>
  import('../../features/dashboard/components/dashboard-page.tsx').then((m) => ({ default: m.DashboardPage })),
);

/** doc 1 §2: the dashboard when enabled, otherwise My courses keeping query and hash. */
export function HomeRoute() {
  const config = useRuntimeConfig();
  const t = useT();
  if (!config.navigation.dashboard) return <RedirectKeepingSearch to="/courses" />;
  return (
    <Dashboard
      skeleton={<LoaderOverlay label={t.t('shell.loading')} />}
      fallback={<FragmentUnavailablePage title={t.t('nav.dashboard')} />}
    />
  );
}
