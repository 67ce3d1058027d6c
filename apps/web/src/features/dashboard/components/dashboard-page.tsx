import { useId, type ReactNode } from 'react';
import { lazyFragment } from '../../../components/fragment.tsx';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useT } from '../../../lib/i18n.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './dashboard.module.css';

// The navigation's due count comes with the dashboard's code: one chunk after the first view, not a chunk of its own (issue 33).
export { default as DashboardDueCount } from './dashboard-due-count.tsx';

// doc 1 §1: each block is a fragment of its own — its own chunk, its own call, its own failure.
const Tasks = lazyFragment('tasks', () => import('./tasks-block.tsx'));
const NextDates = lazyFragment('calendar', () => import('./next-dates-block.tsx'));
const RecentCourses = lazyFragment('recentCourses', () => import('./recent-courses-block.tsx'));
const PromoBanners = lazyFragment('promoBanners', () => import('./promo-banners-block.tsx'));

function Block({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: (ids: { failed: ReactNode; skeleton: ReactNode }) => ReactNode;
  wide?: boolean;
}) {
  const t = useT();
  const id = useId();
  const skeleton = (
    <div className={styles.skeleton} aria-busy="true">
      <span className="visually-hidden">{t.t('shell.loading')}</span>
    </div>
  );
  const failed = <p className={styles.failed}>{t.t('dashboard.failed')}</p>;
  return (
    <section aria-labelledby={id} className={`${styles.block} ${wide ? styles.wide : ''}`}>
      <h2 id={id} className={styles.blockTitle}>
        {title}
      </h2>
      {children({ failed, skeleton })}
    </section>
  );
}

/** Issue 15: the dashboard at /learn when enabled (doc 1 §2) — promo banners, tasks, next dates, recent courses (decision 0029). */
export function DashboardPage() {
  const t = useT();
  const title = t.t('nav.dashboard');
  useDocumentTitle(title);
  const timeZone = useCurrentUser().data?.timezone ?? undefined;
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {/* Banners are extra: while they load or if they fail there is nothing in their place. */}
      <PromoBanners skeleton={null} fallback={null} />
      <div className={styles.blocks}>
        <Block title={t.t('dashboard.tasks.title')}>
          {({ failed, skeleton }) => <Tasks timeZone={timeZone} skeleton={skeleton} fallback={failed} />}
        </Block>
        <Block title={t.t('dashboard.next.title')}>
          {({ failed, skeleton }) => <NextDates timeZone={timeZone} skeleton={skeleton} fallback={failed} />}
        </Block>
        <Block title={t.t('dashboard.recent.title')} wide>
          {({ failed, skeleton }) => <RecentCourses skeleton={skeleton} fallback={failed} />}
        </Block>
      </div>
    </div>
  );
}
