import { Link } from 'wouter';
import { useBreadcrumbTrail } from '../../components/breadcrumbs-context.tsx';
import { useT } from '../../lib/i18n.tsx';
import styles from './breadcrumbs.module.css';

/** doc 1 §2: breadcrumbs in the header, declared by each page. */
export function Breadcrumbs() {
  const t = useT();
  const trail = useBreadcrumbTrail();
  if (trail.length === 0) return <span className={styles.spacer} />;
  return (
    <nav aria-label={t.t('shell.breadcrumbs')} className={styles.breadcrumbs}>
      <ol>
        {trail.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`}>
            {/* Course and activity names are the authors' text, in their own direction. */}
            {crumb.href && i < trail.length - 1 ? (
              <Link href={crumb.href} dir="auto">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" dir="auto">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
