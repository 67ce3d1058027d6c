import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import { RedirectKeepingSearch } from '../../components/redirect-keeping-search.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useT } from '../../lib/i18n.tsx';

/** doc 1 §2: the dashboard when enabled, otherwise My courses keeping query and hash. */
export function HomeRoute() {
  const config = useRuntimeConfig();
  const t = useT();
  if (!config.navigation.dashboard) return <RedirectKeepingSearch to="/courses" />;
  return (
    <>
      <h1>{t.t('nav.dashboard')}</h1>
      <EmptyState title={t.t('pending.title')} description={t.t('pending.text')} />
    </>
  );
}
