import { Link } from 'wouter';
import { useBreadcrumbTrail, type Crumb } from '../../components/breadcrumbs-context.tsx';
import { useT } from '../../lib/i18n.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { getShortTrail } from './short-trail.ts';
import styles from './breadcrumbs.module.css';

/** Below this width the trail is shortened; breadcrumbs.module.css and header.module.css use the same width. */
export const SHORT_TRAIL_QUERY = '(max-width: 767px)';

/**
 * doc 1 §2: breadcrumbs in the header, declared by each page. On a phone the header keeps
 * one row (issue 16 item 5): the current page and a back link to its parent, the full trail
 * on wider screens.
 */
export function Breadcrumbs() {
  const t = useT();
  const trail = useBreadcrumbTrail();
  const short = useMediaQuery(SHORT_TRAIL_QUERY);
  if (trail.length === 0) return <span className={styles.spacer} />;
  return (
    <nav aria-label={t.t('shell.breadcrumbs')} className={short ? styles.short : styles.breadcrumbs}>
      {short ? <ShortTrail trail={trail} /> : <FullTrail trail={trail} />}
    </nav>
  );
}

function FullTrail({ trail }: { trail: Crumb[] }) {
  return (
    <ol>
      {trail.map((crumb, i) => (
        <li key={`${i}-${crumb.label}`}>
          {/* Course and activity names are the authors' text, in their own direction. */}
          {crumb.href && i < trail.length - 1 ? (
            <Link href={crumb.href} dir="auto">
              {crumb.label}
            </Link>
          ) : (
            <CurrentPage crumb={crumb} />
          )}
        </li>
      ))}
    </ol>
  );
}

/** The back link is named by the parent page; its chevron points back (mirrored right to left). */
function ShortTrail({ trail }: { trail: Crumb[] }) {
  const { current, parent } = getShortTrail(trail)!;
  return (
    <ol>
      {parent ? (
        <li>
          <Link href={parent.href} className={styles.back}>
            <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false" className={styles.chevron}>
              <path
                d="M7.5 2.5L4 6l3.5 3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span dir="auto" className={styles.label}>
              {parent.label}
            </span>
          </Link>
        </li>
      ) : null}
      <li>
        <CurrentPage crumb={current} className={styles.current} />
      </li>
    </ol>
  );
}

const CurrentPage = ({ crumb, className }: { crumb: Crumb; className?: string }) => (
  <span aria-current="page" dir="auto" className={className}>
    {crumb.label}
  </span>
);
