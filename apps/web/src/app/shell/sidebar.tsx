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

/** The rail's icons (issue 33 item 8): one outline path each, on a 24-unit grid; a plugin's entry gets the link. */
const icons: Record<NavigationEntry | 'plugin', string> = {
  dashboard: 'M4 4h7v7H4zM13 4h7v4h-7zM13 10h7v10h-7zM4 13h7v7H4z',
  courses: 'M5 4h12a2 2 0 0 1 2 2v14H7a2 2 0 0 1-2-2zM5 18a2 2 0 0 1 2-2h12',
  certificates: 'M12 3a5 5 0 1 0 0 10a5 5 0 1 0 0-10M9 12l-2 9 5-3 5 3-2-9',
  catalog: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14M16 16l5 5',
  researchProjects: 'M9 3h6M10 3v6L5 19h14l-5-10V3',
  knowledgeModels:
    'M4 6a2 2 0 1 0 4 0a2 2 0 1 0-4 0M16 6a2 2 0 1 0 4 0a2 2 0 1 0-4 0M10 18a2 2 0 1 0 4 0a2 2 0 1 0-4 0M8 6h8M7 8l4 8M17 8l-4 8',
  rooms: 'M9 11a3 3 0 1 0 0-6a3 3 0 1 0 0 6M3 20a6 6 0 0 1 12 0M16 5a3 3 0 0 1 0 6M18 14a5 5 0 0 1 3 6',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  portal: 'M14 4h6v16h-6M10 8l-4 4 4 4M6 12h10',
  plugin: 'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
};

function Icon({ d }: { d: string }) {
  return (
    <svg className={styles.icon} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

interface SidebarProps {
  user: CurrentUser;
  open: boolean;
  onNavigate: () => void;
  ref?: Ref<HTMLElement>;
  /** On course pages (wide screens): the navigation is a rail of icons unless expanded, and offers the switch. */
  rail?: { expanded: boolean; toggle: () => void } | undefined;
}

/** doc 1 §2 Navigation entries; a modal drawer opened by the hamburger at 1279px and below (app-shell.tsx). */
export function Sidebar({ user, open, onNavigate, ref, rail }: SidebarProps) {
  const t = useT();
  const config = useRuntimeConfig();
  const entries = getNavigationLinks(config, user, t.locale);
  // A plugin's label is the tenant's text, in whatever script it is written (doc 1 §2).
  // In the rail the words are the link's name and its tooltip (shown on hover and focus).
  const label = (link: NavigationLink) => (
    <>
      <Icon d={icons[link.label === undefined ? link.key : 'plugin']} />
      <span className={styles.label} {...(link.label === undefined ? {} : { dir: 'auto' })}>
        {link.label === undefined ? t.t(labels[link.key]) : link.label}
      </span>
    </>
  );
  const listId = useId();
  const collapsed = rail !== undefined && !rail.expanded;
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
    <nav
      ref={ref}
      id="main-navigation"
      aria-label={t.t('shell.navigation')}
      className={`${styles.sidebar} ${open ? styles.open : ''} ${collapsed ? styles.rail : ''}`}
    >
      <div className={styles.sticky}>
        {rail ? (
          <button type="button" className={styles.railToggle} aria-expanded={rail.expanded} aria-controls={listId} onClick={rail.toggle}>
            <Icon d="M15 6l-6 6 6 6" />
            <span className={styles.label}>{t.t(rail.expanded ? 'room.rail.collapse' : 'room.rail.expand')}</span>
          </button>
        ) : null}
        <ul id={listId}>
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
