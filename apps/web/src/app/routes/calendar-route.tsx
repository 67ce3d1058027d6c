import { useBreadcrumbs } from '../../components/breadcrumbs-context.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';
import { useT } from '../../lib/i18n.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { CalendarPage } from '../../features/calendar/components/calendar-page.tsx';

/** Issue 15 /learn/calendar/{view}/{day} (doc 1 §2 `/calendar/*`; decision 0028). */
export function Component() {
  const t = useT();
  const title = t.t('calendar.title');
  useDocumentTitle(title);
  useBreadcrumbs([{ label: title }]);
  const user = useCurrentUser();
  return <CalendarPage title={title} timeZone={user.data?.timezone ?? undefined} />;
}
