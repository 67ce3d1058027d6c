import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ListQueryParams } from '@lp/contract';
import type { ListType } from '@lp/domain';
import { currentSearch, renderWithProviders } from '../../../test/render.tsx';
import { testSource, type TestCourse } from '../../../test/course-list-source.ts';
import { CourseListScreen } from './course-list-screen.tsx';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

function renderList(listType: ListType, url: string, calls: ListQueryParams[] = []) {
  return renderWithProviders(
    <CourseListScreen
      source={testSource(listType, { calls })}
      title="My courses"
      getKey={(c: TestCourse) => c.id}
      renderCard={(c: TestCourse) => (
        <article>
          <h2>{c.name}</h2>
        </article>
      )}
      noCourses={<p>no courses</p>}
    />,
    { url },
  );
}

const openDrawer = () => {
  fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
  return screen.getByRole('dialog', { name: 'Filters' });
};
const legends = (dialog: HTMLElement) => [...dialog.querySelectorAll('legend')].map((l) => l.textContent);

describe('filter drawer sections (doc 1 §2 Filter drawer)', () => {
  it('My courses: progress, priority, term, each category and collection, sorted by label', () => {
    renderList('enrolled', '/courses');
    expect(legends(openDrawer())).toEqual(['Collection', 'Course priority', 'Course progress', 'Format', 'Skill level', 'Term']);
  });

  it('catalog: term, categories and collection only', () => {
    renderList('catalog', '/catalog');
    expect(legends(openDrawer())).toEqual(['Collection', 'Format', 'Skill level', 'Term']);
  });

  it('public catalog: categories and collection only', () => {
    renderList('public', '/open-catalog');
    expect(legends(openDrawer())).toEqual(['Collection', 'Format', 'Skill level']);
  });

  it("shows the tenant's names in their own direction, the interface's labels in the interface's (issue 16)", () => {
    renderList('enrolled', '/courses');
    const dialog = openDrawer();
    const legend = (text: string) => [...dialog.querySelectorAll('legend')].find((l) => l.textContent === text)!;
    const optionText = (name: string) => within(dialog).getByRole('checkbox', { name }).closest('label')!.querySelector('[dir]');
    expect(legend('Skill level').getAttribute('dir')).toBe('auto');
    expect(legend('Term').hasAttribute('dir')).toBe(false);
    expect(legend('Course progress').hasAttribute('dir')).toBe(false);
    for (const name of ['Beginner', 'Autumn term', 'Compliance']) expect(optionText(name)?.getAttribute('dir')).toBe('auto');
    for (const name of ['Not started', 'Mandatory']) expect(optionText(name)).toBeNull();
  });

  it('is a labelled modal dialog that takes focus and gives it back on close', () => {
    renderList('enrolled', '/courses');
    const trigger = screen.getByRole('button', { name: /^Filters/ });
    const dialog = openDrawer();
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect((dialog as HTMLDialogElement).open).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });
});

describe('filter badge and clear button', () => {
  it('counts every chosen value on the badge', () => {
    renderList('enrolled', '/courses?courseProgress=inProgress,completed&term=t-autumn&category[cat-level]=beginner');
    expect(screen.getByTestId('filter-badge').textContent).toBe('4');
    expect(screen.getByRole('button', { name: 'Filters 4 active filters' })).toBeTruthy();
  });

  it('shows no badge and a disabled clear button when nothing is chosen', () => {
    renderList('enrolled', '/courses');
    expect(screen.queryByTestId('filter-badge')).toBeNull();
    const dialog = openDrawer();
    expect((within(dialog).getByRole('button', { name: 'Clear filters' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('clears every filter but keeps the keyword', () => {
    renderList('enrolled', '/courses?keyword=safety&coursePriority=mandatory&collection=col-digital');
    const dialog = openDrawer();
    const clear = within(dialog).getByRole('button', { name: 'Clear filters' }) as HTMLButtonElement;
    expect(clear.disabled).toBe(false);
    fireEvent.click(clear);
    expect(currentSearch().toString()).toBe('keyword=safety');
    expect(clear.disabled).toBe(true);
  });
});

describe('choosing filters writes the URL (doc 1 §2 List query parameters)', () => {
  it('a checkbox in the drawer updates the URL and the list call at once', () => {
    const calls: ListQueryParams[] = [];
    renderList('enrolled', '/courses', calls);
    const dialog = openDrawer();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Mandatory' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Autumn term' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Beginner' }));
    expect(currentSearch().get('coursePriority')).toBe('mandatory');
    expect(currentSearch().get('term')).toBe('t-autumn');
    expect(currentSearch().get('category[cat-level]')).toBe('beginner');
    const last = calls.at(-1)!;
    expect(JSON.parse(last.filter!)).toEqual([['coursePriority', 'anyof', ['mandatory']], 'and', ['termId', 'anyof', ['t-autumn']]]);
    expect(last.filterAttribute).toEqual(['beginner']);
    expect(screen.getByTestId('filter-badge').textContent).toBe('3');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Mandatory' }));
    expect(currentSearch().has('coursePriority')).toBe(false);
  });

  it('collection chips are toggle buttons sharing the collection filter, with a clear button', () => {
    const calls: ListQueryParams[] = [];
    renderList('catalog', '/catalog', calls);
    const chips = screen.getByRole('group', { name: 'Collections' });
    const chip = within(chips).getByRole('button', { name: 'Compliance' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    expect(currentSearch().get('collection')).toBe('col-compliance');
    expect(calls.at(-1)!.showcase).toEqual(['col-compliance']);
    fireEvent.click(within(chips).getByRole('button', { name: 'Clear collections' }));
    expect(currentSearch().has('collection')).toBe(false);
  });

  it('hides the chips when the only collection is the all-zero placeholder', async () => {
    const { placeholderOnlyCollections } = await import('../../../test/course-list-source.ts');
    renderWithProviders(
      <CourseListScreen
        source={testSource('enrolled', { collections: placeholderOnlyCollections })}
        title="My courses"
        getKey={(c: TestCourse) => c.id}
        renderCard={(c: TestCourse) => c.name}
        noCourses={null}
      />,
      { url: '/courses' },
    );
    expect(screen.queryByRole('group', { name: 'Collections' })).toBeNull();
  });
});

describe('URL checks and remembered state (doc 1 §3–§5)', () => {
  it('drops unknown keys and ids from the URL with the filtersUnavailable notice', () => {
    renderList('enrolled', '/courses?keyword=abc&term=nope,t-spring&foo=1&category[missing]=x&occflow=addToMyCourses&objectiveId=o1');
    const search = currentSearch();
    expect(search.get('keyword')).toBe('abc');
    expect(search.get('term')).toBe('t-spring');
    expect(search.has('foo')).toBe(false);
    expect(search.has('category[missing]')).toBe(false);
    expect(search.get('occflow')).toBe('addToMyCourses');
    expect(screen.getByText('Some filters are no longer available and were removed.')).toBeTruthy();
  });

  it('drops sections the list does not have', () => {
    renderList('catalog', '/catalog?courseProgress=completed');
    expect(currentSearch().toString()).toBe('');
    expect(screen.getByText('Some filters are no longer available and were removed.')).toBeTruthy();
  });

  it('restores the last state of the list type when the URL has none, without a notice, pruning stale collections', () => {
    localStorage.setItem(
      'lp.courseList.enrolled',
      JSON.stringify({ state: { term: ['t-autumn'], collection: ['col-gone', 'col-digital'] }, keyword: 'data' }),
    );
    renderList('enrolled', '/courses');
    const search = currentSearch();
    expect(search.get('term')).toBe('t-autumn');
    expect(search.get('collection')).toBe('col-digital');
    expect(search.get('keyword')).toBe('data');
    expect(screen.queryByText('Some filters are no longer available and were removed.')).toBeNull();
  });

  it('remembers what was chosen for the next visit, per list type', () => {
    renderList('enrolled', '/courses?coursePriority=optional');
    cleanup();
    renderList('catalog', '/catalog');
    expect(currentSearch().toString()).toBe('');
    cleanup();
    renderList('enrolled', '/courses');
    expect(currentSearch().get('coursePriority')).toBe('optional');
  });
});

describe('empty states (doc 1 §2)', () => {
  const renderEmpty = (url: string) =>
    renderWithProviders(
      <CourseListScreen
        source={testSource('enrolled', { items: [] })}
        title="My courses"
        getKey={(c: TestCourse) => c.id}
        renderCard={() => null}
        noCourses={<p>no courses</p>}
      />,
      { url },
    );
  it('no courses and no search: the list type empty state', () => {
    renderEmpty('/courses');
    expect(screen.getByText('no courses')).toBeTruthy();
  });
  it('a search or a filter that finds nothing: the empty-search-results message', async () => {
    renderEmpty('/courses?keyword=zzz');
    await act(async () => {});
    expect(screen.getByRole('heading', { name: 'No courses match your search' })).toBeTruthy();
    cleanup();
    renderEmpty('/courses?coursePriority=optional');
    expect(screen.getByRole('heading', { name: 'No courses match your search' })).toBeTruthy();
  });
  it('announces the number of results politely', () => {
    renderList('enrolled', '/courses');
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toContain('2 courses');
  });
});
