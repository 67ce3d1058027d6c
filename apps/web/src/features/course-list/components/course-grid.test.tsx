import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render.tsx';
import { CourseGrid } from './course-grid.tsx';

afterEach(cleanup);

const items = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `c${i}`, name: `Course ${i}` }));
const grid = (
  list: { id: string; name: string }[],
  props: { hasNextPage: boolean; isFetchingNextPage?: boolean; fetchNextPage?: () => void },
) => (
  <CourseGrid
    items={list}
    getKey={(c) => c.id}
    renderCard={(c) => <a href={`/courses/${c.id}`}>{c.name}</a>}
    hasNextPage={props.hasNextPage}
    isFetchingNextPage={props.isFetchingNextPage ?? false}
    fetchNextPage={props.fetchNextPage ?? (() => {})}
  />
);

describe('paging through a long list', () => {
  it('"Load more" asks for the next page once, keeps focus while loading, then focuses the first new card', () => {
    const fetchNextPage = vi.fn();
    const view = renderWithProviders(grid(items(2), { hasNextPage: true, fetchNextPage }));
    const button = screen.getByRole('button', { name: 'Load more courses' });
    button.focus();
    fireEvent.click(button);
    view.rerender(grid(items(2), { hasNextPage: true, isFetchingNextPage: true, fetchNextPage }));
    const loading = screen.getByRole('button', { name: 'Loading more courses…' });
    expect(loading.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(loading);
    fireEvent.click(loading);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    expect(fetchNextPage).toHaveBeenCalledWith({ cancelRefetch: false });
    view.rerender(grid(items(4), { hasNextPage: false, fetchNextPage }));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Course 2' }));
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });
});
