import { lazy, Suspense, useId, useState, type Ref } from 'react';
import { Link, useLocation } from 'wouter';
import type { CurrentUser } from '@lp/contract';
import type { NavigationEntry } from '@lp/domain';
import type { MessageId } from '@lp/i18n';
import { getNavigationLinks, type NavigationLink } from '../../features/navigation/navigation-entries.ts';
import { useT } from '../../lib/i18n.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config-context.tsx';
import { useChatUnread } from '../../lib/api/chat-unread.ts';
import { UnreadBadge } from '../../components/unread-badge.tsx';
import { FeedbackLauncher } from '../../features/feedback/components/feedback-launcher.tsx';
import styles from './sidebar.module.css';

/** The dashboard's due count: its code (the dashboard's own chunk) and its call come after the first view (issue 33). */
const DashboardDueCount = lazy(() =>
  import('../../features/dashboard/components/dashboard-page.tsx').then((m) => ({ default: m.DashboardDueCount })),
);

const labels: Record<NavigationEntry, MessageId> = {
  dashboard: 'nav.dashboard',
  courses: 'nav.courses',
  certificates: 'nav.certificates',
  catalog: 'nav.catalog',
  researchProjects: 'nav.research',
  knowledgeModels: 'nav.knowledgeModels',
  rooms: 'nav.rooms',
  calendar: 'nav.calendar',
  portal: 'nav.portal',
};

interface SidebarProps {
  user: CurrentUser;
  open: boolean;
  onNavigate: () => void;
  ref?: Ref<HTMLElement>;
}

/** doc 1 §2 Navigation entries; a modal drawer opened by the hamburger at 1279px and below (app-shell.tsx). */
export function Sidebar({ user, open, onNavigate, ref }: SidebarProps) {
  const t = useT();
  const config = useRuntimeConfig();
  const entries = getNavigationLinks(config, user, t.locale);
  // A plugin's label is the tenant's text, in whatever script it is written (doc 1 §2).
  const label = (link: NavigationLink) => (link.label === undefined ? t.t(labels[link.key]) : <span dir="auto">{link.label}</span>);
  // Marks a plugin's link with its id: its label is tenant data, which checks of the catalogs' strings leave out.
  const plugin = (link: NavigationLink) => (link.label === undefined ? {} : { 'data-plugin': link.key.slice('plugin:'.length) });
  const [location] = useLocation();
  // doc 1 §7 unread chat counts (the courses' announcement channels): their sum on My courses, where the cards show each (decision 0025).
  const unread = useChatUnread().data?.total ?? 0;
  // Issue 33: what is due counts on the dashboard, the page that lists it.
  const [due, setDue] = useState(0);
  const hasDashboard = entries.some((entry) => entry.key === 'dashboard');
  // The link keeps its name ("My courses"); the count describes it, in words that say what it counts.
  const countId = useId();
  const count = (key: NavigationLink['key']) =>
    key === 'courses' && unread > 0
      ? { n: unread, text: t.t('courseCard.unread', { count: unread }) }
      : key === 'dashboard' && due > 0
        ? { n: due, text: t.t('due.nav.dueCount', { count: due }) }
        : null;
  // An entry is current on its own page and on the pages below it (a course is under My courses).
  const isCurrent = (href: string) => {
    const path = href.slice('/learn'.length) || '/';
    return path === '/' ? location === '/' : location === path || location.startsWith(`${path}/`);
  };
  return (
    <nav ref={ref} id="main-navigation" aria-label={t.t('shell.navigation')} className={`${styles.sidebar} ${open ? styles.open : ''}`}>
      <div className={styles.sticky}>
        <ul>
          {entries.map((entry) => {
            const counted = count(entry.key);
            return (
              <li key={entry.key}>
                {entry.href.startsWith('/learn') ? (
                  <Link
                    href={entry.href.slice('/learn'.length) || '/'}
                    onClick={onNavigate}
                    className={isCurrent(entry.href) ? styles.active : undefined}
                    aria-current={isCurrent(entry.href) ? 'page' : undefined}
                    aria-describedby={counted ? `${countId}-${entry.key}` : undefined}
                    {...plugin(entry)}
                  >
                    {label(entry)}
                    {counted ? <UnreadBadge count={counted.n} title={counted.text} className={styles.badge} /> : null}
                  </Link>
                ) : (
                  <a href={entry.href} {...plugin(entry)}>
                    {label(entry)}
                  </a>
                )}
                {counted ? (
                  <span id={`${countId}-${entry.key}`} className="visually-hidden">
                    {counted.text}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
        {hasDashboard ? (
          <Suspense fallback={null}>
            <DashboardDueCount timeZone={user.timezone ?? undefined} onCount={setDue} />
          </Suspense>
        ) : null}
        <div className={styles.foot}>
          <FeedbackLauncher />
        </div>
      </div>
    </nav>
  );
}
