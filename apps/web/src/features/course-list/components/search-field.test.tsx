import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { ListQueryParams } from '@lp/contract';
import { SEARCH_DEBOUNCE_MS } from '@lp/domain';
import { currentSearch, renderWithProviders } from '../../../test/render.tsx';
import { testSource, type TestCourse } from '../../../test/course-list-source.ts';
import { CourseListScreen } from './course-list-screen.tsx';
import { SearchField } from './search-field.tsx';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const field = () => screen.getByRole('searchbox', { name: 'Search courses' });

describe('keyword search (doc 1 §5: lower-cased, left-trimmed, after a 500 ms pause)', () => {
  it('applies the keyword only after the pause, once, normalized', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchField value="" onSearch={onSearch} />);
    fireEvent.change(field(), { target: { value: '  Saf' } });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.change(field(), { target: { value: '  Safety ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('safety ');
    expect((field() as HTMLInputElement).value).toBe('  Safety ');
  });

  it('Enter applies at once', () => {
    const onSearch = vi.fn();
    renderWithProviders(<SearchField value="" onSearch={onSearch} />);
    fireEvent.change(field(), { target: { value: 'Data' } });
    fireEvent.submit(field());
    expect(onSearch).toHaveBeenCalledWith('data');
  });

  it('writes the keyword to the URL and searches name, code and description', () => {
    const calls: ListQueryParams[] = [];
    renderWithProviders(
      <CourseListScreen
        source={testSource('enrolled', { calls })}
        title="My courses"
        getKey={(c: TestCourse) => c.id}
        renderCard={(c: TestCourse) => c.name}
        noCourses={null}
      />,
      { url: '/courses?term=t-autumn' },
    );
    fireEvent.change(field(), { target: { value: 'Privacy' } });
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(currentSearch().has('keyword')).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(currentSearch().get('keyword')).toBe('privacy');
    expect(currentSearch().get('term')).toBe('t-autumn');
    expect(JSON.parse(calls.at(-1)!.filter!)).toEqual([
      [
        ['objective.name', 'contains', 'privacy'],
        'or',
        ['objective.code', 'contains', 'privacy'],
        'or',
        ['objective.description', 'contains', 'privacy'],
      ],
      'and',
      ['termId', 'anyof', ['t-autumn']],
    ]);
  });

  it('shows the keyword of the URL and follows it when the URL changes', () => {
    renderWithProviders(<SearchField value="safety" onSearch={() => {}} />);
    expect((field() as HTMLInputElement).value).toBe('safety');
  });
});
