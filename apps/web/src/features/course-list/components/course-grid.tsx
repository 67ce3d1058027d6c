import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import styles from './course-list-screen.module.css';

// The scroll sentinel and the button may ask at the same moment: join the running request rather than restart it.
const NO_CANCEL = { cancelRefetch: false };

interface CourseGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderCard: (item: T, index: number) => ReactNode;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => unknown;
}

/**
 * Server-paged cards: the next page loads when the end of the list scrolls into view
 * (IntersectionObserver, a screen ahead), and a "Load more" button does the same for
 * keyboard and screen-reader users; after it, focus moves to the first new card. Only
 * loaded pages are in the DOM, and cards off screen skip layout and paint
 * (content-visibility in the stylesheet).
 */
export function CourseGrid<T>({ items, getKey, renderCard, hasNextPage, isFetchingNextPage, fetchNextPage }: CourseGridProps<T>) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const next = useRef(fetchNextPage);
  next.current = fetchNextPage;

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || items.length === from) return;
    focusFrom.current = null;
    // Fewer items than before: a new search replaced the list, there is nothing to move to.
    if (items.length > from) list.current?.children[from]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [items.length]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) next.current(NO_CANCEL);
      },
      { rootMargin: '0px 0px 100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage]);

  return (
    <>
      <ul ref={list} className={styles.grid} role="list">
        {items.map((item, index) => (
          <li key={getKey(item)} className={styles.cell}>
            {renderCard(item, index)}
          </li>
        ))}
      </ul>
      {hasNextPage ? (
        <div ref={sentinel} className={styles.more}>
          <Button
            variant="secondary"
            // aria-disabled rather than disabled: the button keeps keyboard focus while the page loads.
            aria-disabled={isFetchingNextPage || undefined}
            onClick={() => {
              if (isFetchingNextPage) return;
              focusFrom.current = items.length;
              fetchNextPage(NO_CANCEL);
            }}
          >
            {isFetchingNextPage ? t.t('courseList.loadingMore') : t.t('courseList.loadMore')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
