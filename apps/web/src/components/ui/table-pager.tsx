import type { TablePage } from '@lp/domain';
import { useT } from '../../lib/i18n.tsx';
import { Button } from './button.tsx';
import styles from './table-pager.module.css';

/**
 * The pager under a paged table (doc 1 §9 data grid): "Page {page} of {pages} ({count}
 * items)", read out when it changes, between the previous and next page buttons. A button
 * with no page to go to says so (aria-disabled) and keeps the focus, so the keyboard is
 * never dropped at the end. Shown only when there is more than one page.
 */
export function TablePager({ page, label, onPage }: { page: TablePage; label: string; onPage: (page: number) => void }) {
  const t = useT();
  if (page.pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t.t('dataGrid.pagesOf', { table: label })}>
      <Button variant="secondary" aria-disabled={!page.hasPrevious} onClick={() => page.hasPrevious && onPage(page.page - 1)}>
        {t.t('dataGrid.previousPage')}
      </Button>
      <span role="status">{t.t('dataGrid.pageInfo', { page: page.page, pages: page.pages, count: page.count })}</span>
      <Button variant="secondary" aria-disabled={!page.hasNext} onClick={() => page.hasNext && onPage(page.page + 1)}>
        {t.t('dataGrid.nextPage')}
      </Button>
    </nav>
  );
}
